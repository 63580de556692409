import type { IslandTranslate } from '@/i18n/island-t';
import type { PresenceKey } from '@/components/presence';

/**
 * The texts of the advertiser profile: every key of `locales/<code>/profile.json`, and the
 * shared words of presence ("Online", "Last seen 5 minutes ago"). Types only
 * here, so nothing of a dictionary reaches the browser; the server picks the values
 * (`./server/messages.ts`). The whole profile is server-rendered, the ads section included (a
 * React component rendered on the server only), which reads `PROFILE_ADS_KEYS` alone.
 */
type ProfileJson = typeof import('../../../../locales/en/profile.json');

export type ProfileMessageKey = Exclude<keyof ProfileJson, 'default'> | PresenceKey;
export type ProfileMessages = Record<ProfileMessageKey, string>;
export type ProfileT = IslandTranslate<ProfileMessageKey>;

/** The texts the ads section shows around the market's table. */
export const PROFILE_ADS_KEYS = [
  'profile.ads.title',
  'profile.ads.markets',
  'profile.ads.emptySide',
  'profile.ads.none',
] as const satisfies readonly ProfileMessageKey[];

type ProfileAdsMessageKey = (typeof PROFILE_ADS_KEYS)[number];
export type ProfileAdsMessages = Record<ProfileAdsMessageKey, string>;
