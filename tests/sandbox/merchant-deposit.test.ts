import { describe, expect, it } from 'vitest';
import type { AdvertiserStatistics, MarketAd } from '@/contract/entities';
import { merchantDetail, type MerchantDetail } from '@/contract/merchant';
import { MERCHANT_CODES } from '@/contract/merchant-refusals';
import { findUserByPersona } from '@/sandbox/user/users';
import { startSandbox, type Harness } from './harness';
import { marketAll, rows } from './market-helpers';
import { realSmsCode } from './support/order-http';
import type { C2cUserInfo } from '@/contract/user';

const detail = (h: Harness, token: string) =>
  h.get<MerchantDetail>('/c2c/v3/merchant/detail', { token });

const lock = (h: Harness, token: string, body: unknown = { agreeAgreement: true }) =>
  h.post<MerchantDetail>('/c2c/v3/merchant/deposit', body, { token });

/** `PUT /c2c/v3/merchant/apply-refund` with a second factor. */
const refund = (h: Harness, token: string, code: string, channel = 'sms') =>
  h.call<MerchantDetail>(
    'PUT',
    '/api/c2c/v3/merchant/apply-refund',
    {
      body: JSON.stringify({ verification: { channel, code } }),
      headers: { 'content-type': 'application/json' },
    },
    { token },
  );

const setState = (h: Harness, persona: string, status: string) =>
  h.post('/sandbox/merchant/state', { persona, status });

function verifiedParty(h: Harness, token: string) {
  const user = findUserByPersona(h.sandbox.db, 'verified');
  if (!user) throw new Error('the verified persona is seeded');
  return { user, token };
}

function p2pUsdt(h: Harness, persona: string): string {
  const [row] = rows(
    h,
    `SELECT b.available FROM balances b JOIN users u ON u.id = b.user_id
      WHERE u.persona = ? AND b.account = 'p2p' AND b.coin = 'USDT'`,
    persona,
  );
  return String(row?.available);
}

describe('POST /c2c/v3/merchant/deposit', () => {
  it('after approval, locks the deposit from the P2P balance and certifies the user', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    await setState(h, 'verified', 'approved');
    const res = await lock(h, token);
    expect(res.status).toBe(200);
    const now = h.clock.now();
    expect(merchantDetail.parse(res.body.data)).toMatchObject({
      status: 'certified',
      deposit: { coin: 'USDT', amount: '500', lockedAt: now },
      application: { coin: 'USDT', amount: '500' },
      canRelease: true,
      checklist: {
        identityVerified: true,
        // 1000 left available; with the 500 locked it is over the 1000 threshold.
        balance: { coin: 'USDT', available: '1000', threshold: '1000', sufficient: true },
        depositLocked: true,
        agreementAccepted: true,
      },
    });
    expect(p2pUsdt(h, 'verified')).toBe('1000');

    const info = await h.get<C2cUserInfo>('/c2c/v3/user/info', { token });
    expect(info.body.data).toMatchObject({
      merchantStatus: 'certified',
      tier: 'certified_advertiser',
    });
    const { userId } = info.body.data;
    const stats = await h.get<AdvertiserStatistics>(
      `/c2c/v3/public/user/transaction-data?userId=${userId}`,
    );
    expect(stats.body.data.deposit).toEqual({ coin: 'USDT', amount: '500' });

    const twice = await lock(h, token);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      code: MERCHANT_CODES.stateConflict,
      msg: 'Your deposit is already locked',
    });
  });

  it('refuses before approval, without the agreement, and with too little balance', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const early = await lock(h, token);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe(MERCHANT_CODES.stateConflict);

    await setState(h, 'verified', 'approved');
    for (const body of [{ agreeAgreement: false }, {}, { agreeAgreement: 'yes' }, 'nope']) {
      const res = await lock(h, token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const refusal = await lock(h, token, { agreeAgreement: false });
    expect(refusal.body.msg).toContain('Please read and accept the advertiser agreement');

    // Covers the deposit but not the threshold (deposit included).
    await h.post('/sandbox/balance', {
      persona: 'verified',
      account: 'p2p',
      coin: 'USDT',
      available: '800',
    });
    const belowThreshold = await lock(h, token);
    expect(belowThreshold.body).toEqual({
      code: MERCHANT_CODES.balanceTooLow,
      msg: 'Your USDT balance is less than 1000',
      data: { coin: 'USDT', amount: '1000' },
    });
    await h.post('/sandbox/balance', {
      persona: 'verified',
      account: 'p2p',
      coin: 'USDT',
      available: '300',
    });
    expect((await lock(h, token)).body.msg).toBe('Your USDT balance is less than 500');
    expect((await detail(h, token)).body.data).toMatchObject({
      status: 'approved',
      deposit: null,
      checklist: { balance: { available: '300', sufficient: false } },
    });
    expect(p2pUsdt(h, 'verified')).toBe('300');
  });
});

