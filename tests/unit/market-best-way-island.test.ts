// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BestWay, BestWayOption } from '@/contract/market-best-way';
import { bestWayMessages } from '@/features/market/best-way/server/messages';
import type { LocaleCode } from '@/i18n/locales';
import BestWayIsland, { type BestWayIslandProps } from '@/islands/BestWayIsland';
import { marketAdFixture } from './support/market-ad';

/**
 * The best-way page's island (issue 17, item 1): the ranked options with their figures, needs
 * and links; the left-out ads and the silent providers with their reasons; for a logged-in user,
 * a comparison without a reload (the amount checked first, by the contract's rule) and a failed
 * one kept on screen with Retry. The API is stubbed; the exchange's side is
 * tests/sandbox/market-best-way.test.ts, the journeys tests/e2e/market-best-way.spec.ts.
 */

const api = vi.hoisted(() => ({ fetchBestWay: vi.fn() }));
vi.mock('@/features/market/best-way/best-way-api', () => api);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const figures = {
  totalCost: '100.00',
  minutes: { min: 1, max: 16 },
  best: false,
};
const p2p = (id: number, quantity: string, needs: BestWayOption['needs']): BestWayOption => ({
  ...figures,
  kind: 'p2p',
  price: '1.90',
  quantity,
  fee: '0',
  effectivePrice: '1.91',
  needs,
  ad: marketAdFixture(
    {
      id,
      fiat: 'EUR',
      paymentMethods: [
        { code: 'bank_transfer', name: 'Bank Transfer', color: '#000000' },
        { code: 'wise', name: 'Wise', color: '#00b9ff' },
      ],
    },
    { userId: 9, nickname: 'EuroSwift' },
  ),
});
const card: BestWayOption = {
  ...figures,
  kind: 'card',
  supplier: 'banxo',
  name: 'Banxo',
  paymentMethod: 'visa',
  price: '2.02',
  quantity: '48.01',
  fee: '3.00',
  effectivePrice: '2.09',
  minutes: { min: 3, max: 10 },
  needs: ['card'],
};

function result(options: BestWayOption[], patch: Partial<BestWay> = {}): BestWay {
  return {
    coin: 'USDT',
    fiat: 'EUR',
    amount: '100',
    amountType: 'fiat',
    paymentMethod: 'visa',
    options: options.map((o, i) => ({ ...o, best: i === 0 })),
    p2pClosed: null,
    homeFiat: 'EUR',
    excluded: [],
    cardOffered: true,
    cardUnavailable: [],
    ...patch,
  };
}

let root: Root | null = null;
const replaceState = vi.fn();

async function render(patch: Partial<BestWayIslandProps> = {}, locale: LocaleCode = 'en') {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root?.render(
      createElement(BestWayIsland, {
        locale,
        messages: bestWayMessages(locale),
        form: {
          coin: 'USDT',
          fiat: 'EUR',
          amount: '100',
          amountType: 'fiat',
          paymentMethod: 'visa',
        },
        coins: ['USDT', 'BTC'],
        fiats: ['EUR', 'USD'],
        cardMethods: [
          { method: 'visa', name: 'Visa' },
          { method: 'mastercard', name: 'Mastercard' },
        ],
        scales: { coin: 2, fiat: 2 },
        result: result([p2p(42, '52.63', ['transfer']), card]),
        problem: null,
        identityHref: 'https://main.example/verify',
        live: true,
        ...patch,
      }),
    );
  });
}

