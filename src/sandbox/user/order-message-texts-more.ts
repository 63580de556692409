import type { OrderMessageTexts } from '@/sandbox/user/order-message-texts';

/**
 * Order-event message texts, continued (see `order-message-texts.ts`): Russian, Ukrainian,
 * Persian, Spanish, Vietnamese, French and Portuguese, with the terms of each UI locale
 * (ордер/отправить, سفارش/آزاد کردن, orden/liberar with tú, lệnh/giải phóng, ordre/libérer and
 * litige with vous, ordem/liberar and contestação with você). Russian and Ukrainian name the
 * counterparty as "user {nickname}" so the verb's gender never depends on the nickname.
 */

export const RU: OrderMessageTexts = {
  'order.placed': [
    'Новый ордер по вашему объявлению',
    'Пользователь {nickname} создал ордер {orderNo} по вашему объявлению: {quantity} {coin} на сумму {amount} {fiat}.',
  ],
  'order.paid': [
    'Ордер отмечен как оплаченный',
    'Пользователь {nickname} отметил ордер {orderNo} как оплаченный ({amount} {fiat}). Прежде чем отправить {quantity} {coin}, убедитесь, что деньги поступили на ваш счёт.',
  ],
  'order.released': [
    'Монеты отправлены',
    'Пользователь {nickname} отправил {quantity} {coin} по ордеру {orderNo}. Ордер выполнен.',
  ],
  'order.released.receipt': [
    'Вы отправили монеты',
    'Вы отправили {quantity} {coin} пользователю {nickname} по ордеру {orderNo}. Ордер выполнен.',
  ],
  'order.cancelled': [
    'Ордер отменён',
    'Пользователь {nickname} отменил ордер {orderNo} ({quantity} {coin} на сумму {amount} {fiat}).',
  ],
  'order.timeout': [
    'Ордер отменён: время оплаты истекло',
    'Ордер {orderNo} ({quantity} {coin} на сумму {amount} {fiat}) отменён автоматически, так как не был вовремя отмечен как оплаченный.',
  ],
  'order.deadline': [
    'Срок оплаты истекает',
    'Оплатите {amount} {fiat} и отметьте ордер {orderNo} как оплаченный в течение {minutes} мин., иначе он будет отменён автоматически.',
  ],
  'appeal.raised': [
    'Подана апелляция',
    'Пользователь {nickname} подал апелляцию по ордеру {orderNo}. Её рассмотрит служба поддержки; вы можете добавить свои доказательства на странице ордера.',
  ],
  'appeal.withdrawn': [
    'Апелляция отозвана',
    'Пользователь {nickname} отозвал апелляцию по ордеру {orderNo}.',
  ],
  'appeal.resolved.released': [
    'Апелляция закрыта',
    'Апелляция по ордеру {orderNo} закрыта: монеты отправлены покупателю.',
  ],
  'appeal.resolved.cancelled': [
    'Апелляция закрыта',
    'Апелляция по ордеру {orderNo} закрыта: ордер отменён, монеты возвращены продавцу.',
  ],
  'chat.message': [
    'Новое сообщение от {nickname}',
    'Пользователь {nickname} написал в ордере {orderNo}. Непрочитанных сообщений: {count}.',
  ],
  'chat.message.support': [
    'Новое сообщение от поддержки',
    'Служба поддержки написала в ордере {orderNo}. Непрочитанных сообщений: {count}.',
  ],
};

