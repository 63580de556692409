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

/** One page of ads; the client toasts a failure (its default error mode) and rejects. */
export function fetchMarketAds(state: MarketQueryState, signal?: AbortSignal): Promise<MarketPage> {
  return api.call(marketEndpoints.c2cMarketAds, { query: adsQuery(state) }, { signal });
}
