import { api } from '@/client/api';
import { marketEndpoints } from '@/contract/market';
import { paymentsEndpoints } from '@/contract/payments';
import { walletEndpoints } from '@/contract/wallet';
import { adsQuery } from '@/features/market/market-query';
import type { MarketPage, MarketQueryState } from '@/features/market/market-types';
import { ordersEndpoints, type OrderProceedRequest } from '@/contract/orders';

/**
 * The market's browser calls. Loaded on demand (`import()`), never with the page: the API client
 * brings the contract's zod schemas, which the first paint does not need (the server rendered
 * the first page), and the page's JavaScript budget is kept for React and the island.
 */

/** One page of ads; the client toasts a failure (its default error mode) and rejects. */
export function fetchMarketAds(state: MarketQueryState, signal?: AbortSignal): Promise<MarketPage> {
  return api.call(marketEndpoints.c2cMarketAds, { query: adsQuery(state) }, { signal });
}

/**
 * Places an order. Its error mode is `self` (spec section 8: order proceed handles its errors
 * itself): no toast, the caller shows the server's message next to the form.
 */
export function placeOrder(body: OrderProceedRequest) {
  return api.call(ordersEndpoints.c2cOrderProceed, { body });
}

/**
 * The viewer's saved payment methods that serve `fiat` (a seller picks where to be paid). Silent:
 * the panel says so itself when they cannot be loaded.
 */
export function fetchMyPayments(fiat: string, signal?: AbortSignal) {
  return api.call(
    paymentsEndpoints.c2cPaymentList,
    { query: { fiat } },
    { errors: 'silent', signal },
  );
}

/**
 * What the viewer holds of `coin` in their P2P account: a seller's orders are backed by it.
 * Silent: the order panel says itself when it cannot be read.
 */
export function fetchP2pBalance(coin: string, signal?: AbortSignal) {
  return api.call(
    walletEndpoints.walletTransferBalance,
    { query: { account: 'p2p', coin } },
    { errors: 'silent', signal },
  );
}
