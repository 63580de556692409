import { describe, expect, it } from 'vitest';
import { compareDecimal, multiplyDecimal } from '@/lib/decimal';
import { isValidAmountFilter } from '@/features/market/amounts';
import { startSandbox } from './harness';
import { exec, market, marketAll, rows } from './market-helpers';

const GBP_USDT = { coin: 'USDT', fiat: 'GBP' };

function prices(items: { price: string }[]) {
  return items.map((a) => a.price);
}

function isSorted(values: string[], direction: 1 | -1) {
  return values.every((v, i) => i === 0 || direction * compareDecimal(values[i - 1] ?? v, v) <= 0);
}

describe('market list: sides, sorting and paging', () => {
  it('lists, for a visitor who buys, ads whose advertiser sells, cheapest first', async () => {
    const h = startSandbox();
    const res = await market(h, { side: 'buy', ...GBP_USDT });
    expect(res.status).toBe(200);
    const { items, total, page, pageSize } = res.body.data;
    expect({ page, pageSize }).toEqual({ page: 1, pageSize: 10 });
    expect(items).toHaveLength(10);
    expect(total).toBeGreaterThan(10);
    for (const ad of items) {
      expect(ad).toMatchObject({ type: 'sell', coin: 'USDT', fiat: 'GBP', status: 'listed' });
      expect(ad.advertiser.nickname).toEqual(expect.any(String));
    }
    const all = await marketAll(h, { side: 'buy', ...GBP_USDT });
    expect(isSorted(prices(all), 1)).toBe(true);
  });

  it('lists, for a visitor who sells, ads whose advertiser buys, best (highest) price first', async () => {
    const h = startSandbox();
    const all = await marketAll(h, { side: 'sell', coin: 'BTC', fiat: 'EUR' });
    expect(all.length).toBeGreaterThan(2);
    expect(all.every((a) => a.type === 'buy')).toBe(true);
    expect(isSorted(prices(all), -1)).toBe(true);
  });

  it('lets `sort` override the default order both ways', async () => {
    const h = startSandbox();
    const desc = await marketAll(h, { side: 'buy', coin: 'ETH', fiat: 'INR', sort: 'price_desc' });
    expect(isSorted(prices(desc), -1)).toBe(true);
    const asc = await marketAll(h, { side: 'sell', coin: 'ETH', fiat: 'INR', sort: 'price_asc' });
    expect(isSorted(prices(asc), 1)).toBe(true);
    expect(new Set(prices(desc)).size).toBeGreaterThan(1);
  });

  it('pages without overlap: every ad once, the same total on every page, empty past the end', async () => {
    const h = startSandbox();
    const first = await market(h, { side: 'buy', ...GBP_USDT, pageSize: 4 });
    const { total } = first.body.data;
    const ids: number[] = [];
    for (let page = 1; page <= Math.ceil(total / 4); page++) {
      const res = await market(h, { side: 'buy', ...GBP_USDT, pageSize: 4, page });
      expect(res.body.data.total).toBe(total);
      expect(res.body.data.page).toBe(page);
      ids.push(...res.body.data.items.map((a) => a.id));
    }
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    const past = await market(h, { side: 'buy', ...GBP_USDT, pageSize: 4, page: 999 });
    expect(past.status).toBe(200);
    expect(past.body.data).toMatchObject({ items: [], total, page: 999, pageSize: 4 });
  });
});

