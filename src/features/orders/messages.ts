import type { IslandTranslate } from '@/i18n/island-t';

/**
 * The texts of the order page: every key of `locales/<code>/orders.json`. Types only here, so
 * the island ships no dictionary; the server picks the values (`./server/messages.ts`).
 */
type OrdersJson = typeof import('../../../locales/en/orders.json');

export type OrdersMessageKey = Exclude<keyof OrdersJson, 'default'>;
export type OrdersMessages = Record<OrdersMessageKey, string>;
export type OrdersT = IslandTranslate<OrdersMessageKey>;
