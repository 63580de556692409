import type { Persona } from '@/contract/sandbox';
import type { LocaleCode } from '@/i18n/locales';

/** A message's words in one language. */
interface MessageText {
  title: string;
  content: string;
}

/**
 * A message in every UI language (the `lang` header's codes). English is the stored text; the
 * others are seeded as its translations. The type makes a missing language a compile error.
 */
type LocalizedMessage = Record<LocaleCode, MessageText>;

/** A seeded internal message; `hoursAgo` is relative to the seed time, `read` its status. */
interface MessageSeed {
  text: LocalizedMessage;
  hoursAgo: number;
  read: boolean;
}

// Brand and coin names (P2P, USDT, BTC, VIP) stay as they are in every language. Terms follow
// the UI dictionaries (`locales/`): e.g. "Identity Verification", "Agent Dashboard", "Orders".

const WELCOME: LocalizedMessage = {
  en: {
    title: 'Welcome to P2P trading',
    content:
      'Buy and sell crypto directly with other users. Your counterparty’s crypto is held in escrow until you confirm payment.',
  },
  'zh-CN': {
    title: '欢迎使用 P2P 交易',
    content: '与其他用户直接买卖加密货币。交易对手的加密货币将由平台托管，直至您确认付款。',
  },
  'zh-TC': {
    title: '歡迎使用 P2P 交易',
    content: '與其他用戶直接買賣加密貨幣。交易對手的加密貨幣將由平台託管，直到您確認付款為止。',
  },
  'zh-Hk': {
    title: '歡迎使用 P2P 交易',
    content: '與其他用戶直接買賣加密貨幣。交易對手的加密貨幣會由平台託管，直至您確認付款為止。',
  },
  ko: {
    title: 'P2P 거래에 오신 것을 환영합니다',
    content:
      '다른 사용자와 암호화폐를 직접 사고팔 수 있습니다. 거래 상대방의 암호화폐는 회원님이 결제를 확인할 때까지 에스크로에 보관됩니다.',
  },
  ja: {
    title: 'P2P取引へようこそ',
    content:
      '他のユーザーと暗号資産を直接売買できます。取引相手の暗号資産は、お客様が支払いを確認するまでエスクローで保管されます。',
  },
  ru: {
    title: 'Добро пожаловать в P2P-торговлю',
    content:
      'Покупайте и продавайте криптовалюту напрямую между пользователями. Криптовалюта контрагента хранится в эскроу, пока вы не подтвердите оплату.',
  },
  fa: {
    title: 'به معاملات P2P خوش آمدید',
    content:
      'رمزارز را مستقیماً با سایر کاربران خرید و فروش کنید. رمزارز طرف معامله تا زمانی که پرداخت را تأیید کنید، به‌صورت امانی (اسکرو) نگهداری می‌شود.',
  },
  uk: {
    title: 'Ласкаво просимо до P2P-торгівлі',
    content:
      'Купуйте та продавайте криптовалюту напряму між користувачами. Криптовалюта контрагента зберігається в ескроу, доки ви не підтвердите оплату.',
  },
  es: {
    title: 'Te damos la bienvenida al comercio P2P',
    content:
      'Compra y vende criptomonedas directamente con otros usuarios. Las criptomonedas de tu contraparte permanecen en custodia (escrow) hasta que confirmes el pago.',
  },
  vi: {
    title: 'Chào mừng bạn đến với giao dịch P2P',
    content:
      'Mua bán tiền mã hóa trực tiếp với người dùng khác. Tiền mã hóa của đối tác giao dịch được tạm giữ ký quỹ cho đến khi bạn xác nhận thanh toán.',
  },
  fr: {
    title: 'Bienvenue dans la négociation P2P',
    content:
      'Achetez et vendez des cryptomonnaies directement avec d’autres utilisateurs. Les cryptomonnaies de votre contrepartie sont conservées sous séquestre jusqu’à ce que vous confirmiez le paiement.',
  },
  pt: {
    title: 'Boas-vindas à negociação P2P',
    content:
      'Compre e venda criptomoedas diretamente com outros usuários. As criptomoedas da sua contraparte ficam retidas em custódia (escrow) até que você confirme o pagamento.',
  },
};

