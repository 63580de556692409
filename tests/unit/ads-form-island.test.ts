// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/api-error';
import type { MyAd, ReferencePrice } from '@/contract/ads';
import { AD_CODES } from '@/contract/ads-refusals';
import AdFormIsland from '@/features/ads/AdFormIsland';
import { emptyAdForm } from '@/features/ads/ad-form';
import type { AdFormIslandProps } from '@/features/ads/ad-types';
import { adFormMessages } from '@/features/ads/server/messages';

/**
 * The ad form in a browser-like DOM: each bad input shows its rule's message at its field and
 * sends nothing; a far price asks for the risk confirmation first; a refused save keeps what was
 * typed (a version conflict offers "Reload latest", never a silent overwrite). The API calls are
 * stubbed: the sandbox's own answers are covered by its HTTP tests and the e2e journey.
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

function props(overrides: Partial<AdFormIslandProps> = {}): AdFormIslandProps {
  return {
    locale: 'en',
    messages: adFormMessages('en'),
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
    fiats: [
      { fiat: 'GBP', name: 'British Pound', symbol: '£', scale: 2 },
      { fiat: 'EUR', name: 'Euro', symbol: '€', scale: 2 },
    ],
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
      { id: 8, code: 'sepa', name: 'SEPA', color: '#654321', detail: 'DE00', fiats: ['EUR'] },
    ],
    reference,
    balance: { coin: 'USDT', available: '20000' },
    myAdsHref: '/myads',
    paymentHref: '/payment',
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

async function type(selector: string, value: string) {
  const input = $<HTMLInputElement>(selector);
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function click(element: Element) {
  await act(async () => {
    (element as HTMLElement).click();
  });
}

/** Checks a payment method by its label text. */
async function choosePayment(name: string) {
  const label = [...container.querySelectorAll('.adf-method')].find((l) =>
    l.textContent?.includes(name),
  );
  if (!label) throw new Error(`No payment ${name}`);
  await click(label.querySelector('input') as HTMLInputElement);
}

/** Lets the island's async work (resolver, lazy imports, stubbed calls) run until `done` holds. */
async function settle(done: () => boolean) {
  for (let i = 0; i < 400 && !done(); i += 1)
    await act(async () => new Promise((r) => setTimeout(r, 5)));
}

/** Something answered the submit: a message, a dialog, a conflict, or the way to My ads. */
const answered = () =>
  assign.mock.calls.length > 0 ||
  container.querySelector(
    '.adf-error, [data-testid="ad-failure"], [data-testid="ad-conflict"], [data-testid="ad-risk-dialog"]',
  ) !== null;

async function submit(done: () => boolean = answered) {
  await click($('button[type="submit"]'));
  await settle(done);
}

const errorOf = (field: string) =>
  container.querySelector(`#ad-${field}-error`)?.textContent ?? null;

/** A valid floating sell ad: 1000 USDT at 101.5 % of 0.79, 20–500 GBP, Faster Payments. */
async function fillValid() {
  await type('#ad-floatingRatio', '101.5');
  await type('#ad-quantity', '1000');
  await type('#ad-minLimit', '20');
  await type('#ad-maxLimit', '500');
  await choosePayment('Faster Payments');
}

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  assign = vi.fn();
  vi.stubGlobal('location', {
    ...window.location,
    assign,
    href: 'http://localhost/releaseAdvertising',
  });
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

