import type { ApiClient } from '@/client/http';
import { marketEndpoints } from '@/contract/market';
import { cardEndpoints } from '@/contract/card';
import { HOME_PATH, parseBestWayPair, parseMarketSlug, routes, type Side } from '@/config/routes';

/**
 * The public pages search engines may index, by kind. The sitemap lists every path of every
 * kind in every locale; a new page kind adds one entry to `PUBLIC_PAGE_KINDS` and nothing else
 * changes.
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
const silent = { errors: 'silent' } as const;

/**
 * `/buy_{COIN}` and `/sell_{COIN}` for every coin the market trades (`c2cOptionBox`), always with
 * the default market. Coins that make no valid market path are skipped.
 */
export const marketPages: PublicPageKind = {
  name: 'market',
  async paths(api) {
    const box = await api.call(marketEndpoints.c2cOptionBox, {}, silent).catch(() => null);
    const markets = (box?.coins ?? []).flatMap(({ coin }) =>
      SIDES.map((side) => routes.market(side, coin)),
    );
    return [HOME_PATH, ...markets.filter((path) => parseMarketSlug(path.slice(1)))];
  },
};

/** The card purchase page with its FAQ and disclaimer: fixed pages, no call needed. */
export const cardPages: PublicPageKind = {
  name: 'card',
  paths: async () => [routes.thirdParty(), routes.cardFaq(), routes.cardDisclaimer()],
};

/**
 * `/bestway/{COIN}_{FIAT}` for every pair either way of buying trades: P2P's coins with its
 * fiats, and the card market's coins with its fiats (issue 17, item 1). A list that fails is
 * left out; the other still counts.
 */
export const bestWayPages: PublicPageKind = {
  name: 'best-way',
  async paths(api) {
    const [box, fiats, coins] = await Promise.all([
      api.call(marketEndpoints.c2cOptionBox, {}, silent).catch(() => null),
      api.call(cardEndpoints.c2cThirdPartyFiatList, {}, silent).catch(() => null),
      api.call(cardEndpoints.c2cThirdPartyCurrencyList, {}, silent).catch(() => null),
    ]);
    const pairs = (coinList: readonly string[], fiatList: readonly string[]) =>
      coinList.flatMap((coin) => fiatList.map((fiat) => routes.bestWay(coin, fiat)));
    const paths = [
      ...pairs(
        (box?.coins ?? []).map((c) => c.coin),
        (box?.fiats ?? []).map((f) => f.fiat),
      ),
      ...pairs(
        (coins ?? []).map((c) => c.coin),
        (fiats ?? []).map((f) => f.fiat),
      ),
    ];
    return [...new Set(paths)].filter((path) => parseBestWayPair(path.split('/')[2] ?? ''));
  },
};

/** Ads asked for per market call (the contract's maximum page size). */
const ADS_PAGE_SIZE = 100;
/** Pages read per market at most: the busiest market's advertisers are found long before. */
const MAX_PAGES_PER_MARKET = 20;
/**
 * Profiles listed at most. Each is 13 URLs (one per locale) of about 1.5 kB (14 alternates), and
 * a sitemap may hold 50,000 URLs and 50 MB: 2,000 profiles stay well within both, with room for
 * the other kinds. Beyond it the sitemap would have to become a sitemap index.
 */
export const MAX_ADVERTISER_PAGES = 2_000;

/**
 * Every advertiser with an ad on the market, by reading the market call: each side of each
 * coin and fiat of the option box (one coin at a time, its sides and fiats in parallel), every
 * page. Ids come back ascending, so the sitemap is stable. `complete` is false when any call
 * failed: the ids found are still used, but not remembered.
 */
export async function collectAdvertiserIds(
  api: ApiClient,
): Promise<{ ids: number[]; complete: boolean }> {
  const box = await api.call(marketEndpoints.c2cOptionBox, { query: {} }, silent).catch(() => null);
  if (!box) return { ids: [], complete: false };
  const ids = new Set<number>();
  let complete = true;
  const readMarket = async (side: Side, coin: string, fiat: string) => {
    for (let page = 1; page <= MAX_PAGES_PER_MARKET; page++) {
      const result = await api
        .call(
          marketEndpoints.c2cMarketAds,
          { query: { side, coin, fiat, page, pageSize: ADS_PAGE_SIZE } },
          silent,
        )
        .catch(() => null);
      if (!result) {
        complete = false;
        return;
      }
      for (const ad of result.items) ids.add(ad.advertiser.userId);
      if (page * result.pageSize >= result.total) return;
    }
  };
  for (const { coin } of box.coins) {
    await Promise.all(
      SIDES.flatMap((side) => box.fiats.map(({ fiat }) => readMarket(side, coin, fiat))),
    );
  }
  return { ids: [...ids].sort((a, b) => a - b), complete };
}

/**
 * `/addetail/{userId}` of every advertiser with an ad on the market: profiles without ads have
 * little to show, and the market is the only public list of advertisers the API offers. Reading
 * it costs a call per market, so a complete list is kept for `ttlMs` (the sitemap's own cache
 * time); a list with gaps is used once and asked for again next time.
 */
export function createAdvertiserPages(
  ttlMs = 3_600_000,
  now: () => number = Date.now,
): PublicPageKind {
  let kept: { expires: number; paths: string[] } | null = null;
  return {
    name: 'advertiser',
    async paths(api) {
      if (kept && kept.expires > now()) return kept.paths;
      const { ids, complete } = await collectAdvertiserIds(api);
      const paths = ids.slice(0, MAX_ADVERTISER_PAGES).map((id) => routes.adDetail(String(id)));
      kept = complete ? { expires: now() + ttlMs, paths } : null;
      return paths;
    },
  };
}

const advertiserPages = createAdvertiserPages();

const PUBLIC_PAGE_KINDS: readonly PublicPageKind[] = [
  marketPages,
  cardPages,
  bestWayPages,
  advertiserPages,
];

/** Every public page path, each once, in the order of the kinds. */
export async function publicPagePaths(
  api: ApiClient,
  kinds: readonly PublicPageKind[] = PUBLIC_PAGE_KINDS,
): Promise<string[]> {
  const lists = await Promise.all(kinds.map((kind) => kind.paths(api).catch(() => [])));
  return [...new Set(lists.flat())];
}
