// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/api-error';
import type { MyAd } from '@/contract/ads';
import { AD_CODES } from '@/contract/ads-refusals';
import MyAdsIsland from '@/features/ads/MyAdsIsland';
import type { MyAdsIslandProps, MyAdsPage } from '@/features/ads/ad-types';
import { DEFAULT_MY_ADS_FILTERS } from '@/features/ads/my-ads-query';
import { myAdsMessages } from '@/features/ads/server/messages';

/**
 * My ads in a browser-like DOM: the server's first page is shown as it came, every row action
 * asks first (delisting says running orders are not affected), a refusal stays in the dialog,
 * and the filters move the address. The API calls are stubbed.
 */

const api = vi.hoisted(() => ({
  fetchMyAds: vi.fn(),
  actOnAd: vi.fn(),
  createAd: vi.fn(),
  updateAd: vi.fn(),
  fetchAdDetail: vi.fn(),
  fetchReferencePrice: vi.fn(),
  fetchP2pBalance: vi.fn(),
}));
vi.mock('@/features/ads/ads-api', () => api);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function ad(overrides: Partial<MyAd> = {}): MyAd {
  return {
    id: 42,
    type: 'sell',
    coin: 'USDT',
    fiat: 'GBP',
    priceType: 'floating',
    floatingRatio: '95.00',
    marketPrice: '0.79',
    price: '0.75',
    quantity: '1000',
    remainingQuantity: '900',
    minLimit: '20',
    maxLimit: '500',
    paymentMethods: [{ code: 'faster_payments', name: 'Faster Payments', color: '#123456' }],
    paymentTimeLimitMinutes: 15,
    remarks: '',
    autoReply: '',
    conditions: { minRegisteredDays: null, minCompletedTrades: null },
    status: 'listed',
    createdAt: Date.UTC(2025, 4, 31, 12, 0, 0),
    version: 3,
    userPaymentIds: [7],
    openOrders: 1,
    updatedAt: Date.UTC(2025, 4, 31, 12, 0, 0),
    ...overrides,
  };
}

const page = (items: MyAd[]): MyAdsPage => ({ items, total: items.length, page: 1, pageSize: 10 });

function props(overrides: Partial<MyAdsIslandProps> = {}): MyAdsIslandProps {
  return {
    locale: 'en',
    messages: myAdsMessages('en'),
    filters: DEFAULT_MY_ADS_FILTERS,
    coins: [{ coin: 'USDT', name: 'Tether', scale: 2 }],
    fiats: [{ fiat: 'GBP', name: 'British Pound', symbol: '£', scale: 2 }],
    ads: page([
      ad(),
      ad({
        id: 43,
        status: 'delisted',
        type: 'buy',
        priceType: 'fixed',
        floatingRatio: null,
        price: '0.78',
      }),
    ]),
    certified: true,
    notice: null,
    postHref: '/releaseAdvertising',
    applyHref: '/becomeMember',
    ...overrides,
  };
}

let root: Root;
let container: HTMLDivElement;

async function render(p: MyAdsIslandProps) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(createElement(MyAdsIsland, p)));
}

/** Lets the island's async work (lazy imports, stubbed calls) run until `done` holds. */
async function settle(done: () => boolean) {
  for (let i = 0; i < 400 && !done(); i += 1)
    await act(async () => new Promise((r) => setTimeout(r, 5)));
}

const row = (id: number) => {
  const found = container.querySelector(`[data-testid="my-ad-row"][data-ad-id="${id}"]`);
  if (!found) throw new Error(`No row ${id}`);
  return found;
};

function button(scope: Element, name: string) {
  const found = [...scope.querySelectorAll('button, a')].find(
    (b) => b.textContent?.trim() === name,
  );
  if (!found) throw new Error(`No button ${name}`);
  return found as HTMLElement;
}

const dialog = () => container.querySelector('[data-testid="my-ad-dialog"]');

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  window.history.replaceState(null, '', '/myads');
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