describe('ad form: bad input', () => {
  it('offers only the saved methods for the fiat, the fiat floor and cap, the live price', async () => {
    await render(props());
    expect($('[data-testid="ad-payments"]').textContent).toContain('Faster Payments');
    expect($('[data-testid="ad-payments"]').textContent).not.toContain('SEPA');
    expect(container.textContent).toContain('At least 10.00 GBP');
    expect(container.textContent).toContain('At most 40,000.00 GBP');
    expect(container.textContent).toContain('At most 1,000,000.00 USDT');
    expect($('[data-testid="ad-reference-price"]').textContent).toBe('0.79 GBP');
    expect($<HTMLOptionElement>('#ad-fiat option[value="EUR"]').disabled).toBe(true);
    await type('#ad-floatingRatio', '101.5');
    // 0.79 × 101.5 % = 0.801850, shown at the fiat's two decimals.
    expect($('[data-testid="ad-effective-price"]').textContent).toBe('0.80 GBP');
  });

  it('shows each rule of spec section 5 at its field and sends nothing', async () => {
    await render(props());
    await type('#ad-floatingRatio', 'abc');
    await type('#ad-quantity', '2000000');
    await type('#ad-minLimit', '5');
    await type('#ad-maxLimit', '50000');
    await submit();
    expect(errorOf('floatingRatio')).toBe('You must enter a number');
    expect(errorOf('quantity')).toBe('The total quantity cannot exceed 1000000 USDT');
    expect(errorOf('minLimit')).toBe('The minimum single limit cannot be below 10 GBP');
    expect(errorOf('maxLimit')).toBe('The maximum single limit cannot exceed 40000 GBP');
    expect(errorOf('userPaymentIds')).toBe('Please choose at least one payment method');
    expect($('[data-testid="ad-failure"]').textContent).toBe(
      'Please correct the highlighted fields.',
    );
    expect(api.createAd).not.toHaveBeenCalled();

    await type('#ad-minLimit', '600');
    await type('#ad-maxLimit', '500');
    expect(errorOf('maxLimit')).toBe(
      'Maximum single limit must be greater than the minimum single limit',
    );
    expect(errorOf('minLimit')).toBeNull();
  });

  it('marks the inputs invalid and links the message', async () => {
    await render(props());
    await submit();
    const input = $('#ad-quantity');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain('ad-quantity-error');
  });
});

