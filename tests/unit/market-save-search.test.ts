// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SaveSearch } from '@/features/market/SaveSearch';
import { saveMarketSearch } from '@/features/market/saved-search-api';
import { marketMessages } from '@/features/market/server/messages';
import { createIslandTranslator } from '@/i18n/island-t';
import { settle, until } from './support/act-settle';
import { reachable } from './support/static-imports';

/**
 * "Alert me" on the market (issue 17, item 3) with its form loaded on demand (issue 16: the
 * logged-in market's first load carries only the button). The call is mocked; its answers are
 * the ones `saveMarketSearch` gives.
 */
vi.mock('@/features/market/saved-search-api', () => ({ saveMarketSearch: vi.fn() }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const messages = marketMessages('en');
const t = createIslandTranslator(messages, 'en');
const query = {
  side: 'buy',
  coin: 'USDT',
  fiat: 'GBP',
  paymentMethod: null,
  amount: '100',
} as unknown as Parameters<typeof SaveSearch>[0]['query'];

let root: Root;
let host: HTMLDivElement;

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  vi.mocked(saveMarketSearch).mockReset();
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) ?? null;

async function open() {
  act(() =>
    root.render(
      createElement(SaveSearch, {
        query,
        fiatScale: 2,
        locale: 'en',
        manageHref: '/usercenter#saved-searches',
        refusals: {},
        t,
      }),
    ),
  );
  await act(async () => button(messages['market.alert.open'])?.click());
  return until(() => document.querySelector<HTMLFormElement>('form[data-testid="save-search"]'));
}

describe('"Alert me" on the market', () => {
  it('ships only its button with the market: the form is a chunk of its own', () => {
    const reached = reachable('src/features/market/SaveSearch.tsx');
    const form = reachable('src/features/market/SaveSearchForm.tsx');
    // The form's rules (the price limit's bound, reading an amount) come with the form.
    for (const file of ['src/rules/market-searches.ts', 'src/features/market/amounts.ts']) {
      expect(form.has(file), file).toBe(true);
      expect(reached.has(file), file).toBe(false);
    }
  });

  it('opens its form on the click with the focus on the price limit, and Cancel closes it', async () => {
    const form = await open();
    const limit = form.querySelector('input');
    expect(document.activeElement).toBe(limit);
    await act(async () => button(messages['market.alert.cancel'])?.click());
    await settle();
    expect(document.querySelector('form')).toBeNull();
    // The focus goes back to the button that opened the form.
    expect(document.activeElement).toBe(button(messages['market.alert.open']));
  });

  it('refuses a price limit that is not a positive amount, without a call', async () => {
    const form = await open();
    const limit = form.querySelector('input')!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(limit, '-1');
      limit.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => button(messages['market.alert.save'])?.click());
    expect(document.querySelector('[role="alert"]')?.textContent?.trim()).toBe(
      messages['market.alert.invalid'],
    );
    expect(limit.getAttribute('aria-invalid')).toBe('true');
    expect(saveMarketSearch).not.toHaveBeenCalled();
  });

  it('saves the search the filters show, then says so with the way to manage it', async () => {
    vi.mocked(saveMarketSearch).mockResolvedValue({ ok: true });
    await open();
    await act(async () => button(messages['market.alert.save'])?.click());
    const saved = await until(() => document.querySelector('[data-testid="save-search-saved"]'));
    expect(saveMarketSearch).toHaveBeenCalledWith(
      { side: 'buy', coin: 'USDT', fiat: 'GBP', amount: '100' },
      expect.objectContaining({ locale: 'en' }),
    );
    expect(saved.textContent).toContain(messages['market.alert.saved']);
    expect(saved.querySelector('a')?.getAttribute('href')).toBe('/usercenter#saved-searches');
    await settle();
    expect(document.activeElement).toBe(button(messages['market.alert.open']));
  });

  it('keeps the form and what was typed after a refusal, with the link when the list is full', async () => {
    vi.mocked(saveMarketSearch).mockResolvedValue({ ok: false, reason: 'Too many', full: true });
    const form = await open();
    const limit = form.querySelector('input')!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
        limit,
        '0.85',
      );
      limit.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => button(messages['market.alert.save'])?.click());
    const refusal = await until(() => document.querySelector('[role="alert"]'));
    expect(refusal.textContent).toContain('Too many');
    expect(refusal.querySelector('a')?.getAttribute('href')).toBe('/usercenter#saved-searches');
    expect(form.querySelector('input')?.value).toBe('0.85');
    expect(saveMarketSearch).toHaveBeenCalledWith(
      expect.objectContaining({ priceLimit: '0.85' }),
      expect.anything(),
    );
  });
});
