import type { LocaleCode } from '@/i18n/locales';

/**
 * Order-event message texts for feedback (issue 14, item 2), kept apart from the order events'
 * own files (which are near their size limit): the other party left feedback on an order, or
 * changed it. The rating itself is not named: the order page shows it, in the reader's words.
 */

export type FeedbackMessageKey = 'feedback.received' | 'feedback.changed';

export const FEEDBACK_MESSAGE_TEXTS: Record<
  LocaleCode,
  Record<FeedbackMessageKey, readonly [title: string, content: string]>
> = {
  en: {
    'feedback.received': [
      'New feedback',
      '{nickname} left feedback on order {orderNo}. See it on the order page.',
    ],
    'feedback.changed': [
      'Feedback changed',
      '{nickname} changed their feedback on order {orderNo}. See it on the order page.',
    ],
  },
  'zh-CN': {
    'feedback.received': ['新的评价', '{nickname} 对订单 {orderNo} 做出了评价，请在订单页面查看。'],
    'feedback.changed': [
      '评价已修改',
      '{nickname} 修改了对订单 {orderNo} 的评价，请在订单页面查看。',
    ],
  },
  'zh-TC': {
    'feedback.received': ['新的評價', '{nickname} 對訂單 {orderNo} 作出了評價，請在訂單頁面查看。'],
    'feedback.changed': [
      '評價已修改',
      '{nickname} 修改了對訂單 {orderNo} 的評價，請在訂單頁面查看。',
    ],
  },
  'zh-Hk': {
    'feedback.received': ['新的評價', '{nickname} 對訂單 {orderNo} 作出了評價，請在訂單頁面查看。'],
    'feedback.changed': [
      '評價已修改',
      '{nickname} 修改了對訂單 {orderNo} 的評價，請在訂單頁面查看。',
    ],
  },
  ko: {
    'feedback.received': [
      '새 피드백',
      '{nickname} 님이 주문 {orderNo}에 피드백을 남겼습니다. 주문 페이지에서 확인하세요.',
    ],
    'feedback.changed': [
      '피드백 변경',
      '{nickname} 님이 주문 {orderNo}의 피드백을 변경했습니다. 주문 페이지에서 확인하세요.',
    ],
  },
  ja: {
    'feedback.received': [
      '新しい評価',
      '{nickname} さんが注文 {orderNo} に評価を付けました。注文ページでご確認ください。',
    ],
    'feedback.changed': [
      '評価が変更されました',
      '{nickname} さんが注文 {orderNo} の評価を変更しました。注文ページでご確認ください。',
    ],
  },
  ru: {
    'feedback.received': [
      'Новый отзыв',
      'Пользователь {nickname} оставил отзыв по ордеру {orderNo}. Посмотрите его на странице ордера.',
    ],
    'feedback.changed': [
      'Отзыв изменён',
      'Пользователь {nickname} изменил отзыв по ордеру {orderNo}. Посмотрите его на странице ордера.',
    ],
  },
  uk: {
    'feedback.received': [
      'Новий відгук',
      'Користувач {nickname} залишив відгук щодо ордера {orderNo}. Перегляньте його на сторінці ордера.',
    ],
    'feedback.changed': [
      'Відгук змінено',
      'Користувач {nickname} змінив відгук щодо ордера {orderNo}. Перегляньте його на сторінці ордера.',
    ],
  },
  fa: {
    'feedback.received': [
      'بازخورد جدید',
      '{nickname} برای سفارش {orderNo} بازخورد گذاشت. آن را در صفحه سفارش ببینید.',
    ],
    'feedback.changed': [
      'بازخورد تغییر کرد',
      '{nickname} بازخورد خود را برای سفارش {orderNo} تغییر داد. آن را در صفحه سفارش ببینید.',
    ],
  },
  es: {
    'feedback.received': [
      'Nueva valoración',
      '{nickname} dejó una valoración en la orden {orderNo}. Mírala en la página de la orden.',
    ],
    'feedback.changed': [
      'Valoración cambiada',
      '{nickname} cambió su valoración de la orden {orderNo}. Mírala en la página de la orden.',
    ],
  },
  vi: {
    'feedback.received': [
      'Đánh giá mới',
      '{nickname} đã để lại đánh giá cho lệnh {orderNo}. Xem trên trang lệnh.',
    ],
    'feedback.changed': [
      'Đánh giá đã thay đổi',
      '{nickname} đã thay đổi đánh giá cho lệnh {orderNo}. Xem trên trang lệnh.',
    ],
  },
  fr: {
    'feedback.received': [
      'Nouvel avis',
      '{nickname} a laissé un avis sur l’ordre {orderNo}. Consultez-le sur la page de l’ordre.',
    ],
    'feedback.changed': [
      'Avis modifié',
      '{nickname} a modifié son avis sur l’ordre {orderNo}. Consultez-le sur la page de l’ordre.',
    ],
  },
  pt: {
    'feedback.received': [
      'Nova avaliação',
      '{nickname} deixou uma avaliação na ordem {orderNo}. Veja na página da ordem.',
    ],
    'feedback.changed': [
      'Avaliação alterada',
      '{nickname} alterou a avaliação da ordem {orderNo}. Veja na página da ordem.',
    ],
  },
};
