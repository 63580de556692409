import type { ApiClient } from '@/client/http';
import { adsEndpoints } from '@/contract/ads';
import { marketEndpoints } from '@/contract/market';
import type { MyAdsIslandProps } from '@/features/ads/ad-types';
import { myAdsApiQuery, parseMyAdsSearch } from '@/features/ads/my-ads-query';
import { parseMyAdsNotice } from '@/features/ads/my-ads-notice';
import { userEndpoints } from '@/contract/user';
import { settle } from '@/lib/settle';

/**
 * Server only: My ads' first render, through the request's own API client, every call silent.
 * The option box gives the filter choices and the decimals; the profile tells whether the user
 * may post (else the apply link); then the first page for the filters in the address. A failed
 * call never fails the page: the island says what is missing and offers a retry.
 */
type MyAdsLoad = Pick<
  MyAdsIslandProps,
  'filters' | 'coins' | 'fiats' | 'ads' | 'certified' | 'notice'
>;

const silent = { errors: 'silent' } as const;

export async function loadMyAds(api: ApiClient, search: URLSearchParams): Promise<MyAdsLoad> {
  const [box, info] = await Promise.all([
    settle(api.call(marketEndpoints.c2cOptionBox, { query: {} }, silent)),
    settle(api.call(userEndpoints.c2cUserInfo, {}, silent)),
  ]);
  const choices = box
    ? { coins: box.coins.map((c) => c.coin), fiats: box.fiats.map((f) => f.fiat) }
    : null;
  const filters = parseMyAdsSearch(search, choices);
  const ads = await settle(
    api.call(adsEndpoints.c2cMyAds, { query: myAdsApiQuery(filters) }, silent),
  );
  return {
    filters,
    coins: box?.coins ?? null,
    fiats: box?.fiats ?? null,
    ads,
    // Unknown (the profile failed): the post button is shown; the form page itself checks.
    certified: info ? info.merchantStatus === 'certified' : true,
    notice: parseMyAdsNotice(search),
  };
}
