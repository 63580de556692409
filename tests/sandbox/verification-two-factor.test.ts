import { describe, expect, it } from 'vitest';
import { ORDER_CODES } from '@/contract/orders-refusals';
import { stmt } from '@/sandbox/db/database';
import { consumeTwoFactor } from '@/sandbox/verification/two-factor';
import { totpCode, totpStep } from '@/sandbox/verification/totp';
import { startSandbox, verifyToken } from './harness';
import { addUser, createWorld, refusal } from './support/trading-fixtures';

interface Limit {
  resendAfter: number;
  remainingToday: number;
}

describe('voice-call codes', () => {
  it('calls the bound phone, shares the SMS countdown and shows up in the sandbox codes', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const sent = await h.post<Limit>(
      '/user/validation/online/voice',
      { verifyToken: await verifyToken(h, 'voice') },
      { token },
    );
    expect(sent.status).toBe(200);
    expect(sent.body.data.resendAfter).toBe(60);
    const code = await h.get<{ channel: string; code: string }>(
      '/sandbox/codes?target=%2B447700900123',
    );
    expect(code.body.data).toMatchObject({
      channel: 'voice',
      code: expect.stringMatching(/^\d{6}$/),
    });
    // The same phone: an SMS right after is too soon, and both limit calls agree.
    const sms = await h.get<Limit>('/user/validation/limit/sms', { token });
    const voice = await h.get<Limit>('/user/validation/limit/voice', { token });
    expect(voice.body.data).toEqual(sms.body.data);
    expect(voice.body.data.resendAfter).toBe(60);
  });

  it('takes a token made for voice only, and refuses users with no phone', async () => {
    const h = startSandbox();
    const verified = await h.login('verified');
    const smsToken = await verifyToken(h, 'sms');
    const wrong = await h.post(
      '/user/validation/online/voice',
      { verifyToken: smsToken },
      { token: verified },
    );
    expect(wrong.status).toBe(400);

    const user = await h.login('user');
    const noPhone = await h.post(
      '/user/validation/online/voice',
      { verifyToken: await verifyToken(h, 'voice') },
      { token: user },
    );
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.msg).toBe('No phone number is bound to your account.');
  });

  it('a voice code confirms an action like an SMS code, once', () => {
    const w = createWorld();
    const user = addUser(w.db);
    const now = w.clock.now();
    stmt(
      w.db,
      `INSERT INTO verification_codes (channel, target, code, user_id, sent_at, expires_at)
       VALUES ('voice', ?, '424242', ?, ?, ?)`,
    ).run(`+${user.areaCode}${user.phone}`, user.id, now, now + 300_000);
    expect(() =>
      consumeTwoFactor(w.ctx, user, { channel: 'voice', code: '424242' }, 'order.release'),
    ).not.toThrow();
    const again = refusal(() =>
      consumeTwoFactor(w.ctx, user, { channel: 'voice', code: '424242' }, 'order.release'),
    );
    expect(again.code).toBe(ORDER_CODES.codeInvalid);
  });
});

describe('authenticator apps', () => {
  it('reports the binding and the code the app shows now', async () => {
    const h = startSandbox();
    const merchant = await h.login('merchant');
    const verified = await h.login('verified');
    const bound = await h.get('/user/validation/binding/authenticator', { token: merchant });
    expect(bound.body.data).toEqual({ bound: true, masked: null });
    const none = await h.get('/user/validation/binding/authenticator', { token: verified });
    expect(none.body.data).toEqual({ bound: false, masked: null });

    const shown = await h.get<{ code: string; validUntil: number }>(
      '/sandbox/authenticator?persona=merchant',
    );
    expect(shown.body.data.code).toMatch(/^\d{6}$/);
    expect(shown.body.data.validUntil).toBe((totpStep(h.clock.now()) + 1) * 30_000);
    const missing = await h.get('/sandbox/authenticator?persona=verified');
    expect(missing.status).toBe(404);
    const bad = await h.get('/sandbox/authenticator?persona=nobody');
    expect(bad.status).toBe(400);
  });

  it('accepts the current code once, a neighbour step for drift, and nothing older', () => {
    const w = createWorld();
    const user = addUser(w.db);
    const secret = 'JBSWY3DPEHPK3PXP';
    stmt(w.db, 'INSERT INTO user_authenticators (user_id, secret, bound_at) VALUES (?, ?, ?)').run(
      user.id,
      secret,
      w.clock.now(),
    );
    const step = totpStep(w.clock.now());
    const factor = (s: number) => ({
      channel: 'authenticator' as const,
      code: totpCode(secret, s),
    });

    expect(() => consumeTwoFactor(w.ctx, user, factor(step - 1), 'order.release')).not.toThrow();
    expect(() => consumeTwoFactor(w.ctx, user, factor(step), 'order.release')).not.toThrow();
    // Replays of a used step, or an older one, are refused.
    expect(refusal(() => consumeTwoFactor(w.ctx, user, factor(step), 'order.release')).code).toBe(
      ORDER_CODES.codeInvalid,
    );
    expect(
      refusal(() => consumeTwoFactor(w.ctx, user, factor(step - 1), 'order.release')).code,
    ).toBe(ORDER_CODES.codeInvalid);
    // Two steps later the code of "now" has expired.
    w.clock.advance(90);
    expect(
      refusal(() => consumeTwoFactor(w.ctx, user, factor(step + 1), 'order.release')).code,
    ).toBe(ORDER_CODES.codeInvalid);
    expect(() =>
      consumeTwoFactor(w.ctx, user, factor(totpStep(w.clock.now())), 'order.release'),
    ).not.toThrow();
  });

  it('refuses the channel for a user without an app', () => {
    const w = createWorld();
    const user = addUser(w.db);
    const refused = refusal(() =>
      consumeTwoFactor(w.ctx, user, { channel: 'authenticator', code: '123456' }, 'order.release'),
    );
    expect(refused.code).not.toBe(ORDER_CODES.codeInvalid);
    expect(refused.status).toBe(400);
  });
});
