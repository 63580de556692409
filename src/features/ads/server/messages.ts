import enAds from '../../../../locales/en/ads.json';
import type { LocaleCode } from '@/i18n/locales';
import { pickMessages } from '@/i18n/pick-messages';
import { refusalMessages } from '@/i18n/refusal-messages';
import { adsEndpoints } from '@/contract/ads';
import {
  AD_FORM_PREFIXES,
  MY_ADS_PREFIXES,
  SHARED_ADS_KEYS,
  type AdFormMessageKey,
  type AdFormMessages,
  type MyAdsMessageKey,
  type MyAdsMessages,
} from '@/features/ads/messages';

/** Server only: the keys of `ads.json` (English defines them) with one of `prefixes`. */
function keysWith<K extends string>(prefixes: readonly string[]): K[] {
  const own = Object.keys(enAds).filter((key) => prefixes.some((p) => key.startsWith(p)));
  return [...own, ...SHARED_ADS_KEYS] as K[];
}

export function adFormMessageKeys(): AdFormMessageKey[] {
  return keysWith<AdFormMessageKey>(AD_FORM_PREFIXES);
}

function myAdsMessageKeys(): MyAdsMessageKey[] {
  return keysWith<MyAdsMessageKey>(MY_ADS_PREFIXES);
}

/** Server only: the post / edit form's messages in one locale, for its island's props. */
export function adFormMessages(locale: LocaleCode): AdFormMessages {
  return {
    ...refusalMessages(locale, [adsEndpoints.c2cAdCreate, adsEndpoints.c2cAdUpdate]),
    ...pickMessages(locale, adFormMessageKeys()),
  };
}

/** Server only: My ads' messages in one locale, for its island's props. */
export function myAdsMessages(locale: LocaleCode): MyAdsMessages {
  return {
    ...refusalMessages(locale, [adsEndpoints.c2cAdAction]),
    ...pickMessages(locale, myAdsMessageKeys()),
  };
}
