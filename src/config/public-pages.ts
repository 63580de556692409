import type { ApiClient } from '@/client/http';
import { c2cMarketEndpoints } from '@/contract/c2c-market';
import { HOME_PATH, parseMarketSlug, routes, type Side } from '@/config/routes';

/**
 * The public pages search engines may index, by kind. The sitemap lists every path of every
 * kind in every locale; a later page kind (the card page `/thirdParty`, advertiser profiles
 * `/addetail/{id}`) adds one entry to `PUBLIC_PAGE_KINDS` and nothing else changes.
 */
export interface PublicPageKind {
  /** For logs and tests. */
  name: string;
  /**
   * Unprefixed (English) paths of this kind. It may call the API; when the call fails it returns
   * what it can without it (a sitemap missing some pages beats no sitemap).
   */
  paths(api: ApiClient): Promise<readonly string[]>;
}

const SIDES: readonly Side[] = ['buy', 'sell'];

/**
 * `/buy_{COIN}` and `/sell_{COIN}` for every coin the market trades (`c2cOptionBox`), always with
 * the default market. Coins that make no valid market path are skipped.
 */
export const marketPages: PublicPageKind = {
  name: 'market',
  async paths(api) {
    const box = await api
      .call(c2cMarketEndpoints.c2cOptionBox, {}, { errors: 'silent' })
      .catch(() => null);
    const markets = (box?.coins ?? []).flatMap(({ coin }) =>
      SIDES.map((side) => routes.market(side, coin)),
    );
    return [HOME_PATH, ...markets.filter((path) => parseMarketSlug(path.slice(1)))];
  },
};

export const PUBLIC_PAGE_KINDS: readonly PublicPageKind[] = [marketPages];

/** Every public page path, each once, in the order of the kinds. */
export async function publicPagePaths(
  api: ApiClient,
  kinds: readonly PublicPageKind[] = PUBLIC_PAGE_KINDS,
): Promise<string[]> {
  const lists = await Promise.all(kinds.map((kind) => kind.paths(api).catch(() => [])));
  return [...new Set(lists.flat())];
}
