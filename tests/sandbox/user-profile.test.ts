import { describe, expect, it } from 'vitest';
import type { AdvertiserStatistics } from '@/contract/entities';
import type { BasicsConfig } from '@/contract/market';
import { cancelWindow, p2pConfig } from '@/sandbox/config';
import { startSandbox, type Harness } from './harness';
import { exec, rows } from './market-helpers';
import type { C2cUserInfo } from '@/contract/user';

const DAY_MS = 24 * 3600_000;

function userId(h: Harness, where: string): number {
  const [row] = rows(h, `SELECT id FROM users WHERE ${where}`);
  if (!row) throw new Error(`no user ${where}`);
  return Number(row.id);
}

let orderSeq = 0;
/** An order row between `buyer` and a seeded advertiser, in the given state. */
function insertOrder(
  h: Harness,
  buyerId: number,
  status: string,
  extra: Record<string, number | string> = {},
) {
  const [ad] = rows(h, "SELECT id, user_id FROM ads WHERE type = 'sell' AND fiat = 'GBP' LIMIT 1");
  const now = h.clock.now();
  exec(
    h,
    `INSERT INTO orders (order_no, ad_id, advertiser_id, taker_id, buyer_id, seller_id, coin, fiat,
       price, quantity, total_price, status, cancelled_by, cancelled_at, payment_time_limit,
       payment_deadline, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 'USDT', 'GBP', '0.80', '100', '80', ?, ?, ?, 15, ?, ?, ?)`,
    String(90_000_000 + ++orderSeq),
    Number(ad?.id),
    Number(ad?.user_id),
    buyerId,
    buyerId,
    Number(ad?.user_id),
    status,
    extra.cancelledBy ?? null,
    extra.cancelledAt ?? null,
    now + 15 * 60_000,
    now,
    now,
  );
}

describe('user info (the signed-in user’s P2P profile)', () => {
  it('describes the verified user: GB identity, GBP home fiat, verified tier, no orders yet', async () => {
    const h = startSandbox();
    const res = await h.get<C2cUserInfo>('/c2c/v3/user/info', { token: await h.login('verified') });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      nickname: 'VeraTrades',
      emailVerified: true,
      phoneVerified: true,
      identityVerified: true,
      identityCountry: 'GB',
      homeFiat: 'GBP',
      tier: 'verified_user',
      merchantStatus: 'not_verified',
      registeredAt: h.clock.now() - 120 * DAY_MS,
      pendingOrders: 0,
      cancelledToday: 0,
      orderBlockedUntil: null,
      statistics: { totalOrders: 0, successRate30d: '0.00', accountAgeDays: 120, deposit: null },
    });
  });

  it('describes the merchant as a certified advertiser trading GBP, with a history', async () => {
    const h = startSandbox();
    const res = await h.get<C2cUserInfo>('/c2c/v3/user/info', { token: await h.login('merchant') });
    expect(res.body.data).toMatchObject({
      identityCountry: 'GB',
      homeFiat: 'GBP',
      tier: 'certified_advertiser',
      merchantStatus: 'certified',
    });
    expect(res.body.data.statistics.totalOrders).toBeGreaterThan(0);
  });

  it('gives an unverified user no identity country, no home fiat and the normal tier', async () => {
    const h = startSandbox();
    const res = await h.get<C2cUserInfo>('/c2c/v3/user/info', { token: await h.login('user') });
    expect(res.body.data).toMatchObject({
      nickname: null,
      identityVerified: false,
      identityCountry: null,
      homeFiat: null,
      tier: 'normal_user',
      phoneVerified: false,
    });
    expect(res.body.data.statistics.nickname).toMatch(/^User-\d{4}$/);
  });

  it('tells a wallet-connected user the merchant portal is closed', async () => {
    const h = startSandbox();
    const res = await h.get<C2cUserInfo>('/c2c/v3/user/info', { token: await h.login('wallet') });
    expect(res.body.data).toMatchObject({ merchantStatus: 'portal_closed', emailVerified: false });
  });

  it('gives the agent the home fiat of Hong Kong', async () => {
    const h = startSandbox();
    const res = await h.get<C2cUserInfo>('/c2c/v3/user/info', { token: await h.login('agent') });
    expect(res.body.data).toMatchObject({ identityCountry: 'HK', homeFiat: 'HKD' });
  });

  it('counts orders in progress and today’s cancellations, and says until when orders are blocked', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const me = userId(h, "persona = 'verified'");
    insertOrder(h, me, 'pending_payment');
    insertOrder(h, me, 'paid');
    insertOrder(h, me, 'completed');
    const now = h.clock.now();
    for (let i = 0; i < 3; i++) {
      insertOrder(h, me, 'cancelled', { cancelledBy: 'buyer', cancelledAt: now - i * 60_000 });
    }
    // Yesterday's cancellation does not count.
    insertOrder(h, me, 'cancelled', { cancelledBy: 'buyer', cancelledAt: now - DAY_MS });
    const res = await h.get<C2cUserInfo>('/c2c/v3/user/info', { token });
    const nextReset = Date.UTC(2025, 0, 16, 0, 0, 0);
    expect(res.body.data).toMatchObject({
      pendingOrders: 2,
      cancelledToday: 3,
      orderBlockedUntil: nextReset,
    });
    h.clock.advance((nextReset - now) / 1000);
    const later = await h.get<C2cUserInfo>('/c2c/v3/user/info', { token });
    expect(later.body.data).toMatchObject({ cancelledToday: 0, orderBlockedUntil: null });
  });

  it('asks to log in without a session', async () => {
    const h = startSandbox();
    const res = await h.get('/c2c/v3/user/info');
    expect(res.status).toBe(403);
  });
});

