import type { IslandTranslate } from '@/i18n/island-t';
import type { CHUNK_KEYS } from '@/components/chunk-keys';

/**
 * The texts of the transfer dialog: every key of `locales/<code>/transfer.json`, and the chunk
 * note's failure and Retry (`TRANSFER_CHUNK_KEYS`: the toast when the dialog does not load).
 * Types and that key list only here; the server picks the values with `transferMessages()` and writes them into the page for
 * logged-in users, so the dialog (loaded on first use) ships no dictionary.
 */
type TransferJson = typeof import('../../../locales/en/transfer.json');

/** The chunk note's texts the transfer element's toast uses (`common.json`). */
export const TRANSFER_CHUNK_KEYS = [
  'chunk.failed',
  'chunk.retry',
] as const satisfies readonly (typeof CHUNK_KEYS)[number][];

export type TransferMessageKey =
  Exclude<keyof TransferJson, 'default'> | (typeof TRANSFER_CHUNK_KEYS)[number];
export type TransferMessages = Record<TransferMessageKey, string>;
export type TransferT = IslandTranslate<TransferMessageKey>;
