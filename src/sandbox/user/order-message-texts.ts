/**
 * The wording of order-event messages (`order-messages.ts`), per language: a title and a
 * content with `{placeholders}` filled from the message's stored parameters when it is read.
 * Amounts and order numbers are inserted exactly as stored; durations use a unit abbreviation
 * so no sentence depends on plural forms. One term per concept, matching the UI's own locale
 * files (e.g. "order" is ордер in Russian, lệnh in Vietnamese). This file holds English and the
 * East Asian languages; `order-message-texts-more.ts` the others.
 */

/** One text per message variant: an event code, split where the reader's side changes it. */
export type OrderMessageKey =
  | 'order.placed'
  | 'order.paid'
  | 'order.released'
  | 'order.released.receipt'
  | 'order.cancelled'
  | 'order.timeout'
  | 'order.deadline'
  | 'appeal.raised'
  | 'appeal.withdrawn'
  | 'appeal.resolved.released'
  | 'appeal.resolved.cancelled'
  | 'chat.message'
  | 'chat.message.support';

/** Title and content of every variant in one language. */
export type OrderMessageTexts = Record<OrderMessageKey, readonly [title: string, content: string]>;

export const EN: OrderMessageTexts = {
  'order.placed': [
    'New order on your ad',
    '{nickname} placed order {orderNo} on your ad: {quantity} {coin} for {amount} {fiat}.',
  ],
  'order.paid': [
    'Order marked as paid',
    '{nickname} marked order {orderNo} as paid ({amount} {fiat}). Check that the money is in your account before you release {quantity} {coin}.',
  ],
  'order.released': [
    'Coins released',
    '{nickname} released {quantity} {coin} for order {orderNo}. The order is completed.',
  ],
  'order.released.receipt': [
    'You released the coins',
    'You released {quantity} {coin} to {nickname} for order {orderNo}. The order is completed.',
  ],
  'order.cancelled': [
    'Order cancelled',
    '{nickname} cancelled order {orderNo} ({quantity} {coin} for {amount} {fiat}).',
  ],
  'order.timeout': [
    'Order cancelled: payment time expired',
    'Order {orderNo} ({quantity} {coin} for {amount} {fiat}) was cancelled automatically because it was not marked as paid in time.',
  ],
  'order.deadline': [
    'Payment deadline approaching',
    'Pay {amount} {fiat} and mark order {orderNo} as paid within {minutes} min, or it will be cancelled automatically.',
  ],
  'appeal.raised': [
    'Appeal raised',
    '{nickname} raised an appeal on order {orderNo}. Support will review it; you can add your evidence on the order page.',
  ],
  'appeal.withdrawn': ['Appeal withdrawn', '{nickname} withdrew the appeal on order {orderNo}.'],
  'appeal.resolved.released': [
    'Appeal closed',
    'The appeal on order {orderNo} is closed: the coins were released to the buyer.',
  ],
  'appeal.resolved.cancelled': [
    'Appeal closed',
    'The appeal on order {orderNo} is closed: the order was cancelled and the coins returned to the seller.',
  ],
  'chat.message': [
    'New message from {nickname}',
    '{nickname} wrote in order {orderNo}. Unread messages: {count}.',
  ],
  'chat.message.support': [
    'New message from support',
    'Support wrote in order {orderNo}. Unread messages: {count}.',
  ],
};

export const ZH_CN: OrderMessageTexts = {
  'order.placed': [
    '您的广告有新订单',
    '{nickname} 在您的广告上下了订单 {orderNo}：{quantity} {coin}，金额 {amount} {fiat}。',
  ],
  'order.paid': [
    '订单已标记为已付款',
    '{nickname} 已将订单 {orderNo} 标记为已付款（{amount} {fiat}）。请先确认款项已到账，再放币 {quantity} {coin}。',
  ],
  'order.released': [
    '币已放出',
    '{nickname} 已为订单 {orderNo} 放币 {quantity} {coin}。订单已完成。',
  ],
  'order.released.receipt': [
    '您已放币',
    '您已为订单 {orderNo} 向 {nickname} 放币 {quantity} {coin}。订单已完成。',
  ],
  'order.cancelled': [
    '订单已取消',
    '{nickname} 取消了订单 {orderNo}（{quantity} {coin}，金额 {amount} {fiat}）。',
  ],
  'order.timeout': [
    '订单已取消：付款超时',
    '订单 {orderNo}（{quantity} {coin}，金额 {amount} {fiat}）未在规定时间内标记为已付款，已自动取消。',
  ],
  'order.deadline': [
    '付款即将超时',
    '请在 {minutes} 分钟内支付 {amount} {fiat} 并将订单 {orderNo} 标记为已付款，否则订单将自动取消。',
  ],
  'appeal.raised': [
    '对方发起了申诉',
    '{nickname} 对订单 {orderNo} 发起了申诉。客服将进行审核；您可以在订单页面补充证据。',
  ],
  'appeal.withdrawn': ['申诉已撤销', '{nickname} 撤销了订单 {orderNo} 的申诉。'],
  'appeal.resolved.released': ['申诉已结束', '订单 {orderNo} 的申诉已结束：已向买家放币。'],
  'appeal.resolved.cancelled': [
    '申诉已结束',
    '订单 {orderNo} 的申诉已结束：订单已取消，币已退回卖家。',
  ],
  'chat.message': [
    '{nickname} 发来新消息',
    '{nickname} 在订单 {orderNo} 中给您发了消息。未读消息：{count}。',
  ],
  'chat.message.support': [
    '客服发来新消息',
    '客服在订单 {orderNo} 中给您发了消息。未读消息：{count}。',
  ],
};

