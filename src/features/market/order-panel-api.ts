import { api } from '@/client/api';
import { ordersEndpoints, type OrderProceedRequest } from '@/contract/orders';
import { paymentsEndpoints } from '@/contract/payments';
import { walletEndpoints } from '@/contract/wallet';

/**
 * The order panel's browser calls, loaded with the panel (on the first Buy or Sell), so the
 * market's own calls (`market-api.ts`) bring only the market's contract.
 */

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
