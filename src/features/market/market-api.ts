import { api } from '@/client/api';
import { marketEndpoints } from '@/contract/market';
import { adsQuery } from '@/features/market/market-query';
import type { MarketPage, MarketQueryState } from '@/features/market/market-types';

/**
 * The market's browser calls. Loaded on demand (`import()`), never with the page: the API client
 * brings the contract's zod schemas, which the first paint does not need (the server rendered
 * the first page), and the page's JavaScript budget is kept for React and the island. Only the
 * market's contract: the first filter change loads no order, payment or wallet schemas (the
 * order panel's calls are `order-panel-api.ts`, loaded with the panel).
 */

/**
 * One page of ads. A failure rejects; the client toasts it (its default error mode) unless the
 * call is `quiet`: a prefetch, or the refresh of rows already on screen, which the list marks
 * stale instead.
 */
export function fetchMarketAds(state: MarketQueryState, quiet = false): Promise<MarketPage> {
  return api.call(
    marketEndpoints.c2cMarketAds,
    { query: adsQuery(state) },
    quiet ? { errors: 'silent' } : {},
  );
}
