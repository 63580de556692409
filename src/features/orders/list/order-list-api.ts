import { api } from '@/client/api';
import type { OrderListApiQuery } from '@/features/orders/list/order-list-query';
import type { OrderPage } from '@/features/orders/list/order-list-types';
import { ordersEndpoints } from '@/contract/orders';

/**
 * The list's browser call. Loaded on demand (`import()`) on the first filter change: the API
 * client brings the contract's zod schemas, which the first paint does not need (the server
 * rendered the first page).
 */
export function fetchOrders(query: OrderListApiQuery, signal?: AbortSignal): Promise<OrderPage> {
  return api.call(ordersEndpoints.c2cOrderList, { query }, { signal });
}
