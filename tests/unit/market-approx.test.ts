// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdTable } from '@/features/market/AdTable';
import OrderPanel from '@/features/market/OrderPanel';
import { marketMessages } from '@/features/market/server/messages';
import { createIslandTranslator } from '@/i18n/island-t';
import { DEFAULT_CURRENCY, setCurrency, setRates } from '@/stores/currency';
import { marketAdFixture } from './support/market-ad';

/**
 * The market in the chosen currency (issue 13, item 6): a row's price per coin and the order
 * panel's total show "≈ $1.01" under the fiat amount, follow a new choice in the header at once,
 * and are not shown when the chosen currency is the ad's own fiat.
 */

const api = vi.hoisted(() => ({
  placeOrder: vi.fn(),
  fetchMyPayments: vi.fn(),
  fetchP2pBalance: vi.fn(),
  fetchMarketAds: vi.fn(),
}));
vi.mock('@/features/market/market-api', () => api);
vi.mock('@/features/market/order-panel-api', () => api);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const RATES = [
  { currency: 'usd', symbol: '$', rate: '1' },
  { currency: 'eur', symbol: '€', rate: '0.92' },
  { currency: 'gbp', symbol: '£', rate: '0.79' },
  { currency: 'jpy', symbol: '¥', rate: '151.20' },
  { currency: 'ngn', symbol: '₦', rate: '1550' },
];
const choose = (code: string) => {
  const found = RATES.find((r) => r.currency === code);
  if (!found) throw new Error(code);
  act(() => setCurrency(found));
};

/** LondonOTC sells USDT at 0.80 GBP; the Lagos ad at 1,600 NGN. */
const gbpAd = marketAdFixture();
const ngnAd = marketAdFixture({
  id: 42,
  fiat: 'NGN',
  price: '1600',
  minLimit: '5000',
  maxLimit: '800000',
});

let root: Root;
let container: HTMLDivElement;

beforeEach(() => {
  setRates(RATES);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  api.fetchMyPayments.mockResolvedValue([]);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  setRates([]);
  setCurrency(DEFAULT_CURRENCY);
  localStorage.clear();
});

const approx = () =>
  [...container.querySelectorAll('[data-approx]')].map((element) => element.textContent);

function renderRows(locale: 'en' | 'fa' = 'en') {
  act(() =>
    root.render(
      createElement(AdTable, {
        ads: [gbpAd, ngnAd],
        side: 'buy',
        coin: 'USDT',
        fiat: 'GBP',
        fiatScale: 2,
        coinScale: 2,
        viewer: { kind: 'visitor' },
        now: Date.UTC(2025, 5, 1),
        t: createIslandTranslator(marketMessages(locale), locale),
        locale,
        loginHref: '/login',
        identityHref: '/sandbox/identity',
        advertiserHref: (id: number) => `/addetail/${id}`,
        onTrade: () => {},
        onTradeIntent: () => {},
        fiatHref: (fiat: string) => `/buy_USDT?fiat=${fiat}`,
        onSwitchFiat: () => {},
        busy: false,
      } as Parameters<typeof AdTable>[0]),
    ),
  );
}

describe('market rows', () => {
  it('show each price per coin in the chosen currency and follow a new choice', () => {
    renderRows();
    // 0.80 GBP / 0.79 = 1.0126… USD; 1,600 NGN / 1,550 = 1.0322… USD
    expect(approx()).toEqual(['≈ $1.01', '≈ $1.03']);
    choose('jpy');
    expect(approx()).toEqual(['≈ ¥153', '≈ ¥156']);
  });

  it('leave the line out for an ad in the chosen currency itself', () => {
    choose('gbp');
    renderRows();
    expect(approx()).toEqual(['≈ £0.82']);
    expect(container.querySelector('[data-ad-id="41"] [data-approx]')).toBeNull();
  });

  it('isolate the value left-to-right in fa', () => {
    choose('eur');
    renderRows('fa');
    expect(approx()[0]).toBe('\u2066≈ €0.93\u2069');
  });
});

describe('the order panel', () => {
  async function renderPanel() {
    const messages = marketMessages('en');
    await act(async () =>
      root.render(
        createElement(OrderPanel, {
          ad: gbpAd,
          side: 'buy',
          fiatScale: 2,
          coinScale: 2,
          locale: 'en',
          now: Date.now(),
          identityHref: '/sandbox/account/identity',
          refusals: messages,
          t: createIslandTranslator(messages, 'en'),
          onClose: () => {},
        }),
      ),
    );
  }

  async function type(selector: string, typed: string) {
    const input = container.querySelector<HTMLInputElement>(selector);
    if (!input) throw new Error(selector);
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set;
      setter?.call(input, typed);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }

  const totalLine = () =>
    container
      .querySelector('input[name="amount"]')
      ?.closest('.market-order-field')
      ?.querySelector('[data-approx]')?.textContent ?? null;

  it('shows the total as it is typed or computed, in the chosen currency, and follows a new choice', async () => {
    await renderPanel();
    expect(totalLine()).toBeNull();
    await type('input[name="amount"]', '1,000');
    expect(totalLine()).toBe('≈ $1,265.82');
    // The amount computed from a quantity: 125 USDT × 0.80 = 100.00 GBP.
    await type('input[name="quantity"]', '125');
    expect(totalLine()).toBe('≈ $126.58');
    choose('eur');
    expect(totalLine()).toBe('≈ €116.46');
    choose('gbp');
    expect(totalLine()).toBeNull();
  });
});