export const UK: OrderMessageTexts = {
  'order.placed': [
    'Новий ордер за вашим оголошенням',
    'Користувач {nickname} створив ордер {orderNo} за вашим оголошенням: {quantity} {coin} на суму {amount} {fiat}.',
  ],
  'order.paid': [
    'Ордер позначено як оплачений',
    'Користувач {nickname} позначив ордер {orderNo} як оплачений ({amount} {fiat}). Перш ніж відправити {quantity} {coin}, переконайтеся, що гроші надійшли на ваш рахунок.',
  ],
  'order.released': [
    'Монети відправлено',
    'Користувач {nickname} відправив {quantity} {coin} за ордером {orderNo}. Ордер виконано.',
  ],
  'order.released.receipt': [
    'Ви відправили монети',
    'Ви відправили {quantity} {coin} користувачу {nickname} за ордером {orderNo}. Ордер виконано.',
  ],
  'order.cancelled': [
    'Ордер скасовано',
    'Користувач {nickname} скасував ордер {orderNo} ({quantity} {coin} на суму {amount} {fiat}).',
  ],
  'order.timeout': [
    'Ордер скасовано: час оплати минув',
    'Ордер {orderNo} ({quantity} {coin} на суму {amount} {fiat}) скасовано автоматично, бо його не було вчасно позначено як оплачений.',
  ],
  'order.deadline': [
    'Термін оплати спливає',
    'Оплатіть {amount} {fiat} і позначте ордер {orderNo} як оплачений протягом {minutes} хв, інакше його буде скасовано автоматично.',
  ],
  'appeal.raised': [
    'Подано апеляцію',
    'Користувач {nickname} подав апеляцію за ордером {orderNo}. Її розгляне служба підтримки; ви можете додати свої докази на сторінці ордера.',
  ],
  'appeal.withdrawn': [
    'Апеляцію відкликано',
    'Користувач {nickname} відкликав апеляцію за ордером {orderNo}.',
  ],
  'appeal.resolved.released': [
    'Апеляцію закрито',
    'Апеляцію за ордером {orderNo} закрито: монети відправлено покупцю.',
  ],
  'appeal.resolved.cancelled': [
    'Апеляцію закрито',
    'Апеляцію за ордером {orderNo} закрито: ордер скасовано, монети повернуто продавцю.',
  ],
  'chat.message': [
    'Нове повідомлення від {nickname}',
    'Користувач {nickname} написав в ордері {orderNo}. Непрочитаних повідомлень: {count}.',
  ],
  'chat.message.support': [
    'Нове повідомлення від підтримки',
    'Служба підтримки написала в ордері {orderNo}. Непрочитаних повідомлень: {count}.',
  ],
};

export const FA: OrderMessageTexts = {
  'order.placed': [
    'سفارش جدید روی آگهی شما',
    '{nickname} سفارش {orderNo} را روی آگهی شما ثبت کرد: {quantity} {coin} به مبلغ {amount} {fiat}.',
  ],
  'order.paid': [
    'سفارش پرداخت‌شده علامت خورد',
    '{nickname} سفارش {orderNo} را پرداخت‌شده علامت زد ({amount} {fiat}). پیش از آزاد کردن {quantity} {coin} مطمئن شوید وجه به حساب شما رسیده است.',
  ],
  'order.released': [
    'رمزارز آزاد شد',
    '{nickname} مقدار {quantity} {coin} را برای سفارش {orderNo} آزاد کرد. سفارش تکمیل شد.',
  ],
  'order.released.receipt': [
    'رمزارز را آزاد کردید',
    'شما {quantity} {coin} را برای سفارش {orderNo} به {nickname} آزاد کردید. سفارش تکمیل شد.',
  ],
  'order.cancelled': [
    'سفارش لغو شد',
    '{nickname} سفارش {orderNo} ({quantity} {coin} به مبلغ {amount} {fiat}) را لغو کرد.',
  ],
  'order.timeout': [
    'سفارش لغو شد: مهلت پرداخت تمام شد',
    'سفارش {orderNo} ({quantity} {coin} به مبلغ {amount} {fiat}) چون به‌موقع پرداخت‌شده علامت نخورد، خودکار لغو شد.',
  ],
  'order.deadline': [
    'مهلت پرداخت رو به پایان است',
    'ظرف {minutes} دقیقه {amount} {fiat} را پرداخت کنید و سفارش {orderNo} را پرداخت‌شده علامت بزنید، وگرنه سفارش خودکار لغو می‌شود.',
  ],
  'appeal.raised': [
    'اعتراض ثبت شد',
    '{nickname} برای سفارش {orderNo} اعتراض ثبت کرد. پشتیبانی آن را بررسی می‌کند؛ می‌توانید مدارک خود را در صفحه سفارش اضافه کنید.',
  ],
  'appeal.withdrawn': ['اعتراض پس گرفته شد', '{nickname} اعتراض سفارش {orderNo} را پس گرفت.'],
  'appeal.resolved.released': [
    'اعتراض بسته شد',
    'اعتراض سفارش {orderNo} بسته شد: رمزارز برای خریدار آزاد شد.',
  ],
  'appeal.resolved.cancelled': [
    'اعتراض بسته شد',
    'اعتراض سفارش {orderNo} بسته شد: سفارش لغو شد و رمزارز به فروشنده بازگشت.',
  ],
  'chat.message': [
    'پیام جدید از {nickname}',
    '{nickname} در سفارش {orderNo} پیام فرستاد. پیام‌های خوانده‌نشده: {count}.',
  ],
  'chat.message.support': [
    'پیام جدید از پشتیبانی',
    'پشتیبانی در سفارش {orderNo} پیام فرستاد. پیام‌های خوانده‌نشده: {count}.',
  ],
};

