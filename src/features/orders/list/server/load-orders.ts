import type { ApiClient } from '@/client/http';
import { marketEndpoints } from '@/contract/market';
import type { RangeProblem, TimeBounds } from '@/features/orders/list/date-range';
import {
  orderListApiQuery,
  parseOrderSearch,
  type OrderListFilters,
} from '@/features/orders/list/order-list-query';
import type { OrderListOptions, OrderPage } from '@/features/orders/list/order-list-types';
import { ordersEndpoints } from '@/contract/orders';
import { settle } from '@/lib/settle';

/**
 * Server only: what "My orders" needs for its first render, through the request's own API
 * client (this user's token and language), every call silent (the page decides what to show).
 * The option box gives the coin and fiat choices (and their decimals); then the first page of
 * orders for the filters in the address. A failed call never fails the page: the island says
 * what is missing and offers a retry.
 */
interface OrderListLoad {
  options: OrderListOptions | null;
  filters: OrderListFilters;
  rangeProblem: RangeProblem | null;
  orders: OrderPage | null;
  renderedBounds: TimeBounds;
}

const silent = { errors: 'silent' } as const;

export async function loadOrderList(input: {
  api: ApiClient;
  search: URLSearchParams;
  now: number;
  /** The viewer's zone (`locals.timeZone`, UTC without the cookie): where days begin. */
  timeZone: string;
}): Promise<OrderListLoad> {
  const { api, search, now, timeZone } = input;
  const box = await settle(api.call(marketEndpoints.c2cOptionBox, { query: {} }, silent));
  const options = box ? { coins: box.coins, fiats: box.fiats } : null;
  const choices = options
    ? { coins: options.coins.map((c) => c.coin), fiats: options.fiats.map((f) => f.fiat) }
    : null;
  const { filters, rangeProblem } = parseOrderSearch(search, choices);
  // Days in the viewer's zone, as the browser will count them (no second call after hydration).
  const query = orderListApiQuery(filters, now, timeZone);
  const orders = await settle(api.call(ordersEndpoints.c2cOrderList, { query }, silent));
  return {
    options,
    filters,
    rangeProblem,
    orders,
    // Only the bounds that are set: props are serialised, and `undefined` is not JSON.
    renderedBounds: {
      ...(query.startTime !== undefined ? { startTime: query.startTime } : {}),
      ...(query.endTime !== undefined ? { endTime: query.endTime } : {}),
    },
  };
}