const SECURITY: LocalizedMessage = {
  en: {
    title: 'Keep your account safe',
    content:
      'We will never ask for your password or verification codes. Only pay to the payment method shown on the order page.',
  },
  'zh-CN': {
    title: '保护您的账户安全',
    content: '我们绝不会向您索要密码或验证码。请仅向订单页面显示的收款方式付款。',
  },
  'zh-TC': {
    title: '保護您的帳戶安全',
    content: '我們絕不會向您索取密碼或驗證碼。請僅向訂單頁面顯示的收款方式付款。',
  },
  'zh-Hk': {
    title: '保障您的帳戶安全',
    content: '我們絕不會向您索取密碼或驗證碼。請只向訂單頁面顯示的收款方式付款。',
  },
  ko: {
    title: '계정을 안전하게 보호하세요',
    content:
      '당사는 절대로 비밀번호나 인증 코드를 요청하지 않습니다. 주문 페이지에 표시된 결제 수단으로만 결제하세요.',
  },
  ja: {
    title: 'アカウントを安全に保ちましょう',
    content:
      '当社がパスワードや認証コードをお尋ねすることは決してありません。お支払いは、注文ページに表示された支払い方法にのみ行ってください。',
  },
  ru: {
    title: 'Защитите свой аккаунт',
    content:
      'Мы никогда не запрашиваем ваш пароль или коды подтверждения. Оплачивайте только тем способом оплаты, который указан на странице ордера.',
  },
  fa: {
    title: 'از حساب خود محافظت کنید',
    content:
      'ما هرگز رمز عبور یا کدهای تأیید شما را درخواست نمی‌کنیم. فقط با روش پرداختی که در صفحه سفارش نمایش داده شده است پرداخت کنید.',
  },
  uk: {
    title: 'Захистіть свій акаунт',
    content:
      'Ми ніколи не просимо ваш пароль чи коди підтвердження. Оплачуйте лише тим способом оплати, який указано на сторінці ордера.',
  },
  es: {
    title: 'Mantén tu cuenta segura',
    content:
      'Nunca te pediremos tu contraseña ni tus códigos de verificación. Paga únicamente mediante el método de pago que aparece en la página de la orden.',
  },
  vi: {
    title: 'Giữ an toàn cho tài khoản của bạn',
    content:
      'Chúng tôi sẽ không bao giờ yêu cầu mật khẩu hoặc mã xác minh của bạn. Chỉ thanh toán qua phương thức thanh toán hiển thị trên trang lệnh.',
  },
  fr: {
    title: 'Protégez votre compte',
    content:
      'Nous ne vous demanderons jamais votre mot de passe ni vos codes de vérification. Payez uniquement via le mode de paiement indiqué sur la page de l’ordre.',
  },
  pt: {
    title: 'Mantenha sua conta segura',
    content:
      'Nunca pediremos sua senha nem seus códigos de verificação. Pague somente pelo método de pagamento exibido na página da ordem.',
  },
};

const VERIFY_IDENTITY: LocalizedMessage = {
  en: {
    title: 'Complete identity verification',
    content: 'Verify your identity to start trading on P2P. It takes a few minutes.',
  },
  'zh-CN': {
    title: '完成身份认证',
    content: '完成身份认证即可开始 P2P 交易，只需几分钟。',
  },
  'zh-TC': {
    title: '完成身分驗證',
    content: '完成身分驗證即可開始 P2P 交易，只需幾分鐘。',
  },
  'zh-Hk': {
    title: '完成身份認證',
    content: '完成身份認證即可開始 P2P 交易，只需數分鐘。',
  },
  ko: {
    title: '본인 인증을 완료하세요',
    content: '본인 인증을 완료하고 P2P 거래를 시작하세요. 몇 분이면 완료됩니다.',
  },
  ja: {
    title: '本人確認を完了してください',
    content: '本人確認を済ませると、P2P取引を始められます。所要時間は数分です。',
  },
  ru: {
    title: 'Пройдите верификацию личности',
    content:
      'Подтвердите свою личность, чтобы начать торговать на P2P. Это займёт несколько минут.',
  },
  fa: {
    title: 'احراز هویت را تکمیل کنید',
    content: 'برای شروع معامله در P2P، هویت خود را تأیید کنید. این کار فقط چند دقیقه طول می‌کشد.',
  },
  uk: {
    title: 'Пройдіть верифікацію особи',
    content: 'Підтвердьте свою особу, щоб почати торгувати на P2P. Це займе кілька хвилин.',
  },
  es: {
    title: 'Completa la verificación de identidad',
    content: 'Verifica tu identidad para empezar a operar en P2P. Solo te llevará unos minutos.',
  },
  vi: {
    title: 'Hoàn tất xác minh danh tính',
    content: 'Xác minh danh tính để bắt đầu giao dịch P2P. Quá trình này chỉ mất vài phút.',
  },
  fr: {
    title: 'Finalisez la vérification d’identité',
    content:
      'Vérifiez votre identité pour commencer à négocier en P2P. Cela ne prend que quelques minutes.',
  },
  pt: {
    title: 'Conclua a verificação de identidade',
    content: 'Verifique sua identidade para começar a negociar no P2P. Leva apenas alguns minutos.',
  },
};

