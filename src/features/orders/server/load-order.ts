import { isApiError } from '@/client/api-error';
import type { ApiClient } from '@/client/http';
import { refusalOf } from '@/client/refusal';
import { orderNo as orderNoSchema } from '@/contract/entities';
import { marketEndpoints } from '@/contract/market';
import { ordersEndpoints, type OrderDetail } from '@/contract/orders';
import type { OrderScales } from '@/features/orders/format';

/**
 * Server only: the order page's data through the request's own API client (this user's token
 * and language), every call silent: the page decides what to render. An order that does not
 * exist and someone else's order look the same (the API does not tell them apart) and both are
 * the 404 page; any other failure is a temporary one (503 with a retry link).
 */
export type OrderLoad =
  | { kind: 'not-found' }
  | { kind: 'unavailable' }
  | { kind: 'ok'; detail: OrderDetail; scales: OrderScales };

const silent = { errors: 'silent' } as const;

/** A well-formed order number, or null (anything else is the 404 page without asking the API). */
export function parseOrderNo(source: string | undefined): string | null {
  const parsed = orderNoSchema.safeParse(source ?? '');
  return parsed.success ? parsed.data : null;
}

export async function loadOrder(api: ApiClient, orderNo: string): Promise<OrderLoad> {
  const [detail, box] = await Promise.allSettled([
    api.call(ordersEndpoints.c2cOrderDetail, { query: { orderNo } }, silent),
    api.call(marketEndpoints.c2cOptionBox, { query: {} }, silent),
  ]);
  if (detail.status === 'rejected') {
    const error: unknown = detail.reason;
    const refusal = refusalOf(ordersEndpoints.c2cOrderDetail, error);
    const missing =
      refusal?.name === 'orderNotFound' ||
      (isApiError(error) && error.kind === 'server' && error.status === 404);
    return { kind: missing ? 'not-found' : 'unavailable' };
  }
  const order = detail.value;
  const options = box.status === 'fulfilled' ? box.value : null;
  return {
    kind: 'ok',
    detail: order,
    scales: {
      coin: options?.coins.find((c) => c.coin === order.coin)?.scale ?? null,
      fiat: options?.fiats.find((f) => f.fiat === order.fiat)?.scale ?? null,
    },
  };
}