describe('advertiser statistics (transaction data)', () => {
  it('derives rates, averages and age from the stats row', async () => {
    const h = startSandbox();
    const id = userId(h, "nickname = 'LondonOTC'");
    const [stats] = rows(h, 'SELECT * FROM advertiser_stats WHERE user_id = ?', id);
    const [user] = rows(h, 'SELECT created_at FROM users WHERE id = ?', id);
    if (!stats || !user) throw new Error('no stats');
    const res = await h.get<AdvertiserStatistics>(
      `/c2c/v3/public/user/transaction-data?userId=${id}`,
    );
    expect(res.status).toBe(200);
    const orders = Number(stats.orders_30d);
    const completed = Number(stats.completed_30d);
    const rate = ((completed * 100) / orders).toFixed(2);
    expect(res.body.data).toMatchObject({
      userId: id,
      nickname: 'LondonOTC',
      tier: 'certified_advertiser',
      identityVerified: true,
      orders30d: orders,
      successRate30d: rate,
      totalOrders: Number(stats.buy_count) + Number(stats.sell_count),
      buyCount: Number(stats.buy_count),
      sellCount: Number(stats.sell_count),
      avgReleaseSeconds: Math.round(
        Number(stats.release_seconds_sum) / Number(stats.release_count),
      ),
      avgPaySeconds: Math.round(Number(stats.pay_seconds_sum) / Number(stats.pay_count)),
      accountAgeDays: Math.floor((h.clock.now() - Number(user.created_at)) / DAY_MS),
      firstTradeAt: Number(stats.first_trade_at),
      volume30d: stats.volume_30d,
      volumeTotal: stats.volume_total,
      deposit: { coin: 'USDT', amount: stats.deposit },
    });
  });

  it('computes the success rate exactly, half-up, with two decimals', async () => {
    const h = startSandbox();
    const id = userId(h, "nickname = 'LondonOTC'");
    exec(h, 'UPDATE advertiser_stats SET orders_30d = 3, completed_30d = 2 WHERE user_id = ?', id);
    const res = await h.get<AdvertiserStatistics>(
      `/c2c/v3/public/user/transaction-data?userId=${id}`,
    );
    expect(res.body.data.successRate30d).toBe('66.67');
    exec(h, 'UPDATE advertiser_stats SET orders_30d = 8, completed_30d = 8 WHERE user_id = ?', id);
    const full = await h.get<AdvertiserStatistics>(
      `/c2c/v3/public/user/transaction-data?userId=${id}`,
    );
    expect(full.body.data.successRate30d).toBe('100.00');
  });

  it('matches what the market row shows of the same advertiser', async () => {
    const h = startSandbox();
    const list = await h.get<{ items: { advertiser: AdvertiserStatistics }[] }>(
      '/c2c/v3/public/merchant/all/ad?side=buy&coin=USDT&fiat=TRY&pageSize=1',
    );
    const summary = list.body.data.items[0]?.advertiser;
    if (!summary) throw new Error('no ad');
    const full = await h.get<AdvertiserStatistics>(
      `/c2c/v3/public/user/transaction-data?userId=${summary.userId}`,
    );
    expect(full.body.data).toMatchObject(summary);
  });

  it('answers zeros for a user who never traded, 404 for an unknown id, 400 for a bad one', async () => {
    const h = startSandbox();
    const vera = userId(h, "persona = 'verified'");
    const zero = await h.get<AdvertiserStatistics>(
      `/c2c/v3/public/user/transaction-data?userId=${vera}`,
    );
    expect(zero.body.data).toMatchObject({
      orders30d: 0,
      avgReleaseSeconds: null,
      firstTradeAt: null,
      volumeTotal: '0',
    });
    const missing = await h.get('/c2c/v3/public/user/transaction-data?userId=999999');
    expect(missing.status).toBe(404);
    const bad = await h.get('/c2c/v3/public/user/transaction-data?userId=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.data).toMatchObject({ errors: [{ path: 'userId' }] });
  });
});

describe('basics config', () => {
  it('serves the config table, the per-fiat limits and the per-coin caps', async () => {
    const h = startSandbox();
    const res = await h.get<BasicsConfig>('/c2c/v3/public/config/basics-config');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      paymentTimeLimitMinutes: 15,
      paymentTimeLimitOptions: [15, 30, 45, 60],
      appealMinWaitMinutes: 10,
      deadlineReminderMinutes: 5,
      dailyCancelCap: 3,
      cancelResetUtc: '00:00',
      maxPendingOrdersPerUser: 3,
      maxPendingOrdersPerAdvertiser: 10,
      priceDeviationWarnPercent: '10',
      adFeePercent: '0.1',
      orderFeePercent: '0',
      maxPaymentMethodsPerUser: 10,
      maxPaymentMethodsPerAd: 3,
      codeResendSeconds: 60,
      releaseExpectMinutes: 3,
    });
    expect(res.body.data.fiatLimits).toContainEqual({
      fiat: 'GBP',
      minSingle: '10',
      maxSingle: '40000',
    });
    expect(res.body.data.fiatLimits.length).toBeGreaterThanOrEqual(8);
    expect(res.body.data.coinLimits.map((c) => c.coin)).toEqual(['USDT', 'BTC', 'ETH', 'USDC']);
  });

  it('follows a change in the table without a restart', async () => {
    const h = startSandbox();
    exec(h, "UPDATE config SET value = '5' WHERE key = 'p2p.dailyCancelCap'");
    exec(h, "UPDATE config SET value = '20,40' WHERE key = 'p2p.paymentTimeLimitOptions'");
    const res = await h.get<BasicsConfig>('/c2c/v3/public/config/basics-config');
    expect(res.body.data).toMatchObject({ dailyCancelCap: 5, paymentTimeLimitOptions: [20, 40] });
  });
});

