import { describe, expect, it } from 'vitest';
import { dailyActivity, type DailyActivity } from '@/contract/market';
import type { C2cOrder } from '@/contract/entities';
import { addDecimal } from '@/lib/decimal';
import { startSandbox, type Harness } from './harness';
import { rows } from './market-helpers';
import { tradingSetup } from './support/order-http';
import { BANK, issueSmsCode, makeBot } from './support/trading-fixtures';

const DAY_MS = 24 * 3600_000;

const activity = (h: Harness, query: string) =>
  h.get<DailyActivity[]>(`/c2c/v3/public/user/activity?${query}`);

function idOf(h: Harness, nickname: string): number {
  const [row] = rows(h, 'SELECT id FROM users WHERE nickname = ?', nickname);
  if (!row) throw new Error(`${nickname} is seeded`);
  return Number(row.id);
}

/** The fixture buyer buys 100 XTS (50 TST at 2.00) from the fixture seller and pays. */
async function paidOrder(h: Harness, s: ReturnType<typeof tradingSetup>): Promise<string> {
  const placed = await h.post<C2cOrder>(
    '/c2c/v3/order/proceed',
    { adId: s.sellAd, price: '2.00', amount: '100' },
    { token: s.buyer.token },
  );
  if (placed.status !== 200) throw new Error(`Placing failed: ${placed.body.msg}`);
  const { orderNo } = placed.body.data;
  await h.post('/c2c/v3/order/paid', { orderNo, paymentMethod: BANK }, { token: s.buyer.token });
  return orderNo;
}

describe('GET /c2c/v3/public/user/activity', () => {
  it('lists every UTC day of the last 30, oldest first, adding up to the 30-day statistics', async () => {
    const h = startSandbox();
    const userId = idOf(h, 'LondonOTC');
    const res = await activity(h, `userId=${userId}`);
    expect(res.status).toBe(200);
    const days = res.body.data.map((d) => dailyActivity.parse(d));
    expect(days).toHaveLength(30);
    const today = Math.floor(h.clock.now() / DAY_MS) * DAY_MS;
    days.forEach((d, i) => {
      expect(d.day).toBe(new Date(today - (29 - i) * DAY_MS).toISOString().slice(0, 10));
      expect(d.volume).toMatch(/^\d+\.\d{2}$/);
    });
    const [stats] = rows(
      h,
      'SELECT completed_30d, volume_30d FROM advertiser_stats WHERE user_id = ?',
      userId,
    );
    expect(days.reduce((sum, d) => sum + d.completed, 0)).toBe(stats?.completed_30d);
    expect(days.reduce((sum, d) => addDecimal(sum, d.volume), '0')).toBe(
      addDecimal(String(stats?.volume_30d), '0.00'),
    );
    expect(days.some((d) => d.completed === 0)).toBe(true);

    const week = await activity(h, `userId=${userId}&days=7`);
    expect(week.body.data).toEqual(days.slice(-7));
  });

  it('answers zeros for a user without trades', async () => {
    const h = startSandbox();
    const res = await activity(h, `userId=${idOf(h, 'VeraTrades')}&days=7`);
    expect(res.body.data).toHaveLength(7);
    expect(res.body.data.every((d) => d.completed === 0 && d.volume === '0.00')).toBe(true);
  });

  it('counts an order released by the seller for both parties, on the day it completed', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const orderNo = await paidOrder(h, s);
    h.clock.advance(16 * 3600); // 08:00 + 16 h: the next UTC day
    const code = issueSmsCode(h.sandbox.db, s.seller.user, h.clock.now());
    const released = await h.post(
      '/c2c/v3/order/release',
      { orderNo, twoFactor: { channel: 'sms', code } },
      { token: s.seller.token },
    );
    expect(released.status).toBe(200);
    for (const party of [s.seller, s.buyer]) {
      const days = (await activity(h, `userId=${party.user.id}&days=7`)).body.data;
      expect(days.at(-1)).toEqual({
        day: new Date(h.clock.now()).toISOString().slice(0, 10),
        completed: 1,
        volume: '50.00',
      });
      expect(days.slice(0, -1).every((d) => d.completed === 0)).toBe(true);
    }
    expect(
      (await activity(h, `userId=${s.stranger.user.id}&days=7`)).body.data.at(-1),
    ).toMatchObject({ completed: 0 });
  });

  it('counts an order a bot released', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    makeBot(h.sandbox.db, s.seller.user.id, 'auto', 5);
    await paidOrder(h, s);
    h.clock.advance(5);
    const days = (await activity(h, `userId=${s.seller.user.id}&days=7`)).body.data;
    expect(days.at(-1)).toMatchObject({ completed: 1, volume: '50.00' });
  });

  it('refuses bad queries and unknown users', async () => {
    const h = startSandbox();
    for (const query of ['', 'userId=0', 'userId=abc', 'userId=1&days=14', 'userId=1&x=1']) {
      expect((await activity(h, query)).status, query).toBe(400);
    }
    const unknown = await activity(h, 'userId=999999');
    expect(unknown.status).toBe(404);
  });
});
