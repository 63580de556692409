import type { IslandTranslate } from '@/i18n/island-t';
import type { CHUNK_KEYS } from '@/components/chunk-keys';

/**
 * The texts the payment methods page uses: every key of `locales/<code>/payments.json`, and the
 * note of a part loaded on demand (`CHUNK_KEYS`, `common.json`). Types
 * only here, so the island ships no dictionary; the server picks the values with
 * `paymentsMessages()` (`./server/messages.ts`).
 */
type PaymentsJson = typeof import('../../../locales/en/payments.json');

export type PaymentsMessageKey =
  Exclude<keyof PaymentsJson, 'default'> | (typeof CHUNK_KEYS)[number];
export type PaymentsMessages = Record<PaymentsMessageKey, string>;
export type PaymentsT = IslandTranslate<PaymentsMessageKey>;
