import { marketSearchPath, parseMarketSlug, routes, type Side } from '@/config/routes';
import type { LocaleCode } from '@/i18n/locales';
import { localePath, splitLocalePrefix } from '@/i18n/paths';
import { readAmountFilter } from '@/features/market/amounts';
import type { MarketSort } from '@/contract/market';
import type {
  MarketOptions,
  MarketQueryState,
  MarketSortParam,
} from '@/features/market/market-types';

/**
 * The market's address: side and coin in the path (`/sell_BTC`, crawlable), the filters in the
 * query string (`?fiat=EUR&payment=wise&amount=100&sort=orders&online=1&page=2`), which search engines fold into the
 * canonical page. The server reads it to render the first page; the island writes it as the
 * filters change and reads it back on history navigation. Pure.
 */

/** Ads per page: the server render and the island ask for the same page size. */
export const MARKET_PAGE_SIZE = 10;
/** Fiat shown to visitors and to users without a home fiat, when the market trades it. */
const FALLBACK_FIAT = 'USD';
const MAX_PAGE = 100_000;

/** Query parameter names (shared by the no-JavaScript filter form and the island). */
export const QUERY = {
  fiat: 'fiat',
  payment: 'payment',
  amount: 'amount',
  sort: 'sort',
  online: 'online',
  page: 'page',
} as const;

/**
 * The sorts besides the default (best price first), as the address names them and as the
 * market call does: short words in a shared link, the contract's names on the wire.
 */
export const MARKET_SORTS = {
  completion: 'completion_rate',
  orders: 'orders',
  feedback: 'positive_feedback',
} as const satisfies Record<MarketSortParam, MarketSort>;

/** The `online` value of the online-only filter (a checkbox in the GET form). */
const ONLINE_ON = '1';

/** The fiat to show when the URL names none: the home fiat, else USD, else the first one. */
export function defaultFiat(options: MarketOptions, homeFiat: string | null): string {
  const traded = (fiat: string | null) =>
    fiat !== null && options.fiats.some((f) => f.fiat === fiat) ? fiat : null;
  return traded(homeFiat) ?? traded(FALLBACK_FIAT) ?? options.fiats[0]?.fiat ?? FALLBACK_FIAT;
}

/** The payment methods usable with one fiat (the option box lists every fiat's). */
export function methodsForFiat(options: MarketOptions, fiat: string) {
  return options.paymentMethods.filter((m) => m.fiats.includes(fiat));
}

/** The number of decimals amounts in `fiat` may have (2 when the fiat is unknown). */
export function fiatScale(options: MarketOptions, fiat: string): number {
  return options.fiats.find((f) => f.fiat === fiat)?.scale ?? 2;
}

interface ParsedSearch {
  query: MarketQueryState;
  /** The amount typed when it was not valid (shown back with an error), else null. */
  invalidAmount: string | null;
}

/**
 * Reads the filters of a market URL, keeping only values the market offers: an unknown fiat
 * falls back to the default, a payment method the fiat does not use is dropped, an invalid
 * amount is dropped (and reported), an unknown sort is the default, `online` counts only as
 * `1` (what the form's checkbox sends), a page outside 1-100000 becomes 1.
 */
export function parseMarketSearch(
  side: Side,
  coin: string,
  search: URLSearchParams,
  options: MarketOptions,
  fallbackFiat: string,
): ParsedSearch {
  const askedFiat = search.get(QUERY.fiat)?.toUpperCase() ?? '';
  const fiat = options.fiats.some((f) => f.fiat === askedFiat) ? askedFiat : fallbackFiat;
  const askedMethod = search.get(QUERY.payment) ?? '';
  const paymentMethod = methodsForFiat(options, fiat).some((m) => m.code === askedMethod)
    ? askedMethod
    : null;
  const askedAmount = (search.get(QUERY.amount) ?? '').trim();
  // Typed into the filter form (it works without JavaScript): "1,000" or "۸۰" is read as a number.
  const readAmount = readAmountFilter(askedAmount, fiatScale(options, fiat));
  const validAmount = readAmount.ok;
  const askedSort = search.get(QUERY.sort) ?? '';
  const sort = Object.hasOwn(MARKET_SORTS, askedSort) ? (askedSort as MarketSortParam) : null;
  const askedPage = Number(search.get(QUERY.page) ?? '1');
  const page =
    Number.isInteger(askedPage) && askedPage >= 1 && askedPage <= MAX_PAGE ? askedPage : 1;
  return {
    query: {
      side,
      coin,
      fiat,
      paymentMethod,
      amount: readAmount.ok ? readAmount.amount : null,
      sort,
      online: search.get(QUERY.online) === ONLINE_ON,
      page,
    },
    invalidAmount: askedAmount !== '' && !validAmount ? askedAmount.slice(0, 40) : null,
  };
}

/**
 * The page path and query of a market state: the default fiat, the default sort, page 1 and
 * empty filters are left out, so the plain `/buy_USDT` stays the one address of the default view.
 */
export function marketHref(
  locale: LocaleCode,
  state: MarketQueryState,
  fallbackFiat: string,
): string {
  const params = new URLSearchParams();
  if (state.fiat !== fallbackFiat) params.set(QUERY.fiat, state.fiat);
  if (state.paymentMethod) params.set(QUERY.payment, state.paymentMethod);
  if (state.amount) params.set(QUERY.amount, state.amount);
  if (state.sort) params.set(QUERY.sort, state.sort);
  if (state.online) params.set(QUERY.online, ONLINE_ON);
  if (state.page > 1) params.set(QUERY.page, String(state.page));
  const search = params.toString();
  return `${localePath(locale, routes.market(state.side, state.coin))}${search ? `?${search}` : ''}`;
}

/**
 * The ad whose order panel opens on arrival (`?trade=<adId>`), with the amount filter as its
 * amount: where the best-way page's "Continue" lands (issue 17). Not a filter: the canonical
 * address and the filters' own addresses leave it out.
 */
export const TRADE_PARAM = 'trade';

/** The buy market of `coin` in `fiat`, filtered to `amount`, with ad `adId`'s panel opening. */
export function marketTradeHref(
  locale: LocaleCode,
  trade: { coin: string; fiat: string; amount: string; adId: number },
): string {
  const search = marketSearchPath({ side: 'buy', ...trade });
  const params = new URLSearchParams({ [TRADE_PARAM]: String(trade.adId) });
  return `${localePath(locale, search)}&${params.toString()}`;
}

/** The side and coin of a (possibly locale-prefixed) market path, or null. */
export function marketFromPath(pathname: string): { side: Side; coin: string } | null {
  return parseMarketSlug(splitLocalePrefix(pathname).path.slice(1));
}

/** The market call's query for a state (what `c2cMarketAds` takes). */
export function adsQuery(state: MarketQueryState) {
  return {
    side: state.side,
    coin: state.coin,
    fiat: state.fiat,
    ...(state.paymentMethod ? { paymentMethod: state.paymentMethod } : {}),
    ...(state.amount ? { amount: state.amount } : {}),
    ...(state.sort ? { sort: MARKET_SORTS[state.sort] } : {}),
    ...(state.online ? { online: 'true' as const } : {}),
    page: state.page,
    pageSize: MARKET_PAGE_SIZE,
  };
}
