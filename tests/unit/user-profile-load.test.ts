import { describe, expect, it } from 'vitest';
import { ordersFeedbackEndpoints } from '@/contract/orders-feedback';
import { ApiError } from '@/client/api-error';
import type { ApiClient } from '@/client/http';
import type { MarketAd } from '@/contract/entities';
import { marketEndpoints } from '@/contract/market';
import type { EndpointDef } from '@/contract/define';
import {
  chooseMarket,
  loadAdvertiserAds,
  type AdvertiserMarket,
} from '@/features/market/server/load-advertiser-ads';
import { loadProfile } from '@/features/user/profile/server/load-profile';

/**
 * The profile page's server loads against a fake API client: which answers make the 404 page,
 * which make it unavailable, and how the advertiser's markets are found through the market call.
 */

type Query = Record<string, unknown>;
type Answer = (query: Query) => unknown;

/** An API client answering by endpoint path; an Error answer rejects; every call is recorded. */
function fakeApi(answers: Record<string, Answer>) {
  const calls: { path: string; query: Query }[] = [];
  const api = {
    call: (endpoint: EndpointDef, input?: { query?: Query }) => {
      const query = input?.query ?? {};
      calls.push({ path: endpoint.path, query });
      const answer = answers[endpoint.path];
      if (!answer) return Promise.reject(new Error(`No answer for ${endpoint.path}`));
      try {
        const data = answer(query);
        return data instanceof Error ? Promise.reject(data) : Promise.resolve(data);
      } catch (error) {
        return Promise.reject(error);
      }
    },
  } as unknown as ApiClient;
  return { api, calls };
}

const apiError = (status: number, code = status) =>
  new ApiError({ kind: 'server', code, msg: 'x', data: null, status, traceId: 't' });

const P = {
  stats: marketEndpoints.c2cTransactionData.path,
  activity: marketEndpoints.c2cUserActivity.path,
  box: marketEndpoints.c2cOptionBox.path,
  config: marketEndpoints.c2cBasicsConfig.path,
  ads: marketEndpoints.c2cMarketAds.path,
  markets: marketEndpoints.c2cAdvertiserMarkets.path,
  feedback: ordersFeedbackEndpoints.c2cPublicUserFeedback.path,
};

describe('loadProfile', () => {
  const activity = [{ day: '2025-01-01', completed: 1, volume: '10' }];

  it('is the 404 page when the API does not know the user', async () => {
    for (const error of [apiError(404), apiError(200, 404)]) {
      const { api } = fakeApi({ [P.stats]: () => error, [P.activity]: () => activity });
      expect(await loadProfile(api, 9, 30)).toEqual({ kind: 'not-found' });
    }
  });

  it('is unavailable when the statistics fail for any other reason', async () => {
    for (const error of [apiError(500), apiError(0), new Error('network')]) {
      const { api } = fakeApi({ [P.stats]: () => error, [P.activity]: () => activity });
      expect(await loadProfile(api, 9, 30)).toEqual({ kind: 'unavailable' });
    }
  });

  it('shows the statistics without the chart when only the activity fails', async () => {
    const feedback = { items: [], total: 0, positive: 0, negative: 0 };
    const { api, calls } = fakeApi({
      [P.stats]: () => ({ userId: 9 }),
      [P.activity]: () => apiError(500),
      [P.feedback]: () => feedback,
    });
    expect(await loadProfile(api, 9, 7)).toEqual({
      kind: 'ok',
      stats: { userId: 9 },
      activity: null,
      feedback,
    });
    expect(calls.find((c) => c.path === P.activity)?.query).toEqual({ userId: 9, days: 7 });
  });
});

describe('chooseMarket', () => {
  const markets: AdvertiserMarket[] = [
    { side: 'buy', coin: 'USDT', fiat: 'GBP', total: 2 },
    { side: 'buy', coin: 'BTC', fiat: 'GBP', total: 1 },
    { side: 'sell', coin: 'BTC', fiat: 'EUR', total: 12 },
  ];
  const ask = (side: 'buy' | 'sell' | null, coin: string | null, fiat: string | null) => ({
    side,
    coin,
    fiat,
    page: 1,
  });

  it('shows the market asked for when the advertiser has it', () => {
    expect(chooseMarket(markets, ask('buy', 'BTC', 'GBP')).market).toBe(markets[1]);
  });

  it('falls back to the first market of the side asked for, else the first of all', () => {
    expect(chooseMarket(markets, ask('sell', 'ETH', 'GBP'))).toEqual({
      side: 'sell',
      market: markets[2],
    });
    expect(chooseMarket(markets, ask(null, 'BTC', 'EUR'))).toEqual({
      side: 'buy',
      market: markets[0],
    });
  });

  it('keeps a side without ads as the tab, with no market', () => {
    expect(chooseMarket(markets.slice(2), ask('buy', null, null))).toEqual({
      side: 'buy',
      market: null,
    });
    expect(chooseMarket([], ask(null, null, null))).toEqual({ side: 'buy', market: null });
  });
});

