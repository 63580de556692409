// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyAd } from '@/contract/ads';
import AdFormIsland from '@/features/ads/AdFormIsland';
import { emptyAdForm } from '@/features/ads/ad-form';
import type { AdFormIslandProps } from '@/features/ads/ad-types';
import { adFormMessages } from '@/features/ads/server/messages';
import { chunk, PAGE_BUILD } from '@/lib/load-chunk';

/**
 * Issue 15, item 1 on the ad form: when Save's API code does not load, the chunk note says so
 * next to Save (never the generic "could not save"), nothing typed is lost, Retry saves; a second
 * failure offers Reload, which keeps the form for the reloaded page. The API module is a stub
 * behind a real chunk loader (a new one per test: a loaded chunk stays loaded) whose import
 * fails while `gate.failures` lasts.
 */

const api = vi.hoisted(() => ({
  createAd: vi.fn(),
  updateAd: vi.fn(),
  fetchAdDetail: vi.fn(),
  fetchReferencePrice: vi.fn(),
  fetchP2pBalance: vi.fn(),
}));
const gate = vi.hoisted(() => ({ failures: 0, load: async (): Promise<unknown> => null }));
vi.mock('@/features/ads/load-ads-api', () => ({ loadAdsApi: () => gate.load() }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const messages = adFormMessages('en');

function props(): AdFormIslandProps {
  return {
    locale: 'en',
    messages,
    ad: null,
    initialValues: { ...emptyAdForm({ coin: 'USDT', fiat: 'GBP' }), paymentTimeLimitMinutes: '15' },
    config: {
      fiatLimits: [{ fiat: 'GBP', minSingle: '10', maxSingle: '40000' }],
      coinLimits: [{ coin: 'USDT', maxQuantity: '1000000' }],
      paymentTimeLimitOptions: [15, 30, 45, 60],
      maxPaymentMethodsPerAd: 3,
      priceDeviationWarnPercent: '10',
      adFeePercent: '0.1',
      floatingRatioMin: '50',
      floatingRatioMax: '150',
      floatingRatioScale: 2,
    },
    coins: [{ coin: 'USDT', name: 'Tether', scale: 2 }],
    fiats: [{ fiat: 'GBP', name: 'British Pound', symbol: '£', scale: 2 }],
    homeFiat: 'GBP',
    payments: [
      {
        id: 7,
        code: 'faster_payments',
        name: 'Faster Payments',
        color: '#123456',
        detail: '20-00-00',
        fiats: ['GBP'],
      },
    ],
    reference: {
      coin: 'USDT',
      fiat: 'GBP',
      price: '0.79',
      exact: '0.79',
      warnPercent: '10',
      at: Date.UTC(2025, 5, 1),
    },
    balance: { coin: 'USDT', available: '20000' },
    myAdsHref: '/myads',
    paymentHref: '/payment',
  };
}

let root: Root;
let container: HTMLDivElement;
let assign: ReturnType<typeof vi.fn>;
let reload: ReturnType<typeof vi.fn>;

async function render() {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(createElement(AdFormIsland, props())));
}

const $ = <T extends Element = HTMLElement>(selector: string) => {
  const found = container.querySelector<T>(selector);
  if (!found) throw new Error(`No ${selector}`);
  return found;
};

async function type(selector: string, value: string) {
  const input = $<HTMLInputElement>(selector);
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function click(element: Element | undefined) {
  if (!element) throw new Error('Nothing to click');
  await act(async () => (element as HTMLElement).click());
}

async function settle(done: () => boolean) {
  for (let i = 0; i < 400 && !done(); i += 1)
    await act(async () => new Promise((r) => setTimeout(r, 5)));
}

const note = () => container.querySelector('[data-testid="chunk-error"]');
const noteButton = (label: string) =>
  [...(note()?.querySelectorAll('button') ?? [])].find((b) => b.textContent === label);

async function fillValid() {
  await type('#ad-floatingRatio', '101.5');
  await type('#ad-quantity', '1000');
  await type('#ad-minLimit', '20');
  await type('#ad-maxLimit', '500');
  const label = [...container.querySelectorAll('.adf-method')].find((l) =>
    l.textContent?.includes('Faster Payments'),
  );
  await click(label?.querySelector('input') ?? undefined);
}

async function save() {
  await click($('button[type="submit"]'));
  await settle(() => note() !== null || assign.mock.calls.length > 0);
}

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  gate.failures = 0;
  gate.load = chunk('ads-api', async () => {
    if (gate.failures > 0) {
      gate.failures -= 1;
      throw new TypeError('Failed to fetch dynamically imported module');
    }
    return api;
  });
  assign = vi.fn();
  reload = vi.fn();
  vi.stubGlobal('location', {
    ...window.location,
    assign,
    reload,
    href: 'http://localhost/releaseAdvertising',
  });
  // The server serves this page's build: a failure is a failure, not a new version.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ build: PAGE_BUILD })),
  );
  sessionStorage.clear();
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

describe('ad form: Save when its code does not load', () => {
  it('says so next to Save, keeps the input, and Retry saves', async () => {
    api.createAd.mockResolvedValue({ status: 'listed' } as MyAd);
    gate.failures = 1;
    await render();
    await fillValid();
    await save();

    expect(note()?.textContent).toContain(messages['chunk.failed']);
    expect(container.querySelector('[data-testid="ad-failure"]')).toBeNull();
    expect(api.createAd).not.toHaveBeenCalled();
    expect($<HTMLInputElement>('#ad-quantity').value).toBe('1000');
    expect($<HTMLInputElement>('#ad-floatingRatio').value).toBe('101.5');
    expect(noteButton(messages['chunk.reload'])).toBeUndefined();

    await click(noteButton(messages['chunk.retry']));
    await settle(() => assign.mock.calls.length > 0);
    expect(api.createAd).toHaveBeenCalledWith(
      expect.objectContaining({ floatingRatio: '101.5', quantity: '1000', userPaymentIds: [7] }),
    );
    expect(assign).toHaveBeenCalledWith('/myads?notice=created');
    expect(note()).toBeNull();
  });

  it('failing again offers Reload, which keeps what was typed for the reloaded form', async () => {
    gate.failures = 2;
    await render();
    await fillValid();
    await save();
    await click(noteButton(messages['chunk.retry']));
    await settle(() => noteButton(messages['chunk.reload']) !== undefined);
    await click(noteButton(messages['chunk.reload']));
    expect(reload).toHaveBeenCalledTimes(1);

    // The page loads again: the form comes back as it was typed.
    await act(async () => root.unmount());
    container.remove();
    await render();
    expect($<HTMLInputElement>('#ad-quantity').value).toBe('1000');
    expect($<HTMLInputElement>('#ad-minLimit').value).toBe('20');
    expect($<HTMLInputElement>('#ad-maxLimit').value).toBe('500');
    expect($<HTMLInputElement>('#ad-floatingRatio').value).toBe('101.5');
  });
});
