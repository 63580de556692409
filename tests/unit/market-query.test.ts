import { describe, expect, it } from 'vitest';
import {
  adsQuery,
  defaultFiat,
  marketFromPath,
  marketHref,
  parseMarketSearch,
} from '@/features/market/market-query';
import type { MarketOptions } from '@/features/market/market-types';
import { pageWindow } from '@/components/Pager';
import { marketMessageKeys } from '@/features/market/server/messages';
import { pickMessages } from '@/i18n/pick-messages';
import { createIslandTranslator } from '@/i18n/island-t';

const options: MarketOptions = {
  coins: [
    { coin: 'USDT', name: 'Tether', scale: 2 },
    { coin: 'BTC', name: 'Bitcoin', scale: 8 },
  ],
  fiats: [
    { fiat: 'USD', name: 'US Dollar', symbol: '$', scale: 2 },
    { fiat: 'GBP', name: 'British Pound', symbol: '£', scale: 2 },
    { fiat: 'VND', name: 'Vietnamese Dong', symbol: '₫', scale: 0 },
  ],
  paymentMethods: [
    { code: 'wise', name: 'Wise', color: '#9fe870', fiats: ['USD', 'GBP'] },
    { code: 'momo', name: 'MoMo', color: '#a50064', fiats: ['VND'] },
  ],
};
const search = (s: string) => new URLSearchParams(s);

describe('the market address', () => {
  it('defaults to the home fiat, else USD, else the first fiat', () => {
    expect(defaultFiat(options, 'GBP')).toBe('GBP');
    expect(defaultFiat(options, 'EUR')).toBe('USD');
    expect(defaultFiat(options, null)).toBe('USD');
    expect(defaultFiat({ ...options, fiats: options.fiats.slice(1) }, null)).toBe('GBP');
  });

  it('reads the filters it offers and drops the rest', () => {
    const { query, invalidAmount } = parseMarketSearch(
      'sell',
      'BTC',
      search('fiat=gbp&payment=wise&amount=100.5&page=3'),
      options,
      'USD',
    );
    expect(query).toEqual({
      side: 'sell',
      coin: 'BTC',
      fiat: 'GBP',
      paymentMethod: 'wise',
      amount: '100.5',
      sort: null,
      online: false,
      page: 3,
    });
    expect(invalidAmount).toBeNull();

    const odd = parseMarketSearch(
      'buy',
      'USDT',
      search('fiat=XXX&payment=momo&amount=12.345&page=-2'),
      options,
      'USD',
    );
    expect(odd.query).toMatchObject({ fiat: 'USD', paymentMethod: null, amount: null, page: 1 });
    expect(odd.invalidAmount).toBe('12.345');
  });

  it('writes only what differs from the default view, and reads it back', () => {
    const base = {
      side: 'buy' as const,
      coin: 'USDT',
      fiat: 'USD',
      paymentMethod: null,
      amount: null,
      sort: null,
      online: false,
      page: 1,
    };
    expect(marketHref('en', base, 'USD')).toBe('/buy_USDT');
    const busy = {
      ...base,
      side: 'sell' as const,
      fiat: 'GBP',
      paymentMethod: 'wise',
      amount: '50',
      sort: 'feedback' as const,
      online: true,
      page: 2,
    };
    const href = marketHref('fa', busy, 'USD');
    expect(href).toBe(
      '/fa/sell_USDT?fiat=GBP&payment=wise&amount=50&sort=feedback&online=1&page=2',
    );
    const url = new URL(href, 'http://x');
    const market = marketFromPath(url.pathname);
    expect(market).toEqual({ side: 'sell', coin: 'USDT' });
    expect(parseMarketSearch('sell', 'USDT', url.searchParams, options, 'USD').query).toEqual(busy);
  });

  it('asks the market call for the same page size the server rendered', () => {
    expect(
      adsQuery({
        side: 'buy',
        coin: 'USDT',
        fiat: 'GBP',
        paymentMethod: null,
        amount: null,
        sort: null,
        online: false,
        page: 2,
      }),
    ).toEqual({ side: 'buy', coin: 'USDT', fiat: 'GBP', page: 2, pageSize: 10 });
  });

  it('reads the sort and the online-only filter, keeping only what it knows', () => {
    const read = (s: string) => parseMarketSearch('buy', 'USDT', search(s), options, 'USD').query;
    expect(read('sort=completion&online=1')).toMatchObject({ sort: 'completion', online: true });
    expect(read('sort=orders')).toMatchObject({ sort: 'orders', online: false });
    expect(read('sort=feedback')).toMatchObject({ sort: 'feedback' });
    // The wire's names, the default's, unknown words and inherited keys are not the address's.
    for (const odd of ['completion_rate', 'price', 'price_asc', 'toString', '__proto__', '']) {
      expect(read(`sort=${odd}`).sort, odd).toBeNull();
    }
    // Only what the form's checkbox sends turns the filter on.
    for (const odd of ['true', '0', 'on', '']) {
      expect(read(`online=${odd}`).online, odd).toBe(false);
    }
  });

  it('asks the market call for the sort and online filter in its own words', () => {
    const state = {
      side: 'buy' as const,
      coin: 'USDT',
      fiat: 'USD',
      paymentMethod: null,
      amount: null,
      sort: null,
      online: false,
      page: 1,
    };
    expect(adsQuery(state)).not.toHaveProperty('sort');
    expect(adsQuery(state)).not.toHaveProperty('online');
    expect(adsQuery({ ...state, sort: 'completion', online: true })).toMatchObject({
      sort: 'completion_rate',
      online: 'true',
    });
    expect(adsQuery({ ...state, sort: 'orders' }).sort).toBe('orders');
    expect(adsQuery({ ...state, sort: 'feedback' }).sort).toBe('positive_feedback');
    // The default order (best price first) is the plain address.
    expect(marketHref('en', { ...state, sort: null, online: false }, 'USD')).toBe('/buy_USDT');
    expect(marketHref('en', { ...state, sort: 'orders' }, 'USD')).toBe('/buy_USDT?sort=orders');
  });

  it('shows the first, last, current and neighbouring pages', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, null, 5]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(3, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe('the island’s messages', () => {
  it('carry every market key and the shared ones, in the page’s language only', () => {
    const en = pickMessages('en', marketMessageKeys());
    expect(Object.keys(en)).toContain('market.status.empty');
    expect(en['session.walletNotice']).toMatch(/wallet users/);
    expect(createIslandTranslator(en)('market.status.empty')).toBe('No records found');
    expect(createIslandTranslator(en)('market.trade.buy', { coin: 'BTC' })).toBe('Buy BTC');
  });

  it('refuse a key no dictionary has', () => {
    expect(() => pickMessages('en', ['market.nope'])).toThrow(/market\.nope/);
  });
});
