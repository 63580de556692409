import type { IslandTranslate } from '@/i18n/island-t';
import type { CHUNK_KEYS } from '@/components/chunk-keys';

/**
 * The texts of the card page (island and Astro parts): every key of `locales/<code>/card.json`,
 * and the note of a part loaded on demand (`CHUNK_KEYS`, `common.json`).
 * Types only here, so the island ships no dictionary; the server picks the values with
 * `cardMessages()` (`./server/messages.ts`).
 */
type CardJson = typeof import('../../../locales/en/card.json');

export type CardMessageKey = Exclude<keyof CardJson, 'default'> | (typeof CHUNK_KEYS)[number];
export type CardMessages = Record<CardMessageKey, string>;
export type CardT = IslandTranslate<CardMessageKey>;