export const ZH_TC: OrderMessageTexts = {
  'order.placed': [
    '您的廣告有新訂單',
    '{nickname} 在您的廣告上下了訂單 {orderNo}：{quantity} {coin}，金額 {amount} {fiat}。',
  ],
  'order.paid': [
    '訂單已標記為已付款',
    '{nickname} 已將訂單 {orderNo} 標記為已付款（{amount} {fiat}）。請先確認款項已到帳，再放幣 {quantity} {coin}。',
  ],
  'order.released': [
    '幣已放出',
    '{nickname} 已為訂單 {orderNo} 放幣 {quantity} {coin}。訂單已完成。',
  ],
  'order.released.receipt': [
    '您已放幣',
    '您已為訂單 {orderNo} 向 {nickname} 放幣 {quantity} {coin}。訂單已完成。',
  ],
  'order.cancelled': [
    '訂單已取消',
    '{nickname} 取消了訂單 {orderNo}（{quantity} {coin}，金額 {amount} {fiat}）。',
  ],
  'order.timeout': [
    '訂單已取消：付款逾時',
    '訂單 {orderNo}（{quantity} {coin}，金額 {amount} {fiat}）未在規定時間內標記為已付款，已自動取消。',
  ],
  'order.deadline': [
    '付款即將逾時',
    '請在 {minutes} 分鐘內支付 {amount} {fiat} 並將訂單 {orderNo} 標記為已付款，否則訂單將自動取消。',
  ],
  'appeal.raised': [
    '對方提出了申訴',
    '{nickname} 對訂單 {orderNo} 提出了申訴。客服將進行審核；您可以在訂單頁面補充證據。',
  ],
  'appeal.withdrawn': ['申訴已撤銷', '{nickname} 撤銷了訂單 {orderNo} 的申訴。'],
  'appeal.resolved.released': ['申訴已結束', '訂單 {orderNo} 的申訴已結束：已向買家放幣。'],
  'appeal.resolved.cancelled': [
    '申訴已結束',
    '訂單 {orderNo} 的申訴已結束：訂單已取消，幣已退回賣家。',
  ],
  'chat.message': [
    '{nickname} 傳來新訊息',
    '{nickname} 在訂單 {orderNo} 中給您發了訊息。未讀訊息：{count}。',
  ],
  'chat.message.support': [
    '客服傳來新訊息',
    '客服在訂單 {orderNo} 中給您發了訊息。未讀訊息：{count}。',
  ],
};

/** Hong Kong: Traditional Chinese as above, with the local word for money arriving (到賬). */
export const ZH_HK: OrderMessageTexts = {
  ...ZH_TC,
  'order.paid': [
    '訂單已標記為已付款',
    '{nickname} 已將訂單 {orderNo} 標記為已付款（{amount} {fiat}）。請先確認款項已到賬，再放幣 {quantity} {coin}。',
  ],
};

