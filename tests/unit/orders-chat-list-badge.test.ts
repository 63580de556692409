// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { C2cOrder } from '@/contract/entities';
import type { LocaleCode } from '@/i18n/locales';
import OrderListIsland from '@/features/orders/list/OrderListIsland';
import { DEFAULT_FILTERS } from '@/features/orders/list/order-list-query';
import { orderListMessages } from '@/features/orders/list/server/messages';
import { chatFakes as fakes, resetChatFakes } from './support/orders-chat-fakes';

/**
 * My orders' unread chat badges (issue 12, item 4): each row shows its order's unread chat
 * count from the list (`chatUnread`), with a spoken label in the page's language (plural
 * forms), and follows `user.chat` frames live.
 */

vi.mock('@/client/socket-instance', async () =>
  (await import('./support/orders-chat-fakes')).socketModule(),
);
vi.mock('@/features/orders/list/order-list-api', () => ({ fetchOrders: vi.fn() }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const order = (orderNo: string, chatUnread: number): C2cOrder => ({
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
  chatUnread,
});

let root: Root | undefined;
let host: HTMLDivElement | undefined;

async function render(locale: LocaleCode, items: C2cOrder[]) {
  window.history.replaceState(null, '', '/myorder');
  host = document.createElement('div');
  document.body.append(host);
  const target = host;
  await act(async () => {
    root = createRoot(target);
    root.render(
      createElement(OrderListIsland, {
        locale,
        messages: orderListMessages(locale),
        options: null,
        filters: DEFAULT_FILTERS,
        rangeProblem: null,
        orders: { items, total: items.length, page: 1, pageSize: 10 },
        renderedBounds: {},
        now: Date.UTC(2025, 0, 15),
        walletUser: false,
      }),
    );
  });
}

async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i += 1)
    await act(async () => new Promise((r) => setTimeout(r, 5)));
}

const badge = (orderNo: string) =>
  host?.querySelector(`[data-order-no="${orderNo}"] [data-testid="order-chat-unread"]`) ?? null;
const push = (data: unknown) =>
  act(() => fakes.handlers.get('user.chat')?.forEach((handler) => handler(data)));

beforeEach(() => resetChatFakes());

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = undefined;
});

describe('My orders chat badges', () => {
  it('shows the rows’ unread counts with a spoken label, and follows user.chat live', async () => {
    await render('en', [order('250115000000000001', 2), order('250115000000000002', 0)]);
    expect(badge('250115000000000001')?.textContent).toBe('22 unread messages');
    expect(badge('250115000000000001')?.querySelector('.sr-only')?.textContent).toBe(
      '2 unread messages',
    );
    expect(badge('250115000000000002')).toBeNull();

    await until(() => fakes.handlers.has('user.chat'));
    push({ orderNo: '250115000000000002', unread: 1 });
    expect(badge('250115000000000002')?.querySelector('.sr-only')?.textContent).toBe(
      '1 unread message',
    );
    push({ orderNo: '250115000000000001', unread: 0 });
    expect(badge('250115000000000001')).toBeNull();
    // A malformed frame changes nothing.
    push({ orderNo: 'nope', unread: -1 });
    expect(badge('250115000000000002')).not.toBeNull();
  });

  it('words the count in the page’s language', async () => {
    await render('ru', [order('250115000000000001', 5)]);
    expect(badge('250115000000000001')?.querySelector('.sr-only')?.textContent).toBe(
      '5 непрочитанных сообщений',
    );
  });
});
