import { api } from '@/client/api';
import { getSocket } from '@/client/socket-instance';
import type { TwoFactor } from '@/contract/c2c-entities';
import {
  c2cOrderActionEndpoints as orders,
  type OrderCancelReason,
  type OrderDetail,
} from '@/contract/c2c-orders';
import { orderTopic } from '@/contract/socket';

/**
 * The order page's browser side that needs the API client, the contract and the socket (and so
 * zod): loaded on demand right after hydration, never with the first paint, which the server
 * rendered. Actions handle their errors themselves (`self`): the page shows the server's
 * message next to the button or in the open dialog, never a toast that hides what was typed.
 */

/** The order page's own view; a failed refresh stays silent (the page says it is out of date). */
export function fetchOrderDetail(orderNo: string, signal?: AbortSignal): Promise<OrderDetail> {
  return api.call(orders.c2cOrderDetail, { query: { orderNo } }, { errors: 'silent', signal });
}

export function markOrderPaid(orderNo: string, paymentMethod: string) {
  return api.call(orders.c2cOrderPaid, { body: { orderNo, paymentMethod } }, { errors: 'self' });
}

export function cancelOrder(orderNo: string, reason: OrderCancelReason) {
  return api.call(orders.c2cOrderCancel, { body: { orderNo, reason } }, { errors: 'self' });
}

export function releaseOrder(orderNo: string, twoFactor: TwoFactor) {
  return api.call(orders.c2cOrderRelease, { body: { orderNo, twoFactor } }, { errors: 'self' });
}

export function withdrawAppeal(orderNo: string) {
  return api.call(orders.c2cOrderAppealWithdraw, { body: { orderNo } }, { errors: 'self' });
}

/** Milliseconds between refreshes while the socket is not open. */
export const POLL_MS = 5000;

/**
 * Follows one order live: every event on its socket topic asks for a refresh; whenever the
 * socket is not open the order is polled every few seconds instead, and each time the socket
 * opens the page refreshes once, since events may have been missed meanwhile (between the
 * server render and the subscription, or while the socket was down). `onLive`
 * reports whether the socket is carrying the updates. Returns the function that stops it all.
 */
export function followOrder(
  orderNo: string,
  refresh: () => void,
  onLive: (live: boolean) => void,
): () => void {
  const socket = getSocket();
  const unsubscribe = socket.subscribe(orderTopic(orderNo), () => refresh());
  let poll: ReturnType<typeof setInterval> | undefined;
  let first = true;
  const stopStatus = socket.$socketStatus.subscribe((status) => {
    clearInterval(poll);
    poll = undefined;
    const open = status === 'open';
    // Connecting for the first time is not an interruption; a socket that dropped is.
    onLive(open || (first && status !== 'closed'));
    if (status !== 'idle' && status !== 'connecting') first = false;
    if (open) refresh();
    else poll = setInterval(refresh, POLL_MS);
  });
  return () => {
    clearInterval(poll);
    stopStatus();
    unsubscribe();
  };
}

export { orderProblem } from '@/features/orders/order-problems';
