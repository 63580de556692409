import type { IslandTranslate } from '@/i18n/island-t';

/**
 * The texts of the user centre: every key of `locales/<code>/user-center.json`. The page is
 * rendered by Astro alone (no island), so the server picks the values with
 * `userCenterMessages()` (`./server/messages.ts`) and words them with the same tiny translator
 * islands use.
 */
type UserCenterJson = typeof import('../../../../locales/en/user-center.json');

export type UserCenterMessageKey = Exclude<keyof UserCenterJson, 'default'>;
export type UserCenterMessages = Record<UserCenterMessageKey, string>;
export type UserCenterT = IslandTranslate<UserCenterMessageKey>;
