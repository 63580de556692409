import { describe, expect, it } from 'vitest';
import type { C2cOrder } from '@/contract/entities';
import { MERCHANT_CODES } from '@/contract/merchant-refusals';
import { TWO_FACTOR_REFUSALS } from '@/contract/verification-refusals';
import { createManualClock } from '@/sandbox/clock';
import { stmt } from '@/sandbox/db/database';
import { migrations, readUserVersion } from '@/sandbox/db/migrations';
import { useOlderDatabases } from './support/older-database';
import { createSandbox } from '@/sandbox/index';
import { findUserByPersona } from '@/sandbox/user/users';
import { totpCode, totpStep } from '@/sandbox/verification/totp';
import { startSandbox, verifyToken, type Harness } from './harness';
import { realSmsCode, tradingSetup, type Party } from './support/order-http';
import { BANK, setConfig } from './support/trading-fixtures';

/**
 * Issue 15, item 4: wrong second-factor codes are limited. A code takes 5 wrong tries, then it
 * is void (the right one too) until a new one is sent; 3 voided codes within an hour lock the
 * channel for 30 minutes (no code sent or accepted); an authenticator's wrong tries count per
 * kind of action, with the same lock. Time moves with the sandbox clock, never by sleeping.
 */

const { codeInvalid, codeVoided, channelLocked } = TWO_FACTOR_REFUSALS;
type Setup = ReturnType<typeof tradingSetup>;

/** A paid order of the setup's sell ad: the seller has something to release. */
async function paidOrder(h: Harness, s: Setup): Promise<string> {
  const placed = await h.post<C2cOrder>(
    '/c2c/v3/order/proceed',
    { adId: s.sellAd, price: '2.00', amount: '100' },
    { token: s.buyer.token },
  );
  if (placed.status !== 200) throw new Error(`Placing failed: ${placed.body.msg}`);
  const orderNo = placed.body.data.orderNo;
  const paid = await h.post(
    '/c2c/v3/order/paid',
    { orderNo, paymentMethod: BANK },
    { token: s.buyer.token },
  );
  if (paid.status !== 200) throw new Error(`Paying failed: ${paid.body.msg}`);
  return orderNo;
}

const release = (h: Harness, orderNo: string, party: Party, twoFactor: unknown) =>
  h.post<{ order: { status: string } }>(
    '/c2c/v3/order/release',
    { orderNo, twoFactor },
    { token: party.token },
  );

/** A 6-digit code other than `code`. */
const wrongOf = (code: string, n = 0) => {
  const wrong = String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');
  return wrong;
};

/** Spends the 5 tries of the seller's current SMS code on wrong codes; returns the last answer. */
async function burnCode(h: Harness, orderNo: string, party: Party, code: string) {
  let last = await release(h, orderNo, party, { channel: 'sms', code: wrongOf(code) });
  for (let i = 1; i < 5; i++) {
    last = await release(h, orderNo, party, { channel: 'sms', code: wrongOf(code, i) });
  }
  return last;
}

/** Sends a new SMS code once the resend countdown allows. */
async function newSmsCode(h: Harness, party: Party) {
  h.clock.advance(60);
  return realSmsCode(h, party);
}

