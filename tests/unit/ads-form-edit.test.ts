// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/api-error';
import type { ApiClient } from '@/client/http';
import { adsEndpoints, type MyAd, type ReferencePrice } from '@/contract/ads';
import type { EndpointDef } from '@/contract/define';
import { marketEndpoints } from '@/contract/market';
import { paymentsEndpoints } from '@/contract/payments';
import { userEndpoints } from '@/contract/user';
import { walletEndpoints } from '@/contract/wallet';
import AdFormIsland from '@/features/ads/AdFormIsland';
import { adFormFromAd } from '@/features/ads/ad-form';
import type { AdFormIslandProps } from '@/features/ads/ad-types';
import { parseMyAdsNotice } from '@/features/ads/my-ads-notice';
import { adCopyHref, loadAdForm, parseCopyId } from '@/features/ads/server/load-ad-form';
import { adFormMessages } from '@/features/ads/server/messages';

/**
 * Editing an ad (issue 13, item 4): side, coin and fiat are shown fixed and never sent changed,
 * with "Copy to a new ad" (the post form prefilled from the ad, side and coin editable); "Go
 * online" is saved as the ad's status and My ads says what happened; a field the sandbox still
 * refuses is marked, focused and named above Save. The API calls are stubbed; the sandbox's
 * answers are covered by its HTTP tests (`tests/sandbox/ads-edit-launch.test.ts`).
 */

const api = vi.hoisted(() => ({
  createAd: vi.fn(),
  updateAd: vi.fn(),
  fetchAdDetail: vi.fn(),
  fetchReferencePrice: vi.fn(),
  fetchP2pBalance: vi.fn(),
  fetchMyAds: vi.fn(),
  actOnAd: vi.fn(),
}));
vi.mock('@/features/ads/ads-api', () => api);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const reference: ReferencePrice = {
  coin: 'USDT',
  fiat: 'GBP',
  price: '0.79',
  exact: '0.79',
  warnPercent: '10',
  at: Date.UTC(2025, 5, 1),
};

/** A saved fixed-price sell ad: 1000 USDT at 0.80 GBP, 20–500 GBP, Faster Payments. */
const saved: MyAd = {
  id: 42,
  type: 'sell',
  coin: 'USDT',
  fiat: 'GBP',
  priceType: 'fixed',
  floatingRatio: null,
  marketPrice: '0.79',
  price: '0.80',
  quantity: '1000',
  remainingQuantity: '1000',
  minLimit: '20',
  maxLimit: '500',
  paymentMethods: [{ code: 'faster_payments', name: 'Faster Payments', color: '#123456' }],
  paymentTimeLimitMinutes: 15,
  remarks: 'Fast release',
  autoReply: 'Hello',
  conditions: { minRegisteredDays: 30, minCompletedTrades: null },
  status: 'listed',
  createdAt: 1,
  version: 3,
  userPaymentIds: [7],
  openOrders: 0,
  updatedAt: 1,
};

function props(ad: MyAd, overrides: Partial<AdFormIslandProps> = {}): AdFormIslandProps {
  return {
    locale: 'en',
    messages: adFormMessages('en'),
    ad: { id: ad.id, version: ad.version, status: ad.status },
    initialValues: adFormFromAd(ad),
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
    coins: [
      { coin: 'USDT', name: 'Tether', scale: 2 },
      { coin: 'BTC', name: 'Bitcoin', scale: 8 },
    ],
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
    reference,
    balance: { coin: 'USDT', available: '20000' },
    myAdsHref: '/myads',
    paymentHref: '/payment',
    copyHref: '/releaseAdvertising?copy=42',
    ...overrides,
  };
}

let root: Root;
let container: HTMLDivElement;
let assign: ReturnType<typeof vi.fn>;

async function render(p: AdFormIslandProps) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(createElement(AdFormIsland, p)));
}

const $ = <T extends Element = HTMLElement>(selector: string) => {
  const found = container.querySelector<T>(selector);
  if (!found) throw new Error(`No ${selector}`);
  return found;
};

async function click(element: Element) {
  await act(async () => {
    (element as HTMLElement).click();
  });
}

async function settle(done: () => boolean) {
  for (let i = 0; i < 400 && !done(); i += 1)
    await act(async () => new Promise((r) => setTimeout(r, 5)));
}

