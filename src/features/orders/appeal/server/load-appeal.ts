import { ordersAppealEndpoints } from '@/contract/orders-appeal';
import { isApiError } from '@/client/api-error';
import type { ApiClient } from '@/client/http';
import { refusalOf } from '@/client/refusal';
import { marketEndpoints } from '@/contract/market';
import { ordersEndpoints } from '@/contract/orders';
import type { OrderAppeal } from '@/contract/orders-appeal';
import type { AppealOrderSummary } from '@/features/orders/appeal/appeal-types';
import type { GateInput } from '@/features/orders/appeal/appeal-gate';
import { settle } from '@/lib/settle';

/**
 * Server only: what the appeal page needs, through the request's own API client, every call
 * silent. The order detail is required (the summary and whether an appeal is possible); the
 * appeal detail refines the wait this order was given; the option box gives the decimals.
 * An order that does not exist, or is not the viewer's, is the 404 page; any other failure is
 * "unavailable" (the page offers a retry).
 */
export type AppealLoad =
  | { kind: 'not-found' }
  | { kind: 'unavailable' }
  | {
      kind: 'ok';
      order: AppealOrderSummary;
      scales: { fiat: number; coin: number };
      gate: GateInput;
      /** The latest appeal (with its timeline) and the earlier ones. */
      appeal: OrderAppeal | null;
      history: OrderAppeal[];
      waitMinutes: number;
      serverNow: number;
    };

const silent = { errors: 'silent' } as const;

export async function loadAppeal(api: ApiClient, orderNo: string): Promise<AppealLoad> {
  const detailCall = api.call(ordersEndpoints.c2cOrderDetail, { query: { orderNo } }, silent);
  const [detail, appeal, box] = await Promise.all([
    detailCall.then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
    settle(api.call(ordersAppealEndpoints.c2cOrderAppealDetail, { query: { orderNo } }, silent)),
    settle(api.call(marketEndpoints.c2cOptionBox, { query: {} }, silent)),
  ]);
  if (!detail.ok) {
    const error = detail.error;
    const refusal = refusalOf(ordersEndpoints.c2cOrderDetail, error);
    const missing =
      refusal?.name === 'orderNotFound' || (isApiError(error) && error.status === 404);
    return { kind: missing ? 'not-found' : 'unavailable' };
  }
  const order = detail.value;
  const latest = appeal ? appeal.appeal : order.appeal;
  return {
    kind: 'ok',
    order: {
      orderNo: order.orderNo,
      type: order.type,
      role: order.role,
      coin: order.coin,
      fiat: order.fiat,
      price: order.price,
      quantity: order.quantity,
      totalPrice: order.totalPrice,
      status: appeal?.status ?? order.status,
      counterparty: order.counterparty.nickname,
      createdAt: order.createdAt,
    },
    scales: {
      fiat: box?.fiats.find((f) => f.fiat === order.fiat)?.scale ?? 2,
      coin: box?.coins.find((c) => c.coin === order.coin)?.scale ?? 8,
    },
    gate: {
      status: appeal?.status ?? order.status,
      appealAvailableAt: appeal ? appeal.appealAvailableAt : order.appealAvailableAt,
      appeal: latest ? { status: latest.status, raisedByMe: latest.raisedByMe } : null,
    },
    appeal: latest,
    history: appeal?.history ?? [],
    waitMinutes: appeal?.appealMinWaitMinutes ?? order.appealMinWaitMinutes,
    serverNow: appeal?.now ?? order.now,
  };
}