describe('My ads', () => {
  it('shows each ad with its price, amounts, limits, status and open orders', async () => {
    await render(props());
    const first = row(42);
    expect(first.textContent).toContain('Sell USDT');
    expect(first.querySelector('[data-field="price"]')?.textContent).toBe('0.75 GBP');
    expect(first.querySelector('[data-field="price-type"]')?.textContent).toContain('Floating');
    expect(first.querySelector('[data-field="quantity"]')?.textContent).toBe(
      '1,000.00 / 900.00 USDT',
    );
    expect(first.querySelector('[data-field="limits"]')?.textContent).toBe('20.00 – 500.00 GBP');
    expect(first.querySelector('[data-testid="my-ad-status"]')?.textContent).toBe('Listed');
    expect(first.querySelector('[data-field="open-orders"]')?.textContent).toBe('1');
    expect(row(43).querySelector('[data-testid="my-ad-status"]')?.textContent).toBe('Delisted');
    expect(button(row(42), 'Delist')).toBeTruthy();
    expect(button(row(43), 'Relist')).toBeTruthy();
  });

  it('delisting asks first, says running orders are not affected, then refreshes', async () => {
    api.actOnAd.mockResolvedValue(ad({ status: 'delisted', version: 4 }));
    api.fetchMyAds.mockResolvedValue(page([ad({ status: 'delisted', version: 4 })]));
    await render(props());
    await act(async () => button(row(42), 'Delist').click());
    expect(dialog()?.textContent).toContain('Delist ad #42?');
    expect(dialog()?.textContent).toContain('Running orders are not affected.');
    expect(api.actOnAd).not.toHaveBeenCalled();

    await act(async () => button(dialog() as Element, 'Delist').click());
    await settle(() => api.fetchMyAds.mock.calls.length > 0 && dialog() === null);
    expect(api.actOnAd).toHaveBeenCalledWith(42, 'delist', 3);
    expect(dialog()).toBeNull();
    expect(container.querySelector('[data-testid="my-ads-status"]')?.textContent).toBe(
      'Ad #42 is delisted.',
    );
    expect(row(42).querySelector('[data-testid="my-ad-status"]')?.textContent).toBe('Delisted');
  });

  it('cancel closes the dialog and changes nothing', async () => {
    await render(props());
    await act(async () => button(row(42), 'Delete').click());
    await act(async () => button(dialog() as Element, 'Cancel').click());
    expect(dialog()).toBeNull();
    expect(api.actOnAd).not.toHaveBeenCalled();
  });

  it('deleting an ad with orders in progress is refused in the dialog', async () => {
    api.actOnAd.mockRejectedValue(
      new ApiError({
        kind: 'server',
        code: AD_CODES.hasOpenOrders,
        msg: 'Open orders',
        data: { openOrders: 1 },
        status: 409,
        traceId: 't',
      }),
    );
    await render(props());
    await act(async () => button(row(42), 'Delete').click());
    await act(async () => button(dialog() as Element, 'Delete').click());
    await settle(() => dialog()?.querySelector('[data-testid="my-ad-dialog-error"]') != null);
    expect(dialog()?.querySelector('[data-testid="my-ad-dialog-error"]')?.textContent).toBe(
      'This ad has 1 order in progress. It can be deleted once it is finished.',
    );
  });

  it('edit confirms with a link to the form', async () => {
    await render(props());
    await act(async () => button(row(42), 'Edit').click());
    const link = button(dialog() as Element, 'Edit');
    expect(link.getAttribute('href')).toBe('/releaseAdvertising/42');
  });

  it('a filter moves the address and asks for that list', async () => {
    api.fetchMyAds.mockResolvedValue(page([]));
    await render(props());
    const status = container.querySelector<HTMLSelectElement>('#mya-status');
    await act(async () => {
      if (!status) return;
      status.value = 'delisted';
      status.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle(() => container.querySelector('[data-testid="my-ads-empty"]') !== null);
    expect(window.location.pathname + window.location.search).toBe('/myads?status=delisted');
    expect(api.fetchMyAds).toHaveBeenCalledWith(
      { status: 'delisted', page: 1, pageSize: 10 },
      expect.anything(),
      false,
    );
    expect(container.querySelector('[data-testid="my-ads-empty"]')?.textContent).toContain(
      'No records found',
    );
  });

  it('says once what the form saved, and drops the notice from the address', async () => {
    window.history.replaceState(null, '', '/myads?notice=created');
    await render(props({ notice: 'created' }));
    expect(container.querySelector('[data-testid="my-ads-status"]')?.textContent).toBe(
      'Your ad is posted and listed on the market.',
    );
    expect(window.location.search).toBe('');
  });

  it('a user who may not post sees the apply link instead of "Post ad"', async () => {
    await render(props({ certified: false, ads: page([]) }));
    expect(container.querySelector('[data-testid="my-ads-post"]')).toBeNull();
    const apply = container.querySelector('[data-testid="my-ads-apply"]');
    expect(apply?.textContent).toContain(
      'You cannot post ads yet, apply to become an advertiser first',
    );
    expect(apply?.querySelector('a')?.getAttribute('href')).toBe('/becomeMember');
  });
});
