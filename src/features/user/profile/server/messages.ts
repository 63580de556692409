import enProfile from '../../../../../locales/en/profile.json';
import type { LocaleCode } from '@/i18n/locales';
import { pickMessages } from '@/i18n/pick-messages';
import { PRESENCE_KEYS } from '@/components/presence';
import {
  PROFILE_ADS_KEYS,
  type ProfileAdsMessages,
  type ProfileMessageKey,
  type ProfileMessages,
} from '@/features/user/profile/messages';

/** Server only: the keys of the profile's messages (English defines them), presence's too. */
function profileMessageKeys(): ProfileMessageKey[] {
  return [...(Object.keys(enProfile) as ProfileMessageKey[]), ...PRESENCE_KEYS];
}

/** Server only: every profile text in one locale, for the server-rendered page. */
export function profileMessages(locale: LocaleCode): ProfileMessages {
  return pickMessages(locale, profileMessageKeys());
}

/** Server only: the few texts the ads section needs around the market's table. */
export function profileAdsMessages(locale: LocaleCode): ProfileAdsMessages {
  return pickMessages(locale, PROFILE_ADS_KEYS);
}
