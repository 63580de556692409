import type { LocaleCode } from '@/i18n/locales';

/**
 * The messages a party gets when the other one takes a step on an appeal (issue 14, item 4):
 * the respondent answered it, or a party said they have agreed or could not agree (support is
 * then asked to decide). One kind of message (`appeal.progress`), worded by its step.
 */

export type AppealProgressKey = 'appeal.answered' | 'appeal.agreed' | 'appeal.not_agreed';

type Texts = Record<AppealProgressKey, readonly [title: string, content: string]>;

export const APPEAL_PROGRESS_TEXTS: Record<LocaleCode, Texts> = {
  en: {
    'appeal.answered': [
      'Appeal answered',
      '{nickname} answered the appeal on order {orderNo} with a statement. Read it on the appeal page.',
    ],
    'appeal.agreed': [
      'Agreement on the appeal',
      '{nickname} says you two have agreed on the appeal of order {orderNo}. Whoever raised it can now withdraw it, or the seller can release the crypto.',
    ],
    'appeal.not_agreed': [
      'Support will decide',
      '{nickname} says you could not agree on the appeal of order {orderNo}. Customer support has been asked to decide.',
    ],
  },
  'zh-CN': {
    'appeal.answered': [
      '申诉已回应',
      '{nickname} 已对订单 {orderNo} 的申诉提交陈述，请在申诉页面查看。',
    ],
    'appeal.agreed': [
      '申诉已协商一致',
      '{nickname} 表示双方已就订单 {orderNo} 的申诉协商一致。发起方现在可以撤销申诉，或由卖家放币。',
    ],
    'appeal.not_agreed': [
      '将由客服裁定',
      '{nickname} 表示双方未能就订单 {orderNo} 的申诉协商一致，已请客服裁定。',
    ],
  },
  'zh-TC': {
    'appeal.answered': [
      '申訴已回覆',
      '{nickname} 已對訂單 {orderNo} 的申訴提交陳述，請在申訴頁面查看。',
    ],
    'appeal.agreed': [
      '申訴已協商一致',
      '{nickname} 表示雙方已就訂單 {orderNo} 的申訴協商一致。提出方現在可以撤回申訴，或由賣家放幣。',
    ],
    'appeal.not_agreed': [
      '將由客服裁定',
      '{nickname} 表示雙方未能就訂單 {orderNo} 的申訴協商一致，已請客服裁定。',
    ],
  },
  'zh-Hk': {
    'appeal.answered': [
      '申訴已回覆',
      '{nickname} 已就訂單 {orderNo} 嘅申訴提交陳述，請喺申訴頁面查看。',
    ],
    'appeal.agreed': [
      '申訴已協商一致',
      '{nickname} 表示雙方已就訂單 {orderNo} 嘅申訴協商一致。提出方而家可以撤回申訴，或由賣家放幣。',
    ],
    'appeal.not_agreed': [
      '將由客服裁定',
      '{nickname} 表示雙方未能就訂單 {orderNo} 嘅申訴協商一致，已請客服裁定。',
    ],
  },
  ko: {
    'appeal.answered': [
      '이의 제기 답변',
      '{nickname}님이 주문 {orderNo}의 이의 제기에 진술로 답변했습니다. 이의 제기 페이지에서 확인하세요.',
    ],
    'appeal.agreed': [
      '이의 제기 합의',
      '{nickname}님이 주문 {orderNo}의 이의 제기에 대해 서로 합의했다고 알렸습니다. 이의를 제기한 쪽이 철회하거나 판매자가 코인을 전송할 수 있습니다.',
    ],
    'appeal.not_agreed': [
      '고객지원팀이 결정합니다',
      '{nickname}님이 주문 {orderNo}의 이의 제기에 대해 합의하지 못했다고 알렸습니다. 고객지원팀에 결정을 요청했습니다.',
    ],
  },
  ja: {
    'appeal.answered': [
      '異議申し立てに回答がありました',
      '{nickname} さんが注文 {orderNo} の異議申し立てに陳述で回答しました。異議申し立てページで確認してください。',
    ],
    'appeal.agreed': [
      '異議申し立てで合意',
      '{nickname} さんが注文 {orderNo} の異議申し立てについて合意したと回答しました。申し立てた側が取り下げるか、売り手が暗号資産をリリースできます。',
    ],
    'appeal.not_agreed': [
      'サポートが判断します',
      '{nickname} さんが注文 {orderNo} の異議申し立てについて合意できなかったと回答しました。カスタマーサポートに判断を依頼しました。',
    ],
  },
  ru: {
    'appeal.answered': [
      'Ответ на апелляцию',
      '{nickname} ответил(а) на апелляцию по ордеру {orderNo}. Прочитайте ответ на странице апелляции.',
    ],
    'appeal.agreed': [
      'Договорённость по апелляции',
      '{nickname} сообщил(а), что вы договорились по апелляции к ордеру {orderNo}. Тот, кто её подал, может отозвать её, или продавец может отправить криптовалюту.',
    ],
    'appeal.not_agreed': [
      'Решит служба поддержки',
      '{nickname} сообщил(а), что договориться по апелляции к ордеру {orderNo} не удалось. Службу поддержки попросили принять решение.',
    ],
  },
  uk: {
    'appeal.answered': [
      'Відповідь на апеляцію',
      '{nickname} відповів(-ла) на апеляцію щодо ордера {orderNo}. Прочитайте відповідь на сторінці апеляції.',
    ],
    'appeal.agreed': [
      'Домовленість щодо апеляції',
      '{nickname} повідомив(-ла), що ви домовилися щодо апеляції до ордера {orderNo}. Той, хто її подав, може її відкликати, або продавець може відправити криптовалюту.',
    ],
    'appeal.not_agreed': [
      'Вирішить служба підтримки',
      '{nickname} повідомив(-ла), що домовитися щодо апеляції до ордера {orderNo} не вдалося. Службу підтримки попросили ухвалити рішення.',
    ],
  },
  fa: {
    'appeal.answered': [
      'به اعتراض پاسخ داده شد',
      '{nickname} به اعتراض سفارش {orderNo} با یک توضیح پاسخ داد. آن را در صفحهٔ اعتراض بخوانید.',
    ],
    'appeal.agreed': [
      'توافق در اعتراض',
      '{nickname} اعلام کرد که دربارهٔ اعتراض سفارش {orderNo} به توافق رسیده‌اید. ثبت‌کنندهٔ اعتراض اکنون می‌تواند آن را پس بگیرد، یا فروشنده رمزارز را آزاد کند.',
    ],
    'appeal.not_agreed': [
      'پشتیبانی تصمیم می‌گیرد',
      '{nickname} اعلام کرد که دربارهٔ اعتراض سفارش {orderNo} به توافق نرسیدید. از پشتیبانی خواسته شد تصمیم بگیرد.',
    ],
  },
  es: {
    'appeal.answered': [
      'Apelación respondida',
      '{nickname} respondió a la apelación de la orden {orderNo} con una declaración. Léela en la página de la apelación.',
    ],
    'appeal.agreed': [
      'Acuerdo en la apelación',
      '{nickname} indica que llegaron a un acuerdo sobre la apelación de la orden {orderNo}. Quien la presentó ya puede retirarla, o el vendedor puede liberar las criptomonedas.',
    ],
    'appeal.not_agreed': [
      'El soporte decidirá',
      '{nickname} indica que no llegaron a un acuerdo sobre la apelación de la orden {orderNo}. Se pidió al equipo de soporte que decida.',
    ],
  },
  vi: {
    'appeal.answered': [
      'Đã phản hồi khiếu nại',
      '{nickname} đã phản hồi khiếu nại của lệnh {orderNo} bằng một lời trình bày. Xem trên trang khiếu nại.',
    ],
    'appeal.agreed': [
      'Đã thỏa thuận về khiếu nại',
      '{nickname} báo rằng hai bên đã thỏa thuận được về khiếu nại của lệnh {orderNo}. Bên gửi khiếu nại giờ có thể rút, hoặc người bán có thể giải phóng tiền mã hóa.',
    ],
    'appeal.not_agreed': [
      'Bộ phận hỗ trợ sẽ quyết định',
      '{nickname} báo rằng hai bên không thỏa thuận được về khiếu nại của lệnh {orderNo}. Đã nhờ bộ phận hỗ trợ quyết định.',
    ],
  },
  fr: {
    'appeal.answered': [
      'Réponse au litige',
      '{nickname} a répondu au litige de l’ordre {orderNo} par une déclaration. Lisez-la sur la page du litige.',
    ],
    'appeal.agreed': [
      'Accord sur le litige',
      '{nickname} indique que vous êtes parvenus à un accord sur le litige de l’ordre {orderNo}. Celui qui l’a ouvert peut maintenant le retirer, ou le vendeur peut libérer les cryptos.',
    ],
    'appeal.not_agreed': [
      'Le support tranchera',
      '{nickname} indique que vous n’êtes pas parvenus à un accord sur le litige de l’ordre {orderNo}. Le support a été invité à trancher.',
    ],
  },
  pt: {
    'appeal.answered': [
      'Contestação respondida',
      '{nickname} respondeu à contestação da ordem {orderNo} com uma declaração. Leia na página da contestação.',
    ],
    'appeal.agreed': [
      'Acordo na contestação',
      '{nickname} informou que vocês chegaram a um acordo sobre a contestação da ordem {orderNo}. Quem a abriu já pode retirá-la, ou o vendedor pode liberar as criptomoedas.',
    ],
    'appeal.not_agreed': [
      'O suporte vai decidir',
      '{nickname} informou que vocês não chegaram a um acordo sobre a contestação da ordem {orderNo}. O suporte foi chamado para decidir.',
    ],
  },
};
