import type { IslandTranslate } from '@/i18n/island-t';
import type { CHUNK_KEYS } from '@/components/chunk-keys';

/**
 * The texts the appeal page uses: every key of `locales/<code>/appeal.json` and the note of a
 * part loaded on demand (`CHUNK_KEYS`, `common.json`). Types only here,
 * so the island ships no dictionary; the server picks the values with `appealMessages()`
 * (`./server/messages.ts`).
 */
type AppealJson = typeof import('../../../../locales/en/appeal.json');

export type AppealMessageKey = Exclude<keyof AppealJson, 'default'> | (typeof CHUNK_KEYS)[number];
export type AppealMessages = Record<AppealMessageKey, string>;
export type AppealT = IslandTranslate<AppealMessageKey>;
