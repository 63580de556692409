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

/** The keys the notification settings island is handed (its own section and the retry word). */
export type NotificationSettingsMessageKey =
  Extract<UserCenterMessageKey, `userCenter.notify.${string}`> | 'userCenter.retry';
export type NotificationSettingsMessages = Record<NotificationSettingsMessageKey, string>;