export const ES: OrderMessageTexts = {
  'order.placed': [
    'Nueva orden en tu anuncio',
    '{nickname} creó la orden {orderNo} en tu anuncio: {quantity} {coin} por {amount} {fiat}.',
  ],
  'order.paid': [
    'Orden marcada como pagada',
    '{nickname} marcó la orden {orderNo} como pagada ({amount} {fiat}). Comprueba que el dinero está en tu cuenta antes de liberar {quantity} {coin}.',
  ],
  'order.released': [
    'Criptomonedas liberadas',
    '{nickname} liberó {quantity} {coin} de la orden {orderNo}. La orden está completada.',
  ],
  'order.released.receipt': [
    'Liberaste las criptomonedas',
    'Liberaste {quantity} {coin} a {nickname} en la orden {orderNo}. La orden está completada.',
  ],
  'order.cancelled': [
    'Orden cancelada',
    '{nickname} canceló la orden {orderNo} ({quantity} {coin} por {amount} {fiat}).',
  ],
  'order.timeout': [
    'Orden cancelada: se agotó el tiempo de pago',
    'La orden {orderNo} ({quantity} {coin} por {amount} {fiat}) se canceló automáticamente porque no se marcó como pagada a tiempo.',
  ],
  'order.deadline': [
    'El plazo de pago está por vencer',
    'Paga {amount} {fiat} y marca la orden {orderNo} como pagada en un plazo de {minutes} min; si no, se cancelará automáticamente.',
  ],
  'appeal.raised': [
    'Apelación presentada',
    '{nickname} presentó una apelación en la orden {orderNo}. Soporte la revisará; puedes añadir tus pruebas en la página de la orden.',
  ],
  'appeal.withdrawn': [
    'Apelación retirada',
    '{nickname} retiró la apelación de la orden {orderNo}.',
  ],
  'appeal.resolved.released': [
    'Apelación cerrada',
    'La apelación de la orden {orderNo} está cerrada: las criptomonedas se liberaron al comprador.',
  ],
  'appeal.resolved.cancelled': [
    'Apelación cerrada',
    'La apelación de la orden {orderNo} está cerrada: la orden se canceló y las criptomonedas volvieron al vendedor.',
  ],
  'chat.message': [
    'Nuevo mensaje de {nickname}',
    '{nickname} escribió en la orden {orderNo}. Mensajes sin leer: {count}.',
  ],
  'chat.message.support': [
    'Nuevo mensaje de soporte',
    'Soporte escribió en la orden {orderNo}. Mensajes sin leer: {count}.',
  ],
};

