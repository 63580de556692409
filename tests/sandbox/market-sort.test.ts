import { describe, expect, it } from 'vitest';
import type { MarketAd } from '@/contract/entities';
import { compareDecimal } from '@/lib/decimal';
import { placeOrder } from '@/sandbox/orders/place';
import { markPaid, releaseOrder } from '@/sandbox/orders/transitions';
import { startSandbox, type Harness } from './harness';
import { exec, market, marketAll, rows } from './market-helpers';
import { tradingSetup } from './support/order-http';
import { BANK, COIN, FIAT, issueSmsCode } from './support/trading-fixtures';

/**
 * The market's sorts and the online-only filter (issue 14, item 7): best first by completion
 * rate, orders or positive feedback (nothing yet: last), ties by the visitor's best price then
 * the oldest ad; paging over the sorted list; bad values refused by the contract with a 400.
 */

const GBP_USDT = { coin: 'USDT', fiat: 'GBP' };

/** The GBP advertisers with USDT sell ads (the visitor's buy tab). */
function gbpAdvertisers(h: Harness): number[] {
  return rows(
    h,
    `SELECT DISTINCT user_id FROM ads
      WHERE fiat = 'GBP' AND coin = 'USDT' AND type = 'sell' AND status = 'listed'
      ORDER BY user_id`,
  ).map((r) => Number(r.user_id));
}

function setStats(h: Harness, userId: number, orders: number, completed: number) {
  exec(
    h,
    `INSERT INTO advertiser_stats (user_id, orders_30d, completed_30d) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET orders_30d = excluded.orders_30d,
       completed_30d = excluded.completed_30d`,
    userId,
    orders,
    completed,
  );
}

/** Within a run of equal figures, the cheapest first, then the oldest ad. */
function expectPriceTies(ads: MarketAd[], figure: (ad: MarketAd) => string, sign = 1) {
  for (let i = 1; i < ads.length; i++) {
    const [x, y] = [ads[i - 1], ads[i]];
    if (!x || !y || figure(x) !== figure(y)) continue;
    const byPrice = sign * compareDecimal(x.price, y.price);
    expect(byPrice < 0 || (byPrice === 0 && x.id < y.id)).toBe(true);
  }
}

