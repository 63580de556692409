import type { AdStatus } from '@/contract/entities';
import { routes } from '@/config/routes';
import type { LocaleCode } from '@/i18n/locales';
import { localePath } from '@/i18n/paths';

/*
 * The one-shot status line of My ads after the ad form saved (`/myads?notice=updatedOnline`).
 * Apart from `my-ads-query.ts` so the ad form, whose first load is near its byte budget, does
 * not ship My ads' filter parsing to build one address.
 */

/** The query parameter of the notice. */
export const MY_ADS_NOTICE_PARAM = 'notice';

/**
 * The status line My ads shows once after the form saved (`/myads?notice=created`). An edit says
 * whether the ad is on the market now: `updated` (it stayed online), `updatedOnline` (the edit
 * listed it), `updatedOffline` (delisted after the edit).
 */
const MY_ADS_NOTICES = [
  'created',
  'createdOffline',
  'updated',
  'updatedOnline',
  'updatedOffline',
] as const;
export type MyAdsNotice = (typeof MY_ADS_NOTICES)[number];

/** The one-shot notice in the address, if it is one the page knows. */
export function parseMyAdsNotice(search: URLSearchParams): MyAdsNotice | null {
  const notice = search.get(MY_ADS_NOTICE_PARAM);
  return (MY_ADS_NOTICES as readonly string[]).includes(notice ?? '')
    ? (notice as MyAdsNotice)
    : null;
}

/**
 * What My ads says after a save: a new ad online or offline; an edit kept online, put online,
 * or offline. `wasOnline` is null for a new ad, else whether the edited ad was listed before.
 */
export function savedNotice(wasOnline: boolean | null, status: AdStatus): MyAdsNotice {
  const listed = status === 'listed';
  if (wasOnline === null) return listed ? 'created' : 'createdOffline';
  if (!listed) return 'updatedOffline';
  return wasOnline ? 'updated' : 'updatedOnline';
}

/** Where the form goes after saving: My ads with the notice of what happened. */
export function myAdsNoticeHref(locale: LocaleCode, notice: MyAdsNotice): string {
  return `${localePath(locale, routes.myAds())}?${MY_ADS_NOTICE_PARAM}=${notice}`;
}