describe('wrong codes on a sent code', () => {
  it('count down the tries left, then void the code so even the right one is refused', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const orderNo = await paidOrder(h, s);
    const code = await realSmsCode(h, s.seller);

    const left: unknown[] = [];
    for (let i = 0; i < 4; i++) {
      const wrong = await release(h, orderNo, s.seller, { channel: 'sms', code: wrongOf(code, i) });
      expect([wrong.status, wrong.body.code]).toEqual([400, codeInvalid.code]);
      left.push(wrong.body.data);
    }
    expect(left).toEqual([4, 3, 2, 1].map((attemptsLeft) => ({ attemptsLeft })));

    const fifth = await release(h, orderNo, s.seller, { channel: 'sms', code: wrongOf(code, 4) });
    expect([fifth.status, fifth.body.code]).toEqual([400, codeVoided.code]);
    const right = await release(h, orderNo, s.seller, { channel: 'sms', code });
    expect([right.status, right.body.code]).toEqual([400, codeVoided.code]);
    const detail = await h.get<{ status: string }>(`/c2c/v3/order/detail?orderNo=${orderNo}`, {
      token: s.seller.token,
    });
    expect(detail.body.data.status).toBe('paid');

    // A new code starts with all its tries, and releases.
    const fresh = await newSmsCode(h, s.seller);
    const wrong = await release(h, orderNo, s.seller, { channel: 'sms', code: wrongOf(fresh) });
    expect(wrong.body.data).toEqual({ attemptsLeft: 4 });
    const released = await release(h, orderNo, s.seller, { channel: 'sms', code: fresh });
    expect(released.status).toBe(200);
    expect(released.body.data.order.status).toBe('completed');
  });

  it('counts on the payment-method save too, although the refused save is rolled back', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const user = findUserByPersona(h.sandbox.db, 'verified');
    if (!user) throw new Error('the verified persona is seeded');
    const code = await realSmsCode(h, { user, token });
    const save = (value: string) =>
      h.post(
        '/c2c/v3/user-payment/save',
        {
          method: 'wise',
          fields: { name: 'Vera Collins', email: 'vera@example.com' },
          verification: { channel: 'sms', code: value },
        },
        { token },
      );
    for (let i = 0; i < 4; i++) {
      expect((await save(wrongOf(code, i))).body.data).toEqual({ attemptsLeft: 4 - i });
    }
    expect((await save(wrongOf(code, 4))).body.code).toBe(codeVoided.code);
    expect((await save(code)).body.code).toBe(codeVoided.code);
    const saved = await h.get<unknown[]>('/c2c/v3/user-payment/list', { token });
    expect(saved.body.data.some((p) => JSON.stringify(p).includes('vera@example.com'))).toBe(false);
  });

  it('says nothing of tries when there is no live code to try (none sent, or expired)', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const orderNo = await paidOrder(h, s);
    const none = await release(h, orderNo, s.seller, { channel: 'sms', code: '123456' });
    expect([none.body.code, none.body.data]).toEqual([codeInvalid.code, null]);
    const code = await realSmsCode(h, s.seller);
    h.clock.advance(301);
    const expired = await release(h, orderNo, s.seller, { channel: 'sms', code });
    expect([expired.body.code, expired.body.data]).toEqual([codeInvalid.code, null]);
  });

  it('words the refusals in the request language', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const orderNo = await paidOrder(h, s);
    const code = await realSmsCode(h, s.seller);
    const fa = { token: s.seller.token, headers: { lang: 'fa' } };
    const wrong = await h.post(
      '/c2c/v3/order/release',
      { orderNo, twoFactor: { channel: 'sms', code: wrongOf(code) } },
      fa,
    );
    expect(wrong.body.msg).not.toMatch(/[A-Za-z]{4}/);
    await burnCode(h, orderNo, s.seller, code);
    const voided = await h.post(
      '/c2c/v3/order/release',
      { orderNo, twoFactor: { channel: 'sms', code } },
      fa,
    );
    expect(voided.body.code).toBe(codeVoided.code);
    expect(voided.body.msg).not.toMatch(/[A-Za-z]{4}/);
  });
});

