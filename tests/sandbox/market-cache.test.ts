import { describe, expect, it } from 'vitest';
import type { MarketAd } from '@/contract/entities';
import type { MyAd } from '@/contract/ads';
import { forgetMarkets, marketCacheCounts } from '@/sandbox/market/market-cache';
import { startSandbox, type Harness } from './harness';
import { act, adBody, postAd, poster, type Poster } from './ads-helpers';
import { exec, market, marketAll } from './market-helpers';

/**
 * The market's cache of priced, sorted ads (issue 16, item 5): repeated reads of a market price
 * it once; any change to its ads (price, status, amount after an order, payment methods) or to
 * its reference price shows on the very next read.
 */

const BUY_USDT_GBP = { side: 'buy', coin: 'USDT', fiat: 'GBP' } as const;

async function listed(h: Harness, adId: number): Promise<MarketAd | undefined> {
  return (await marketAll(h, BUY_USDT_GBP)).find((a) => a.id === adId);
}

async function merchantAd(h: Harness, changes: Record<string, unknown> = {}) {
  const merchant = await poster(h);
  const ad = await postAd(h, merchant, changes);
  return { merchant, ad };
}

function update(h: Harness, who: Poster, ad: MyAd, changes: Record<string, unknown>) {
  return h.post<MyAd>(
    '/c2c/v3/ad/update',
    { id: ad.id, version: ad.version, ad: adBody(who, changes) },
    { token: who.token },
  );
}

describe('market cache: hits', () => {
  it('prices and sorts a market once for repeated reads, whatever the page or filters', async () => {
    const h = startSandbox();
    const db = h.sandbox.db;
    const first = await market(h, BUY_USDT_GBP);
    expect(first.status).toBe(200);
    const builds = marketCacheCounts(db).builds;
    expect(builds).toBeGreaterThan(0);

    expect((await market(h, BUY_USDT_GBP)).body).toEqual(first.body);
    await market(h, { ...BUY_USDT_GBP, page: 2, pageSize: 5 });
    await market(h, { ...BUY_USDT_GBP, amount: '50' });
    await market(h, { ...BUY_USDT_GBP, sort: 'price_desc' });
    await market(h, { ...BUY_USDT_GBP, sort: 'orders' });
    await market(h, { ...BUY_USDT_GBP, online: 'true' });
    const token = await h.login('verified');
    await h.get(`/c2c/v3/public/merchant/all/ad?side=buy&coin=USDT&fiat=GBP&page=1&pageSize=10`, {
      token,
    });
    expect(marketCacheCounts(db).builds).toBe(builds);

    // Another market is its own entry; the first stays cached.
    await market(h, { side: 'sell', coin: 'USDT', fiat: 'GBP' });
    expect(marketCacheCounts(db).builds).toBe(builds + 1);
    await market(h, BUY_USDT_GBP);
    await market(h, { side: 'sell', coin: 'USDT', fiat: 'GBP' });
    expect(marketCacheCounts(db).builds).toBe(builds + 1);
  });

  it('reads again only the ads a write touched, and only in their market', async () => {
    const h = startSandbox();
    const db = h.sandbox.db;
    await market(h, BUY_USDT_GBP);
    await market(h, { side: 'sell', coin: 'BTC', fiat: 'EUR' });
    const before = marketCacheCounts(db);
    exec(
      h,
      "UPDATE ads SET remarks = 'x' WHERE id = (SELECT id FROM ads WHERE type = 'sell' AND coin = 'USDT' AND fiat = 'GBP' LIMIT 1)",
    );
    await market(h, { side: 'sell', coin: 'BTC', fiat: 'EUR' });
    expect(marketCacheCounts(db)).toEqual(before);
    await market(h, BUY_USDT_GBP);
    expect(marketCacheCounts(db)).toEqual({ builds: before.builds, patches: before.patches + 1 });
  });

  it('prices a market in full when it is further behind than the log keeps, the same list', async () => {
    const h = startSandbox();
    const db = h.sandbox.db;
    const first = await marketAll(h, BUY_USDT_GBP);
    const before = marketCacheCounts(db);
    // 300 writes (more than the 256 versions the log keeps) that leave the ads as they were.
    for (let i = 0; i < 150; i++) {
      exec(h, "UPDATE ads SET remarks = remarks || 'x' WHERE id = ?", first[0]?.id ?? 0);
      exec(
        h,
        'UPDATE ads SET remarks = substr(remarks, 1, length(remarks) - 1) WHERE id = ?',
        first[0]?.id ?? 0,
      );
    }
    expect(await marketAll(h, BUY_USDT_GBP)).toEqual(first);
    expect(marketCacheCounts(db).builds).toBe(before.builds + 1);
  });
});