describe('market list: filters', () => {
  it('keeps only ads accepting the chosen payment method', async () => {
    const h = startSandbox();
    const all = await marketAll(h, { side: 'buy', ...GBP_USDT });
    const withFaster = all.filter((a) =>
      a.paymentMethods.some((m) => m.code === 'faster_payments'),
    );
    expect(withFaster.length).toBeGreaterThan(0);
    expect(withFaster.length).toBeLessThan(all.length);
    const filtered = await marketAll(h, {
      side: 'buy',
      ...GBP_USDT,
      paymentMethod: 'faster_payments',
    });
    expect(filtered.map((a) => a.id).sort()).toEqual(withFaster.map((a) => a.id).sort());
  });

  it('answers an empty list for a known method the fiat does not use', async () => {
    const h = startSandbox();
    const res = await market(h, { side: 'buy', ...GBP_USDT, paymentMethod: 'upi' });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(0);
  });

  it('keeps only ads whose limits include the amount', async () => {
    const h = startSandbox();
    const all = await marketAll(h, { side: 'buy', ...GBP_USDT });
    const amount = '500';
    const fits = all.filter(
      (a) => compareDecimal(a.minLimit, amount) <= 0 && compareDecimal(amount, a.maxLimit) <= 0,
    );
    expect(fits.length).toBeGreaterThan(0);
    expect(fits.length).toBeLessThan(all.length);
    const filtered = await marketAll(h, { side: 'buy', ...GBP_USDT, amount });
    expect(filtered.map((a) => a.id).sort()).toEqual(fits.map((a) => a.id).sort());
  });

  it('filters by 500.000 as by 500, as the page does (trailing zeros fit the scale)', async () => {
    const h = startSandbox();
    expect(isValidAmountFilter('500.000', 2)).toBe(true);
    const plain = await marketAll(h, { side: 'buy', ...GBP_USDT, amount: '500' });
    const zeros = await market(h, { side: 'buy', ...GBP_USDT, amount: '500.000' });
    expect(zeros.status).toBe(200);
    expect(zeros.body.data.total).toBe(plain.length);
  });

  it('finds nothing for an amount outside every ad’s limits', async () => {
    const h = startSandbox();
    const below = await market(h, { side: 'buy', ...GBP_USDT, amount: '1' });
    expect(below.body.data.total).toBe(0);
    const above = await market(h, { side: 'buy', ...GBP_USDT, amount: '40000.01' });
    expect(above.body.data.total).toBe(0);
  });

  it('caps the shown maximum by what remains, and filters the amount against it', async () => {
    const h = startSandbox();
    const [ad] = (await market(h, { side: 'buy', coin: 'BTC', fiat: 'GBP', pageSize: 1 })).body.data
      .items;
    if (!ad) throw new Error('no ad');
    // 0.002 BTC left is worth about £155 whatever the price: below the ad's own maximum.
    exec(
      h,
      "UPDATE ads SET remaining = '0.002', min_limit = '10', max_limit = '5000' WHERE id = ?",
      ad.id,
    );
    const worth = multiplyDecimal('0.002', ad.price);
    const shown = (await marketAll(h, { side: 'buy', coin: 'BTC', fiat: 'GBP' })).find(
      (a) => a.id === ad.id,
    );
    expect(shown?.maxLimit).toBe(worth.replace(/(\.\d\d)\d*$/, '$1'));
    expect(shown?.remainingQuantity).toBe('0.002');
    const ids = async (amount: string) =>
      (await marketAll(h, { side: 'buy', coin: 'BTC', fiat: 'GBP', amount })).map((a) => a.id);
    expect(await ids('100')).toContain(ad.id);
    expect(await ids('1000')).not.toContain(ad.id);
  });

  it('shows one advertiser’s ads with userId', async () => {
    const h = startSandbox();
    const [row] = rows(h, "SELECT id FROM users WHERE nickname = 'LondonOTC'");
    const userId = Number(row?.id);
    const ads = await marketAll(h, { side: 'buy', ...GBP_USDT, userId });
    expect(ads.length).toBeGreaterThan(0);
    expect(ads.every((a) => a.advertiser.userId === userId)).toBe(true);
    expect(ads.every((a) => a.advertiser.nickname === 'LondonOTC')).toBe(true);
  });
});

describe('market list: what is hidden', () => {
  it('hides delisted ads, sold-out ads and ads whose remainder is worth less than the minimum', async () => {
    const h = startSandbox();
    const visible = await market(h, { side: 'buy', ...GBP_USDT, pageSize: 3 });
    const [a, b, c] = visible.body.data.items;
    if (!a || !b || !c) throw new Error('expected three ads');
    exec(h, "UPDATE ads SET status = 'delisted' WHERE id = ?", a.id);
    exec(h, "UPDATE ads SET remaining = '0' WHERE id = ?", b.id);
    exec(h, "UPDATE ads SET remaining = '1', min_limit = '50' WHERE id = ?", c.id);
    const after = await marketAll(h, { side: 'buy', ...GBP_USDT });
    expect(after).toHaveLength(visible.body.data.total - 3);
    const ids = after.map((ad) => ad.id);
    for (const hidden of [a, b, c]) expect(ids).not.toContain(hidden.id);
  });

  it('never lists a seeded hidden ad (delisted or sold out)', async () => {
    const h = startSandbox();
    const hidden = rows(
      h,
      "SELECT id, type, coin, fiat FROM ads WHERE status <> 'listed' OR remaining = '0'",
    );
    expect(hidden.length).toBeGreaterThan(0);
    const sample = hidden[0];
    if (!sample) throw new Error('no hidden ad');
    const side = sample.type === 'sell' ? 'buy' : 'sell';
    const ads = await marketAll(h, { side, coin: String(sample.coin), fiat: String(sample.fiat) });
    const ids = new Set(ads.map((a) => a.id));
    for (const row of hidden.filter((r) => r.coin === sample.coin && r.fiat === sample.fiat)) {
      expect(ids.has(Number(row.id))).toBe(false);
    }
  });
});