const IDENTITY_APPROVED: LocalizedMessage = {
  en: {
    title: 'Identity verification approved',
    content: 'Your identity is verified. You can now trade through P2P ads.',
  },
  'zh-CN': {
    title: '身份认证已通过',
    content: '您的身份已通过认证，现在可以通过 P2P 广告进行交易。',
  },
  'zh-TC': {
    title: '身分驗證已通過',
    content: '您的身分已通過驗證，現在可以透過 P2P 廣告進行交易。',
  },
  'zh-Hk': {
    title: '身份認證已通過',
    content: '您的身份已通過認證，現在可以透過 P2P 廣告進行交易。',
  },
  ko: {
    title: '본인 인증이 승인되었습니다',
    content: '본인 인증이 완료되었습니다. 이제 P2P 광고를 통해 거래할 수 있습니다.',
  },
  ja: {
    title: '本人確認が承認されました',
    content: '本人確認が完了しました。P2P広告を通じて取引できるようになりました。',
  },
  ru: {
    title: 'Верификация личности одобрена',
    content: 'Ваша личность подтверждена. Теперь вы можете торговать по P2P-объявлениям.',
  },
  fa: {
    title: 'احراز هویت تأیید شد',
    content: 'هویت شما تأیید شد. اکنون می‌توانید از طریق آگهی‌های P2P معامله کنید.',
  },
  uk: {
    title: 'Верифікацію особи схвалено',
    content: 'Вашу особу підтверджено. Тепер ви можете торгувати за P2P-оголошеннями.',
  },
  es: {
    title: 'Verificación de identidad aprobada',
    content: 'Tu identidad está verificada. Ya puedes operar a través de anuncios P2P.',
  },
  vi: {
    title: 'Xác minh danh tính đã được phê duyệt',
    content:
      'Danh tính của bạn đã được xác minh. Giờ đây bạn có thể giao dịch qua các quảng cáo P2P.',
  },
  fr: {
    title: 'Vérification d’identité approuvée',
    content: 'Votre identité est vérifiée. Vous pouvez désormais négocier via les annonces P2P.',
  },
  pt: {
    title: 'Verificação de identidade aprovada',
    content: 'Sua identidade foi verificada. Agora você pode negociar por meio de anúncios P2P.',
  },
};

const MERCHANT_APPROVED: LocalizedMessage = {
  en: {
    title: 'Merchant application approved',
    content: 'You are now a certified advertiser. Post your first ad from My Ads.',
  },
  'zh-CN': {
    title: '商家申请已通过',
    content: '您已成为认证广告方。前往“我的广告”发布您的第一条广告。',
  },
  'zh-TC': {
    title: '商家申請已通過',
    content: '您已成為認證廣告方。前往「我的廣告」刊登您的第一則廣告。',
  },
  'zh-Hk': {
    title: '商戶申請已獲批核',
    content: '您已成為認證廣告商。前往「我的廣告」發佈您的第一則廣告。',
  },
  ko: {
    title: '머천트 신청이 승인되었습니다',
    content: '이제 인증된 광고주입니다. ‘내 광고’에서 첫 광고를 게시하세요.',
  },
  ja: {
    title: 'マーチャント申請が承認されました',
    content: '認証済み広告主になりました。「マイ広告」から最初の広告を掲載しましょう。',
  },
  ru: {
    title: 'Заявка на статус мерчанта одобрена',
    content:
      'Теперь вы сертифицированный рекламодатель. Разместите первое объявление в разделе «Мои объявления».',
  },
  fa: {
    title: 'درخواست تاجر تأیید شد',
    content:
      'اکنون شما یک آگهی‌دهنده تأییدشده هستید. نخستین آگهی خود را از بخش «آگهی‌های من» منتشر کنید.',
  },
  uk: {
    title: 'Заявку на статус мерчанта схвалено',
    content:
      'Тепер ви сертифікований рекламодавець. Розмістіть перше оголошення в розділі «Мої оголошення».',
  },
  es: {
    title: 'Solicitud de comerciante aprobada',
    content:
      'Ahora eres un anunciante certificado. Publica tu primer anuncio desde «Mis anuncios».',
  },
  vi: {
    title: 'Đơn đăng ký thương nhân đã được phê duyệt',
    content:
      'Bạn hiện là nhà quảng cáo được chứng nhận. Hãy đăng quảng cáo đầu tiên tại mục “Quảng cáo của tôi”.',
  },
  fr: {
    title: 'Demande de marchand approuvée',
    content:
      'Vous êtes désormais un annonceur certifié. Publiez votre première annonce depuis « Mes annonces ».',
  },
  pt: {
    title: 'Solicitação de comerciante aprovada',
    content:
      'Agora você é um anunciante certificado. Publique seu primeiro anúncio em “Meus anúncios”.',
  },
};

