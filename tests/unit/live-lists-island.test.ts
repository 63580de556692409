// @vitest-environment happy-dom
import { atom } from 'nanostores';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocketStatus } from '@/client/socket';
import type { C2cOrder } from '@/contract/entities';
import MyAdsIsland from '@/features/ads/MyAdsIsland';
import { DEFAULT_MY_ADS_FILTERS } from '@/features/ads/my-ads-query';
import { myAdsMessages } from '@/features/ads/server/messages';
import OrderListIsland from '@/features/orders/list/OrderListIsland';
import { DEFAULT_FILTERS } from '@/features/orders/list/order-list-query';
import type { OrderListIslandProps, OrderPage } from '@/features/orders/list/order-list-types';
import { orderListMessages } from '@/features/orders/list/server/messages';

/**
 * My orders and My ads follow `user.orders` (issue 12, item 2): each event re-fetches the page
 * on screen quietly (same filters and page, no loading line, failures silent), and while the
 * socket is down the page is polled instead. The socket is a fake the test drives.
 */

const fake = vi.hoisted(() => ({
  status: null as unknown as ReturnType<typeof atom<SocketStatus>>,
  handlers: new Map<string, Set<() => void>>(),
}));
vi.mock('@/client/socket-instance', () => ({
  getSocket: () => ({
    $socketStatus: fake.status,
    subscribe(topic: string, handler: () => void) {
      const set = fake.handlers.get(topic) ?? new Set();
      set.add(handler);
      fake.handlers.set(topic, set);
      return () => set.delete(handler);
    },
  }),
}));
const orders = vi.hoisted(() => ({ fetchOrders: vi.fn() }));
vi.mock('@/features/orders/list/order-list-api', () => orders);
const ads = vi.hoisted(() => ({ fetchMyAds: vi.fn() }));
vi.mock('@/features/ads/ads-api', () => ads);

const { POLL_MS } = await import('@/client/follow-topic');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLDivElement | undefined;

async function render(element: ReturnType<typeof createElement>) {
  host = document.createElement('div');
  document.body.append(host);
  const target = host;
  await act(async () => {
    root = createRoot(target);
    root.render(element);
  });
}

/** Lets lazy imports and stubbed calls run until `done` holds. */
async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i += 1)
    await act(async () => new Promise((r) => setTimeout(r, 5)));
}

const emit = (topic: string) => act(() => fake.handlers.get(topic)?.forEach((h) => h()));
const text = (id: string) => host?.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';

const order = (orderNo: string): C2cOrder => ({
  orderNo,
  adId: 7,
  type: 'buy',
  coin: 'USDT',
  fiat: 'USD',
  price: '1.00',
  quantity: '50',
  totalPrice: '50.00',
  status: 'pending_payment',
  paymentMethod: null,
  counterparty: { userId: 3, nickname: 'MaxMerch' },
  paymentTimeLimitMinutes: 15,
  paymentDeadline: Date.UTC(2025, 0, 15, 0, 15),
  appealAvailableAt: null,
  createdAt: Date.UTC(2025, 0, 15),
  chatUnread: 0,
});

beforeEach(() => {
  fake.status = atom<SocketStatus>('connecting');
  fake.handlers.clear();
  orders.fetchOrders.mockReset();
  ads.fetchMyAds.mockReset();
});

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = undefined;
  vi.useRealTimers();
});

describe('My orders live', () => {
  const props = (overrides: Partial<OrderListIslandProps> = {}): OrderListIslandProps => ({
    locale: 'en',
    messages: orderListMessages('en'),
    options: null,
    filters: { ...DEFAULT_FILTERS, status: 'paid', page: 2 },
    rangeProblem: null,
    orders: { items: [], total: 0, page: 2, pageSize: 10 },
    renderedBounds: {},
    now: Date.UTC(2025, 0, 15),
    walletUser: false,
    ...overrides,
  });

  it('a user.orders event re-fetches the page on screen quietly and shows the new rows', async () => {
    window.history.replaceState(null, '', '/myorder?status=paid&page=2');
    await render(createElement(OrderListIsland, props()));
    await until(() => fake.handlers.has('user.orders'));
    let answer: (page: OrderPage) => void = () => {};
    orders.fetchOrders.mockReturnValue(new Promise<OrderPage>((r) => (answer = r)));
    emit('user.orders');
    await until(() => orders.fetchOrders.mock.calls.length === 1);
    const [query, signal, quiet] = orders.fetchOrders.mock.calls[0] ?? [];
    expect(query).toMatchObject({ status: 'paid', page: 2 });
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(quiet).toBe(true);
    // No loading line while the quiet refresh runs.
    expect(text('order-list-status')).toBe('');
    await act(async () =>
      answer({ items: [order('250115000000000042')], total: 11, page: 2, pageSize: 10 }),
    );
    await until(() => (host?.textContent ?? '').includes('250115000000000042'));
    expect(host?.textContent).toContain('250115000000000042');
    expect(window.location.search).toBe('?status=paid&page=2');
  });

  it('polls the page while the socket is down, and stops once it is open', async () => {
    window.history.replaceState(null, '', '/myorder?status=paid&page=2');
    orders.fetchOrders.mockResolvedValue({ items: [], total: 0, page: 2, pageSize: 10 });
    fake.status.set('open');
    await render(createElement(OrderListIsland, props()));
    await until(() => orders.fetchOrders.mock.calls.length === 1);
    orders.fetchOrders.mockClear();
    vi.useFakeTimers();
    act(() => fake.status.set('closed'));
    await act(async () => vi.advanceTimersByTimeAsync(POLL_MS * 2));
    expect(orders.fetchOrders).toHaveBeenCalledTimes(2);
    expect(orders.fetchOrders.mock.calls.every((call) => call[2] === true)).toBe(true);
    // Back: one refresh for what was missed, then no more polling.
    act(() => fake.status.set('open'));
    await act(async () => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(orders.fetchOrders).toHaveBeenCalledTimes(3);
  });
});

describe('My ads live', () => {
  it('a user.orders event re-fetches the ads on screen quietly (quantities, open orders)', async () => {
    window.history.replaceState(null, '', '/myads');
    ads.fetchMyAds.mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 10 });
    await render(
      createElement(MyAdsIsland, {
        locale: 'en',
        messages: myAdsMessages('en'),
        coins: [],
        fiats: [],
        filters: DEFAULT_MY_ADS_FILTERS,
        ads: { items: [], total: 0, page: 1, pageSize: 10 },
        certified: true,
        notice: null,
        postHref: '/postAdvertising',
        applyHref: '/apply',
      }),
    );
    await until(() => fake.handlers.has('user.orders'));
    emit('user.orders');
    await until(() => ads.fetchMyAds.mock.calls.length === 1);
    expect(ads.fetchMyAds.mock.calls[0]?.[2]).toBe(true);
  });
});
