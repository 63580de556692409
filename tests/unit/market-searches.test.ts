// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { marketSearchPath } from '@/config/routes';
import { userEndpoints } from '@/contract/user';
import { parseMarketSearch } from '@/features/market/market-query';
import type { MarketOptions } from '@/features/market/market-types';
import { priceLimitBound, withinPriceLimit } from '@/rules/market-searches';
import { defineNotificationsElement } from '@/shell/elements/notifications-element';
import { setLocale } from '@/stores/locale';
import { $, mount } from './support/shell-dom';
import { reachable } from './support/static-imports';

/**
 * Saved searches (issue 17, item 3) on the page side: the price limit's one rule, the address of
 * a saved search (read back by the market exactly as saved), and the bell, where an alert is a
 * link to its market search in the page's language.
 */

describe('the price limit', () => {
  it('is a ceiling to buy and a floor to sell, exact to the last decimal', () => {
    expect(priceLimitBound('buy')).toBe('max');
    expect(priceLimitBound('sell')).toBe('min');
    expect(withinPriceLimit('buy', '0.80', '0.8')).toBe(true);
    expect(withinPriceLimit('buy', '0.8000000001', '0.8')).toBe(false);
    expect(withinPriceLimit('sell', '0.7999', '0.8')).toBe(false);
    expect(withinPriceLimit('sell', '0.81', '0.8')).toBe(true);
    expect(withinPriceLimit('sell', '0.01', null)).toBe(true);
  });
});

const options: MarketOptions = {
  coins: [{ coin: 'USDT', name: 'Tether', scale: 2 }],
  fiats: [
    { fiat: 'USD', name: 'US Dollar', symbol: '$', scale: 2 },
    { fiat: 'GBP', name: 'British Pound', symbol: '£', scale: 2 },
  ],
  paymentMethods: [{ code: 'wise', name: 'Wise', color: '#9fe870', fiats: ['USD', 'GBP'] }],
};

describe('a saved search’s address', () => {
  it('is read back by the market as the search that was saved', () => {
    const saved = {
      side: 'sell',
      coin: 'USDT',
      fiat: 'GBP',
      paymentMethod: 'wise',
      amount: '150.5',
    } as const;
    const path = marketSearchPath(saved);
    expect(path).toBe('/sell_USDT?fiat=GBP&payment=wise&amount=150.5');
    const { query } = parseMarketSearch(
      'sell',
      'USDT',
      new URLSearchParams(path.split('?')[1]),
      options,
      'USD',
    );
    expect(query).toMatchObject({ ...saved, page: 1, sort: null, online: false });
  });

  it('names the fiat always, and leaves out what the search does not filter', () => {
    expect(marketSearchPath({ side: 'buy', coin: 'BTC', fiat: 'USD' })).toBe('/buy_BTC?fiat=USD');
  });
});

describe('"Alert me" on the market', () => {
  it('brings no contract to the market’s first load: its calls come on the first save', () => {
    const reached = reachable('src/features/market/SaveSearch.tsx');
    expect([...reached].filter((file) => file.startsWith('src/contract/'))).toEqual([]);
    expect(reached.has('src/client/api.ts')).toBe(false);
    expect(
      reachable('src/features/market/saved-search-api.ts').has('src/contract/market-searches.ts'),
    ).toBe(true);
  });
});

const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('@/client/api', () => ({ api: { call } }));
vi.mock('@/i18n/format-date', () => ({ formatDate: (at: number) => `at ${at}` }));

const alert = {
  id: 9,
  status: 0,
  title: 'Saved search: buy USDT with GBP',
  content: 'A new ad matches your saved search',
  pushTime: 9,
  event: 'market.alert',
  alert: { searchId: 3, adId: 41, side: 'buy', coin: 'USDT', fiat: 'GBP', amount: '100' },
};

const bellHtml = `
  <p2p-notifications data-unread="1" data-text-open="Notifications" data-text-unread="{num} unread">
    <p2p-menu>
      <button type="button" data-menu-trigger aria-label="Notifications"><span data-badge>1</span></button>
      <div data-menu-panel>
        <ul data-list></ul>
        <p data-status hidden></p>
        <template data-item-template>
          <li><button type="button" data-message-id class="message-item">
            <span data-item-title></span><span data-item-time></span>
          </button></li>
        </template>
      </div>
    </p2p-menu>
    <dialog data-detail><h2 data-detail-title></h2><span data-detail-time></span>
      <div data-detail-content></div></dialog>
  </p2p-notifications>`;

const assign = vi.fn();

beforeAll(() => defineNotificationsElement());

beforeEach(() => {
  window.requestIdleCallback = vi.fn(() => 0);
  vi.stubGlobal('location', { ...window.location, assign });
  vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(() => {});
  call.mockImplementation(async (endpoint: unknown) => {
    if (endpoint === userEndpoints.internalMsgs)
      return { items: [structuredClone(alert)], page: 1, pageSize: 10, total: 1 };
    if (endpoint === userEndpoints.internalMsgRead) return null;
    if (endpoint === userEndpoints.internalMsgsUnread) return { num: 0 };
    throw new Error('unexpected call');
  });
});

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  assign.mockReset();
  setLocale('en');
  // @ts-expect-error happy-dom has no requestIdleCallback of its own.
  delete window.requestIdleCallback;
});

describe('the bell links an alert to its market search', () => {
  it('in the page’s language; a click marks it read and goes there, without the dialog', async () => {
    setLocale('fa');
    mount(bellHtml);
    $('p2p-menu').dispatchEvent(new Event('menu-open'));
    await vi.waitFor(() => expect(document.querySelectorAll('[data-message-id]')).toHaveLength(1));
    const link = $<HTMLAnchorElement>('[data-message-id="9"]');
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/fa/buy_USDT?fiat=GBP&amount=100');
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledExactlyOnceWith('/fa/buy_USDT?fiat=GBP&amount=100'),
    );
    expect($('[data-badge]').textContent).toBe('0');
    expect(HTMLDialogElement.prototype.showModal).not.toHaveBeenCalled();
  });
});