describe('the lock after voided codes', () => {
  it('locks the phone after 3 voids within the hour: no code sent or accepted until it ends', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const orderNo = await paidOrder(h, s);

    let code = await realSmsCode(h, s.seller);
    expect((await burnCode(h, orderNo, s.seller, code)).body.code).toBe(codeVoided.code);
    code = await newSmsCode(h, s.seller);
    expect((await burnCode(h, orderNo, s.seller, code)).body.code).toBe(codeVoided.code);
    code = await newSmsCode(h, s.seller);
    const third = await burnCode(h, orderNo, s.seller, code);
    const unlockAt = h.clock.now() + 30 * 60_000;
    expect([third.status, third.body.code, third.body.data]).toEqual([
      429,
      channelLocked.code,
      { unlockAt },
    ]);

    // The phone takes no code: not by SMS, not by a voice call; the limit calls say until when.
    h.clock.advance(60);
    for (const channel of ['sms', 'voice'] as const) {
      const sent = await h.post(
        `/user/validation/online/${channel}`,
        { verifyToken: await verifyToken(h, channel) },
        { token: s.seller.token },
      );
      expect([sent.status, sent.body.code, sent.body.data]).toEqual([
        429,
        channelLocked.code,
        { unlockAt },
      ]);
      const limit = await h.get(`/user/validation/limit/${channel}`, { token: s.seller.token });
      expect(limit.body.data).toMatchObject({ unlockAt });
    }
    // Even a code sent before the lock and never tried is refused while it lasts.
    const right = await release(h, orderNo, s.seller, { channel: 'sms', code });
    expect(right.body.code).toBe(channelLocked.code);
    // The email is another channel: not locked.
    const email = await h.get('/user/validation/limit/email', { token: s.seller.token });
    expect(email.body.data).not.toHaveProperty('unlockAt');

    // One second before the end it still holds; at the end a new code releases.
    h.clock.advance((unlockAt - 1000 - h.clock.now()) / 1000);
    const early = await h.post(
      '/user/validation/online/sms',
      { verifyToken: await verifyToken(h, 'sms') },
      { token: s.seller.token },
    );
    expect(early.body.code).toBe(channelLocked.code);
    h.clock.advance((unlockAt - h.clock.now()) / 1000);
    const limit = await h.get('/user/validation/limit/sms', { token: s.seller.token });
    expect(limit.body.data).not.toHaveProperty('unlockAt');
    const fresh = await realSmsCode(h, s.seller);
    // The voids before the lock do not count again: one more void is only a void.
    expect((await burnCode(h, orderNo, s.seller, fresh)).body.code).toBe(codeVoided.code);
    const last = await newSmsCode(h, s.seller);
    const released = await release(h, orderNo, s.seller, { channel: 'sms', code: last });
    expect(released.status).toBe(200);
  });

  it('forgets voids older than an hour', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const orderNo = await paidOrder(h, s);
    let code = await realSmsCode(h, s.seller);
    await burnCode(h, orderNo, s.seller, code);
    code = await newSmsCode(h, s.seller);
    await burnCode(h, orderNo, s.seller, code);
    h.clock.advance(3600);
    code = await newSmsCode(h, s.seller);
    expect((await burnCode(h, orderNo, s.seller, code)).body.code).toBe(codeVoided.code);
  });

  it('follows the verify.* config keys', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    setConfig(h.sandbox.db, 'verify.maxCodeAttempts', '2');
    setConfig(h.sandbox.db, 'verify.maxVoidedCodesPerHour', '1');
    setConfig(h.sandbox.db, 'verify.lockMinutes', '5');
    const orderNo = await paidOrder(h, s);
    const code = await realSmsCode(h, s.seller);
    const first = await release(h, orderNo, s.seller, { channel: 'sms', code: wrongOf(code) });
    expect(first.body.data).toEqual({ attemptsLeft: 1 });
    const second = await release(h, orderNo, s.seller, { channel: 'sms', code: wrongOf(code, 1) });
    expect(second.body.data).toEqual({ unlockAt: h.clock.now() + 5 * 60_000 });
  });
});

describe('authenticator apps', () => {
  const SECRET = 'JBSWY3DPEHPK3PXP';

  function bindApp(h: Harness, party: Party) {
    stmt(
      h.sandbox.db,
      'INSERT INTO user_authenticators (user_id, secret, bound_at) VALUES (?, ?, ?)',
    ).run(party.user.id, SECRET, h.clock.now());
  }
  const appCode = (h: Harness) => totpCode(SECRET, totpStep(h.clock.now()));
  /** A code no step around now matches. */
  const appWrong = (h: Harness, n = 0) => {
    const near = [-1, 0, 1].map((d) => totpCode(SECRET, totpStep(h.clock.now()) + d));
    let value = n;
    let wrong = String(value).padStart(6, '0');
    while (near.includes(wrong)) wrong = String(++value).padStart(6, '0');
    return wrong;
  };

  it('counts wrong codes per kind of action, ends a round after 5, and locks after 3 rounds', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    bindApp(h, s.seller);
    const orderNo = await paidOrder(h, s);
    const app = (code: string) => release(h, orderNo, s.seller, { channel: 'authenticator', code });

    for (let i = 0; i < 4; i++) {
      expect((await app(appWrong(h, i))).body.data).toEqual({ attemptsLeft: 4 - i });
    }
    // Another kind of action has its own count.
    const save = await h.post(
      '/c2c/v3/user-payment/save',
      {
        method: 'wise',
        fields: { name: 'Sam Seller', email: 'sam@example.com' },
        verification: { channel: 'authenticator', code: appWrong(h) },
      },
      { token: s.seller.token },
    );
    expect([save.body.code, save.body.data]).toEqual([codeInvalid.code, { attemptsLeft: 4 }]);

    expect((await app(appWrong(h, 4))).body.code).toBe(codeVoided.code);
    // The round is over: the count starts again (the app shows a new code soon anyway).
    expect((await app(appWrong(h))).body.data).toEqual({ attemptsLeft: 4 });
    for (let i = 1; i < 5; i++) await app(appWrong(h, i));
    for (let i = 0; i < 4; i++) await app(appWrong(h, i));
    const locked = await app(appWrong(h, 4));
    const unlockAt = h.clock.now() + 30 * 60_000;
    expect([locked.status, locked.body.code, locked.body.data]).toEqual([
      429,
      channelLocked.code,
      { unlockAt },
    ]);
    // The app's right code is refused while the lock lasts, and accepted after.
    expect((await app(appCode(h))).body.code).toBe(channelLocked.code);
    // SMS is another channel.
    const sms = await realSmsCode(h, s.seller);
    expect(
      (await release(h, orderNo, s.seller, { channel: 'sms', code: wrongOf(sms) })).body.data,
    ).toEqual({ attemptsLeft: 4 });
    h.clock.advance((unlockAt - h.clock.now()) / 1000);
    const released = await app(appCode(h));
    expect(released.status).toBe(200);
  });

  it('clears the count after the right code', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    bindApp(h, s.seller);
    const first = await paidOrder(h, s);
    for (let i = 0; i < 3; i++) {
      await release(h, first, s.seller, { channel: 'authenticator', code: appWrong(h, i) });
    }
    expect(
      (await release(h, first, s.seller, { channel: 'authenticator', code: appCode(h) })).status,
    ).toBe(200);
    const second = await paidOrder(h, s);
    h.clock.advance(30);
    const wrong = await release(h, second, s.seller, {
      channel: 'authenticator',
      code: appWrong(h),
    });
    expect(wrong.body.data).toEqual({ attemptsLeft: 4 });
  });
});