describe('market list: prices', () => {
  it('prices a floating ad at usd_price × usd_rate × ratio / 100, rounded half-up to the fiat', async () => {
    const h = startSandbox();
    const [row] = rows(
      h,
      "SELECT id, user_id FROM ads WHERE coin = 'BTC' AND fiat = 'GBP' AND type = 'sell' AND status = 'listed' LIMIT 1",
    );
    const id = Number(row?.id);
    exec(
      h,
      "UPDATE ads SET price_type = 'floating', fixed_price = NULL, floating_ratio = '101.37' WHERE id = ?",
      id,
    );
    // 97250.50 × 0.79 × 1.0137 = 77880.4371615 → 77880.44; the reference 76827.895 → 76827.90.
    const ads = await marketAll(h, {
      side: 'buy',
      coin: 'BTC',
      fiat: 'GBP',
      userId: Number(row?.user_id),
    });
    expect(ads.find((a) => a.id === id)).toMatchObject({
      priceType: 'floating',
      floatingRatio: '101.37',
      price: '77880.44',
      marketPrice: '76827.90',
    });
  });

  it('follows the reference: a new coin price moves floating ads, not fixed ones', async () => {
    const h = startSandbox();
    const before = await marketAll(h, { side: 'buy', coin: 'ETH', fiat: 'USD' });
    exec(h, "UPDATE p2p_coins SET usd_price = '4000' WHERE coin = 'ETH'");
    const after = await marketAll(h, { side: 'buy', coin: 'ETH', fiat: 'USD' });
    for (const ad of after) {
      const old = before.find((a) => a.id === ad.id);
      expect(ad.marketPrice).toBe('4000.00');
      if (ad.priceType === 'fixed') expect(ad.price).toBe(old?.price);
      else
        expect(ad.price).toBe(
          multiplyDecimal('40', ad.floatingRatio ?? '0').replace(/(\.\d\d)\d*$/, '$1'),
        );
    }
    expect(after.some((a) => a.priceType === 'floating')).toBe(true);
  });

  it('rounds a floating price once, at the end, half-up', async () => {
    const h = startSandbox();
    exec(h, "UPDATE p2p_coins SET usd_price = '1' WHERE coin = 'USDC'");
    const [row] = rows(
      h,
      "SELECT id FROM ads WHERE coin = 'USDC' AND fiat = 'GBP' AND type = 'sell' AND status = 'listed' LIMIT 1",
    );
    const id = Number(row?.id);
    // 0.79 × 1.019 = 0.80501 → 0.81 (rounding the reference first would give the same here,
    // but 0.79 × 1.0063 = 0.794977 → 0.79 shows the half-up boundary from below).
    exec(
      h,
      "UPDATE ads SET price_type = 'floating', fixed_price = NULL, floating_ratio = ? WHERE id = ?",
      '101.90',
      id,
    );
    let ad = (await marketAll(h, { side: 'buy', coin: 'USDC', fiat: 'GBP' })).find(
      (a) => a.id === id,
    );
    expect(ad?.price).toBe('0.81');
    exec(h, 'UPDATE ads SET floating_ratio = ? WHERE id = ?', '100.63', id);
    ad = (await marketAll(h, { side: 'buy', coin: 'USDC', fiat: 'GBP' })).find((a) => a.id === id);
    expect(ad?.price).toBe('0.79');
  });

  it('keeps every seeded ad price within 97-103 % of the reference', async () => {
    const h = startSandbox();
    for (const side of ['buy', 'sell']) {
      for (const ad of await marketAll(h, { side, coin: 'BTC', fiat: 'NGN' })) {
        const low = multiplyDecimal(ad.marketPrice, '0.969');
        const high = multiplyDecimal(ad.marketPrice, '1.031');
        expect(compareDecimal(ad.price, low)).toBe(1);
        expect(compareDecimal(ad.price, high)).toBe(-1);
      }
    }
  });
});