export const VI: OrderMessageTexts = {
  'order.placed': [
    'Lệnh mới trên quảng cáo của bạn',
    '{nickname} đã tạo lệnh {orderNo} trên quảng cáo của bạn: {quantity} {coin} với giá {amount} {fiat}.',
  ],
  'order.paid': [
    'Lệnh đã được đánh dấu là đã thanh toán',
    '{nickname} đã đánh dấu lệnh {orderNo} là đã thanh toán ({amount} {fiat}). Hãy kiểm tra tiền đã vào tài khoản của bạn trước khi giải phóng {quantity} {coin}.',
  ],
  'order.released': [
    'Coin đã được giải phóng',
    '{nickname} đã giải phóng {quantity} {coin} cho lệnh {orderNo}. Lệnh đã hoàn tất.',
  ],
  'order.released.receipt': [
    'Bạn đã giải phóng coin',
    'Bạn đã giải phóng {quantity} {coin} cho {nickname} trong lệnh {orderNo}. Lệnh đã hoàn tất.',
  ],
  'order.cancelled': [
    'Lệnh đã bị hủy',
    '{nickname} đã hủy lệnh {orderNo} ({quantity} {coin} với giá {amount} {fiat}).',
  ],
  'order.timeout': [
    'Lệnh đã bị hủy: hết thời gian thanh toán',
    'Lệnh {orderNo} ({quantity} {coin} với giá {amount} {fiat}) đã tự động bị hủy vì không được đánh dấu là đã thanh toán đúng hạn.',
  ],
  'order.deadline': [
    'Sắp hết hạn thanh toán',
    'Hãy thanh toán {amount} {fiat} và đánh dấu lệnh {orderNo} là đã thanh toán trong vòng {minutes} phút, nếu không lệnh sẽ tự động bị hủy.',
  ],
  'appeal.raised': [
    'Có khiếu nại mới',
    '{nickname} đã gửi khiếu nại cho lệnh {orderNo}. Bộ phận hỗ trợ sẽ xem xét; bạn có thể bổ sung bằng chứng trên trang lệnh.',
  ],
  'appeal.withdrawn': ['Khiếu nại đã được rút', '{nickname} đã rút khiếu nại của lệnh {orderNo}.'],
  'appeal.resolved.released': [
    'Khiếu nại đã đóng',
    'Khiếu nại của lệnh {orderNo} đã đóng: coin đã được giải phóng cho người mua.',
  ],
  'appeal.resolved.cancelled': [
    'Khiếu nại đã đóng',
    'Khiếu nại của lệnh {orderNo} đã đóng: lệnh đã bị hủy và coin đã được trả lại cho người bán.',
  ],
  'chat.message': [
    'Tin nhắn mới từ {nickname}',
    '{nickname} đã nhắn tin trong lệnh {orderNo}. Tin nhắn chưa đọc: {count}.',
  ],
  'chat.message.support': [
    'Tin nhắn mới từ bộ phận hỗ trợ',
    'Bộ phận hỗ trợ đã nhắn tin trong lệnh {orderNo}. Tin nhắn chưa đọc: {count}.',
  ],
};