describe('market sorts', () => {
  it('sorts by completion rate, best first, an advertiser without 30-day orders last', async () => {
    const h = startSandbox();
    const [a, b, c, d] = gbpAdvertisers(h);
    if (d === undefined) throw new Error('too few advertisers');
    for (const id of gbpAdvertisers(h)) setStats(h, id, 100, 90);
    setStats(h, a!, 3, 3); // 100.00
    setStats(h, b!, 1000, 999); // 99.90
    setStats(h, c!, 0, 0); // none yet
    setStats(h, d, 7, 0); // 0.00: rated, so before none yet

    const ads = await marketAll(h, { side: 'buy', ...GBP_USDT, sort: 'completion_rate' });
    const owners = [...new Set(ads.map((ad) => ad.advertiser.userId))];
    expect(owners.slice(0, 2)).toEqual([a, b]);
    expect(owners.slice(-2)).toEqual([d, c]);
    // "0.00" shows for both: the figure ranked is the rate, or none before any order.
    expectPriceTies(ads, (ad) =>
      ad.advertiser.orders30d > 0 ? ad.advertiser.successRate30d : 'none',
    );
    // Everyone else ties at 90.00: their ads follow the price, cheapest first.
    const middle = ads.filter((ad) => ad.advertiser.successRate30d === '90.00');
    expect(middle.length).toBeGreaterThan(2);
    expect(middle.map((ad) => ad.price)).toEqual(
      [...middle].sort((x, y) => compareDecimal(x.price, y.price)).map((ad) => ad.price),
    );
  });

  it('sorts by 30-day orders, most first; ties by the best price for a seller (highest first)', async () => {
    const h = startSandbox();
    const ads = await marketAll(h, { side: 'sell', ...GBP_USDT, sort: 'orders' });
    expect(ads.length).toBeGreaterThan(3);
    for (let i = 1; i < ads.length; i++) {
      expect(ads[i - 1]!.advertiser.orders30d).toBeGreaterThanOrEqual(ads[i]!.advertiser.orders30d);
    }
    expectPriceTies(ads, (ad) => String(ad.advertiser.orders30d), -1);
  });

  it('sorts by positive feedback, best first, an advertiser with no feedback yet last', async () => {
    const h = startSandbox();
    const ids = gbpAdvertisers(h);
    const [first, none] = ids;
    exec(h, 'DELETE FROM order_feedback WHERE to_user_id = ?', none!);
    exec(
      h,
      "UPDATE order_feedback SET rating = 'positive' WHERE to_user_id = ? AND rating = 'negative'",
      first!,
    );
    const ads = await marketAll(h, { side: 'buy', ...GBP_USDT, sort: 'positive_feedback' });
    const rates = ads.map((ad) => ad.advertiser.feedback?.positiveRate ?? null);
    expect(rates[0]).toBe('100.00');
    // No feedback yet (this advertiser, the merchant persona): after every rate.
    const firstNone = rates.indexOf(null);
    expect(firstNone).toBeGreaterThan(0);
    expect(rates.slice(firstNone).every((r) => r === null)).toBe(true);
    expect(ads.slice(firstNone).some((ad) => ad.advertiser.userId === none)).toBe(true);
    const rated = rates.filter((r): r is string => r !== null);
    for (let i = 1; i < rated.length; i++) {
      expect(compareDecimal(rated[i - 1]!, rated[i]!)).toBeGreaterThanOrEqual(0);
    }
    expectPriceTies(ads, (ad) => String(ad.advertiser.feedback?.positiveRate));
  });

  it('pages the sorted list: every ad once, the same order as one big page', async () => {
    const h = startSandbox();
    const query = { side: 'buy', ...GBP_USDT, sort: 'orders' };
    const all = await marketAll(h, query);
    const paged: number[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 3); page++) {
      const res = await market(h, { ...query, page, pageSize: 3 });
      expect(res.body.data.total).toBe(all.length);
      paged.push(...res.body.data.items.map((ad) => ad.id));
    }
    expect(paged).toEqual(all.map((ad) => ad.id));
  });

  it('keeps the price sorts: price_desc on the buy tab lists the dearest first', async () => {
    const h = startSandbox();
    const ads = await marketAll(h, { side: 'buy', ...GBP_USDT, sort: 'price_desc' });
    for (let i = 1; i < ads.length; i++) {
      expect(compareDecimal(ads[i - 1]!.price, ads[i]!.price)).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('online advertisers only', () => {
  it('keeps only advertisers online now, and the total and pages follow', async () => {
    const h = startSandbox();
    const all = await marketAll(h, { side: 'buy', ...GBP_USDT });
    const online = await marketAll(h, { side: 'buy', ...GBP_USDT, online: 'true' });
    expect(online.length).toBeGreaterThan(0);
    expect(online.length).toBeLessThan(all.length);
    expect(online.every((ad) => ad.advertiser.presence?.online === true)).toBe(true);
    expect(online.map((ad) => ad.id)).toEqual(
      all.filter((ad) => ad.advertiser.presence?.online).map((ad) => ad.id),
    );
    const first = await market(h, { side: 'buy', ...GBP_USDT, online: 'true', pageSize: 1 });
    expect(first.body.data.total).toBe(online.length);
  });

  it('lists an advertiser who just acted, and drops them once the window has passed', async () => {
    const h = startSandbox();
    exec(h, 'UPDATE p2p_bots SET connected = 0');
    exec(h, 'UPDATE users SET last_seen_at = NULL');
    expect((await market(h, { side: 'buy', ...GBP_USDT, online: 'true' })).body.data.total).toBe(0);

    // The merchant persona (MaxMerch, GBP USDT ads) logs in and looks around.
    const token = await h.login('merchant');
    await h.get('/c2c/v3/user/info', { token });
    const [merchant] = rows(h, "SELECT id FROM users WHERE persona = 'merchant'");
    const online = await marketAll(h, { side: 'buy', ...GBP_USDT, online: 'true' });
    expect(online.length).toBeGreaterThan(0);
    expect(online.every((ad) => ad.advertiser.userId === Number(merchant?.id))).toBe(true);

    h.clock.advance(5 * 60);
    expect((await market(h, { side: 'buy', ...GBP_USDT, online: 'true' })).body.data.total).toBe(0);
  });

  it.each([
    ['sort', { sort: 'rating' }],
    ['sort', { sort: 'COMPLETION_RATE' }],
    ['online', { online: 'false' }],
    ['online', { online: '1' }],
  ])('refuses a bad %s with a 400 naming it', async (field, params) => {
    const h = startSandbox();
    const res = await market(h, { side: 'buy', ...GBP_USDT, ...params });
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({
      errors: expect.arrayContaining([expect.objectContaining({ path: field })]),
    });
  });
});

describe('the average release time on a market row', () => {
  it('averages the seller’s own releases in the sandbox, from payment to release', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const query = { side: 'buy', coin: COIN, fiat: FIAT };
    const row = async () => (await marketAll(h, query))[0]?.advertiser;
    expect((await row())?.avgReleaseSeconds).toBeNull();
    for (const seconds of [60, 180]) {
      const { orderNo } = placeOrder(s.ctx, s.buyer.user, {
        adId: s.sellAd,
        price: '2.00',
        amount: '20',
      });
      markPaid(s.ctx, s.buyer.user, orderNo, BANK);
      h.clock.advance(seconds);
      const code = issueSmsCode(s.db, s.seller.user, h.clock.now());
      releaseOrder(s.ctx, s.seller.user, orderNo, { channel: 'sms', code });
    }
    expect(await row()).toMatchObject({ userId: s.seller.user.id, avgReleaseSeconds: 120 });
  });
});
