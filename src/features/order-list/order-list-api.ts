import { api } from '@/client/api';
import { c2cUserOrderEndpoints } from '@/contract/c2c';
import type { OrderListApiQuery } from '@/features/order-list/order-list-query';
import type { OrderPage } from '@/features/order-list/order-list-types';

/**
 * The list's browser call. Loaded on demand (`import()`) on the first filter change: the API
 * client brings the contract's zod schemas, which the first paint does not need (the server
 * rendered the first page).
 */
export function fetchOrders(query: OrderListApiQuery, signal?: AbortSignal): Promise<OrderPage> {
  return api.call(c2cUserOrderEndpoints.c2cOrderList, { query }, { signal });
}
