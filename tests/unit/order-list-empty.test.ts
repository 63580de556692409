// @vitest-environment happy-dom
import { act, createElement, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import OrderListIsland from '@/features/orders/list/OrderListIsland';
import { DEFAULT_FILTERS } from '@/features/orders/list/order-list-query';
import type { OrderListIslandProps } from '@/features/orders/list/order-list-types';
import { orderListMessages } from '@/features/orders/list/server/messages';

/**
 * My orders with nothing to show: with filters on, the empty state says which ones (the tab is
 * kept: Reset does not change it) and Reset clears them in place; without filters it keeps the
 * text for someone who has no order yet.
 */

const orders = vi.hoisted(() => ({ fetchOrders: vi.fn() }));
vi.mock('@/features/orders/list/order-list-api', () => orders);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLDivElement | undefined;

async function serverThenHydrate(element: ReactElement): Promise<HTMLDivElement> {
  const html = renderToString(element);
  host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  const recoverable = vi.fn();
  const target = host;
  await act(async () => {
    root = hydrateRoot(target, element, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  return target;
}

async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i += 1)
    await act(async () => new Promise((r) => setTimeout(r, 5)));
}

const byTestId = (id: string) => host?.querySelector(`[data-testid="${id}"]`) ?? null;
const none = { items: [], total: 0, page: 1, pageSize: 10 };

function props(overrides: Partial<OrderListIslandProps> = {}): OrderListIslandProps {
  return {
    locale: 'en',
    messages: orderListMessages('en'),
    options: null,
    filters: DEFAULT_FILTERS,
    rangeProblem: null,
    orders: none,
    renderedBounds: {},
    now: Date.UTC(2025, 0, 15),
    walletUser: false,
    ...overrides,
  };
}

const filtered = {
  ...DEFAULT_FILTERS,
  status: 'paid' as const,
  coin: 'USDT',
  type: 'buy' as const,
  range: '1m' as const,
};

beforeEach(() => orders.fetchOrders.mockReset());

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = undefined;
});

describe('My orders, empty', () => {
  it('without filters keeps the text for someone with no order yet', async () => {
    window.history.replaceState(null, '', '/myorder');
    await serverThenHydrate(createElement(OrderListIsland, props()));
    const panel = byTestId('order-list-empty');
    expect(panel?.textContent).toContain('No records found');
    expect(byTestId('order-list-active-filters')).toBeNull();
    expect(byTestId('order-list-empty-reset')).toBeNull();
  });

  it('names the active filters and Reset clears them, keeping the tab', async () => {
    window.history.replaceState(null, '', '/myorder?status=paid&coin=USDT&type=buy&range=1m');
    orders.fetchOrders.mockResolvedValue(none);
    await serverThenHydrate(createElement(OrderListIsland, props({ filters: filtered })));
    const panel = byTestId('order-list-empty');
    expect(panel?.textContent).toContain('No orders match the active filters');
    const items = [...(byTestId('order-list-active-filters')?.querySelectorAll('li') ?? [])].map(
      (li) => li.textContent,
    );
    expect(items).toEqual(['Crypto: \u2068USDT\u2069', 'Order type: Buy', 'Date: 1 month']);
    const reset = byTestId('order-list-empty-reset') as HTMLAnchorElement | null;
    expect(reset?.getAttribute('href')).toBe('/myorder?status=paid');
    await act(async () => reset?.click());
    await until(() => orders.fetchOrders.mock.calls.length === 1);
    expect(orders.fetchOrders.mock.calls[0]?.[0]).toMatchObject({ status: 'paid', page: 1 });
    expect(orders.fetchOrders.mock.calls[0]?.[0]).not.toHaveProperty('coin');
    expect(`${location.pathname}${location.search}`).toBe('/myorder?status=paid');
    expect(byTestId('order-list-empty')?.textContent).toContain('No records found');
  });

  it('lists a custom range and speaks the page language', async () => {
    window.history.replaceState(null, '', '/fa/myorder');
    // A custom range is counted again in the viewer's days once hydrated.
    orders.fetchOrders.mockResolvedValue(none);
    const custom = {
      ...DEFAULT_FILTERS,
      range: 'custom' as const,
      from: '2025-01-01',
      to: '2025-01-10',
    };
    await serverThenHydrate(
      createElement(
        OrderListIsland,
        props({ locale: 'fa', messages: orderListMessages('fa'), filters: custom }),
      ),
    );
    const text = byTestId('order-list-empty')?.textContent ?? '';
    expect(text).toContain('هیچ سفارشی با فیلترهای فعال مطابقت ندارد');
    expect(text).toContain('\u20682025-01-01 – 2025-01-10\u2069');
  });
});
