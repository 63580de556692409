import type { ApiClient } from '@/client/http';
import { mayTradeP2p } from '@/rules/user';
import { marketEndpoints, type AdvertiserMarket } from '@/contract/market';
import type { Side } from '@/config/routes';
import type { ServerSession } from '@/middleware/load-session';
import { adsQuery, fiatScale, MARKET_PAGE_SIZE } from '@/features/market/market-query';
import type { MarketPage, MarketQueryState, Viewer } from '@/features/market/market-types';
import { toViewer } from '@/features/market/server/load-market';
import { userEndpoints } from '@/contract/user';
import { settle } from '@/lib/settle';

/**
 * Server only: the listed ads of ONE advertiser (the profile page's ads section). Two calls: the
 * markets where the advertiser has ads, with their counts (`public/user/markets`), then one page
 * of the chosen market through the market call's `userId` filter, so the rows are exactly the
 * market's. When the markets cannot be loaded the list is "unavailable" as a whole.
 */

export type { AdvertiserMarket };

/** What the address asks for; anything the advertiser does not trade falls back. */
interface AdvertiserAdsRequest {
  side: Side | null;
  coin: string | null;
  fiat: string | null;
  page: number;
}

export type AdvertiserAdsLoad =
  | { kind: 'unavailable' }
  | {
      kind: 'ok';
      /** Buy side first, then the option box's order of coins and fiats. */
      markets: AdvertiserMarket[];
      /** The tab shown (the asked side, else the first side with ads, else buy). */
      side: Side;
      /** The market shown, or null when the advertiser has no ads on `side`. */
      query: MarketQueryState | null;
      /** Its page of ads; null when that page could not be loaded. */
      ads: MarketPage | null;
      fiatScale: number;
      coinScale: number;
      viewer: Viewer;
    };

const SIDES: readonly Side[] = ['buy', 'sell'];
const silent = { errors: 'silent' } as const;

/** The asked market when the advertiser has it; else the asked side's first; else the first. */
export function chooseMarket(
  markets: readonly AdvertiserMarket[],
  request: AdvertiserAdsRequest,
): { side: Side; market: AdvertiserMarket | null } {
  const exact = markets.find(
    (m) => m.side === request.side && m.coin === request.coin && m.fiat === request.fiat,
  );
  if (exact) return { side: exact.side, market: exact };
  if (request.side) {
    return { side: request.side, market: markets.find((m) => m.side === request.side) ?? null };
  }
  const first = markets[0] ?? null;
  return { side: first?.side ?? 'buy', market: first };
}

export async function loadAdvertiserAds(input: {
  api: ApiClient;
  session: ServerSession | null;
  userId: number;
  request: AdvertiserAdsRequest;
}): Promise<AdvertiserAdsLoad> {
  const { api, session, userId, request } = input;
  const accountUser = session !== null && mayTradeP2p(session.user);
  const [box, config, info, found] = await Promise.all([
    settle(api.call(marketEndpoints.c2cOptionBox, { query: {} }, silent)),
    settle(api.call(marketEndpoints.c2cBasicsConfig, {}, silent)),
    accountUser ? settle(api.call(userEndpoints.c2cUserInfo, {}, silent)) : null,
    settle(api.call(marketEndpoints.c2cAdvertiserMarkets, { query: { userId } }, silent)),
  ]);
  if (!box || !found) return { kind: 'unavailable' };
  const options = { coins: box.coins, fiats: box.fiats, paymentMethods: box.paymentMethods };

  const stateOf = (side: Side, coin: string, fiat: string, page = 1): MarketQueryState => ({
    side,
    coin,
    fiat,
    paymentMethod: null,
    amount: null,
    sort: null,
    online: false,
    page,
  });
  const markets = [...found].sort((a, b) => SIDES.indexOf(a.side) - SIDES.indexOf(b.side));

  const { side, market } = chooseMarket(markets, request);
  const pages = market ? Math.ceil(market.total / MARKET_PAGE_SIZE) : 1;
  const page = request.page <= pages ? request.page : 1;
  const query = market ? stateOf(market.side, market.coin, market.fiat, page) : null;
  const ads = query
    ? await settle(
        api.call(marketEndpoints.c2cMarketAds, { query: { ...adsQuery(query), userId } }, silent),
      )
    : null;
  return {
    kind: 'ok',
    markets,
    side,
    query,
    ads,
    fiatScale: query ? fiatScale(options, query.fiat) : 2,
    coinScale: options.coins.find((c) => c.coin === query?.coin)?.scale ?? 8,
    viewer: toViewer(session, info, config),
  };
}
