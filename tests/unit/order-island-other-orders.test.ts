// @vitest-environment happy-dom
import { atom } from 'nanostores';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocketStatus } from '@/client/socket';
import type { OrderDetail } from '@/contract/orders';
import OrderIsland from '@/features/orders/OrderIsland';
import { ordersMessages } from '@/features/orders/server/messages';
import { $toasts, clearToasts } from '@/stores/toasts';
import { MIN, NOW, orderFixture } from './support/order-detail';

/**
 * The order page and the user's other orders (issue 12, item 2): an event on `user.orders` for
 * another order shows a toast naming it, in the page's language; an event of the page's own
 * order shows none (the page itself changes). The socket is a fake the test drives.
 */

const fake = vi.hoisted(() => ({
  status: null as unknown as ReturnType<typeof atom<SocketStatus>>,
  handlers: new Map<string, Set<(data: unknown) => void>>(),
}));
vi.mock('@/client/socket-instance', () => ({
  getSocket: () => ({
    $socketStatus: fake.status,
    subscribe(topic: string, handler: (data: unknown) => void) {
      const set = fake.handlers.get(topic) ?? new Set();
      set.add(handler);
      fake.handlers.set(topic, set);
      return () => set.delete(handler);
    },
  }),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const OWN = '123456789012345678';
const OTHER = '250115080000123456';

function order(patch: Partial<OrderDetail> = {}): OrderDetail {
  return orderFixture({
    orderNo: OWN,
    status: 'completed',
    paidAt: NOW - MIN,
    completedAt: NOW,
    ...patch,
  });
}

let root: Root | undefined;
let host: HTMLDivElement | undefined;

async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i += 1)
    await act(async () => new Promise((r) => setTimeout(r, 5)));
}

const push = (orderNo: string) =>
  act(() =>
    fake.handlers
      .get('user.orders')
      ?.forEach((h) => h({ orderNo, status: 'pending_payment', event: 'placed', at: NOW })),
  );

beforeEach(async () => {
  fake.status = atom<SocketStatus>('connecting');
  fake.handlers.clear();
  clearToasts();
  host = document.createElement('div');
  document.body.append(host);
  const target = host;
  await act(async () => {
    root = createRoot(target);
    root.render(
      createElement(OrderIsland, {
        locale: 'en',
        messages: ordersMessages('en'),
        detail: order(),
        scales: { fiat: 2, coin: 4 },
        renderTwoFactor: () => null,
      }),
    );
  });
  await until(() => fake.handlers.has('user.orders'));
});

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  clearToasts();
});

describe('the order page and the other orders', () => {
  it('toasts an event of another order, naming it in the page language', async () => {
    push(OTHER);
    expect($toasts.get()).toHaveLength(1);
    expect($toasts.get()[0]).toMatchObject({
      kind: 'info',
      // The order number stays left-to-right inside any sentence (U+2066 … U+2069).
      message: `Your order \u2066${OTHER}\u2069 has an update: see My orders.`,
    });
  });

  it('does not toast an event of its own order, nor a malformed frame', async () => {
    push(OWN);
    act(() => fake.handlers.get('user.orders')?.forEach((h) => h({ orderNo: 'nope' })));
    expect($toasts.get()).toEqual([]);
  });

  it('stops listening when the page goes away', () => {
    act(() => root?.unmount());
    root = undefined;
    expect(fake.handlers.get('user.orders')?.size ?? 0).toBe(0);
  });
});
