// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/api-error';
import { BALANCES_CHANGED_EVENT, TRANSFER_REQUEST_EVENT } from '@/components/transfer-request';
import { ORDER_CODES } from '@/contract/orders-refusals';
import { BLOCK_CODES } from '@/contract/user-block';
import OrderPanel from '@/features/market/OrderPanel';
import { marketMessages } from '@/features/market/server/messages';
import { createIslandTranslator } from '@/i18n/island-t';
import type { LocaleCode } from '@/i18n/locales';
import { marketAdFixture } from './support/market-ad';

/**
 * The order panel's dead ends (issue 13, item 4): a moved price is shown with the other field
 * recomputed and a confirm that orders at the new price (never the same refusal twice); a seller
 * sees their P2P balance, Max stays within it, a larger quantity is refused in the form, and
 * Transfer opens the transfer dialog and the balance is read again after a transfer; "verify
 * first" links to verification. The API calls are stubbed (the sandbox's answers are its tests).
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

const ad = marketAdFixture({ priceType: 'floating', floatingRatio: '101' });

const refused = (name: keyof typeof ORDER_CODES, data: unknown = null) =>
  new ApiError({
    kind: 'server',
    code: ORDER_CODES[name],
    msg: 'English text from the server',
    data,
    status: 200,
    traceId: 't',
  });

let root: Root;
let container: HTMLDivElement;

async function render(side: 'buy' | 'sell', locale: LocaleCode = 'en') {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const messages = marketMessages(locale);
  const t = createIslandTranslator(messages, locale);
  await act(async () =>
    root.render(
      createElement(OrderPanel, {
        ad: side === 'buy' ? ad : { ...ad, type: 'buy' },
        side,
        fiatScale: 2,
        coinScale: 2,
        locale,
        now: Date.now(),
        identityHref: '/sandbox/account/identity',
        refusals: messages,
        t,
        onClose: () => {},
      }),
    ),
  );
}

const $ = <T extends Element = HTMLElement>(selector: string) => {
  const found = container.querySelector<T>(selector);
  if (!found) throw new Error(`No ${selector}`);
  return found;
};
const value = (selector: string) => $<HTMLInputElement>(selector).value;
const text = (selector: string) => container.querySelector(selector)?.textContent ?? null;

async function type(selector: string, typed: string) {
  const input = $<HTMLInputElement>(selector);
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set;
    setter?.call(input, typed);
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

const byText = (label: string) => {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent === label);
  if (!found) throw new Error(`No button ${label}`);
  return found;
};

let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.resetAllMocks();
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  api.fetchMyPayments.mockResolvedValue([
    {
      id: 7,
      method: { code: 'faster_payments', name: 'Faster Payments', color: '#123456' },
      fields: [],
    },
  ]);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

describe('the order panel after "price changed"', () => {
  it('shows the new price, recomputes the quantity and orders at the new price on confirm', async () => {
    await render('buy');
    await type('input[name="amount"]', '100');
    expect(value('input[name="quantity"]')).toBe('125.00');
    api.placeOrder.mockRejectedValueOnce(refused('priceChanged', { price: '0.82' }));
    api.placeOrder.mockResolvedValueOnce({ orderNo: '2025010100001' });

    await click($('button[type="submit"]'));
    await settle(() => container.querySelector('[data-testid="order-repriced"]') !== null);
    // The amount typed stays; the quantity is what it buys at 0.82 (rounded down).
    expect(value('input[name="amount"]')).toBe('100');
    expect(value('input[name="quantity"]')).toBe('121.95');
    expect(text('[data-testid="order-repriced"]')).toContain('0.82 GBP');
    expect(text('[data-field="price"]')).toContain('0.82');
    expect(container.querySelector('[data-testid="order-error"]')).toBeNull();

    await click(byText('Confirm the new price'));
    await settle(() => assign.mock.calls.length > 0);
    expect(api.placeOrder).toHaveBeenLastCalledWith({ adId: 41, price: '0.82', amount: '100' });
    expect(assign).toHaveBeenCalledWith('/order/detail/2025010100001');
  });

  it('recomputes the amount when the quantity was typed, in Persian', async () => {
    await render('buy', 'fa');
    await type('input[name="quantity"]', '100');
    expect(value('input[name="amount"]')).toBe('80.00');
    api.placeOrder.mockRejectedValueOnce(refused('priceChanged', { price: '0.7912' }));
    await click($('button[type="submit"]'));
    await settle(() => container.querySelector('[data-testid="order-repriced"]') !== null);
    expect(value('input[name="amount"]')).toBe('79.12');
    expect(text('[data-testid="order-repriced"]')).toMatch(/^قیمت به \u2068/);
  });

  it('does not loop: a refusal naming the price already sent is shown as a failure', async () => {
    await render('buy');
    await type('input[name="amount"]', '100');
    api.placeOrder.mockRejectedValueOnce(refused('priceChanged', { price: '0.80' }));
    await click($('button[type="submit"]'));
    await settle(() => container.querySelector('[data-testid="order-error"]') !== null);
    expect(container.querySelector('[data-testid="order-repriced"]')).toBeNull();
    expect(value('input[name="amount"]')).toBe('100');
  });
});

describe('the sell panel and the seller’s P2P balance', () => {
  it('shows the balance, caps Max by it and refuses a larger quantity in the form', async () => {
    api.fetchP2pBalance.mockResolvedValue({ coin: 'USDT', available: '1287.5', account: 'p2p' });
    await render('sell');
    await settle(() => text('[data-testid="order-balance"]')?.includes('1,287.50') ?? false);
    expect(api.fetchP2pBalance).toHaveBeenCalledWith('USDT', expect.anything());

    // The ad alone would allow 3,000 GBP = 3,750 USDT; the seller holds 1,287.50.
    await click(byText('Max'));
    expect(value('input[name="quantity"]')).toBe('1287.50');
    expect(value('input[name="amount"]')).toBe('1030.00');

    await type('input[name="quantity"]', '1300');
    await click($('button[type="submit"]'));
    await settle(() => container.querySelector('.market-field-error') !== null);
    expect(text('.market-field-error')).toBe('You have only 1,287.50 USDT in your P2P account');
    expect(api.placeOrder).not.toHaveBeenCalled();
  });

  it('opens the transfer dialog and reads the balance again after a transfer', async () => {
    api.fetchP2pBalance.mockResolvedValueOnce({ coin: 'USDT', available: '10', account: 'p2p' });
    await render('sell');
    await settle(() => text('[data-testid="order-balance"]')?.includes('10.00') ?? false);
    const asked = vi.fn();
    window.addEventListener(TRANSFER_REQUEST_EVENT, asked);
    await click($('[data-testid="order-transfer"]'));
    window.removeEventListener(TRANSFER_REQUEST_EVENT, asked);
    expect((asked.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ to: 'p2p', coin: 'USDT' });

    api.fetchP2pBalance.mockResolvedValueOnce({ coin: 'USDT', available: '510', account: 'p2p' });
    await act(async () => {
      window.dispatchEvent(new CustomEvent(BALANCES_CHANGED_EVENT));
    });
    await settle(() => text('[data-testid="order-balance"]')?.includes('510.00') ?? false);
    expect(text('[data-testid="order-balance"]')).toContain('510.00 USDT');
  });

  it('reads the balance again when the exchange says it is short, and the form says so', async () => {
    api.fetchP2pBalance.mockResolvedValueOnce({ coin: 'USDT', available: '2000', account: 'p2p' });
    await render('sell');
    await settle(() => text('[data-testid="order-balance"]')?.includes('2,000.00') ?? false);
    // The one saved method the ad accepts is chosen for the seller.
    await settle(() => container.querySelector('input[type="checkbox"]:checked') !== null);
    await type('input[name="quantity"]', '100');
    api.placeOrder.mockRejectedValueOnce(refused('insufficientBalance'));
    api.fetchP2pBalance.mockResolvedValueOnce({ coin: 'USDT', available: '10', account: 'p2p' });
    await click($('button[type="submit"]'));
    await settle(() => container.querySelector('.market-field-error') !== null);
    expect(text('.market-field-error')).toBe('You have only 10.00 USDT in your P2P account');
    expect(value('input[name="quantity"]')).toBe('100');
  });

  it('says when the balance cannot be read and offers Retry', async () => {
    api.fetchP2pBalance.mockRejectedValueOnce(
      new ApiError({ kind: 'network', code: 0, msg: '', data: null, status: 0, traceId: 't' }),
    );
    await render('sell');
    await settle(() => $('[data-testid="order-balance"]').dataset.status === 'failed');
    api.fetchP2pBalance.mockResolvedValueOnce({ coin: 'USDT', available: '42', account: 'p2p' });
    await click(byText('Try again'));
    await settle(() => $('[data-testid="order-balance"]').dataset.status === 'ok');
    expect(text('[data-testid="order-balance"]')).toContain('42.00 USDT');
  });
});

describe('identity verification', () => {
  it('links to verification when the exchange asks for it', async () => {
    await render('buy');
    await type('input[name="amount"]', '100');
    api.placeOrder.mockRejectedValueOnce(refused('identityRequired'));
    await click($('button[type="submit"]'));
    await settle(() => container.querySelector('[data-testid="order-error"] a') !== null);
    const link = $<HTMLAnchorElement>('[data-testid="order-error"] a');
    expect(link.getAttribute('href')).toBe('/sandbox/account/identity');
    expect(link.textContent).toBe('Verify now');
  });
});

describe('block list', () => {
  const blocked = (code: number) =>
    new ApiError({ kind: 'server', code, msg: 'English', data: null, status: 400, traceId: 't' });

  it('links to the block list when the user blocked this advertiser, in the page language', async () => {
    await render('buy', 'fa');
    await type('input[name="amount"]', '100');
    api.placeOrder.mockRejectedValueOnce(blocked(BLOCK_CODES.youBlockedAdvertiser));
    await click($('button[type="submit"]'));
    await settle(() => container.querySelector('[data-testid="order-open-block-list"]') !== null);
    const link = $<HTMLAnchorElement>('[data-testid="order-open-block-list"]');
    expect(link.getAttribute('href')).toBe('/fa/usercenter#blocked');
    expect(text('[data-testid="order-error"]')).toContain('این آگهی‌دهنده را مسدود کرده‌اید');
  });

  it('says only that trading is not possible when the advertiser blocked the user', async () => {
    await render('buy');
    await type('input[name="amount"]', '100');
    api.placeOrder.mockRejectedValueOnce(blocked(BLOCK_CODES.tradeBlocked));
    await click($('button[type="submit"]'));
    await settle(() => container.querySelector('[data-testid="order-error"]') !== null);
    expect(text('[data-testid="order-error"]')).toContain('You cannot trade with this advertiser.');
    expect(container.querySelector('[data-testid="order-open-block-list"]')).toBeNull();
  });
});

describe('counterparty conditions', () => {
  it('names the condition the server refused with the user’s own value, in the page language', async () => {
    await render('buy', 'ru');
    await type('input[name="amount"]', '100');
    api.placeOrder.mockRejectedValueOnce(
      refused('requirementsNotMet', { condition: 'completedTrades', required: 20, actual: 3 }),
    );
    await click($('button[type="submit"]'));
    await settle(() => container.querySelector('[data-testid="order-error"]') !== null);
    expect(text('[data-testid="order-error"]')).toContain(
      'Этому рекламодателю нужно не менее 20 завершённых сделок; у вас 3 сделки.',
    );
    expect($<HTMLInputElement>('input[name="amount"]').value).toBe('100');
  });
});
