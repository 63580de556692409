import type { IslandTranslate } from '@/i18n/island-t';

/**
 * The texts the payment methods page uses: every key of `locales/<code>/payments.json`. Types
 * only here, so the island ships no dictionary; the server picks the values with
 * `paymentsMessages()` (`./server/messages.ts`).
 */
type PaymentsJson = typeof import('../../../locales/en/payments.json');

export type PaymentsMessageKey = Exclude<keyof PaymentsJson, 'default'>;
export type PaymentsMessages = Record<PaymentsMessageKey, string>;
export type PaymentsT = IslandTranslate<PaymentsMessageKey>;
