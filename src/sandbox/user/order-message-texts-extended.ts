import type { LocaleCode } from '@/i18n/locales';

/**
 * The message a buyer gets when the seller extends an unpaid order's payment deadline (issue 14,
 * item 6), kept apart from the order events' own files (which are near their size limit). The
 * minutes are the ones added (`p2p.deadlineExtensionMinutes`), abbreviated like the deadline
 * reminder's so no sentence depends on plural forms.
 */

export type ExtendedMessageKey = 'order.extended';

export const EXTENDED_MESSAGE_TEXTS: Record<
  LocaleCode,
  Record<ExtendedMessageKey, readonly [title: string, content: string]>
> = {
  en: {
    'order.extended': [
      'Payment time extended',
      '{nickname} gave you {minutes} more min to pay {amount} {fiat} for order {orderNo}. Check the new deadline on the order page.',
    ],
  },
  'zh-CN': {
    'order.extended': [
      '付款时间已延长',
      '{nickname} 为订单 {orderNo} 延长了 {minutes} 分钟付款时间，请支付 {amount} {fiat}。新的截止时间请在订单页面查看。',
    ],
  },
  'zh-TC': {
    'order.extended': [
      '付款時間已延長',
      '{nickname} 為訂單 {orderNo} 延長了 {minutes} 分鐘付款時間，請支付 {amount} {fiat}。新的截止時間請在訂單頁面查看。',
    ],
  },
  'zh-Hk': {
    'order.extended': [
      '付款時間已延長',
      '{nickname} 為訂單 {orderNo} 延長咗 {minutes} 分鐘付款時間，請支付 {amount} {fiat}。新嘅截止時間請喺訂單頁面查看。',
    ],
  },
  ko: {
    'order.extended': [
      '결제 시간 연장',
      '{nickname}님이 주문 {orderNo}의 결제 시간을 {minutes}분 연장했습니다. {amount} {fiat} 금액을 결제하세요. 새 기한은 주문 페이지에서 확인하세요.',
    ],
  },
  ja: {
    'order.extended': [
      '支払い時間が延長されました',
      '{nickname} さんが注文 {orderNo} の支払い時間を {minutes} 分延長しました。{amount} {fiat} をお支払いください。新しい期限は注文ページで確認できます。',
    ],
  },
  ru: {
    'order.extended': [
      'Время на оплату продлено',
      '{nickname} продлил время на оплату ордера {orderNo} на {minutes} мин. Оплатите {amount} {fiat}; новый срок указан на странице ордера.',
    ],
  },
  uk: {
    'order.extended': [
      'Час на оплату продовжено',
      '{nickname} продовжив час на оплату ордера {orderNo} на {minutes} хв. Оплатіть {amount} {fiat}; новий термін указано на сторінці ордера.',
    ],
  },
  fa: {
    'order.extended': [
      'زمان پرداخت تمدید شد',
      '{nickname} زمان پرداخت سفارش {orderNo} را {minutes} دقیقه تمدید کرد. {amount} {fiat} را پرداخت کنید؛ مهلت جدید را در صفحه سفارش ببینید.',
    ],
  },
  es: {
    'order.extended': [
      'Tiempo de pago ampliado',
      '{nickname} te dio {minutes} min más para pagar {amount} {fiat} de la orden {orderNo}. Consulta el nuevo plazo en la página de la orden.',
    ],
  },
  vi: {
    'order.extended': [
      'Đã gia hạn thời gian thanh toán',
      '{nickname} đã gia hạn thêm {minutes} phút để bạn thanh toán {amount} {fiat} cho lệnh {orderNo}. Xem hạn mới trên trang lệnh.',
    ],
  },
  fr: {
    'order.extended': [
      'Délai de paiement prolongé',
      '{nickname} vous a accordé {minutes} min de plus pour payer {amount} {fiat} pour l’ordre {orderNo}. Consultez le nouveau délai sur la page de l’ordre.',
    ],
  },
  pt: {
    'order.extended': [
      'Prazo de pagamento estendido',
      '{nickname} deu a você mais {minutes} min para pagar {amount} {fiat} da ordem {orderNo}. Veja o novo prazo na página da ordem.',
    ],
  },
};
