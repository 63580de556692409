import type { IslandTranslate } from '@/i18n/island-t';

/**
 * The texts of the transfer dialog: every key of `locales/<code>/transfer.json`. Types only here;
 * the server picks the values with `transferMessages()` and writes them into the page for
 * logged-in users, so the dialog (loaded on first use) ships no dictionary.
 */
type TransferJson = typeof import('../../../locales/en/transfer.json');

export type TransferMessageKey = Exclude<keyof TransferJson, 'default'>;
export type TransferMessages = Record<TransferMessageKey, string>;
export type TransferT = IslandTranslate<TransferMessageKey>;