describe('loadAdvertiserAds', () => {
  const box = {
    coins: [
      { coin: 'USDT', name: 'Tether', scale: 2 },
      { coin: 'BTC', name: 'Bitcoin', scale: 6 },
    ],
    fiats: [
      { fiat: 'USD', name: 'US Dollar', symbol: '$', scale: 2 },
      { fiat: 'VND', name: 'Dong', symbol: '₫', scale: 0 },
    ],
    paymentMethods: [],
  };
  const ad = (id: number) => ({ id }) as unknown as MarketAd;
  /** The advertiser sells BTC for VND (12 ads: two pages) and buys USDT for USD (1 ad). */
  const totals: Record<string, number> = { 'buy/BTC/VND': 12, 'sell/USDT/USD': 1 };
  const market = (query: Query) => {
    if (query.userId !== 7) throw new Error('the advertiser filter is missing');
    const total = totals[`${String(query.side)}/${String(query.coin)}/${String(query.fiat)}`] ?? 0;
    const page = Number(query.page);
    const count = Math.max(0, Math.min(10, total - (page - 1) * 10));
    return {
      items: Array.from({ length: count }, (_, i) => ad(page * 100 + i)),
      total,
      page,
      pageSize: query.pageSize,
    };
  };
  const markets = (query: Query) => {
    if (query.userId !== 7) throw new Error('the advertiser filter is missing');
    return [
      { side: 'sell', coin: 'USDT', fiat: 'USD', total: 1 },
      { side: 'buy', coin: 'BTC', fiat: 'VND', total: 12 },
    ];
  };
  const answers = {
    [P.box]: () => box,
    [P.config]: () => apiError(500),
    [P.ads]: market,
    [P.markets]: markets,
  };
  const request = { side: null, coin: null, fiat: null, page: 1 };

  it('asks for the advertiser’s markets once, then for one page of the chosen market', async () => {
    const { api, calls } = fakeApi(answers);
    const load = await loadAdvertiserAds({ api, session: null, userId: 7, request });
    expect(calls.filter((c) => c.path === P.markets)).toHaveLength(1);
    expect(calls.filter((c) => c.path === P.ads)).toHaveLength(1);
    expect(load).toMatchObject({
      kind: 'ok',
      markets: [
        { side: 'buy', coin: 'BTC', fiat: 'VND', total: 12 },
        { side: 'sell', coin: 'USDT', fiat: 'USD', total: 1 },
      ],
      side: 'buy',
      query: { side: 'buy', coin: 'BTC', fiat: 'VND', page: 1, paymentMethod: null, amount: null },
      fiatScale: 0,
      coinScale: 6,
      viewer: { kind: 'visitor' },
    });
    if (load.kind !== 'ok') return;
    expect(load.ads?.items.map((a) => a.id)).toEqual(Array.from({ length: 10 }, (_, i) => 100 + i));
  });

  it('asks for a later page of the chosen market', async () => {
    const { api, calls } = fakeApi(answers);
    const load = await loadAdvertiserAds({
      api,
      session: null,
      userId: 7,
      request: { side: 'buy', coin: 'BTC', fiat: 'VND', page: 2 },
    });
    expect(calls.filter((c) => c.path === P.ads)).toHaveLength(1);
    expect(calls.at(-1)?.query).toMatchObject({ side: 'buy', coin: 'BTC', fiat: 'VND', page: 2 });
    if (load.kind !== 'ok') throw new Error(load.kind);
    expect(load.ads?.items.map((a) => a.id)).toEqual([200, 201]);
  });

  it('shows page 1 for a page past the end', async () => {
    const { api } = fakeApi(answers);
    const load = await loadAdvertiserAds({
      api,
      session: null,
      userId: 7,
      request: { side: 'sell', coin: 'USDT', fiat: 'USD', page: 5 },
    });
    expect(load).toMatchObject({ kind: 'ok', query: { side: 'sell', coin: 'USDT', page: 1 } });
  });

  it('is unavailable when the option box or the markets call fails; a failed page is no page', async () => {
    const noBox = fakeApi({ ...answers, [P.box]: () => apiError(500) });
    expect(await loadAdvertiserAds({ api: noBox.api, session: null, userId: 7, request })).toEqual({
      kind: 'unavailable',
    });
    const noMarkets = fakeApi({ ...answers, [P.markets]: () => apiError(503) });
    expect(
      await loadAdvertiserAds({ api: noMarkets.api, session: null, userId: 7, request }),
    ).toEqual({ kind: 'unavailable' });
    const noPage = fakeApi({ ...answers, [P.ads]: () => apiError(503) });
    expect(
      await loadAdvertiserAds({ api: noPage.api, session: null, userId: 7, request }),
    ).toMatchObject({ kind: 'ok', ads: null });
  });
});
