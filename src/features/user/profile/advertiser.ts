import type { AdvertiserStatistics } from '@/contract/entities';

/**
 * Whether `/addetail/{id}` is an advertiser's profile (spec: "advertiser profile with
 * statistics"): a certified advertiser, or a user with ads listed on the market
 * (`listedMarkets`: how many markets list their ads, null when that call failed). Anyone else has
 * no public page (the 404 page): a profile for every account id would publish statistics of
 * people who never offered to trade with strangers and fill search engines with empty pages.
 * `null` when it cannot be told (the markets call failed for a user who is not certified): the
 * page is then unavailable (503), not a 404 a crawler would drop. Pure.
 */
export function isAdvertiser(
  stats: Pick<AdvertiserStatistics, 'tier'>,
  listedMarkets: number | null,
): boolean | null {
  if (stats.tier === 'certified_advertiser') return true;
  return listedMarkets === null ? null : listedMarkets > 0;
}
