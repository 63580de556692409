import type { IslandTranslate } from '@/i18n/island-t';
import { PAYMENT_METHOD_NAME_KEYS } from '@/i18n/payment-method-name';
import { PRESENCE_KEYS } from '@/components/presence';
import { CHUNK_KEYS } from '@/components/chunk-keys';

/**
 * The texts of the order page: every key of `locales/<code>/orders.json`. Types only here, so
 * the island ships no dictionary; the server picks the values (`./server/messages.ts`).
 */
type OrdersJson = typeof import('../../../locales/en/orders.json');

/**
 * Shared keys the order page also shows: the translated names of generic payment methods, the
 * other party's presence and the note of a part loaded on demand (`common.json`).
 */
export const SHARED_ORDERS_KEYS = [
  ...PAYMENT_METHOD_NAME_KEYS,
  ...PRESENCE_KEYS,
  ...CHUNK_KEYS,
] as const;

export type OrdersMessageKey =
  Exclude<keyof OrdersJson, 'default'> | (typeof SHARED_ORDERS_KEYS)[number];
export type OrdersMessages = Record<OrdersMessageKey, string>;
export type OrdersT = IslandTranslate<OrdersMessageKey>;
