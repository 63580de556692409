// @vitest-environment happy-dom
import { atom } from 'nanostores';
import { act, createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SocketStatus } from '@/client/socket';
import OrderIsland from '@/features/orders/OrderIsland';
import { ordersMessages } from '@/features/orders/server/messages';
import { setCurrency } from '@/stores/currency';
import { approxDom } from './support/approx-dom';
import { MIN, NOW, orderFixture } from './support/order-detail';

/**
 * The order page in the chosen currency (issue 13, item 6): the total (10.61 EUR) shows its value
 * in the header's choice under it, follows a new choice without a reload, and is not repeated
 * when the chosen currency is the order's own fiat.
 */

vi.mock('@/client/socket-instance', () => ({
  getSocket: () => ({
    $socketStatus: atom<SocketStatus>('connecting'),
    subscribe: () => () => {},
  }),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const RATES = [
  { currency: 'usd', symbol: '$', rate: '1' },
  { currency: 'eur', symbol: '€', rate: '0.92' },
  { currency: 'krw', symbol: '₩', rate: '1365.50' },
];

const dom = approxDom(RATES);

async function renderOrder(locale: 'en' | 'fa' = 'en') {
  await act(async () =>
    dom.root.render(
      createElement(OrderIsland, {
        locale,
        messages: ordersMessages(locale),
        detail: orderFixture({ status: 'completed', paidAt: NOW - MIN, completedAt: NOW }),
        scales: { fiat: 2, coin: 4 },
        renderTwoFactor: () => null,
      }),
    ),
  );
}

const totalLine = () =>
  dom.host.querySelector('[data-testid="order-amounts"] [data-approx]')?.textContent ?? null;

describe('the order page total in the chosen currency', () => {
  it('shows 10.61 EUR in usd, then in krw when the choice changes', async () => {
    await renderOrder();
    // 10.61 / 0.92 = 11.5326… USD
    expect(totalLine()).toBe('≈ $11.53');
    act(() => setCurrency(RATES[2]!));
    // 10.61 / 0.92 × 1365.50 = 15,747.81… KRW, shown in whole won
    expect(totalLine()).toBe('≈ ₩15,748');
  });

  it('is not shown when the chosen currency is the order fiat, and isolated in fa', async () => {
    act(() => setCurrency(RATES[1]!));
    await renderOrder('fa');
    expect(totalLine()).toBeNull();
    act(() => setCurrency(RATES[0]!));
    expect(totalLine()).toBe('\u2066≈ $11.53\u2069');
  });
});