export const FR: OrderMessageTexts = {
  'order.placed': [
    'Nouvel ordre sur votre annonce',
    '{nickname} a passé l’ordre {orderNo} sur votre annonce : {quantity} {coin} pour {amount} {fiat}.',
  ],
  'order.paid': [
    'Ordre marqué comme payé',
    '{nickname} a marqué l’ordre {orderNo} comme payé ({amount} {fiat}). Vérifiez que l’argent est bien sur votre compte avant de libérer {quantity} {coin}.',
  ],
  'order.released': [
    'Cryptos libérées',
    '{nickname} a libéré {quantity} {coin} pour l’ordre {orderNo}. L’ordre est terminé.',
  ],
  'order.released.receipt': [
    'Vous avez libéré les cryptos',
    'Vous avez libéré {quantity} {coin} à {nickname} pour l’ordre {orderNo}. L’ordre est terminé.',
  ],
  'order.cancelled': [
    'Ordre annulé',
    '{nickname} a annulé l’ordre {orderNo} ({quantity} {coin} pour {amount} {fiat}).',
  ],
  'order.timeout': [
    'Ordre annulé : délai de paiement dépassé',
    'L’ordre {orderNo} ({quantity} {coin} pour {amount} {fiat}) a été annulé automatiquement, car il n’a pas été marqué comme payé à temps.',
  ],
  'order.deadline': [
    'Le délai de paiement approche',
    'Payez {amount} {fiat} et marquez l’ordre {orderNo} comme payé dans les {minutes} min, sinon il sera annulé automatiquement.',
  ],
  'appeal.raised': [
    'Litige ouvert',
    '{nickname} a ouvert un litige sur l’ordre {orderNo}. Le support va l’examiner ; vous pouvez ajouter vos preuves sur la page de l’ordre.',
  ],
  'appeal.withdrawn': ['Litige retiré', '{nickname} a retiré le litige sur l’ordre {orderNo}.'],
  'appeal.resolved.released': [
    'Litige clos',
    'Le litige sur l’ordre {orderNo} est clos : les cryptos ont été libérées à l’acheteur.',
  ],
  'appeal.resolved.cancelled': [
    'Litige clos',
    'Le litige sur l’ordre {orderNo} est clos : l’ordre a été annulé et les cryptos sont revenues au vendeur.',
  ],
  'chat.message': [
    'Nouveau message de {nickname}',
    '{nickname} a écrit dans l’ordre {orderNo}. Messages non lus : {count}.',
  ],
  'chat.message.support': [
    'Nouveau message du support',
    'Le support a écrit dans l’ordre {orderNo}. Messages non lus : {count}.',
  ],
};

export const PT: OrderMessageTexts = {
  'order.placed': [
    'Nova ordem no seu anúncio',
    '{nickname} criou a ordem {orderNo} no seu anúncio: {quantity} {coin} por {amount} {fiat}.',
  ],
  'order.paid': [
    'Ordem marcada como paga',
    '{nickname} marcou a ordem {orderNo} como paga ({amount} {fiat}). Confira se o dinheiro está na sua conta antes de liberar {quantity} {coin}.',
  ],
  'order.released': [
    'Criptomoedas liberadas',
    '{nickname} liberou {quantity} {coin} da ordem {orderNo}. A ordem foi concluída.',
  ],
  'order.released.receipt': [
    'Você liberou as criptomoedas',
    'Você liberou {quantity} {coin} para {nickname} na ordem {orderNo}. A ordem foi concluída.',
  ],
  'order.cancelled': [
    'Ordem cancelada',
    '{nickname} cancelou a ordem {orderNo} ({quantity} {coin} por {amount} {fiat}).',
  ],
  'order.timeout': [
    'Ordem cancelada: tempo de pagamento esgotado',
    'A ordem {orderNo} ({quantity} {coin} por {amount} {fiat}) foi cancelada automaticamente porque não foi marcada como paga a tempo.',
  ],
  'order.deadline': [
    'Prazo de pagamento acabando',
    'Pague {amount} {fiat} e marque a ordem {orderNo} como paga em até {minutes} min, ou ela será cancelada automaticamente.',
  ],
  'appeal.raised': [
    'Contestação aberta',
    '{nickname} abriu uma contestação na ordem {orderNo}. O suporte vai analisá-la; você pode adicionar suas provas na página da ordem.',
  ],
  'appeal.withdrawn': [
    'Contestação retirada',
    '{nickname} retirou a contestação da ordem {orderNo}.',
  ],
  'appeal.resolved.released': [
    'Contestação encerrada',
    'A contestação da ordem {orderNo} foi encerrada: as criptomoedas foram liberadas ao comprador.',
  ],
  'appeal.resolved.cancelled': [
    'Contestação encerrada',
    'A contestação da ordem {orderNo} foi encerrada: a ordem foi cancelada e as criptomoedas voltaram ao vendedor.',
  ],
  'chat.message': [
    'Nova mensagem de {nickname}',
    '{nickname} escreveu na ordem {orderNo}. Mensagens não lidas: {count}.',
  ],
  'chat.message.support': [
    'Nova mensagem do suporte',
    'O suporte escreveu na ordem {orderNo}. Mensagens não lidas: {count}.',
  ],
};
