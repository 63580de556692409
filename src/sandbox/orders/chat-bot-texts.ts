import type { LocaleCode } from '@/i18n/locales';

/**
 * What a seeded bot answers in an order's chat, in the language the human wrote from: one line
 * for a bot that sells (the human pays) and one for a bot that buys (the human releases). It is
 * the bot's own speech, stored as the text it sent, like any party's message.
 */
export interface BotReplies {
  /** The bot sells: the human pays, the bot releases. */
  seller: string;
  /** The bot buys: the bot pays, the human releases. */
  buyer: string;
}

export const BOT_REPLIES: Record<LocaleCode, BotReplies> = {
  en: {
    seller:
      'Thanks, I’m on it — I’ll check in a moment. I release the coins as soon as your payment is in my account.',
    buyer:
      'Thanks, I’m on it — I’ll check in a moment. I pay within the time limit; please release once the money is in your account.',
  },
  'zh-CN': {
    seller: '谢谢，我马上处理，稍后查看。你的付款一到账我就放行。',
    buyer: '谢谢，我马上处理，稍后查看。我会在时限内付款；款项到账后请放行。',
  },
  'zh-TC': {
    seller: '謝謝，我馬上處理，稍後查看。你的付款一到帳我就放行。',
    buyer: '謝謝，我馬上處理，稍後查看。我會在時限內付款；款項到帳後請放行。',
  },
  'zh-Hk': {
    seller: '謝謝，我馬上處理，稍後查看。你的付款一到賬我就放行。',
    buyer: '謝謝，我馬上處理，稍後查看。我會在時限內付款；款項到賬後請放行。',
  },
  ko: {
    seller: '감사합니다, 바로 확인하겠습니다. 입금이 확인되는 대로 코인을 릴리스하겠습니다.',
    buyer:
      '감사합니다, 바로 확인하겠습니다. 제한 시간 안에 결제하겠습니다. 입금이 확인되면 릴리스해 주세요.',
  },
  ja: {
    seller:
      'ありがとうございます。すぐに確認します。入金を確認したらすぐにコインをリリースします。',
    buyer:
      'ありがとうございます。すぐに確認します。期限内に支払います。入金を確認したらリリースしてください。',
  },
  ru: {
    seller:
      'Спасибо, уже занимаюсь — проверю через минуту. Отпущу монеты, как только ваш платёж поступит на мой счёт.',
    buyer:
      'Спасибо, уже занимаюсь — проверю через минуту. Оплачу в срок; отпустите монеты, когда деньги поступят на ваш счёт.',
  },
  fa: {
    seller:
      'ممنون، در حال بررسی‌ام — تا چند لحظه دیگر نگاه می‌کنم. به محض رسیدن پرداخت شما به حسابم، رمزارز را آزاد می‌کنم.',
    buyer:
      'ممنون، در حال بررسی‌ام — تا چند لحظه دیگر نگاه می‌کنم. در مهلت پرداخت می‌کنم؛ وقتی پول به حسابتان رسید، لطفاً آزاد کنید.',
  },
  uk: {
    seller:
      'Дякую, вже займаюся — перевірю за хвилину. Відпущу монети, щойно ваш платіж надійде на мій рахунок.',
    buyer:
      'Дякую, вже займаюся — перевірю за хвилину. Оплачу вчасно; відпустіть монети, коли гроші надійдуть на ваш рахунок.',
  },
  es: {
    seller:
      'Gracias, ya me encargo; lo reviso en un momento. Libero las monedas en cuanto tu pago llegue a mi cuenta.',
    buyer:
      'Gracias, ya me encargo; lo reviso en un momento. Pago dentro del plazo; libera cuando el dinero esté en tu cuenta.',
  },
  vi: {
    seller:
      'Cảm ơn, tôi đang xử lý — tôi sẽ kiểm tra ngay. Tôi giải phóng coin ngay khi khoản thanh toán của bạn vào tài khoản của tôi.',
    buyer:
      'Cảm ơn, tôi đang xử lý — tôi sẽ kiểm tra ngay. Tôi sẽ thanh toán trong thời hạn; hãy giải phóng khi tiền đã vào tài khoản của bạn.',
  },
  fr: {
    seller:
      'Merci, je m’en occupe — je vérifie dans un instant. Je libère les cryptos dès que votre paiement arrive sur mon compte.',
    buyer:
      'Merci, je m’en occupe — je vérifie dans un instant. Je paie dans le délai ; libérez dès que l’argent est sur votre compte.',
  },
  pt: {
    seller:
      'Obrigado, já estou cuidando disso — vou verificar em um instante. Libero as moedas assim que seu pagamento cair na minha conta.',
    buyer:
      'Obrigado, já estou cuidando disso — vou verificar em um instante. Pago dentro do prazo; libere quando o dinheiro estiver na sua conta.',
  },
};