describe('PUT /c2c/v3/merchant/apply-refund', () => {
  it('releases the deposit with a real code and removes merchant rights', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    await setState(h, 'verified', 'approved');
    await lock(h, token);

    const wrong = await refund(h, token, '000000');
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe(MERCHANT_CODES.codeInvalid);

    const code = await realSmsCode(h, verifiedParty(h, token));
    const released = await refund(h, token, code);
    expect(released.status).toBe(200);
    expect(merchantDetail.parse(released.body.data)).toMatchObject({
      status: 'not_verified',
      deposit: null,
      application: null,
      canRelease: false,
      checklist: { depositLocked: false, agreementAccepted: false, balance: { available: '1500' } },
    });
    expect(p2pUsdt(h, 'verified')).toBe('1500');
    const info = await h.get<C2cUserInfo>('/c2c/v3/user/info', { token });
    expect(info.body.data).toMatchObject({ merchantStatus: 'not_verified', tier: 'verified_user' });
    expect(info.body.data.statistics.deposit).toBeNull();

    // The code is used up, and there is nothing left to release.
    const again = await refund(h, token, code);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(MERCHANT_CODES.stateConflict);
  });

  it('is blocked by listed ads, without delisting them, and keeps the code usable', async () => {
    const h = startSandbox();
    const token = await h.login('merchant');
    const before = await detail(h, token);
    expect(before.body.data).toMatchObject({
      status: 'certified',
      canRelease: false,
      blockers: { listedAds: 2, openOrders: 0 },
    });
    const merchant = findUserByPersona(h.sandbox.db, 'merchant');
    if (!merchant) throw new Error('the merchant persona is seeded');
    const code = await realSmsCode(h, { user: merchant, token });
    const blocked = await refund(h, token, code);
    expect(blocked.status).toBe(400);
    expect(blocked.body).toMatchObject({
      code: MERCHANT_CODES.releaseBlocked,
      data: { listedAds: 2, openOrders: 0 },
    });
    const listed = rows(
      h,
      "SELECT COUNT(*) AS n FROM ads WHERE user_id = ? AND status = 'listed'",
      merchant.id,
    );
    expect(listed[0]?.n).toBe(2);

    h.sandbox.db.prepare("UPDATE ads SET status = 'delisted' WHERE user_id = ?").run(merchant.id);
    const released = await refund(h, token, code);
    expect(released.status).toBe(200);
    expect(released.body.data.status).toBe('not_verified');
  });

  it('is blocked by an order in progress where the user is a party', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    await setState(h, 'verified', 'certified');
    const ads = await marketAll(h, { side: 'buy', coin: 'USDT', fiat: 'GBP' });
    const ad = ads.find((a: MarketAd) => a.advertiser.nickname === 'MaxMerch');
    if (!ad) throw new Error('the merchant persona lists a GBP USDT sell ad');
    const placed = await h.post(
      '/c2c/v3/order/proceed',
      { adId: ad.id, price: ad.price, amount: '100' },
      { token },
    );
    expect(placed.status).toBe(200);
    const blocked = await detail(h, token);
    expect(blocked.body.data).toMatchObject({
      canRelease: false,
      blockers: { listedAds: 0, openOrders: 1 },
    });
    const code = await realSmsCode(h, verifiedParty(h, token));
    const res = await refund(h, token, code);
    expect(res.body).toMatchObject({
      code: MERCHANT_CODES.releaseBlocked,
      data: { listedAds: 0, openOrders: 1 },
    });
  });

  it('refuses bad bodies and users who are not certified', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const notCertified = await refund(h, token, '123456');
    expect(notCertified.status).toBe(409);
    expect(notCertified.body.code).toBe(MERCHANT_CODES.stateConflict);
    for (const body of [{}, { verification: { channel: 'sms', code: '12' } }, { code: '123456' }]) {
      const res = await h.call(
        'PUT',
        '/api/c2c/v3/merchant/apply-refund',
        { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
        { token },
      );
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await refund(h, '', '123456')).body.code).toBe(403);
  });
});
