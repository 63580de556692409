import type { ApiClient } from '@/client/http';
import { mayTradeP2p } from '@/rules/user';
import { marketEndpoints, type BasicsConfig } from '@/contract/market';
import type { Side } from '@/config/routes';
import type { ServerSession } from '@/middleware/load-session';
import { adsQuery, defaultFiat, parseMarketSearch } from '@/features/market/market-query';
import type {
  MarketOptions,
  MarketPage,
  MarketQueryState,
  Viewer,
} from '@/features/market/market-types';
import { type C2cUserInfo, userEndpoints } from '@/contract/user';
import { settle } from '@/lib/settle';
import type { LocaleCode } from '@/i18n/locales';
import { serverPublicCache, type PublicCache } from '@/shell/public-cache';

/**
 * Server only: what the market page needs for its first render, through the request's own API
 * client (this user's token and language), every call silent (the page decides what to show).
 * The option box and the basics config are public, the same for everyone: they come from the
 * server's short cache of public answers (`SHELL_CACHE_SECONDS`), as the shell's lists do.
 * The option box decides which coins exist (anything else is the 404 page); the viewer's P2P
 * profile gives the default fiat and the "why not" rules; then the first page of ads. A call
 * that fails never fails the page: the island shows what is missing and offers a retry.
 */
type MarketLoad =
  | { kind: 'not-found' }
  /** The option box failed: without it the page cannot even tell which markets exist. */
  | { kind: 'unavailable' }
  | {
      kind: 'ok';
      options: MarketOptions;
      query: MarketQueryState;
      defaultFiat: string;
      invalidAmount: string | null;
      /** Null when the ads call failed. */
      ads: MarketPage | null;
      viewer: Viewer;
    };

const silent = { errors: 'silent' } as const;

/** The viewer as the rules need it, from the session and (for account users) the P2P profile. */
export function toViewer(
  session: ServerSession | null,
  info: C2cUserInfo | null,
  config: BasicsConfig | null,
): Viewer {
  if (!session) return { kind: 'visitor' };
  if (!mayTradeP2p(session.user)) return { kind: 'wallet' };
  if (!info) return { kind: 'user', known: false };
  return {
    kind: 'user',
    known: true,
    userId: info.userId,
    identityVerified: info.identityVerified,
    homeFiat: info.homeFiat,
    registeredAt: info.registeredAt,
    completedTrades: info.statistics.totalOrders,
    pendingOrders: info.pendingOrders,
    maxPendingOrders: config?.maxPendingOrdersPerUser ?? null,
    orderBlockedUntil: info.orderBlockedUntil,
  };
}

export async function loadMarket(input: {
  api: ApiClient;
  locale: LocaleCode;
  session: ServerSession | null;
  side: Side;
  coin: string;
  search: URLSearchParams;
  /** Where the public answers are kept (tests pass their own); the server's by default. */
  cache?: PublicCache;
}): Promise<MarketLoad> {
  const { api, locale, session, side, coin, search } = input;
  const store = input.cache ?? serverPublicCache();
  const accountUser = session !== null && mayTradeP2p(session.user);
  const [box, config, info] = await Promise.all([
    settle(
      store.get(`option-box|${locale}`, () =>
        api.call(marketEndpoints.c2cOptionBox, { query: {} }, silent),
      ),
    ),
    settle(
      store.get(`basics-config|${locale}`, () =>
        api.call(marketEndpoints.c2cBasicsConfig, {}, silent),
      ),
    ),
    accountUser ? settle(api.call(userEndpoints.c2cUserInfo, {}, silent)) : null,
  ]);
  if (!box) return { kind: 'unavailable' };
  if (!box.coins.some((c) => c.coin === coin)) return { kind: 'not-found' };

  const options: MarketOptions = {
    coins: box.coins,
    fiats: box.fiats,
    paymentMethods: box.paymentMethods,
  };
  const fallback = defaultFiat(options, info?.homeFiat ?? null);
  const { query, invalidAmount } = parseMarketSearch(side, coin, search, options, fallback);
  const ads = await settle(
    api.call(marketEndpoints.c2cMarketAds, { query: adsQuery(query) }, silent),
  );
  return {
    kind: 'ok',
    options,
    query,
    defaultFiat: fallback,
    invalidAmount,
    ads,
    viewer: toViewer(session, info, config),
  };
}
