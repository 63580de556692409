import { api } from '@/client/api';
import type { OrderListApiQuery } from '@/features/orders/list/order-list-query';
import type { OrderPage } from '@/features/orders/list/order-list-types';
import { ordersEndpoints } from '@/contract/orders';

/**
 * The list's browser call. Loaded on demand (`import()`) on the first filter change: the API
 * client brings the contract's zod schemas, which the first paint does not need (the server
 * rendered the first page).
 */
export function fetchOrders(
  query: OrderListApiQuery,
  signal?: AbortSignal,
  quiet = false,
): Promise<OrderPage> {
  // A live refresh that fails stays silent: the list marks its rows stale instead.
  return api.call(
    ordersEndpoints.c2cOrderList,
    { query },
    quiet ? { signal, errors: 'silent' } : { signal },
  );
}