describe('market list: bad input', () => {
  it.each([
    [
      'coin',
      { side: 'buy', coin: 'XYZ', fiat: 'GBP' },
      /Not a coin the market trades/,
      'not_allowed',
    ],
    [
      'fiat',
      { side: 'buy', coin: 'USDT', fiat: 'ABC' },
      /Not a fiat currency the market trades/,
      'not_allowed',
    ],
    ['amount', { side: 'buy', ...GBP_USDT, amount: 'abc' }, /decimal/, 'format'],
    ['amount', { side: 'buy', ...GBP_USDT, amount: '0' }, /greater than 0/, 'too_small'],
    ['amount', { side: 'buy', ...GBP_USDT, amount: '10.123' }, /at most 2 decimals/, 'scale'],
    [
      'amount',
      { side: 'buy', coin: 'USDT', fiat: 'VND', amount: '500000.5' },
      /at most 0 decimals/,
      'scale',
    ],
    ['page', { side: 'buy', ...GBP_USDT, page: 0 }, /./, 'too_small'],
    ['pageSize', { side: 'buy', ...GBP_USDT, pageSize: 101 }, /./, 'too_big'],
    ['side', { side: 'hold', ...GBP_USDT }, /./, 'not_allowed'],
    ['side', GBP_USDT, /Required/, 'required'],
    [
      'paymentMethod',
      { side: 'buy', ...GBP_USDT, paymentMethod: 'carrier_pigeon' },
      /Not a payment method/,
      'not_allowed',
    ],
    ['userId', { side: 'buy', ...GBP_USDT, userId: 'me' }, /./, 'invalid'],
  ])('refuses a bad %s with a 400 naming it', async (field, params, message, code) => {
    const h = startSandbox();
    const res = await market(h, params);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.data).toMatchObject({
      errors: expect.arrayContaining([
        { path: field, code, message: expect.stringMatching(message) },
      ]),
    });
  });
});

describe('filter options', () => {
  it('lists the four coins, every fiat and every payment method with its fiats', async () => {
    const h = startSandbox();
    const res = await h.get<{
      coins: { coin: string; scale: number }[];
      fiats: { fiat: string; symbol: string; scale: number }[];
      paymentMethods: { code: string; fiats: string[] }[];
    }>('/c2c/v3/public/option/box');
    expect(res.status).toBe(200);
    expect(res.body.data.coins.map((c) => c.coin)).toEqual(['USDT', 'BTC', 'ETH', 'USDC']);
    expect(res.body.data.fiats.length).toBeGreaterThanOrEqual(8);
    expect(res.body.data.fiats.find((f) => f.fiat === 'VND')).toMatchObject({
      symbol: '₫',
      scale: 0,
    });
    expect(
      res.body.data.paymentMethods.find((m) => m.code === 'bank_transfer')?.fiats,
    ).toHaveLength(res.body.data.fiats.length);
  });

  it('keeps only the methods of one fiat when asked', async () => {
    const h = startSandbox();
    const res = await h.get<{
      paymentMethods: { code: string; fiats: string[] }[];
      fiats: unknown[];
    }>('/c2c/v3/public/option/box?fiat=GBP');
    const codes = res.body.data.paymentMethods.map((m) => m.code);
    expect(codes).toEqual(
      expect.arrayContaining(['bank_transfer', 'faster_payments', 'revolut', 'wise']),
    );
    expect(codes).not.toContain('upi');
    expect(res.body.data.paymentMethods.every((m) => m.fiats.includes('GBP'))).toBe(true);
    expect(res.body.data.fiats.length).toBeGreaterThanOrEqual(8);
  });

  it('refuses an unknown fiat', async () => {
    const h = startSandbox();
    const res = await h.get('/c2c/v3/public/option/box?fiat=XXX');
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({ errors: [{ path: 'fiat' }] });
  });
});

describe('payment methods by category', () => {
  it('groups one fiat’s methods by category, in the category order, without empty groups', async () => {
    const h = startSandbox();
    const res = await h.get<{ category: string; name: string; methods: { code: string }[] }[]>(
      '/c2c/v3/public/option/classify-payment/single?fiat=NGN',
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((g) => g.category)).toEqual(['bank_transfer', 'mobile_money']);
    expect(res.body.data[1]).toMatchObject({
      name: 'Mobile money',
      methods: [{ code: 'opay' }, { code: 'palmpay' }],
    });
  });

  it('needs a known fiat', async () => {
    const h = startSandbox();
    expect((await h.get('/c2c/v3/public/option/classify-payment/single')).status).toBe(400);
    const res = await h.get('/c2c/v3/public/option/classify-payment/single?fiat=ZZZ');
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({ errors: [{ path: 'fiat' }] });
  });
});
