import { describe, expect, it } from 'vitest';
import { orderStatusFilter, tradeSide } from '@/contract/entities';
import { LOCALE_CODES } from '@/i18n/locales';
import { pickMessages } from '@/i18n/pick-messages';
import {
  DEFAULT_FILTERS,
  ORDER_TABS,
  ORDER_TYPES,
  hasActiveFilters,
  needsLocalRefetch,
  orderListApiQuery,
  orderListHref,
  orderSearch,
  parseOrderSearch,
  resetFilters,
  type OrderListFilters,
} from '@/features/orders/list/order-list-query';
import { pageWindow } from '@/components/Pager';
import { orderListMessageKeys } from '@/features/orders/list/server/messages';
import { formatCoin, formatFiat, formatPrice } from '@/i18n/format';
import { scalesFor } from '@/features/orders/list/format';
import { orderListQuery } from '@/contract/orders';

const choices = { coins: ['USDT', 'BTC', 'ETH'], fiats: ['GBP', 'USD', 'VND'] };
const search = (s: string) => new URLSearchParams(s);
const NOW = Date.UTC(2025, 4, 31, 12, 0, 0);

describe('order list address → filters', () => {
  it('an empty address is the default view: in progress, everything, page 1', () => {
    expect(parseOrderSearch(search(''), choices)).toEqual({
      filters: DEFAULT_FILTERS,
      rangeProblem: null,
    });
  });

  it('reads every filter', () => {
    const { filters } = parseOrderSearch(
      search(
        'status=paid&coin=btc&fiat=GBP&type=sell&range=custom&from=2025-05-01&to=2025-05-07&page=3',
      ),
      choices,
    );
    expect(filters).toEqual({
      status: 'paid',
      coin: 'BTC',
      fiat: 'GBP',
      type: 'sell',
      range: 'custom',
      from: '2025-05-01',
      to: '2025-05-07',
      page: 3,
    });
  });

  it('drops what the list cannot use', () => {
    const { filters } = parseOrderSearch(
      search('status=lost&coin=DOGE&fiat=XYZ&type=swap&range=1y&page=0'),
      choices,
    );
    expect(filters).toEqual(DEFAULT_FILTERS);
    expect(parseOrderSearch(search('page=2.5'), choices).filters.page).toBe(1);
    expect(parseOrderSearch(search('page=100001'), choices).filters.page).toBe(1);
  });

  it('without the option box, keeps well-formed codes only', () => {
    const { filters } = parseOrderSearch(search('coin=DOGE&fiat=usd'), null);
    expect(filters.coin).toBe('DOGE');
    expect(filters.fiat).toBe('USD');
    expect(parseOrderSearch(search('coin=<x>&fiat=EURO'), null).filters).toMatchObject({
      coin: null,
      fiat: null,
    });
  });

  it('ignores from/to unless the range is custom', () => {
    const { filters } = parseOrderSearch(search('range=1w&from=2025-01-01&to=2025-01-02'), choices);
    expect(filters).toMatchObject({ range: '1w', from: '', to: '' });
  });

  it('keeps a custom range that does not validate, with its problem, and applies no dates', () => {
    const parsed = parseOrderSearch(search('range=custom&from=2025-05-09&to=2025-05-01'), choices);
    expect(parsed.rangeProblem).toBe('fromAfterTo');
    expect(parsed.filters).toMatchObject({ range: 'custom', from: '2025-05-09', to: '2025-05-01' });
    const query = orderListApiQuery(parsed.filters, NOW, 'UTC');
    expect(query.startTime).toBeUndefined();
    expect(query.endTime).toBeUndefined();
  });
});

describe('filters → address', () => {
  it('leaves defaults out, so the plain list is /myorder', () => {
    expect(orderSearch(DEFAULT_FILTERS)).toBe('');
    expect(orderListHref('en', DEFAULT_FILTERS)).toBe('/myorder');
    expect(orderListHref('fa', { ...DEFAULT_FILTERS, status: 'all' })).toBe(
      '/fa/myorder?status=all',
    );
  });

  it('round-trips every filter through the address', () => {
    const filters: OrderListFilters = {
      status: 'appealing',
      coin: 'ETH',
      fiat: 'VND',
      type: 'buy',
      range: 'custom',
      from: '2025-04-01',
      to: '2025-04-30',
      page: 4,
    };
    expect(parseOrderSearch(search(orderSearch(filters)), choices).filters).toEqual(filters);
    const preset = { ...filters, range: '3m' as const, from: '', to: '' };
    expect(orderSearch(preset)).toBe('status=appealing&coin=ETH&fiat=VND&type=buy&range=3m&page=4');
    expect(parseOrderSearch(search(orderSearch(preset)), choices).filters).toEqual(preset);
  });

  it('Reset clears the filters and the page but keeps the status tab', () => {
    const filters: OrderListFilters = {
      ...DEFAULT_FILTERS,
      status: 'completed',
      coin: 'BTC',
      type: 'sell',
      range: '1w',
      page: 3,
    };
    expect(hasActiveFilters(filters)).toBe(true);
    const reset = resetFilters(filters);
    expect(reset).toEqual({ ...DEFAULT_FILTERS, status: 'completed' });
    expect(hasActiveFilters(reset)).toBe(false);
  });
});