const DEPOSIT_LOCKED: LocalizedMessage = {
  en: {
    title: 'Deposit locked',
    content:
      'Your advertiser security deposit is locked. Release it any time you have no listed ads and no open orders.',
  },
  'zh-CN': {
    title: '保证金已锁定',
    content: '您的广告方保证金已锁定。当您没有上架中的广告且没有进行中的订单时，可随时释放保证金。',
  },
  'zh-TC': {
    title: '保證金已鎖定',
    content: '您的廣告方保證金已鎖定。當您沒有上架中的廣告且沒有進行中的訂單時，可隨時解除鎖定。',
  },
  'zh-Hk': {
    title: '保證金已鎖定',
    content: '您的廣告商保證金已鎖定。當您沒有上架中的廣告及未完成的訂單時，可隨時解除鎖定。',
  },
  ko: {
    title: '보증금이 잠겼습니다',
    content:
      '광고주 보증금이 잠겼습니다. 게시 중인 광고와 진행 중인 주문이 없으면 언제든지 해제할 수 있습니다.',
  },
  ja: {
    title: '保証金がロックされました',
    content:
      '広告主保証金がロックされました。掲載中の広告と未完了の注文がなければ、いつでもロックを解除できます。',
  },
  ru: {
    title: 'Депозит заблокирован',
    content:
      'Ваш страховой депозит рекламодателя заблокирован. Вы можете разблокировать его в любой момент, если у вас нет размещённых объявлений и открытых ордеров.',
  },
  fa: {
    title: 'سپرده قفل شد',
    content:
      'سپرده تضمین آگهی‌دهنده شما قفل شد. هر زمان که آگهی منتشرشده و سفارش باز نداشته باشید، می‌توانید آن را آزاد کنید.',
  },
  uk: {
    title: 'Депозит заблоковано',
    content:
      'Ваш страховий депозит рекламодавця заблоковано. Ви можете розблокувати його будь-коли, якщо у вас немає розміщених оголошень і відкритих ордерів.',
  },
  es: {
    title: 'Depósito bloqueado',
    content:
      'Tu depósito de garantía como anunciante está bloqueado. Puedes liberarlo en cualquier momento si no tienes anuncios publicados ni órdenes abiertas.',
  },
  vi: {
    title: 'Tiền ký quỹ đã bị khóa',
    content:
      'Khoản ký quỹ bảo đảm nhà quảng cáo của bạn đã bị khóa. Bạn có thể mở khóa bất cứ lúc nào khi không có quảng cáo đang đăng và không có lệnh nào đang mở.',
  },
  fr: {
    title: 'Dépôt bloqué',
    content:
      'Votre dépôt de garantie d’annonceur est bloqué. Vous pouvez le débloquer à tout moment si vous n’avez aucune annonce publiée ni aucun ordre en cours.',
  },
  pt: {
    title: 'Depósito bloqueado',
    content:
      'Seu depósito de garantia de anunciante está bloqueado. Você pode liberá-lo a qualquer momento, desde que não tenha anúncios publicados nem ordens em aberto.',
  },
};