const options = () => [
  ...document.querySelectorAll<HTMLElement>('[data-testid="best-way-option"]'),
];
const input = () => document.querySelector<HTMLInputElement>('input[name="amount"]')!;
async function type(value: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input(), value);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function submit() {
  const form = document.querySelector('form')!;
  await act(async () => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

beforeEach(() => {
  api.fetchBestWay.mockReset();
  replaceState.mockReset();
  vi.spyOn(window.history, 'replaceState').mockImplementation(replaceState);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the best way to buy', () => {
  it('shows each option with what it gives, costs, takes and needs, and where it goes on', async () => {
    await render();
    const [first, second] = options();
    expect(first?.dataset.best).toBe('true');
    expect(first?.dataset.kind).toBe('p2p');
    expect(first?.querySelector('[data-testid="best-way-quantity"]')?.textContent).toBe(
      '52.63 USDT',
    );
    expect(first?.querySelector('[data-testid="best-way-fee"]')?.textContent).toBe('No fee');
    expect(first?.querySelector('[data-need="transfer"]')?.textContent).toBe(
      'To pay the advertiser by Bank Transfer or Wise',
    );
    expect(first?.textContent).toContain('1–16 min');
    expect(first?.querySelector('[data-testid="best-way-price"]')?.textContent).toBe('1.90 EUR');
    expect(first?.querySelector('a[data-testid="best-way-continue"]')?.getAttribute('href')).toBe(
      '/buy_USDT?fiat=EUR&amount=100.00&trade=42',
    );
    expect(second?.dataset.kind).toBe('card');
    expect(second?.querySelector('[data-testid="best-way-fee"]')?.textContent).toBe('3.00 EUR');
    expect(second?.querySelector('[data-need="card"]')?.textContent).toBe('A Visa card');
    expect(second?.querySelector('a[data-testid="best-way-continue"]')?.textContent).toBe(
      'Buy with Banxo',
    );
  });

  it('says why better prices are left out and which providers are silent', async () => {
    await render({
      result: result([card], {
        excluded: [{ adId: 7, nickname: 'Picky', price: '1.70', reason: 'conditions' }],
        cardUnavailable: [{ supplier: 'moonrail', name: 'Moonrail', reason: 'amount_below_min' }],
      }),
    });
    expect(document.querySelector('[data-testid="best-way-excluded"] li')?.textContent).toBe(
      '\u2068Picky\u2069 at \u20681.70 EUR\u2069 · you do not meet its conditions yet',
    );
    expect(
      document.querySelector('[data-testid="best-way-card-unavailable"] li')?.textContent,
    ).toBe('Moonrail · below its minimum');
  });

  it('offers the home currency when P2P trades only that one', async () => {
    await render({ result: result([card], { p2pClosed: 'home_fiat', homeFiat: 'GBP' }) });
    const closed = document.querySelector('[data-testid="best-way-p2p-closed"]');
    expect(closed?.textContent).toContain('P2P trades only your home currency, GBP.');
    expect(closed?.querySelector('a')?.getAttribute('href')).toBe('/bestway/USDT_GBP');
  });

  it('compares a new amount without a reload, after checking it', async () => {
    await render();
    await type('10.505');
    await submit();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'EUR amounts have at most 2 decimals.',
    );
    expect(document.activeElement).toBe(input());
    expect(api.fetchBestWay).not.toHaveBeenCalled();

    api.fetchBestWay.mockResolvedValue(
      result([card, p2p(43, '40.00', ['transfer'])], { amount: '250' }),
    );
    await type('250');
    await submit();
    expect(api.fetchBestWay).toHaveBeenCalledWith(
      { coin: 'USDT', fiat: 'EUR', amount: '250', amountType: 'fiat', paymentMethod: 'visa' },
      expect.any(AbortSignal),
    );
    expect(replaceState).toHaveBeenCalledWith(null, '', '/bestway/USDT_EUR?amount=250');
    expect(options().map((o) => o.dataset.kind)).toEqual(['card', 'p2p']);
    expect(input().value).toBe('250');
  });

  it('keeps the last figures when a comparison fails, with Retry that compares again', async () => {
    await render();
    api.fetchBestWay.mockRejectedValueOnce(new Error('offline'));
    await submit();
    const stale = document.querySelector('[data-testid="best-way-stale"]');
    expect(stale?.textContent).toContain('Prices could not be updated.');
    expect(options()).toHaveLength(2);
    api.fetchBestWay.mockResolvedValue(result([card]));
    await act(async () => stale?.querySelector('button')?.click());
    expect(document.querySelector('[data-testid="best-way-stale"]')).toBeNull();
    expect(options()).toHaveLength(1);
  });

  it('updates live what is on screen, not an amount still being typed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      await render();
      await type('25');
      api.fetchBestWay.mockResolvedValue(result([card]));
      await act(async () => {
        vi.advanceTimersByTime(15_000);
      });
      expect(api.fetchBestWay).toHaveBeenCalledTimes(1);
      expect(api.fetchBestWay.mock.calls[0]?.[0]).toMatchObject({ amount: '100' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves a visitor’s form to the browser (a GET form, no script needed)', async () => {
    await render({ live: false });
    await type('250');
    const event = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => document.querySelector('form')?.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(false);
    expect(api.fetchBestWay).not.toHaveBeenCalled();
    expect(document.querySelector('form')?.getAttribute('action')).toBe('/bestway');
  });
});
