import enOrderList from '../../../../../locales/en/order-list.json';
import type { LocaleCode } from '@/i18n/locales';
import { pickMessages } from '@/i18n/pick-messages';
import {
  SHARED_ORDER_LIST_KEYS,
  type OrderListMessageKey,
  type OrderListMessages,
} from '@/features/orders/list/messages';

/** Server only: the keys of the order list's messages (English defines them). */
export function orderListMessageKeys(): OrderListMessageKey[] {
  return [...(Object.keys(enOrderList) as OrderListMessageKey[]), ...SHARED_ORDER_LIST_KEYS];
}

/** Server only: the order list's messages in one locale, for the island's props. */
export function orderListMessages(locale: LocaleCode): OrderListMessages {
  return pickMessages(locale, orderListMessageKeys());
}