describe('the merchant deposit release', () => {
  it('tells the tries left under its own code, then the shared void refusal', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const user = findUserByPersona(h.sandbox.db, 'verified');
    if (!user) throw new Error('the verified persona is seeded');
    await h.post('/sandbox/merchant/state', { persona: 'verified', status: 'approved' });
    await h.post('/c2c/v3/merchant/deposit', { agreeAgreement: true }, { token });
    const code = await realSmsCode(h, { user, token });
    const refund = (value: string) =>
      h.call(
        'PUT',
        '/api/c2c/v3/merchant/apply-refund',
        {
          body: JSON.stringify({ verification: { channel: 'sms', code: value } }),
          headers: { 'content-type': 'application/json' },
        },
        { token },
      );
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await refund(wrongOf(code, i))).body);
    expect(answers.map((a) => [a.code, a.data])).toEqual([
      [MERCHANT_CODES.codeInvalid, { attemptsLeft: 4 }],
      [MERCHANT_CODES.codeInvalid, { attemptsLeft: 3 }],
      [MERCHANT_CODES.codeInvalid, { attemptsLeft: 2 }],
      [MERCHANT_CODES.codeInvalid, { attemptsLeft: 1 }],
      [codeVoided.code, null],
    ]);
  });
});

describe('upgrading a database made before the attempt limits', () => {
  const olderDatabase = useOlderDatabases();

  it('gains the counts, the voids, the locks and the verify.* config on start', async () => {
    const dbPath = olderDatabase('CREATE TABLE two_factor_locks');

    const sandbox = createSandbox({ dbPath, clock: createManualClock(), log: () => {} });
    try {
      expect(readUserVersion(sandbox.db)).toBe(migrations.length);
      const config = stmt(sandbox.db, "SELECT key FROM config WHERE key LIKE 'verify.%'").all();
      expect(config.map((row) => row.key).sort()).toEqual([
        'verify.lockMinutes',
        'verify.maxCodeAttempts',
        'verify.maxVoidedCodesPerHour',
      ]);
      const json = async (path: string, init: RequestInit = {}) =>
        (await (await sandbox.app.request(path, init)).json()) as {
          code: number;
          data: Record<string, unknown>;
        };
      const session = await json('/api/sandbox/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ persona: 'merchant' }),
      });
      const token = String(session.data.token);
      const app = await json('/api/sandbox/authenticator?persona=merchant');
      const shown = String(app.data.code);
      const wrong = await json('/api/c2c/v3/user-payment/save', {
        method: 'POST',
        headers: { token, 'content-type': 'application/json' },
        body: JSON.stringify({
          method: 'wise',
          fields: { name: 'Max Merchant', email: 'max@example.com' },
          verification: { channel: 'authenticator', code: wrongOf(shown, 500_000) },
        }),
      });
      expect([wrong.code, wrong.data]).toEqual([codeInvalid.code, { attemptsLeft: 4 }]);
    } finally {
      await sandbox.close();
    }
  });
});