const WALLET_CONNECTED: LocalizedMessage = {
  en: {
    title: 'Wallet connected',
    content: 'Your wallet is connected. To trade on P2P, log in with an exchange account.',
  },
  'zh-CN': {
    title: '钱包已连接',
    content: '您的钱包已连接。如需进行 P2P 交易，请使用交易所账户登录。',
  },
  'zh-TC': {
    title: '錢包已連接',
    content: '您的錢包已連接。如需進行 P2P 交易，請使用交易所帳戶登入。',
  },
  'zh-Hk': {
    title: '錢包已連接',
    content: '您的錢包已連接。如欲進行 P2P 交易，請以交易所帳戶登入。',
  },
  ko: {
    title: '지갑이 연결되었습니다',
    content: '지갑이 연결되었습니다. P2P 거래를 하려면 거래소 계정으로 로그인하세요.',
  },
  ja: {
    title: 'ウォレットが接続されました',
    content:
      'ウォレットが接続されました。P2P取引を行うには、取引所アカウントでログインしてください。',
  },
  ru: {
    title: 'Кошелёк подключён',
    content: 'Ваш кошелёк подключён. Чтобы торговать на P2P, войдите в аккаунт биржи.',
  },
  fa: {
    title: 'کیف پول متصل شد',
    content: 'کیف پول شما متصل شد. برای معامله در P2P، با حساب صرافی وارد شوید.',
  },
  uk: {
    title: 'Гаманець підключено',
    content: 'Ваш гаманець підключено. Щоб торгувати на P2P, увійдіть в акаунт біржі.',
  },
  es: {
    title: 'Billetera conectada',
    content:
      'Tu billetera está conectada. Para operar en P2P, inicia sesión con una cuenta del exchange.',
  },
  vi: {
    title: 'Đã kết nối ví',
    content:
      'Ví của bạn đã được kết nối. Để giao dịch P2P, hãy đăng nhập bằng tài khoản sàn giao dịch.',
  },
  fr: {
    title: 'Portefeuille connecté',
    content:
      'Votre portefeuille est connecté. Pour négocier en P2P, connectez-vous avec un compte de la plateforme d’échange.',
  },
  pt: {
    title: 'Carteira conectada',
    content: 'Sua carteira está conectada. Para negociar no P2P, entre com uma conta da exchange.',
  },
};

const AGENT_REPORT: LocalizedMessage = {
  en: {
    title: 'Monthly agent report',
    content: 'Your agent commission report for last month is ready in the agent dashboard.',
  },
  'zh-CN': {
    title: '代理商月度报告',
    content: '您上月的代理佣金报告已生成，可前往代理商后台查看。',
  },
  'zh-TC': {
    title: '代理商月度報告',
    content: '您上個月的代理佣金報告已產生，可至代理商後台查看。',
  },
  'zh-Hk': {
    title: '代理商每月報告',
    content: '您上月的代理佣金報告已備妥，可於代理商後台查閱。',
  },
  ko: {
    title: '에이전트 월간 보고서',
    content: '지난달 에이전트 커미션 보고서가 준비되었습니다. 에이전트 대시보드에서 확인하세요.',
  },
  ja: {
    title: 'エージェント月次レポート',
    content:
      '先月のエージェントコミッションレポートの準備ができました。エージェントダッシュボードでご確認ください。',
  },
  ru: {
    title: 'Ежемесячный отчёт агента',
    content: 'Отчёт о ваших агентских комиссиях за прошлый месяц доступен в панели агента.',
  },
  fa: {
    title: 'گزارش ماهانه نماینده',
    content: 'گزارش کمیسیون نمایندگی شما برای ماه گذشته در داشبورد نماینده آماده است.',
  },
  uk: {
    title: 'Щомісячний звіт агента',
    content: 'Звіт про ваші агентські комісії за минулий місяць доступний у панелі агента.',
  },
  es: {
    title: 'Informe mensual de agente',
    content:
      'Tu informe de comisiones de agente del mes pasado ya está disponible en el panel de agente.',
  },
  vi: {
    title: 'Báo cáo đại lý hằng tháng',
    content:
      'Báo cáo hoa hồng đại lý tháng trước của bạn đã sẵn sàng trong bảng điều khiển đại lý.',
  },
  fr: {
    title: 'Rapport mensuel d’agent',
    content:
      'Votre rapport de commissions d’agent du mois dernier est disponible dans le tableau de bord agent.',
  },
  pt: {
    title: 'Relatório mensal de agente',
    content:
      'Seu relatório de comissões de agente do mês passado já está disponível no painel do agente.',
  },
};

const welcome: MessageSeed = { text: WELCOME, hoursAgo: 24 * 7, read: true };
const security: MessageSeed = { text: SECURITY, hoursAgo: 24 * 2, read: false };

/** Every persona has some messages, at least one unread, so the bell shows a count. */
export const MESSAGE_SEEDS: Record<Persona, readonly MessageSeed[]> = {
  user: [welcome, security, { text: VERIFY_IDENTITY, hoursAgo: 5, read: false }],
  verified: [welcome, { text: IDENTITY_APPROVED, hoursAgo: 24 * 3, read: true }, security],
  merchant: [
    welcome,
    { text: MERCHANT_APPROVED, hoursAgo: 24 * 20, read: true },
    security,
    { text: DEPOSIT_LOCKED, hoursAgo: 12, read: false },
  ],
  wallet: [{ text: WALLET_CONNECTED, hoursAgo: 30, read: false }],
  agent: [welcome, { text: AGENT_REPORT, hoursAgo: 8, read: false }],
};
