import enOrders from '../../../../locales/en/orders.json';
import type { LocaleCode } from '@/i18n/locales';
import { pickMessages } from '@/i18n/pick-messages';
import {
  SHARED_ORDERS_KEYS,
  type OrdersMessageKey,
  type OrdersMessages,
} from '@/features/orders/messages';

/** Server only: the keys of the order page's messages (English defines them). */
function ordersMessageKeys(): OrdersMessageKey[] {
  return [...(Object.keys(enOrders) as OrdersMessageKey[]), ...SHARED_ORDERS_KEYS];
}

/** Server only: the order page's messages in one locale, for the island's props. */
export function ordersMessages(locale: LocaleCode): OrdersMessages {
  return pickMessages(locale, ordersMessageKeys());
}
