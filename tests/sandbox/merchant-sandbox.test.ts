import { describe, expect, it } from 'vitest';
import type { AdvertiserStatistics } from '@/contract/entities';
import type { MerchantDetail } from '@/contract/merchant';
import { addDecimal, compareDecimal } from '@/lib/decimal';
import { seedMerchantArea } from '@/sandbox/db/seed-merchant';
import { REJECT_REASON } from '@/sandbox/merchant/review';
import { startSandbox, type Harness } from './harness';
import { rows } from './market-helpers';

const detail = async (h: Harness, persona: 'user' | 'verified' | 'merchant' | 'wallet') =>
  (await h.get<MerchantDetail>('/c2c/v3/merchant/detail', { token: await h.login(persona) })).body
    .data;

const setState = (h: Harness, body: Record<string, unknown>) =>
  h.post<{ persona: string; status: string }>('/sandbox/merchant/state', body);

/** P2P available plus locked deposit of a persona in USDT: what it owns there. */
function ownedUsdt(h: Harness, persona: string): string {
  const [balance] = rows(
    h,
    `SELECT b.available FROM balances b JOIN users u ON u.id = b.user_id
      WHERE u.persona = ? AND b.account = 'p2p' AND b.coin = 'USDT'`,
    persona,
  );
  const locked = rows(
    h,
    `SELECT d.amount FROM merchant_deposits d JOIN users u ON u.id = d.user_id
      WHERE u.persona = ? AND d.released_at IS NULL`,
    persona,
  );
  return locked.reduce(
    (sum, row) => addDecimal(sum, String(row.amount)),
    String(balance?.available ?? '0'),
  );
}

describe('the merchant seed', () => {
  it('certifies the merchant persona with the locked deposit its statistics show', async () => {
    const h = startSandbox();
    const merchant = await detail(h, 'merchant');
    expect(merchant).toMatchObject({
      status: 'certified',
      checklist: {
        identityVerified: true,
        depositLocked: true,
        agreementAccepted: true,
        balance: { sufficient: true },
      },
    });
    expect(merchant.deposit?.coin).toBe('USDT');
    expect(merchant.application).toEqual({
      coin: 'USDT',
      amount: merchant.deposit?.amount,
    });
    const [user] = rows(h, "SELECT id, is_merchant FROM users WHERE persona = 'merchant'");
    expect(user?.is_merchant).toBe(1);
    const stats = await h.get<AdvertiserStatistics>(
      `/c2c/v3/public/user/transaction-data?userId=${user?.id}`,
    );
    expect(stats.body.data.deposit).toEqual({ coin: 'USDT', amount: merchant.deposit?.amount });
  });

  it('gives every certified user a locked deposit matching the statistics, and nobody else', () => {
    const h = startSandbox();
    const mismatched = rows(
      h,
      `SELECT u.id FROM users u
         LEFT JOIN merchant_deposits d ON d.user_id = u.id AND d.released_at IS NULL
         LEFT JOIN advertiser_stats s ON s.user_id = u.id
        WHERE (u.is_merchant = 1) <> (d.id IS NOT NULL) OR d.amount IS NOT s.deposit`,
    );
    expect(mismatched).toEqual([]);
    expect(rows(h, 'SELECT COUNT(*) AS n FROM merchant_deposits')[0]?.n).toBeGreaterThan(10);
  });

  it('leaves verified with enough P2P USDT to apply and lock the deposit', async () => {
    const h = startSandbox();
    const verified = await detail(h, 'verified');
    expect(verified.status).toBe('not_verified');
    const { available, threshold } = verified.checklist.balance;
    expect(compareDecimal(available, threshold)).toBeGreaterThanOrEqual(0);
    expect(compareDecimal(available, verified.requiredDeposit.amount)).toBeGreaterThanOrEqual(0);
  });

  it('seeds 30 days of activity adding up to each advertiser’s 30-day statistics', () => {
    const h = startSandbox();
    const sums = rows(
      h,
      `SELECT s.user_id, s.completed_30d, s.volume_30d, SUM(a.completed) AS completed,
              COUNT(a.day) AS days, MIN(a.day) AS first, MAX(a.day) AS last
         FROM advertiser_stats s JOIN users u ON u.id = s.user_id AND u.is_merchant = 1
         LEFT JOIN advertiser_daily_activity a ON a.user_id = s.user_id
        GROUP BY s.user_id`,
    );
    expect(sums.length).toBeGreaterThan(10);
    const today = new Date(h.clock.now()).toISOString().slice(0, 10);
    for (const row of sums) {
      expect(row.completed).toBe(row.completed_30d);
      expect(Number(row.days)).toBeLessThanOrEqual(30);
      expect(String(row.last) <= today).toBe(true);
      const volumes = rows(
        h,
        'SELECT volume FROM advertiser_daily_activity WHERE user_id = ?',
        Number(row.user_id),
      );
      const total = volumes.reduce((sum, v) => addDecimal(sum, String(v.volume)), '0');
      expect(compareDecimal(total, String(row.volume_30d))).toBe(0);
    }
  });

  it('adds nothing when run again (databases seeded before this area get it on start)', () => {
    const h = startSandbox();
    const count = () =>
      rows(
        h,
        `SELECT (SELECT COUNT(*) FROM merchant_deposits) AS d,
                (SELECT COUNT(*) FROM merchant_applications) AS a,
                (SELECT COUNT(*) FROM advertiser_daily_activity) AS x`,
      )[0];
    const before = count();
    seedMerchantArea(h.sandbox.db, h.clock.now() + 86_400_000);
    expect(count()).toEqual(before);
  });
});

