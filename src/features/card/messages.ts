import type { IslandTranslate } from '@/i18n/island-t';

/**
 * The texts of the card page (island and Astro parts): every key of `locales/<code>/card.json`.
 * Types only here, so the island ships no dictionary; the server picks the values with
 * `cardMessages()` (`./server/messages.ts`).
 */
type CardJson = typeof import('../../../locales/en/card.json');

export type CardMessageKey = Exclude<keyof CardJson, 'default'>;
export type CardMessages = Record<CardMessageKey, string>;
export type CardT = IslandTranslate<CardMessageKey>;
