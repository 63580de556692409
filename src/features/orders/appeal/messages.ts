import type { IslandTranslate } from '@/i18n/island-t';

/**
 * The texts the appeal page uses: every key of `locales/<code>/appeal.json`. Types only here,
 * so the island ships no dictionary; the server picks the values with `appealMessages()`
 * (`./server/messages.ts`).
 */
type AppealJson = typeof import('../../../../locales/en/appeal.json');

export type AppealMessageKey = Exclude<keyof AppealJson, 'default'>;
export type AppealMessages = Record<AppealMessageKey, string>;
export type AppealT = IslandTranslate<AppealMessageKey>;