describe('POST /sandbox/merchant/state', () => {
  it('puts a persona in every state coherently, without creating or losing coins', async () => {
    const h = startSandbox();
    const owned = ownedUsdt(h, 'verified');

    expect((await setState(h, { persona: 'verified', status: 'under_review' })).body.data).toEqual({
      persona: 'verified',
      status: 'under_review',
    });
    const review = await detail(h, 'verified');
    expect(review).toMatchObject({
      status: 'under_review',
      reviewDueAt: h.clock.now() + 60_000,
      application: { coin: 'USDT', amount: '500' },
    });

    await setState(h, { persona: 'verified', status: 'failed', failReason: 'Blurry video' });
    expect(await detail(h, 'verified')).toMatchObject({
      status: 'failed',
      failReason: 'Blurry video',
    });
    await setState(h, { persona: 'verified', status: 'failed' });
    expect((await detail(h, 'verified')).failReason).toBe(REJECT_REASON);

    await setState(h, { persona: 'verified', status: 'approved' });
    expect(await detail(h, 'verified')).toMatchObject({
      status: 'approved',
      deposit: null,
      application: { coin: 'USDT', amount: '500' },
    });

    await setState(h, { persona: 'verified', status: 'certified' });
    expect(await detail(h, 'verified')).toMatchObject({
      status: 'certified',
      deposit: { coin: 'USDT', amount: '500' },
      checklist: { balance: { available: '1000' }, depositLocked: true, agreementAccepted: true },
    });
    expect(
      rows(h, "SELECT is_merchant FROM users WHERE persona = 'verified'")[0]?.is_merchant,
    ).toBe(1);
    expect(compareDecimal(ownedUsdt(h, 'verified'), owned)).toBe(0);

    await setState(h, { persona: 'verified', status: 'portal_closed' });
    expect(await detail(h, 'verified')).toMatchObject({ status: 'portal_closed', deposit: null });

    await setState(h, { persona: 'verified', status: 'not_verified' });
    expect(await detail(h, 'verified')).toMatchObject({
      status: 'not_verified',
      application: null,
      deposit: null,
      checklist: { balance: { available: '1500' } },
    });
    expect(compareDecimal(ownedUsdt(h, 'verified'), owned)).toBe(0);
  });

  it('lets the review decide an application the control put under review', async () => {
    const h = startSandbox();
    await setState(h, { persona: 'verified', status: 'under_review' });
    await h.post('/sandbox/clock', { advanceSeconds: 60 });
    expect((await detail(h, 'verified')).status).toBe('approved');
  });

  it('withdraws an application in review when the state changes, so the review never decides it', async () => {
    const h = startSandbox();
    await setState(h, { persona: 'verified', status: 'under_review' });
    await setState(h, { persona: 'verified', status: 'not_verified' });
    h.clock.advance(3600);
    expect((await detail(h, 'verified')).status).toBe('not_verified');
  });

  it('tops up a balance that cannot cover the deposit when certifying', async () => {
    const h = startSandbox();
    await h.post('/sandbox/balance', {
      persona: 'user',
      account: 'p2p',
      coin: 'USDT',
      available: '100',
    });
    await setState(h, { persona: 'user', status: 'certified' });
    expect(await detail(h, 'user')).toMatchObject({
      status: 'certified',
      deposit: { amount: '500' },
      checklist: { balance: { available: '0' } },
    });
  });

  it('refuses incoherent requests', async () => {
    const h = startSandbox();
    const reason = await setState(h, {
      persona: 'verified',
      status: 'approved',
      failReason: 'why',
    });
    expect(reason.status).toBe(400);
    expect(reason.body.msg).toContain('failed');
    const wallet = await setState(h, { persona: 'wallet', status: 'certified' });
    expect(wallet.status).toBe(400);
    expect((await setState(h, { persona: 'wallet', status: 'portal_closed' })).body.data).toEqual({
      persona: 'wallet',
      status: 'portal_closed',
    });
    for (const body of [
      { persona: 'nobody', status: 'approved' },
      { persona: 'verified', status: 'vip' },
      { persona: 'verified' },
      { persona: 'verified', status: 'failed', failReason: '' },
      { persona: 'verified', status: 'approved', extra: 1 },
    ]) {
      expect((await setState(h, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await detail(h, 'verified')).status).toBe('not_verified');
  });
});

describe('POST /sandbox/balance', () => {
  it('sets the available balance of a persona, leaving escrow alone', async () => {
    const h = startSandbox();
    const res = await h.post('/sandbox/balance', {
      persona: 'verified',
      account: 'p2p',
      coin: 'USDT',
      available: '1234.56',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      persona: 'verified',
      account: 'p2p',
      coin: 'USDT',
      available: '1234.56',
    });
    expect((await detail(h, 'verified')).checklist.balance.available).toBe('1234.56');
    const spot = await h.post('/sandbox/balance', {
      persona: 'user',
      account: 'spot',
      coin: 'SOL',
      available: '3',
    });
    expect(spot.status).toBe(200);
    expect(
      rows(
        h,
        `SELECT b.available, b.held FROM balances b JOIN users u ON u.id = b.user_id
          WHERE u.persona = 'user' AND b.account = 'spot' AND b.coin = 'SOL'`,
      ),
    ).toEqual([{ available: '3', held: '0' }]);
  });

  it('refuses unknown personas, accounts, P2P coins and bad amounts', async () => {
    const h = startSandbox();
    const base = { persona: 'verified', account: 'p2p', coin: 'USDT', available: '1' };
    for (const change of [
      { persona: 'nobody' },
      { account: 'savings' },
      { coin: 'XYZ' },
      { coin: 'usdt' },
      { available: '-1' },
      { available: 5 },
      { available: '1e3' },
    ]) {
      const res = await h.post('/sandbox/balance', { ...base, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
    }
    const coin = await h.post('/sandbox/balance', { ...base, coin: 'XYZ' });
    expect(coin.body.msg).toContain('XYZ');
  });
});
