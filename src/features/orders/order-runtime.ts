import { api } from '@/client/api';
import { followTopic } from '@/client/follow-topic';
import type { TwoFactor } from '@/contract/entities';
import {
  ordersEndpoints as orders,
  type OrderCancelReason,
  type OrderDetail,
} from '@/contract/orders';
import { getSocket } from '@/client/socket-instance';
import { orderSocketEvent } from '@/contract/orders';
import { ordersAppealEndpoints } from '@/contract/orders-appeal';
import { orderTopic, TOPICS } from '@/contract/socket';
import { pushToast } from '@/stores/toasts';
import { track } from '@/client/analytics';
import type { AnalyticsEventName } from '@/contract/analytics';
import type { OrderActionResult } from '@/contract/orders';

/**
 * The order page's browser side that needs the API client, the contract and the socket (and so
 * zod): loaded on demand right after hydration, never with the first paint, which the server
 * rendered. Actions handle their errors themselves (`self`): the page words the refusal by its
 * code in the open dialog (`order-problems.ts`), never a toast that hides what was chosen.
 */

/** The order page's own view; a failed refresh stays silent (the page says it is out of date). */
export function fetchOrderDetail(orderNo: string, signal?: AbortSignal): Promise<OrderDetail> {
  return api.call(orders.c2cOrderDetail, { query: { orderNo } }, { errors: 'silent', signal });
}

/**
 * Analytics (sent only with the visitor's consent): an order action that changed the order, by
 * the viewer's side, the asset and the fiat; never the order number.
 */
function tracked(
  name: AnalyticsEventName & `order_${string}`,
  result: OrderActionResult,
): OrderActionResult {
  if (result.changed) {
    const { type: side, coin: asset, fiat } = result.order;
    track(name, { side, asset, fiat });
  }
  return result;
}

/** "I have paid", declaring the paying account: the method and the name on it. */
export async function markOrderPaid(orderNo: string, paymentMethod: string, payerName: string) {
  const body = { orderNo, paymentMethod, payerName };
  return tracked('order_paid', await api.call(orders.c2cOrderPaid, { body }, { errors: 'self' }));
}

/** Seller: give the buyer more time to pay (once per order). */
export function extendOrderDeadline(orderNo: string) {
  return api.call(orders.c2cOrderExtend, { body: { orderNo } }, { errors: 'self' });
}

export async function cancelOrder(orderNo: string, reason: OrderCancelReason) {
  const body = { orderNo, reason };
  return tracked(
    'order_cancelled',
    await api.call(orders.c2cOrderCancel, { body }, { errors: 'self' }),
  );
}

export async function releaseOrder(orderNo: string, twoFactor: TwoFactor) {
  const body = { orderNo, twoFactor };
  return tracked(
    'order_released',
    await api.call(orders.c2cOrderRelease, { body }, { errors: 'self' }),
  );
}

export function withdrawAppeal(orderNo: string) {
  return api.call(
    ordersAppealEndpoints.c2cOrderAppealWithdraw,
    { body: { orderNo } },
    { errors: 'self' },
  );
}

/** Follows one P2P order live (its socket topic, polling while the socket is down). */
export function followOrder(
  orderNo: string,
  refresh: () => void,
  onLive: (live: boolean) => void,
): () => void {
  return followTopic(orderTopic(orderNo), refresh, onLive);
}

/** Long enough to read an order number; the same text is not stacked (`pushToast`). */
const OTHER_ORDER_TOAST_MS = 6000;

/**
 * Toasts each event of the user's OTHER orders (`user.orders`; the page's own order changes on
 * screen instead), e.g. a new order on the merchant's ad while they handle this one. `text`
 * words it for an order number in the page's language. Returns the function that stops it.
 */
export function watchOtherOrders(orderNo: string, text: (other: string) => string): () => void {
  return getSocket().subscribe(TOPICS.userOrders, (data) => {
    const event = orderSocketEvent.safeParse(data);
    if (!event.success || event.data.orderNo === orderNo) return;
    pushToast({ kind: 'info', message: text(event.data.orderNo), duration: OTHER_ORDER_TOAST_MS });
  });
}
