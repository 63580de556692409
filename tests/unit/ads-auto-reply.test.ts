// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/api-error';
import { AD_AUTO_REPLY_MAX, adRequestSchema, type MyAd } from '@/contract/ads';
import AdFormIsland from '@/features/ads/AdFormIsland';
import { emptyAdForm } from '@/features/ads/ad-form';
import type { AdFormIslandProps } from '@/features/ads/ad-types';
import { adFormMessages } from '@/features/ads/server/messages';
import type { LocaleCode } from '@/i18n/locales';

/**
 * The ad form's auto-reply message (issue 12, item 5): an optional textarea with a counter and
 * a helper line, checked by the contract's one schema (at most 500 characters after trimming),
 * worded in the viewer's language, kept on a refused save, prefilled when editing and always
 * sent (so clearing it works). The API calls are stubbed; the sandbox's side is
 * tests/sandbox/ads-auto-reply.test.ts.
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

function props(locale: LocaleCode = 'en', overrides: Partial<AdFormIslandProps> = {}) {
  return {
    locale,
    messages: adFormMessages(locale),
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
    ...overrides,
  } satisfies AdFormIslandProps;
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
  const input = $<HTMLInputElement | HTMLTextAreaElement>(selector);
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

async function settle(done: () => boolean) {
  for (let i = 0; i < 400 && !done(); i += 1)
    await act(async () => new Promise((r) => setTimeout(r, 5)));
}

const answered = () =>
  assign.mock.calls.length > 0 ||
  container.querySelector('.adf-error, [data-testid="ad-failure"]') !== null;

async function submit() {
  await click($('button[type="submit"]'));
  await settle(answered);
}

/** A valid floating sell ad: 1000 USDT at 101.5 % of 0.79, 20–500 GBP, Faster Payments. */
async function fillValid() {
  await type('#ad-floatingRatio', '101.5');
  await type('#ad-quantity', '1000');
  await type('#ad-minLimit', '20');
  await type('#ad-maxLimit', '500');
  const method = [...container.querySelectorAll('.adf-method')].find((l) =>
    l.textContent?.includes('Faster Payments'),
  );
  await click(method?.querySelector('input') as HTMLInputElement);
}

const autoReply = () => $<HTMLTextAreaElement>('#ad-autoReply');
const errorText = () => container.querySelector('#ad-autoReply-error')?.textContent ?? null;

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign, href: 'http://localhost/' });
});

describe('the contract: autoReply in the ad request', () => {
  const schema = adRequestSchema();
  const valid = {
    type: 'sell',
    coin: 'USDT',
    fiat: 'GBP',
    priceType: 'fixed',
    fixedPrice: '0.80',
    quantity: '1000',
    minLimit: '20',
    maxLimit: '500',
    userPaymentIds: [7],
    paymentTimeLimitMinutes: 15,
    remarks: '',
    conditions: { minRegisteredDays: null, minCompletedTrades: null },
    launch: 'now',
    riskConfirmed: false,
  };

  it('is optional, trimmed, and at most 500 characters after trimming', () => {
    expect(AD_AUTO_REPLY_MAX).toBe(500);
    expect(schema.safeParse(valid).success).toBe(true);
    const trimmed = schema.safeParse({ ...valid, autoReply: `  ${'x'.repeat(500)}  ` });
    expect(trimmed.success && trimmed.data.autoReply).toBe('x'.repeat(500));
    const tooLong = schema.safeParse({ ...valid, autoReply: 'x'.repeat(501) });
    expect(tooLong.success).toBe(false);
    const [issue] = tooLong.error?.issues ?? [];
    expect(issue?.path).toEqual(['autoReply']);
    expect(issue?.message).toBe('The auto-reply message can have at most 500 characters');
    expect(issue).toMatchObject({
      params: { code: 'too_big', rule: 'autoReplyTooLong', values: { max: '500' } },
    });
  });
});