async function save(done: () => boolean) {
  await click($('button[type="submit"]'));
  await settle(done);
}

const radio = (value: string) => $<HTMLInputElement>(`input[name="launch"][value="${value}"]`);

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign, href: 'http://localhost/' });
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

describe('editing an ad: side, coin and fiat are fixed', () => {
  it('shows them read-only with the way to post another, and sends the saved ones', async () => {
    api.updateAd.mockResolvedValue({ ...saved, version: 4 });
    await render(props(saved));
    const fixed = $('[data-testid="ad-fixed-kind"]');
    expect($<HTMLInputElement>('#ad-type').readOnly).toBe(true);
    expect($<HTMLInputElement>('#ad-type').value).toBe('Sell');
    expect($<HTMLInputElement>('#ad-coin').readOnly).toBe(true);
    expect($<HTMLInputElement>('#ad-coin').value).toBe('USDT');
    expect($<HTMLInputElement>('#ad-fiat').value).toBe('GBP');
    // Nothing to change them with: no side radios, no coin or fiat choice.
    expect(container.querySelector('input[name="type"]')).toBeNull();
    expect(container.querySelector('select#ad-coin, select#ad-fiat')).toBeNull();
    expect(fixed.textContent).toContain('To trade another coin or side, post a new ad.');
    const copy = $<HTMLAnchorElement>('[data-testid="ad-copy"]');
    expect([copy.textContent, copy.getAttribute('href')]).toEqual([
      'Copy to a new ad',
      '/releaseAdvertising?copy=42',
    ]);

    await save(() => assign.mock.calls.length > 0);
    expect(api.updateAd).toHaveBeenCalledWith(
      42,
      3,
      expect.objectContaining({ type: 'sell', coin: 'USDT', fiat: 'GBP', quantity: '1000' }),
    );
  });

  it('a field the sandbox refuses is marked, focused and named above Save', async () => {
    api.updateAd.mockRejectedValue(
      new ApiError({
        kind: 'server',
        code: 400,
        msg: 'The field "ad.coin" is invalid',
        data: {
          errors: [
            {
              path: 'ad.coin',
              code: 'not_allowed',
              message: 'Reworded by the exchange',
              rule: 'kindFixed',
              params: {},
            },
          ],
        },
        status: 400,
        traceId: 't',
      }),
    );
    await render(props(saved));
    await save(() => container.querySelector('[data-testid="ad-failure"]') !== null);
    const coin = $<HTMLInputElement>('#ad-coin');
    expect($('#ad-coin-error').textContent).toBe(
      'The side, coin and fiat of a saved ad cannot be changed; post a new ad instead',
    );
    expect(coin.getAttribute('aria-invalid')).toBe('true');
    await settle(() => document.activeElement === coin);
    expect(document.activeElement).toBe(coin);
    expect($('[data-testid="ad-failure"]').textContent).toBe(
      'Not saved. Please correct: Cryptocurrency.',
    );
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('editing an ad: "Go online" is saved as its status', () => {
  it('a delisted ad saved with "Now" goes online, and My ads says so', async () => {
    const offline = { ...saved, status: 'delisted' as const };
    api.updateAd.mockResolvedValue({ ...offline, status: 'listed', version: 4 });
    await render(props(offline));
    expect($('[data-testid="ad-launch-hint"]').textContent).toBe(
      'This ad is offline now. Choose Now to put it back on the market when you save.',
    );
    expect(radio('later').checked).toBe(true);
    await click(radio('now'));
    await save(() => assign.mock.calls.length > 0);
    expect(api.updateAd).toHaveBeenCalledWith(42, 3, expect.objectContaining({ launch: 'now' }));
    expect(assign).toHaveBeenCalledWith('/myads?notice=updatedOnline');
  });

  it('a listed ad saved with "Later" is taken offline; left online it is just saved', async () => {
    api.updateAd.mockResolvedValue({ ...saved, status: 'delisted', version: 4 });
    await render(props(saved));
    expect($('[data-testid="ad-launch-hint"]').textContent).toContain('This ad is online now.');
    await click(radio('later'));
    await save(() => assign.mock.calls.length > 0);
    expect(api.updateAd).toHaveBeenCalledWith(42, 3, expect.objectContaining({ launch: 'later' }));
    expect(assign).toHaveBeenCalledWith('/myads?notice=updatedOffline');
  });

  it('My ads knows the two new notices', () => {
    for (const notice of ['updatedOnline', 'updatedOffline'])
      expect(parseMyAdsNotice(new URLSearchParams({ notice }))).toBe(notice);
  });
});

type Query = Record<string, unknown>;

/** An API client answering by endpoint path (the page's server load). */
function fakeApi(answers: Record<string, (query: Query) => unknown>): ApiClient {
  return {
    call: (endpoint: EndpointDef, input?: { query?: Query }) => {
      const answer = answers[endpoint.path];
      if (!answer) return Promise.reject(new Error(`No answer for ${endpoint.path}`));
      const data = answer(input?.query ?? {});
      return data instanceof Error ? Promise.reject(data) : Promise.resolve(data);
    },
  } as unknown as ApiClient;
}

describe('"Copy to a new ad"', () => {
  const answers = {
    [userEndpoints.c2cUserInfo.path]: () => ({
      identityVerified: true,
      merchantStatus: 'certified',
      homeFiat: 'GBP',
    }),
    [marketEndpoints.c2cBasicsConfig.path]: () => props(saved).config,
    [marketEndpoints.c2cOptionBox.path]: () => ({
      coins: props(saved).coins,
      fiats: props(saved).fiats,
      paymentMethods: [{ code: 'faster_payments', fiats: ['GBP'] }],
    }),
    [paymentsEndpoints.c2cPaymentList.path]: () => [
      {
        id: 7,
        method: { code: 'faster_payments', name: 'Faster Payments', color: '#123456' },
        fields: [],
      },
    ],
    [adsEndpoints.c2cAdDetail.path]: (query: Query) =>
      query.id === 42
        ? saved
        : new ApiError({
            kind: 'server',
            code: 103005,
            msg: 'x',
            data: null,
            status: 404,
            traceId: 't',
          }),
    [adsEndpoints.c2cReferencePrice.path]: () => reference,
    [walletEndpoints.walletTransferBalance.path]: () => ({ coin: 'USDT', available: '20000' }),
  };

  it('links the post form with the ad to copy, and reads it back', () => {
    expect(adCopyHref('en', 42)).toBe('/releaseAdvertising?copy=42');
    expect(adCopyHref('fa', 42)).toBe('/fa/releaseAdvertising?copy=42');
    expect(parseCopyId(new URLSearchParams('copy=42'))).toBe(42);
    for (const search of ['', 'copy=abc', 'copy=-1', 'copy=0'])
      expect(parseCopyId(new URLSearchParams(search))).toBeNull();
  });

  it('prefills a new ad from the saved one, going online now', async () => {
    const load = await loadAdForm(fakeApi(answers), null, 42);
    if (load.kind !== 'ok') throw new Error(`Not loaded: ${load.kind}`);
    expect(load.island.ad).toBeNull();
    expect(load.island.copiedFrom).toBe(42);
    expect(load.island.initialValues).toEqual({
      ...adFormFromAd(saved),
      launch: 'now',
      riskConfirmed: false,
    });
  });

  it('an ad that is not the user’s starts the plain form', async () => {
    const load = await loadAdForm(fakeApi(answers), null, 999);
    if (load.kind !== 'ok') throw new Error(`Not loaded: ${load.kind}`);
    expect([load.island.copiedFrom, load.island.initialValues.remarks]).toEqual([null, '']);
  });

  it('the copy is a new ad: side and coin editable, the source named', async () => {
    const load = await loadAdForm(fakeApi(answers), null, 42);
    if (load.kind !== 'ok') throw new Error(`Not loaded: ${load.kind}`);
    api.createAd.mockResolvedValue({ ...saved, id: 43, type: 'buy' });
    await render({ ...props(saved), ...load.island, copyHref: null });
    expect($('[data-testid="ad-copied"]').textContent).toBe(
      'A copy of ad #42: change what you need, then post it as a new ad.',
    );
    expect($<HTMLInputElement>('#ad-quantity').value).toBe('1000');
    expect(container.querySelector('[data-testid="ad-fixed-kind"]')).toBeNull();
    expect($('select#ad-coin').tagName).toBe('SELECT');
    await click($('input[name="type"][value="buy"]'));
    await save(() => assign.mock.calls.length > 0);
    expect(api.createAd).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'buy',
        coin: 'USDT',
        remarks: 'Fast release',
        launch: 'now',
      }),
    );
  });
});
