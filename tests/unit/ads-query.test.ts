import { describe, expect, it } from 'vitest';
import { myAdsQuery } from '@/contract/ads';
import { adStatus } from '@/contract/entities';
import {
  DEFAULT_MY_ADS_FILTERS,
  MY_ADS_PAGE_SIZE,
  MY_ADS_STATUSES,
  myAdsApiQuery,
  myAdsHref,
  myAdsSearch,
  parseMyAdsSearch,
  type MyAdsFilters,
} from '@/features/ads/my-ads-query';
import { myAdsNoticeHref, parseMyAdsNotice } from '@/features/ads/my-ads-notice';
import { rowActions } from '@/features/ads/MyAdsTable';
import { parseAdId } from '@/features/ads/server/load-ad-form';

const choices = { coins: ['USDT', 'BTC', 'ETH'], fiats: ['GBP', 'EUR'] };
const search = (s: string) => new URLSearchParams(s);

describe('My ads address → filters', () => {
  it('an empty address is every ad but deleted ones, page 1', () => {
    expect(parseMyAdsSearch(search(''), choices)).toEqual(DEFAULT_MY_ADS_FILTERS);
  });

  it('reads every filter (codes in any case)', () => {
    expect(
      parseMyAdsSearch(search('status=delisted&type=sell&coin=usdt&fiat=GBP&page=3'), choices),
    ).toEqual({ status: 'delisted', type: 'sell', coin: 'USDT', fiat: 'GBP', page: 3 });
  });

  it('drops what the list cannot use', () => {
    expect(
      parseMyAdsSearch(search('status=gone&type=swap&coin=DOGE&fiat=XYZ&page=0'), choices),
    ).toEqual(DEFAULT_MY_ADS_FILTERS);
    expect(parseMyAdsSearch(search('page=2.5'), choices).page).toBe(1);
    expect(parseMyAdsSearch(search('page=100001'), choices).page).toBe(1);
  });

  it('without the option box keeps well-formed codes only', () => {
    expect(parseMyAdsSearch(search('coin=doge&fiat=usd'), null)).toMatchObject({
      coin: 'DOGE',
      fiat: 'USD',
    });
    expect(parseMyAdsSearch(search('coin=<x>&fiat=EURO'), null)).toMatchObject({
      coin: null,
      fiat: null,
    });
  });

  it('offers every ad status of the contract, and "all" first', () => {
    expect(MY_ADS_STATUSES[0]).toBe('all');
    expect([...MY_ADS_STATUSES].slice(1).sort()).toEqual([...adStatus.options].sort());
  });
});

describe('filters → address → filters', () => {
  const samples: MyAdsFilters[] = [
    DEFAULT_MY_ADS_FILTERS,
    { status: 'listed', type: null, coin: null, fiat: null, page: 1 },
    { status: 'deleted', type: 'buy', coin: 'BTC', fiat: 'EUR', page: 7 },
    { status: 'all', type: 'sell', coin: null, fiat: 'GBP', page: 2 },
  ];

  for (const filters of samples) {
    it(`round-trips ${JSON.stringify(filters)}`, () => {
      expect(parseMyAdsSearch(search(myAdsSearch(filters)), choices)).toEqual(filters);
    });
  }

  it('leaves defaults out, so the plain list is /myads', () => {
    expect(myAdsSearch(DEFAULT_MY_ADS_FILTERS)).toBe('');
    expect(myAdsHref('en', DEFAULT_MY_ADS_FILTERS)).toBe('/myads');
    expect(myAdsHref('fa', { ...DEFAULT_MY_ADS_FILTERS, status: 'delisted', page: 2 })).toBe(
      '/fa/myads?status=delisted&page=2',
    );
  });
});

describe('the list call', () => {
  it('asks for what the filters say, in a query the contract accepts', () => {
    const query = myAdsApiQuery({
      status: 'restricted',
      type: 'buy',
      coin: 'ETH',
      fiat: null,
      page: 4,
    });
    expect(query).toEqual({
      status: 'restricted',
      type: 'buy',
      coin: 'ETH',
      page: 4,
      pageSize: MY_ADS_PAGE_SIZE,
    });
    expect(myAdsQuery.parse(query)).toEqual(query);
    expect(myAdsQuery.parse(myAdsApiQuery(DEFAULT_MY_ADS_FILTERS))).toMatchObject({
      status: 'all',
    });
  });
});

describe('the notice after saving', () => {
  it('is read once from the address and never written into filter links', () => {
    expect(parseMyAdsNotice(search('notice=created'))).toBe('created');
    expect(parseMyAdsNotice(search('notice=<script>'))).toBeNull();
    expect(parseMyAdsNotice(search(''))).toBeNull();
    expect(myAdsNoticeHref('fa', 'updated')).toBe('/fa/myads?notice=updated');
    expect(parseMyAdsSearch(search('notice=updated'), choices)).toEqual(DEFAULT_MY_ADS_FILTERS);
  });
});

describe('row actions by status', () => {
  it('listed: edit, delist, delete; delisted: edit, relist, delete; others none', () => {
    expect(rowActions({ status: 'listed' })).toEqual(['edit', 'delist', 'delete']);
    expect(rowActions({ status: 'delisted' })).toEqual(['edit', 'relist', 'delete']);
    expect(rowActions({ status: 'restricted' })).toEqual([]);
    expect(rowActions({ status: 'deleted' })).toEqual([]);
  });
});

describe('the ad id in /releaseAdvertising/{id}', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseAdId('42')).toBe(42);
    for (const bad of ['0', '-1', '007', '4.2', 'abc', '1e3', '42/extra', '', '99999999999999999'])
      expect(parseAdId(bad), bad).toBeNull();
  });
});
