import { describe, expect, it } from 'vitest';
import { referencePrice, type MyAd, type ReferencePrice } from '@/contract/ads';
import { startSandbox, type Harness } from './harness';
import { detailOf, poster, postAd } from './ads-helpers';
import { marketAll, rows } from './market-helpers';

const reference = (h: Harness, query: string) =>
  h.get<ReferencePrice>(`/c2c/v3/public/ad/reference-price?${query}`);

const setPrice = (h: Harness, body: unknown) =>
  h.post<{ coin: string; usdPrice: string }>('/sandbox/market/price', body);

describe('GET /c2c/v3/public/ad/reference-price', () => {
  it('is the coin’s USD price × the fiat rate at the fiat scale, public, as of now', async () => {
    const h = startSandbox();
    const usdt = await reference(h, 'coin=USDT&fiat=GBP');
    expect(usdt.status).toBe(200);
    expect(referencePrice.parse(usdt.body.data)).toEqual({
      coin: 'USDT',
      fiat: 'GBP',
      price: '0.79',
      exact: expect.stringMatching(/^0\.79\d*$/),
      warnPercent: '10',
      at: h.clock.now(),
    });
    // 97250.50 × 0.79 = 76827.895 → 76827.90 (half up, two decimals); `exact` is unrounded.
    const btc = (await reference(h, 'coin=BTC&fiat=GBP')).body.data;
    expect(btc.price).toBe('76827.90');
    expect(btc.exact).toMatch(/^76827\.895/);

    h.clock.advance(5);
    expect((await reference(h, 'coin=USDT&fiat=GBP')).body.data.at).toBe(h.clock.now());
  });

  it('follows the configured warning percent', async () => {
    const h = startSandbox();
    h.sandbox.db
      .prepare("UPDATE config SET value = '7.5' WHERE key = 'p2p.priceDeviationWarnPercent'")
      .run();
    expect((await reference(h, 'coin=USDT&fiat=GBP')).body.data.warnPercent).toBe('7.5');
  });

  it('refuses unknown or malformed coins and fiats', async () => {
    const h = startSandbox();
    const unknown = await reference(h, 'coin=XYZ&fiat=GBP');
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toMatch(/^The query parameter "coin" is invalid: Not a coin/);
    const fiat = await reference(h, 'coin=USDT&fiat=ABC');
    expect(fiat.body.msg).toMatch(/^The query parameter "fiat" is invalid/);
    expect((await reference(h, 'coin=usdt&fiat=GBP')).status).toBe(400);
    expect((await reference(h, 'coin=USDT')).body.msg).toBe(
      'The query parameter "fiat" is required.',
    );
    expect((await reference(h, 'coin=USDT&fiat=GBP&side=buy')).status).toBe(400);
  });
});

describe('POST /sandbox/market/price', () => {
  it('moves the reference, and floating ads follow at once', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const floating: MyAd = await postAd(h, merchant, {
      priceType: 'floating',
      floatingRatio: '101',
      fixedPrice: undefined,
    });
    const fixed = await postAd(h, merchant);
    expect(floating.price).toBe('0.80'); // 0.79 × 101 % = 0.7979

    const res = await setPrice(h, { coin: 'USDT', usdPrice: '1.10' });
    expect(res.body.data).toEqual({ coin: 'USDT', usdPrice: '1.10' });
    expect(rows(h, "SELECT usd_price FROM p2p_coins WHERE coin = 'USDT'")[0]?.usd_price).toBe(
      '1.10',
    );
    expect((await reference(h, 'coin=USDT&fiat=GBP')).body.data.price).toBe('0.87');

    // 1.10 × 0.79 × 101 % = 0.87769 → 0.88; the fixed ad keeps its price.
    const market = await marketAll(h, { side: 'buy', coin: 'USDT', fiat: 'GBP' });
    expect(market.find((a) => a.id === floating.id)).toMatchObject({
      price: '0.88',
      marketPrice: '0.87',
    });
    expect(market.find((a) => a.id === fixed.id)?.price).toBe('0.80');
    expect((await detailOf(h, merchant, floating.id)).body.data.price).toBe('0.88');
  });

  it('refuses unknown coins, a zero price and malformed bodies', async () => {
    const h = startSandbox();
    const unknown = await setPrice(h, { coin: 'XYZ', usdPrice: '1' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toMatch(/^The field "coin" is invalid: Not a coin the market trades/);
    const zero = await setPrice(h, { coin: 'USDT', usdPrice: '0.00' });
    expect(zero.body.msg).toBe(
      'The field "usdPrice" is invalid: The price must be greater than 0.',
    );
    expect((await setPrice(h, { coin: 'USDT', usdPrice: '1e3' })).status).toBe(400);
    expect((await setPrice(h, { coin: 'USDT', usdPrice: 1 })).status).toBe(400);
    expect((await setPrice(h, { coin: 'USDT', usdPrice: '1', fiat: 'GBP' })).status).toBe(400);
    expect(rows(h, "SELECT usd_price FROM p2p_coins WHERE coin = 'USDT'")[0]?.usd_price).toBe('1');
  });
});
