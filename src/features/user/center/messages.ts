import type { IslandTranslate } from '@/i18n/island-t';
import { PAYMENT_METHOD_NAME_KEYS } from '@/i18n/payment-method-name';

/**
 * The texts of the user centre: every key of `locales/<code>/user-center.json`. The page is
 * rendered by Astro alone (no island), so the server picks the values with
 * `userCenterMessages()` (`./server/messages.ts`) and words them with the same tiny translator
 * islands use.
 */
type UserCenterJson = typeof import('../../../../locales/en/user-center.json');

/** Shared keys the user centre also shows: generic payment-method names (translated by code). */
export const SHARED_USER_CENTER_KEYS = [...PAYMENT_METHOD_NAME_KEYS] as const;

export type UserCenterMessageKey =
  Exclude<keyof UserCenterJson, 'default'> | (typeof SHARED_USER_CENTER_KEYS)[number];
export type UserCenterMessages = Record<UserCenterMessageKey, string>;
export type UserCenterT = IslandTranslate<UserCenterMessageKey>;

/** The keys the notification settings island is handed (its own section and the retry word). */
export type NotificationSettingsMessageKey =
  Extract<UserCenterMessageKey, `userCenter.notify.${string}`> | 'userCenter.retry';
export type NotificationSettingsMessages = Record<NotificationSettingsMessageKey, string>;
export type NotificationSettingsT = IslandTranslate<NotificationSettingsMessageKey>;

/** The keys the saved searches island is handed (its section, retry, payment-method names). */
export type SavedSearchesMessageKey =
  | Extract<UserCenterMessageKey, `userCenter.searches.${string}`>
  | 'userCenter.retry'
  | (typeof SHARED_USER_CENTER_KEYS)[number];
export type SavedSearchesMessages = Record<SavedSearchesMessageKey, string>;
export type SavedSearchesT = IslandTranslate<SavedSearchesMessageKey>;
