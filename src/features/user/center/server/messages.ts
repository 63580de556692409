import enUserCenter from '../../../../../locales/en/user-center.json';
import type { LocaleCode } from '@/i18n/locales';
import { createIslandTranslator } from '@/i18n/island-t';
import { pickMessages } from '@/i18n/pick-messages';
import {
  SHARED_USER_CENTER_KEYS,
  type NotificationSettingsMessageKey,
  type NotificationSettingsMessages,
  type SavedSearchesMessageKey,
  type SavedSearchesMessages,
  type UserCenterMessageKey,
  type UserCenterMessages,
  type UserCenterT,
} from '@/features/user/center/messages';

/** Server only: the keys of the user centre's messages (English defines them). */
function userCenterMessageKeys(): UserCenterMessageKey[] {
  return [...(Object.keys(enUserCenter) as UserCenterMessageKey[]), ...SHARED_USER_CENTER_KEYS];
}

/** Server only: the user centre's messages in one locale. */
function userCenterMessages(locale: LocaleCode): UserCenterMessages {
  return pickMessages(locale, userCenterMessageKeys());
}

/** Server only: a translator over the user centre's messages in one locale. */
export function userCenterTranslator(locale: LocaleCode): UserCenterT {
  return createIslandTranslator(userCenterMessages(locale), locale);
}

/** Server only: the notification settings island's messages in one locale (its props). */
export function notificationSettingsMessages(locale: LocaleCode): NotificationSettingsMessages {
  const keys = userCenterMessageKeys().filter(
    (key): key is NotificationSettingsMessageKey =>
      key.startsWith('userCenter.notify.') || key === 'userCenter.retry',
  );
  return pickMessages(locale, keys);
}

/** Server only: the saved searches island's messages in one locale (its props). */
export function savedSearchesMessages(locale: LocaleCode): SavedSearchesMessages {
  const shared: readonly string[] = SHARED_USER_CENTER_KEYS;
  const keys = userCenterMessageKeys().filter(
    (key): key is SavedSearchesMessageKey =>
      key.startsWith('userCenter.searches.') || key === 'userCenter.retry' || shared.includes(key),
  );
  return pickMessages(locale, keys);
}