describe('the ad form: auto-reply message', () => {
  afterEach(async () => {
    await act(async () => root.unmount());
    container.remove();
    vi.unstubAllGlobals();
  });

  it('is an optional textarea with a helper line and a counter that turns red past 500', async () => {
    await render(props());
    const label = $(`label[for="ad-autoReply"]`);
    expect(label.textContent).toBe('Auto-reply message');
    const hint = $('#ad-autoReply-hint');
    expect(hint.textContent).toContain(
      'Sent in the order chat when someone places an order on this ad.',
    );
    expect(autoReply().getAttribute('aria-describedby')).toBe('ad-autoReply-hint');
    expect($('[data-testid="ad-autoReply-count"]').textContent).toBe('0/500 characters');

    await type('#ad-autoReply', 'Hello! Pay within 15 minutes.');
    expect($('[data-testid="ad-autoReply-count"]').textContent).toBe('29/500 characters');
    await type('#ad-autoReply', 'x'.repeat(501));
    const count = $('[data-testid="ad-autoReply-count"]');
    expect(count.textContent).toBe('501/500 characters');
    expect(count.className).toBe('adf-over');
  });

  it.each([
    ['en', 'The auto-reply message can have at most 500 characters'],
    ['fa', 'پیام پاسخ خودکار حداکثر می‌تواند 500 نویسه داشته باشد'],
    ['ja', '自動返信メッセージは最大 500 文字です'],
  ] as const)(
    'refuses 501 characters at the field in %s, keeps them, and sends nothing',
    async (locale, message) => {
      await render(props(locale));
      await fillValid();
      await type('#ad-autoReply', 'y'.repeat(501));
      await submit();
      expect(errorText()).toBe(message);
      expect(autoReply().getAttribute('aria-invalid')).toBe('true');
      expect(autoReply().getAttribute('aria-describedby')).toBe(
        'ad-autoReply-hint ad-autoReply-error',
      );
      expect(autoReply().value).toBe('y'.repeat(501));
      expect(api.createAd).not.toHaveBeenCalled();
    },
  );

  it('sends the trimmed message; a refused save keeps it and shows the server’s rule, translated', async () => {
    api.createAd.mockRejectedValue(
      new ApiError({
        kind: 'server',
        code: 400,
        msg: 'The field "autoReply" is invalid',
        data: {
          errors: [
            {
              path: 'autoReply',
              code: 'too_big',
              message: 'The auto-reply message can have at most 400 characters',
              rule: 'autoReplyTooLong',
              params: { max: '400' },
            },
          ],
        },
        status: 400,
        traceId: 't',
      }),
    );
    await render(props('fr'));
    await fillValid();
    await type('#ad-autoReply', '  Bonjour ! Payez sous 15 minutes.  ');
    await submit();
    expect(api.createAd).toHaveBeenCalledWith(
      expect.objectContaining({ autoReply: 'Bonjour ! Payez sous 15 minutes.' }),
    );
    expect(errorText()).toBe(
      'Le message de réponse automatique peut contenir au plus 400 caractères',
    );
    expect(autoReply().value).toBe('  Bonjour ! Payez sous 15 minutes.  ');
    expect(assign).not.toHaveBeenCalled();
  });

  it('is prefilled when editing, and clearing it sends an empty message', async () => {
    const saved = 'Hi, I release within 5 minutes of your payment.';
    const { adFormFromAd } = await import('@/features/ads/ad-form');
    const initialValues = {
      ...adFormFromAd({
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
        autoReply: saved,
        conditions: { minRegisteredDays: null, minCompletedTrades: null },
        status: 'listed',
        createdAt: 1,
        version: 1,
        userPaymentIds: [7],
        openOrders: 0,
        updatedAt: 1,
      }),
    };
    api.updateAd.mockResolvedValue({ status: 'listed' } as MyAd);
    await render(props('en', { ad: { id: 42, version: 1, status: 'listed' }, initialValues }));
    expect(autoReply().value).toBe(saved);
    expect($('[data-testid="ad-autoReply-count"]').textContent).toBe('47/500 characters');

    await type('#ad-autoReply', '');
    await submit();
    expect(api.updateAd).toHaveBeenCalledWith(42, 1, expect.objectContaining({ autoReply: '' }));
  });
});
