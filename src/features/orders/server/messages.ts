import { ordersAppealEndpoints } from '@/contract/orders-appeal';
import enOrders from '../../../../locales/en/orders.json';
import type { LocaleCode } from '@/i18n/locales';
import { pickMessages } from '@/i18n/pick-messages';
import { refusalMessages } from '@/i18n/refusal-messages';
import { ordersEndpoints } from '@/contract/orders';
import { ordersChatEndpoints } from '@/contract/orders-chat';
import { ordersFeedbackEndpoints } from '@/contract/orders-feedback';
import { paymentsEndpoints } from '@/contract/payments';
import {
  SHARED_ORDERS_KEYS,
  type OrdersMessageKey,
  type OrdersMessages,
} from '@/features/orders/messages';

/** Server only: the keys of the order page's messages (English defines them). */
function ordersMessageKeys(): OrdersMessageKey[] {
  return [...(Object.keys(enOrders) as OrdersMessageKey[]), ...SHARED_ORDERS_KEYS];
}

/**
 * The calls whose refusals the order page words by code: the actions on the order (the appeal
 * withdrawal included), the chat's send and its image upload.
 */
const ORDER_PAGE_CALLS = [
  ordersEndpoints.c2cOrderPaid,
  ordersEndpoints.c2cOrderRelease,
  ordersEndpoints.c2cOrderCancel,
  ordersAppealEndpoints.c2cOrderAppealWithdraw,
  ordersEndpoints.c2cOrderExtend,
  ordersChatEndpoints.c2cOrderChatSend,
  ordersFeedbackEndpoints.c2cOrderFeedbackGive,
  paymentsEndpoints.c2cUploadImg,
];

/**
 * Server only: the order page's messages in one locale, for the island's props, with the
 * messages of the refusals its actions and its chat can meet and the field codes (worded by
 * code in the page's language, the server's `msg` only for a code the page does not know).
 */
export function ordersMessages(locale: LocaleCode): OrdersMessages {
  return {
    ...refusalMessages(locale, ORDER_PAGE_CALLS, { withFieldCodes: true }),
    ...pickMessages(locale, ordersMessageKeys()),
  };
}
