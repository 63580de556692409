// @vitest-environment happy-dom
import { atom } from 'nanostores';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocketStatus } from '@/client/socket';
import type { OrderDetail } from '@/contract/orders';
import { ordersMessages } from '@/features/orders/server/messages';
import { verificationMessages } from '@/features/verification/server/messages';
import type { LocaleCode } from '@/i18n/locales';
import OrderPage from '@/islands/OrderPage';
import { MIN, NOW, orderFixture } from './support/order-detail';

/**
 * The order page's "get notified" button (issue 12, item 3): while the order runs and the
 * browser has not been asked, a button asks the permission (on click, never on load) and goes
 * away once answered; it is not there once the browser was answered, where the browser has no
 * notifications, nor on an ended order. The socket is a fake; the permission is the test's.
 */

const fake = vi.hoisted(() => ({
  status: null as unknown as ReturnType<typeof atom<SocketStatus>>,
  permission: 'default' as NotificationPermission,
}));
vi.mock('@/client/socket-instance', () => ({
  getSocket: () => ({ $socketStatus: fake.status, subscribe: () => () => {} }),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const requestPermission = vi.fn(async () => (fake.permission = 'denied'));
let root: Root | undefined;

async function render(detail: OrderDetail, locale: LocaleCode = 'en') {
  const host = document.createElement('div');
  document.body.append(host);
  await act(async () => {
    root = createRoot(host);
    root.render(
      createElement(OrderPage, {
        locale,
        messages: ordersMessages(locale),
        verificationMessages: verificationMessages(locale),
        detail,
        scales: { fiat: 2, coin: 4 },
      }),
    );
  });
}

const button = () => document.querySelector<HTMLButtonElement>('[data-testid="notify-permission"]');

beforeEach(() => {
  fake.status = atom<SocketStatus>('connecting');
  fake.permission = 'default';
  const Notification = Object.defineProperty(function Notification() {}, 'permission', {
    get: () => fake.permission,
  });
  vi.stubGlobal('Notification', Object.assign(Notification, { requestPermission }));
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the order page’s notification button', () => {
  it('asks the permission only when clicked, and is gone once answered', async () => {
    await render(orderFixture());
    expect(requestPermission).not.toHaveBeenCalled();
    expect(button()?.textContent).toBe('Get notified when the other party acts');
    await act(async () => button()?.click());
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(button()).toBeNull();
  });

  it('is worded in the page’s language', async () => {
    await render(orderFixture(), 'fa');
    expect(button()?.textContent).toBe('وقتی طرف مقابل کاری کرد، باخبرم کن');
  });

  it.each(['granted', 'denied'] as const)('is not offered once the browser said %s', async (p) => {
    fake.permission = p;
    await render(orderFixture());
    expect(button()).toBeNull();
  });

  it('is not offered where the browser has no notifications', async () => {
    vi.stubGlobal('Notification', undefined);
    await render(orderFixture());
    expect(button()).toBeNull();
  });

  it('is not offered on an ended order', async () => {
    await render(orderFixture({ status: 'completed', paidAt: NOW - MIN, completedAt: NOW }));
    expect(document.querySelector('[data-testid="order-page"]')).not.toBeNull();
    expect(button()).toBeNull();
  });
});