export const KO: OrderMessageTexts = {
  'order.placed': [
    '내 광고에 새 주문',
    '{nickname}님이 내 광고에 새 주문을 생성했습니다(주문 {orderNo}): {quantity} {coin}, 금액 {amount} {fiat}.',
  ],
  'order.paid': [
    '주문이 결제 완료로 표시됨',
    '{nickname}님이 주문 {orderNo}에 결제 완료를 표시했습니다({amount} {fiat}). {quantity} {coin} 코인을 전송하기 전에 입금을 확인하세요.',
  ],
  'order.released': [
    '코인 전송됨',
    '{nickname}님이 주문 {orderNo}의 {quantity} {coin} 코인을 전송했습니다. 주문이 완료되었습니다.',
  ],
  'order.released.receipt': [
    '코인을 전송했습니다',
    '주문 {orderNo}에 대해 {nickname}님에게 {quantity} {coin} 코인을 전송했습니다. 주문이 완료되었습니다.',
  ],
  'order.cancelled': [
    '주문 취소됨',
    '{nickname}님이 주문을 취소했습니다: 주문 {orderNo}, {quantity} {coin}, 금액 {amount} {fiat}.',
  ],
  'order.timeout': [
    '주문 취소됨: 결제 시간 초과',
    '시간 내에 결제 완료가 표시되지 않아 주문이 자동으로 취소되었습니다: 주문 {orderNo}, {quantity} {coin}, 금액 {amount} {fiat}.',
  ],
  'order.deadline': [
    '결제 기한 임박',
    '{minutes}분 안에 {amount} {fiat} 금액을 결제하고 주문 {orderNo}에 결제 완료를 표시하세요. 그렇지 않으면 주문이 자동으로 취소됩니다.',
  ],
  'appeal.raised': [
    '이의 제기 접수',
    '{nickname}님이 주문 {orderNo}에 이의를 제기했습니다. 고객지원팀이 검토하며, 주문 페이지에서 증빙 자료를 추가할 수 있습니다.',
  ],
  'appeal.withdrawn': [
    '이의 제기 철회',
    '{nickname}님이 주문 {orderNo}의 이의 제기를 철회했습니다.',
  ],
  'appeal.resolved.released': [
    '이의 제기 종료',
    '주문 {orderNo}의 이의 제기가 종료되었습니다: 코인이 구매자에게 전송되었습니다.',
  ],
  'appeal.resolved.cancelled': [
    '이의 제기 종료',
    '주문 {orderNo}의 이의 제기가 종료되었습니다: 주문이 취소되고 코인이 판매자에게 반환되었습니다.',
  ],
  'chat.message': [
    '{nickname}님의 새 메시지',
    '{nickname}님이 주문 {orderNo}에서 메시지를 보냈습니다. 읽지 않은 메시지: {count}.',
  ],
  'chat.message.support': [
    '고객지원팀의 새 메시지',
    '고객지원팀이 주문 {orderNo}에서 메시지를 보냈습니다. 읽지 않은 메시지: {count}.',
  ],
};

export const JA: OrderMessageTexts = {
  'order.placed': [
    '広告に新しい注文',
    '{nickname} さんがあなたの広告で注文 {orderNo} を作成しました：{quantity} {coin}、金額 {amount} {fiat}。',
  ],
  'order.paid': [
    '注文が支払い済みになりました',
    '{nickname} さんが注文 {orderNo} を支払い済みにしました（{amount} {fiat}）。{quantity} {coin} をリリースする前に、入金を確認してください。',
  ],
  'order.released': [
    'コインがリリースされました',
    '{nickname} さんが注文 {orderNo} の {quantity} {coin} をリリースしました。注文は完了しました。',
  ],
  'order.released.receipt': [
    'コインをリリースしました',
    '注文 {orderNo} で {nickname} さんに {quantity} {coin} をリリースしました。注文は完了しました。',
  ],
  'order.cancelled': [
    '注文がキャンセルされました',
    '{nickname} さんが注文 {orderNo}（{quantity} {coin}、金額 {amount} {fiat}）をキャンセルしました。',
  ],
  'order.timeout': [
    '注文がキャンセルされました：支払い期限切れ',
    '注文 {orderNo}（{quantity} {coin}、金額 {amount} {fiat}）は期限内に支払い済みにされなかったため、自動的にキャンセルされました。',
  ],
  'order.deadline': [
    '支払い期限が近づいています',
    '{minutes} 分以内に {amount} {fiat} を支払い、注文 {orderNo} を支払い済みにしてください。期限を過ぎると注文は自動的にキャンセルされます。',
  ],
  'appeal.raised': [
    '申し立てが行われました',
    '{nickname} さんが注文 {orderNo} について申し立てを行いました。サポートが確認します。注文ページから証拠を追加できます。',
  ],
  'appeal.withdrawn': [
    '申し立てが取り下げられました',
    '{nickname} さんが注文 {orderNo} の申し立てを取り下げました。',
  ],
  'appeal.resolved.released': [
    '申し立てが終了しました',
    '注文 {orderNo} の申し立てが終了しました：コインは買い手にリリースされました。',
  ],
  'appeal.resolved.cancelled': [
    '申し立てが終了しました',
    '注文 {orderNo} の申し立てが終了しました：注文はキャンセルされ、コインは売り手に返却されました。',
  ],
  'chat.message': [
    '{nickname} さんから新しいメッセージ',
    '{nickname} さんが注文 {orderNo} でメッセージを送りました。未読メッセージ：{count}。',
  ],
  'chat.message.support': [
    'サポートから新しいメッセージ',
    'サポートが注文 {orderNo} でメッセージを送りました。未読メッセージ：{count}。',
  ],
};