describe('market cache: every change shows on the next read', () => {
  it('a new price, after an edit', async () => {
    const h = startSandbox();
    const { merchant, ad } = await merchantAd(h);
    expect((await listed(h, ad.id))?.price).toBe('0.80');
    h.clock.advance(60);
    const res = await update(h, merchant, ad, { fixedPrice: '0.83' });
    expect(res.status).toBe(200);
    expect((await listed(h, ad.id))?.price).toBe('0.83');
  });

  it('a status: delisted leaves the list, listed again comes back', async () => {
    const h = startSandbox();
    const { merchant, ad } = await merchantAd(h);
    expect(await listed(h, ad.id)).toBeDefined();
    const delisted = await act(h, merchant, ad, 'delist');
    expect(delisted.status).toBe(200);
    expect(await listed(h, ad.id)).toBeUndefined();
    const relisted = await act(h, merchant, delisted.body.data, 'relist');
    expect(relisted.status).toBe(200);
    expect(await listed(h, ad.id)).toBeDefined();
  });

  it('the amount left, after an order took coins (and the amount filter with it)', async () => {
    const h = startSandbox();
    const { ad } = await merchantAd(h);
    expect(await listed(h, ad.id)).toMatchObject({ remainingQuantity: '1000', maxLimit: '500' });
    const token = await h.login('verified');
    const placed = await h.post(
      '/c2c/v3/order/proceed',
      { adId: ad.id, price: '0.80', amount: '500' },
      { token },
    );
    expect(placed.status).toBe(200);
    // 1000 − 625 = 375 USDT left, worth 300 GBP: the most one order can take now.
    expect(await listed(h, ad.id)).toMatchObject({
      remainingQuantity: '375.00',
      maxLimit: '300.00',
    });
    const fits = await marketAll(h, { ...BUY_USDT_GBP, amount: '400' });
    expect(fits.some((a) => a.id === ad.id)).toBe(false);
  });

  it('the payment methods, and the method filter with them', async () => {
    const h = startSandbox();
    const { ad } = await merchantAd(h);
    const method = ad.paymentMethods[0]?.code;
    if (!method) throw new Error('the ad has a payment method');
    const withMethod = () => marketAll(h, { ...BUY_USDT_GBP, paymentMethod: method });
    expect((await withMethod()).some((a) => a.id === ad.id)).toBe(true);
    exec(h, 'DELETE FROM ad_payment_methods WHERE ad_id = ?', ad.id);
    expect((await withMethod()).some((a) => a.id === ad.id)).toBe(false);
  });

  it('the reference price: floating ads follow it at once', async () => {
    const h = startSandbox();
    const { ad } = await merchantAd(h, {
      priceType: 'floating',
      floatingRatio: '101',
      fixedPrice: undefined,
    });
    expect(await listed(h, ad.id)).toMatchObject({ price: '0.80', marketPrice: '0.79' });
    const moved = await h.post('/sandbox/market/price', { coin: 'USDT', usdPrice: '1.10' });
    expect(moved.status).toBe(200);
    // 1.10 × 0.79 × 101 % = 0.87769 → 0.88
    expect(await listed(h, ad.id)).toMatchObject({ price: '0.88', marketPrice: '0.87' });
    // Also when the fiat's rate moves (no control does it; the cache compares what it read).
    exec(h, "UPDATE p2p_fiats SET usd_rate = '0.80' WHERE fiat = 'GBP'");
    expect(await listed(h, ad.id)).toMatchObject({ price: '0.89', marketPrice: '0.88' });
  });

  it('a reset: the reseeded market, not the cached one', async () => {
    const h = startSandbox();
    const { ad } = await merchantAd(h);
    expect(await listed(h, ad.id)).toBeDefined();
    expect((await h.post('/sandbox/reset')).status).toBe(200);
    expect(await listed(h, ad.id)).toBeUndefined();
  });
});

describe('market cache: a patched list is the list priced in full', () => {
  it('after a run of writes of every kind, on both sides and in both price orders', async () => {
    const h = startSandbox();
    const db = h.sandbox.db;
    const { merchant, ad } = await merchantAd(h);
    const floating = await postAd(h, merchant, {
      priceType: 'floating',
      floatingRatio: '99.5',
      fixedPrice: undefined,
      userPaymentIds: merchant.paymentIds.slice(0, 2),
    });
    const queries = [
      BUY_USDT_GBP,
      { ...BUY_USDT_GBP, sort: 'price_desc' },
      { side: 'sell', coin: 'USDT', fiat: 'GBP' },
      { side: 'buy', coin: 'USDT', fiat: 'EUR' },
    ] as const;
    const token = await h.login('verified');
    const steps: (() => Promise<unknown> | void)[] = [
      () =>
        h.post('/c2c/v3/order/proceed', { adId: ad.id, price: '0.80', amount: '100' }, { token }),
      () => exec(h, "UPDATE ads SET fixed_price = '0.78' WHERE id = ?", ad.id),
      () => exec(h, "UPDATE ads SET status = 'delisted' WHERE id = ?", floating.id),
      () => exec(h, "UPDATE ads SET status = 'listed', fiat = 'EUR' WHERE id = ?", floating.id),
      () =>
        exec(
          h,
          "UPDATE ads SET remaining = '0' WHERE id = (SELECT MIN(id) FROM ads WHERE type = 'buy' AND coin = 'USDT' AND fiat = 'GBP' AND status = 'listed')",
        ),
      () => exec(h, 'DELETE FROM ad_payment_methods WHERE ad_id = ? AND sort > 0', floating.id),
      () =>
        exec(
          h,
          "UPDATE ads SET fixed_price = (SELECT fixed_price FROM ads WHERE id = ?) WHERE type = 'sell' AND coin = 'USDT' AND fiat = 'GBP' AND price_type = 'fixed' AND id <> ?",
          ad.id,
          ad.id,
        ),
    ];
    for (const step of steps) {
      for (const query of queries) await marketAll(h, query);
      await step();
      const patched = [];
      for (const query of queries) patched.push(await marketAll(h, query));
      forgetMarkets(db);
      const built = [];
      for (const query of queries) built.push(await marketAll(h, query));
      expect(patched).toEqual(built);
    }
    expect(marketCacheCounts(db).patches).toBeGreaterThan(steps.length);
  });
});
