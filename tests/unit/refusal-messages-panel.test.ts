// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/api-error';
import OrderPanel from '@/features/market/OrderPanel';
import { marketMessages } from '@/features/market/server/messages';
import { createIslandTranslator } from '@/i18n/island-t';
import type { LocaleCode } from '@/i18n/locales';
import { marketAdFixture } from './support/market-ad';

/**
 * Issue 13, item 1, on a page: the order panel shows a refusal in the page's language, by its
 * code (never the server's English), with its figures formatted; the server's text only for a
 * code the panel does not know. The API calls are stubbed (the sandbox's answers are its tests).
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

const ad = marketAdFixture();

const ENGLISH = 'English text from the server';
const refused = (code: number, data: unknown = null, status = 200) =>
  new ApiError({ kind: 'server', code, msg: ENGLISH, data, status, traceId: 't' });

let root: Root;
let container: HTMLDivElement;

async function render(locale: LocaleCode) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const messages = marketMessages(locale);
  await act(async () =>
    root.render(
      createElement(OrderPanel, {
        ad,
        side: 'buy',
        fiatScale: 2,
        coinScale: 2,
        locale,
        now: Date.now(),
        identityHref: '/sandbox/account/identity',
        refusals: messages,
        t: createIslandTranslator(messages, locale),
        onClose: () => {},
      }),
    ),
  );
}

/** Types an amount, submits, and answers the order call with `error`: the panel's error line. */
async function refusedWith(error: ApiError): Promise<string> {
  const input = container.querySelector<HTMLInputElement>('input[name="amount"]');
  if (!input) throw new Error('No amount field');
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set;
    setter?.call(input, '100');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  api.placeOrder.mockRejectedValueOnce(error);
  await act(async () => {
    container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
  });
  const line = () => container.querySelector('[data-testid="order-error"]')?.textContent ?? null;
  for (let i = 0; i < 400 && line() === null; i += 1)
    await act(async () => new Promise((r) => setTimeout(r, 5)));
  expect(input.value).toBe('100');
  return line() ?? '';
}

beforeEach(() => {
  vi.resetAllMocks();
  vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
  api.fetchMyPayments.mockResolvedValue([]);
  api.fetchP2pBalance.mockResolvedValue({ coin: 'USDT', available: '1000', account: 'p2p' });
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

describe('the order panel words a refusal in the page language', () => {
  it('fa: the advertiser at its pending cap, in Persian, with no English', async () => {
    await render('fa');
    const line = await refusedWith(refused(102010));
    expect(line).toContain('این آگهی‌دهنده در حال حاضر سفارش‌های در جریان زیادی دارد');
    expect(line).not.toContain(ENGLISH);
    expect(line).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('fa: an injected server failure (HTTP 500) reads as the translated "service unavailable"', async () => {
    await render('fa');
    const line = await refusedWith(refused(500, null, 500));
    expect(line).toContain('سرویس در حال حاضر در دسترس نیست');
    expect(line).not.toContain(ENGLISH);
  });

  it('ru: what the ad has left, with the quantity formatted and its coin', async () => {
    await render('ru');
    const line = await refusedWith(refused(102005, { remainingQuantity: '1234.5' }));
    expect(line).toContain('В этом объявлении осталось только 1,234.50 USDT.');
  });

  it('es: insufficient balance and the ad unavailable', async () => {
    await render('es');
    expect(await refusedWith(refused(102013))).toContain('Saldo insuficiente.');
    act(() => root.unmount());
    container.remove();
    await render('es');
    expect(await refusedWith(refused(102004))).toContain('Este anuncio ya no está disponible.');
  });

  it('falls back to the server text only for a code the panel does not know', async () => {
    await render('ja');
    const line = await refusedWith(refused(102999));
    expect(line).toContain(ENGLISH);
  });
});