describe('p2p config getter', () => {
  it('reads typed values and fails loudly, naming the key, on a malformed one', () => {
    const h = startSandbox();
    const config = p2pConfig(h.sandbox);
    expect(config).toMatchObject({
      botDelaySeconds: 5,
      coinMaxQuantity: { USDT: '1000000', BTC: '20', ETH: '400', USDC: '1000000' },
    });
    exec(h, "UPDATE config SET value = 'soon' WHERE key = 'p2p.appealMinWaitMinutes'");
    expect(() => p2pConfig(h.sandbox)).toThrow(/p2p\.appealMinWaitMinutes/);
    exec(h, "UPDATE config SET value = '10' WHERE key = 'p2p.appealMinWaitMinutes'");
    exec(h, `UPDATE config SET value = '{"BTC":1}' WHERE key = 'p2p.coinMaxQuantity'`);
    expect(() => p2pConfig(h.sandbox)).toThrow(/p2p\.coinMaxQuantity/);
  });

  it('places the cancellation day between two resets', () => {
    const now = Date.UTC(2025, 0, 15, 8, 0);
    expect(cancelWindow(now, '00:00')).toEqual({
      start: Date.UTC(2025, 0, 15),
      end: Date.UTC(2025, 0, 16),
    });
    expect(cancelWindow(now, '09:30')).toEqual({
      start: Date.UTC(2025, 0, 14, 9, 30),
      end: Date.UTC(2025, 0, 15, 9, 30),
    });
    expect(cancelWindow(Date.UTC(2025, 0, 15, 9, 30), '09:30').start).toBe(
      Date.UTC(2025, 0, 15, 9, 30),
    );
  });
});

describe('GET /c2c/v3/public/user/markets', () => {
  it('names the markets of one advertiser with the very totals the market lists', async () => {
    const h = startSandbox();
    const merchant = await h.login('merchant');
    const info = await h.get<{ userId: number }>('/c2c/v3/user/info', { token: merchant });
    const userId = info.body.data.userId;
    const res = await h.get<{ side: string; coin: string; fiat: string; total: number }[]>(
      `/c2c/v3/public/user/markets?userId=${userId}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data[0]?.side).toBe('buy');
    for (const m of res.body.data) {
      const page = await h.get<{ total: number }>(
        `/c2c/v3/public/merchant/all/ad?side=${m.side}&coin=${m.coin}&fiat=${m.fiat}&userId=${userId}`,
      );
      expect(page.body.data.total, `${m.side} ${m.coin} ${m.fiat}`).toBe(m.total);
    }
  });

  it('is empty for a user with no listed ads and refuses a bad id', async () => {
    const h = startSandbox();
    const verified = await h.login('verified');
    const info = await h.get<{ userId: number }>('/c2c/v3/user/info', { token: verified });
    const none = await h.get(`/c2c/v3/public/user/markets?userId=${info.body.data.userId}`);
    expect(none.body.data).toEqual([]);
    const bad = await h.get('/c2c/v3/public/user/markets?userId=abc');
    expect(bad.status).toBe(400);
  });
});
