// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/api-error';
import { EXPRESS_CODES, type ExpressQuote } from '@/contract/orders-express';
import ExpressIsland from '@/features/orders/express/ExpressIsland';
import { expressMessages } from '@/features/orders/express/server/messages';
import type { LocaleCode } from '@/i18n/locales';
import { marketAdFixture } from './support/market-ad';

/**
 * Express (issue 17, item 2), the page's side: the amount checked by the contract's rule before
 * any call (focus on the field), the best offer shown with what the order will be, one click
 * placing it and going to the order, a changed offer shown in place for a second confirmation,
 * and "no ad" worded with the way to the market. The API is stubbed; the exchange's side is
 * tests/sandbox/orders-express.test.ts, the journey tests/e2e/orders-express.spec.ts.
 */

const api = vi.hoisted(() => ({ expressQuote: vi.fn(), expressPlace: vi.fn() }));
vi.mock('@/features/orders/express/express-api', () => api);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function quote(id: number, price: string, nickname: string): ExpressQuote {
  return {
    side: 'buy',
    price,
    amount: '100.00',
    quantity: '91.74',
    userPaymentIds: [],
    compared: 7,
    ad: marketAdFixture(
      {
        id,
        price,
        paymentMethods: [{ code: 'bank_transfer', name: 'Bank Transfer', color: '#000000' }],
      },
      { userId: 9, nickname },
    ),
  };
}

function refusal(code: number, data: unknown = null) {
  return new ApiError({ kind: 'server', status: 400, code, msg: 'refused', data, traceId: 't' });
}

let root: Root | null = null;
const assign = vi.fn();

async function render(locale: LocaleCode = 'en') {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root?.render(
      createElement(ExpressIsland, {
        locale,
        messages: expressMessages(locale),
        coins: [
          { coin: 'USDT', scale: 2 },
          { coin: 'BTC', scale: 8 },
        ],
        fiat: { code: 'GBP', scale: 2 },
        side: 'buy',
        coin: 'USDT',
      }),
    );
  });
}

const input = () => document.querySelector<HTMLInputElement>('input[inputmode="decimal"]')!;
async function type(value: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input(), value);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name);
async function click(name: string) {
  const target = button(name);
  if (!target) throw new Error(`No button "${name}" in: ${document.body.textContent}`);
  await act(async () => target.click());
}

beforeEach(() => {
  api.expressQuote.mockReset();
  api.expressPlace.mockReset();
  assign.mockReset();
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('Express', () => {
  it('checks the amount before asking, and focuses it', async () => {
    await render();
    await click('Find the best offer');
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Enter an amount.');
    expect(document.activeElement).toBe(input());
    await type('10.505');
    await click('Find the best offer');
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'GBP amounts have at most 2 decimals.',
    );
    expect(api.expressQuote).not.toHaveBeenCalled();
  });

  it('shows the best offer, and one click places it and opens the order', async () => {
    api.expressQuote.mockResolvedValue(quote(5, '1.09', 'MaxMerch'));
    api.expressPlace.mockResolvedValue({ orderNo: '20261127000000001' });
    await render();
    await type('100');
    await click('Find the best offer');
    expect(api.expressQuote).toHaveBeenCalledWith({
      side: 'buy',
      coin: 'USDT',
      fiat: 'GBP',
      amount: '100',
    });
    const card = document.querySelector('[data-testid="express-quote"]');
    expect(card?.textContent).toContain('Best offer of 7 ads compared');
    expect(card?.textContent).toContain('MaxMerch');
    expect(card?.textContent).toContain('1.09 GBP');
    expect(card?.textContent).toContain('91.74 USDT');
    expect(card?.textContent).toContain('15 minutes');
    // The advertiser's record, to judge whom one trades with.
    expect(card?.textContent).toContain('17 orders, \u206898.50%\u2069 completed');
    expect(card?.textContent).toContain('~2 minutes');
    await click('Buy USDT');
    expect(api.expressPlace).toHaveBeenCalledWith({
      side: 'buy',
      coin: 'USDT',
      fiat: 'GBP',
      amount: '100',
      adId: 5,
      price: '1.09',
    });
    expect(assign).toHaveBeenCalledWith('/order/detail/20261127000000001');
  });

  it('a changed offer takes the old one’s place and needs a second confirmation', async () => {
    api.expressQuote.mockResolvedValue(quote(5, '1.09', 'MaxMerch'));
    api.expressPlace
      .mockRejectedValueOnce(refusal(EXPRESS_CODES.expressQuoteChanged, quote(6, '1.11', 'Second')))
      .mockResolvedValueOnce({ orderNo: '20261127000000002' });
    await render();
    await type('100');
    await click('Find the best offer');
    await click('Buy USDT');
    expect(assign).not.toHaveBeenCalled();
    expect(document.querySelector('[data-testid="express-changed"]')?.textContent).toContain(
      'The best offer changed before you confirmed.',
    );
    const card = document.querySelector<HTMLElement>('[data-testid="express-quote"]');
    expect(card?.dataset.adId).toBe('6');
    expect(card?.textContent).toContain('1.11 GBP');
    await click('Buy USDT');
    expect(api.expressPlace).toHaveBeenLastCalledWith(
      expect.objectContaining({ adId: 6, price: '1.11' }),
    );
    expect(assign).toHaveBeenCalledWith('/order/detail/20261127000000002');
  });

  it('no ad for the amount says so in the page’s language, with the market as the way on', async () => {
    api.expressQuote.mockRejectedValue(refusal(EXPRESS_CODES.expressNoAd));
    await render('fa');
    await type('100');
    await click('یافتن بهترین پیشنهاد');
    const refused = document.querySelector('[data-testid="express-refused"]');
    expect(refused?.textContent).toContain('در حال حاضر هیچ آگهی‌ای این مبلغ را نمی‌پذیرد');
    expect(refused?.querySelector('a')?.getAttribute('href')).toBe('/fa/buy_USDT');
    // A refusal is no failure to retry; what was typed stays.
    expect(button('تلاش دوباره')).toBeUndefined();
    expect(input().value).toBe('100');
  });

  it('a failed request offers Try again, which asks again', async () => {
    api.expressQuote
      .mockRejectedValueOnce(
        new ApiError({ kind: 'network', status: 0, code: 0, msg: '', data: null, traceId: 't' }),
      )
      .mockResolvedValueOnce(quote(5, '1.09', 'MaxMerch'));
    await render();
    await type('100');
    await click('Find the best offer');
    expect(document.querySelector('[data-testid="express-refused"]')?.textContent).toContain(
      'The request did not go through.',
    );
    await click('Try again');
    expect(api.expressQuote).toHaveBeenCalledTimes(2);
    expect(document.querySelector('[data-testid="express-quote"]')).not.toBeNull();
  });
});