describe('ad form: saving', () => {
  it('posts exactly the contract request and goes on to My ads', async () => {
    api.createAd.mockResolvedValue({ status: 'listed' } as MyAd);
    await render(props());
    await fillValid();
    await submit();
    expect(api.createAd).toHaveBeenCalledWith({
      type: 'sell',
      coin: 'USDT',
      fiat: 'GBP',
      priceType: 'floating',
      floatingRatio: '101.5',
      quantity: '1000',
      minLimit: '20',
      maxLimit: '500',
      userPaymentIds: [7],
      paymentTimeLimitMinutes: 15,
      remarks: '',
      autoReply: '',
      conditions: { minRegisteredDays: null, minCompletedTrades: null },
      launch: 'now',
      riskConfirmed: false,
    });
    expect(assign).toHaveBeenCalledWith('/myads?notice=created');
  });

  it('a price far from the market asks first and sends the confirmation', async () => {
    api.createAd.mockResolvedValue({ status: 'listed' } as MyAd);
    await render(props());
    await fillValid();
    await type('#ad-floatingRatio', '150');
    await type('#ad-maxLimit', '100');
    await submit();
    expect(api.createAd).not.toHaveBeenCalled();
    const dialog = $('[data-testid="ad-risk-dialog"]');
    expect(dialog.textContent).toContain(
      'Your price deviates from the market reference price by 50.63% (more than 10%)',
    );
    const confirm = [...dialog.querySelectorAll('button')].find((b) =>
      b.textContent?.includes('I understand the risk'),
    );
    await click(confirm as HTMLButtonElement);
    await settle(() => assign.mock.calls.length > 0);
    expect(api.createAd).toHaveBeenCalledWith(
      expect.objectContaining({ floatingRatio: '150', riskConfirmed: true }),
    );
  });

  it('a refusal keeps everything typed; sandbox field errors land on their fields', async () => {
    api.createAd.mockRejectedValue(
      new ApiError({
        kind: 'server',
        code: 400,
        msg: 'The field "maxLimit" is invalid',
        data: {
          errors: [
            {
              path: 'maxLimit',
              code: 'too_big',
              message: 'The maximum single limit cannot exceed 450 GBP',
              rule: 'maxAboveCap',
              params: { max: '450', fiat: 'GBP' },
            },
          ],
        },
        status: 400,
        traceId: 't',
      }),
    );
    await render(props());
    await fillValid();
    await submit();
    expect(errorOf('maxLimit')).toBe('The maximum single limit cannot exceed 450 GBP');
    expect($<HTMLInputElement>('#ad-quantity').value).toBe('1000');
    expect($<HTMLInputElement>('#ad-floatingRatio').value).toBe('101.5');
    expect(assign).not.toHaveBeenCalled();
  });

  it('"Insufficient Balance" offers the transfer dialog for the coin', async () => {
    api.createAd.mockRejectedValue(
      new ApiError({
        kind: 'server',
        code: AD_CODES.insufficientBalance,
        msg: 'Insufficient Balance',
        data: null,
        status: 400,
        traceId: 't',
      }),
    );
    const requested: unknown[] = [];
    const listen = (event: Event) => requested.push((event as CustomEvent).detail);
    window.addEventListener('p2p:transfer-request', listen);
    await render(props());
    await fillValid();
    await submit();
    const failure = $('[data-testid="ad-failure"]');
    expect(failure.textContent).toContain('Insufficient Balance');
    // No field to point at: the reader is taken to the message, next to Save.
    expect(document.activeElement).toBe(failure);
    await click(failure.querySelector('button') as HTMLButtonElement);
    expect(requested).toEqual([{ to: 'p2p', coin: 'USDT' }]);
    window.removeEventListener('p2p:transfer-request', listen);
  });

  it('another tab saved first: the conflict notice, then "Reload latest" loads that version', async () => {
    const saved: MyAd = {
      id: 42,
      type: 'sell',
      coin: 'USDT',
      fiat: 'GBP',
      priceType: 'floating',
      floatingRatio: '101.50',
      marketPrice: '0.79',
      price: '0.80',
      quantity: '1000',
      remainingQuantity: '1000',
      minLimit: '20',
      maxLimit: '500',
      paymentMethods: [{ code: 'faster_payments', name: 'Faster Payments', color: '#123456' }],
      paymentTimeLimitMinutes: 15,
      remarks: '',
      autoReply: '',
      conditions: { minRegisteredDays: null, minCompletedTrades: null },
      status: 'listed',
      createdAt: 1,
      version: 1,
      userPaymentIds: [7],
      openOrders: 0,
      updatedAt: 1,
    };
    api.updateAd.mockRejectedValue(
      new ApiError({
        kind: 'server',
        code: AD_CODES.versionConflict,
        msg: 'Changed',
        data: { version: 2 },
        status: 409,
        traceId: 't',
      }),
    );
    api.fetchAdDetail.mockResolvedValue({ ...saved, quantity: '1500', version: 2 });
    const { adFormFromAd } = await import('@/features/ads/ad-form');
    await render(
      props({ ad: { id: 42, version: 1, status: 'listed' }, initialValues: adFormFromAd(saved) }),
    );
    await type('#ad-quantity', '1200');
    await submit();
    expect(api.updateAd).toHaveBeenCalledWith(42, 1, expect.objectContaining({ quantity: '1200' }));
    const conflict = $('[data-testid="ad-conflict"]');
    expect(conflict.textContent).toContain('This ad was changed elsewhere');
    expect($<HTMLInputElement>('#ad-quantity').value).toBe('1200');
    expect(assign).not.toHaveBeenCalled();

    await click(conflict.querySelector('button') as HTMLButtonElement);
    await settle(() => container.querySelector('[data-testid="ad-conflict"]') === null);
    expect(container.querySelector('[data-testid="ad-conflict"]')).toBeNull();
    expect($<HTMLInputElement>('#ad-quantity').value).toBe('1500');
    expect($('[data-testid="ad-notice"]').textContent).toContain('The latest version is loaded');

    api.updateAd.mockResolvedValue({ ...saved, version: 3 });
    await submit(() => assign.mock.calls.length > 0);
    expect(api.updateAd).toHaveBeenLastCalledWith(
      42,
      2,
      expect.objectContaining({ quantity: '1500' }),
    );
    expect(assign).toHaveBeenCalledWith('/myads?notice=updated');
  });
});
