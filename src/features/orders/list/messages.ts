import type { IslandTranslate } from '@/i18n/island-t';

/**
 * The texts "My orders" uses: every key of `locales/<code>/order-list.json`, plus shared ones
 * from `common.json` (the wallet users' notice). Types only here, so the island ships no
 * dictionary; the server picks the values with `orderListMessages()` (`./server/messages.ts`).
 */
type OrderListJson = typeof import('../../../../locales/en/order-list.json');

export const SHARED_ORDER_LIST_KEYS = ['session.walletNotice'] as const;

export type OrderListMessageKey =
  Exclude<keyof OrderListJson, 'default'> | (typeof SHARED_ORDER_LIST_KEYS)[number];
export type OrderListMessages = Record<OrderListMessageKey, string>;
export type OrderListT = IslandTranslate<OrderListMessageKey>;