describe('filters → the order-list call', () => {
  it('asks for what the filters say, and is a valid order-list query', () => {
    const filters: OrderListFilters = {
      ...DEFAULT_FILTERS,
      status: 'cancelled',
      coin: 'USDT',
      type: 'buy',
      range: '1w',
      page: 2,
    };
    const query = orderListApiQuery(filters, NOW, 'UTC');
    expect(query).toEqual({
      status: 'cancelled',
      coin: 'USDT',
      type: 'buy',
      startTime: NOW - 7 * 24 * 3600_000,
      page: 2,
      pageSize: 10,
    });
    expect(orderListQuery.safeParse(query).success).toBe(true);
  });

  it('a custom range becomes both bounds, accepted by the contract', () => {
    const query = orderListApiQuery(
      { ...DEFAULT_FILTERS, range: 'custom', from: '2025-05-01', to: '2025-05-02' },
      NOW,
      'UTC',
    );
    expect(query.startTime).toBe(Date.UTC(2025, 4, 1));
    expect(query.endTime).toBe(Date.UTC(2025, 4, 3) - 1);
    expect(orderListQuery.safeParse(query).success).toBe(true);
  });

  it('asks again in the browser only when a custom range falls on other days there', () => {
    const custom = {
      ...DEFAULT_FILTERS,
      range: 'custom' as const,
      from: '2025-05-01',
      to: '2025-05-01',
    };
    const utcBounds = orderListApiQuery(custom, NOW, 'UTC');
    expect(needsLocalRefetch(custom, utcBounds, NOW, 'UTC')).toBe(false);
    expect(needsLocalRefetch(custom, utcBounds, NOW, 'Asia/Tehran')).toBe(true);
    expect(needsLocalRefetch({ ...custom, range: '1m' }, {}, NOW, 'Asia/Tehran')).toBe(false);
  });

  it('counts the days in the tz cookie’s zone on the server: no second call in that browser', () => {
    const custom = {
      ...DEFAULT_FILTERS,
      range: 'custom' as const,
      from: '2025-05-01',
      to: '2025-05-01',
    };
    const tehran = orderListApiQuery(custom, NOW, 'Asia/Tehran');
    expect(tehran.startTime).toBe(Date.UTC(2025, 3, 30, 20, 30));
    expect(needsLocalRefetch(custom, tehran, NOW, 'Asia/Tehran')).toBe(false);
    expect(needsLocalRefetch(custom, tehran, NOW, 'America/New_York')).toBe(true);
  });
});

describe('the contract’s vocabulary', () => {
  it('offers one tab per status filter of the contract, in the spec’s order', () => {
    expect([...ORDER_TABS].sort()).toEqual([...orderStatusFilter.options].sort());
    expect(ORDER_TABS[0]).toBe('in_progress');
    expect([...ORDER_TYPES]).toEqual(tradeSide.options);
  });
});

describe('paging and display', () => {
  it('shows the first, last, current and neighbouring pages with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('formats each asset at its own scale, never losing price digits', () => {
    const options = {
      coins: [{ coin: 'BTC', name: 'Bitcoin', scale: 8 }],
      fiats: [{ fiat: 'VND', name: 'Dong', symbol: '₫', scale: 0 }],
    };
    const scales = scalesFor(options, 'BTC', 'VND');
    expect(scales).toEqual({ fiat: 0, coin: 8 });
    expect(formatFiat('2500000', scales.fiat)).toBe('2,500,000');
    expect(formatCoin('0.000259', scales.coin)).toBe('0.00025900');
    expect(formatPrice('0.8012', 2)).toBe('0.8012');
    expect(scalesFor(null, 'USDT', 'GBP')).toEqual({ fiat: 2, coin: 8 });
  });
});

describe('messages', () => {
  it('every locale yields every message the island needs', () => {
    for (const locale of LOCALE_CODES) {
      const messages = pickMessages(locale, orderListMessageKeys());
      expect(messages['orderList.state.empty'].length).toBeGreaterThan(0);
      expect(messages['session.walletNotice'].length).toBeGreaterThan(0);
    }
  });
});
