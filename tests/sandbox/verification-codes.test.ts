import { describe, expect, it } from 'vitest';
import { startSandbox, verifyToken } from './harness';
import { VALIDATION_CODES } from '@/contract/verification';

interface Limit {
  resendAfter: number;
  remainingToday: number;
}

const UK_PHONE = { areaCode: '44', phone: '7700900999' };

describe('behaviour verification (captcha stand-in)', () => {
  it('gives a short-lived token for a passed verification', async () => {
    const h = startSandbox();
    const form = new FormData();
    form.set('scene', 'sms');
    form.set('answer', 'slider-ok');
    const res = await h.call<{ verifyToken: string; expiresAt: number }>(
      'POST',
      '/api/user/validation/v2/behavior-verify',
      { body: form },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.verifyToken).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(res.body.data.expiresAt).toBe(h.clock.now() + 120_000);
  });

  it('refuses the failing answer so the UI can show its failure path', async () => {
    const h = startSandbox();
    const form = new FormData();
    form.set('scene', 'email');
    form.set('answer', 'fail');
    const res = await h.call('POST', '/api/user/validation/v2/behavior-verify', { body: form });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(VALIDATION_CODES.verifyFailed);
  });

  it('names a missing field, an unknown field and an oversize answer', async () => {
    const h = startSandbox();
    const missing = new FormData();
    missing.set('answer', 'ok');
    const a = await h.call('POST', '/api/user/validation/v2/behavior-verify', { body: missing });
    expect(a.status).toBe(400);
    expect(a.body.msg).toBe('The field "scene" is required.');

    const unknown = new FormData();
    unknown.set('scene', 'sms');
    unknown.set('answer', 'ok');
    unknown.set('bypass', '1');
    const b = await h.call('POST', '/api/user/validation/v2/behavior-verify', { body: unknown });
    expect(b.body.msg).toBe('Unknown field "bypass" is not accepted.');

    const big = new FormData();
    big.set('scene', 'sms');
    big.set('answer', 'x'.repeat(600));
    const c = await h.call('POST', '/api/user/validation/v2/behavior-verify', { body: big });
    expect(c.status).toBe(400);
    expect(c.body.data).toEqual({
      errors: [{ path: 'answer', code: 'too_big', message: expect.stringContaining('512') }],
    });
  });

  it('wants multipart, not JSON', async () => {
    const h = startSandbox();
    const res = await h.post('/user/validation/v2/behavior-verify', { scene: 'sms', answer: 'ok' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(
      'Send the request body as multipart/form-data (got application/json).',
    );
  });
});

describe('sending codes before login', () => {
  it('sends a 6-digit SMS code that the sandbox lets you read', async () => {
    const h = startSandbox();
    const res = await h.post<Limit>('/user/validation/sms', {
      ...UK_PHONE,
      verifyToken: await verifyToken(h, 'sms'),
    });
    expect(res.body).toEqual({
      code: 200,
      msg: 'success',
      data: { resendAfter: 60, remainingToday: 9 },
    });
    const code = await h.get<{ code: string; channel: string }>(
      '/sandbox/codes?target=%2B44%207700-900999',
    );
    expect(code.body.data).toMatchObject({
      target: '+447700900999',
      channel: 'sms',
      code: expect.stringMatching(/^\d{6}$/),
    });
    expect(h.logs.some((l) => l.includes(code.body.data.code))).toBe(true);
  });

  it('sends an email code to the address in lower case', async () => {
    const h = startSandbox();
    const res = await h.post('/user/validation/email', {
      email: 'New.Person@Example.com',
      verifyToken: await verifyToken(h, 'email'),
    });
    expect(res.status).toBe(200);
    expect((await h.get('/sandbox/codes?target=new.person@example.com')).status).toBe(200);
  });

  it('refuses a resend before the countdown ends, without using up the verification', async () => {
    const h = startSandbox();
    await h.post('/user/validation/sms', { ...UK_PHONE, verifyToken: await verifyToken(h, 'sms') });
    const token = await verifyToken(h, 'sms');
    h.clock.advance(20);
    const early = await h.post('/user/validation/sms', { ...UK_PHONE, verifyToken: token });
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({
      code: VALIDATION_CODES.resendTooSoon,
      msg: 'Please wait 40 seconds before requesting another code.',
    });
    h.clock.advance(40);
    const onTime = await h.post<Limit>('/user/validation/sms', { ...UK_PHONE, verifyToken: token });
    expect(onTime.body.data).toEqual({ resendAfter: 60, remainingToday: 8 });
  });

  it('refuses a used, expired or other-channel verification token', async () => {
    const h = startSandbox();
    const used = await verifyToken(h, 'sms');
    await h.post('/user/validation/sms', { ...UK_PHONE, verifyToken: used });
    h.clock.advance(60);
    const again = await h.post('/user/validation/sms', { ...UK_PHONE, verifyToken: used });
    expect(again.body.code).toBe(VALIDATION_CODES.verifyTokenInvalid);

    const emailToken = await verifyToken(h, 'email');
    const wrongChannel = await h.post('/user/validation/sms', {
      ...UK_PHONE,
      verifyToken: emailToken,
    });
    expect(wrongChannel.body.code).toBe(VALIDATION_CODES.verifyTokenInvalid);

    const stale = await verifyToken(h, 'sms');
    h.clock.advance(121);
    const expired = await h.post('/user/validation/sms', { ...UK_PHONE, verifyToken: stale });
    expect(expired.body.code).toBe(VALIDATION_CODES.verifyTokenInvalid);
  });

  it('stops after the daily limit and allows sends again the next UTC day', async () => {
    const h = startSandbox();
    const send = async () =>
      h.post<Limit>('/user/validation/email', {
        email: 'a@example.com',
        verifyToken: await verifyToken(h, 'email'),
      });
    // The manual clock starts at 08:00 UTC, so ten sends a minute apart stay within the day.
    for (let i = 0; i < 10; i++) {
      expect((await send()).status).toBe(200);
      h.clock.advance(60);
    }
    const over = await send();
    expect(over.status).toBe(429);
    expect(over.body.code).toBe(VALIDATION_CODES.dailyLimitReached);
    h.clock.advance(16 * 3600);
    expect((await send()).body.data).toEqual({ resendAfter: 60, remainingToday: 9 });
  });

  it('names the phone field when the number is not digits', async () => {
    const h = startSandbox();
    const res = await h.post('/user/validation/sms', {
      areaCode: '44',
      phone: '77-00',
      verifyToken: 'abc',
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(
      'The field "phone" is invalid: Mobile phone number format is incorrect.',
    );
  });

  it('names the email field when the address is malformed or oversize', async () => {
    const h = startSandbox();
    const bad = await h.post('/user/validation/email', {
      email: 'not-an-email',
      verifyToken: 'abc',
    });
    expect(bad.body.msg).toBe('The field "email" is invalid: Incorrect email format.');
    const big = await h.post('/user/validation/email', {
      email: `${'a'.repeat(300)}@example.com`,
      verifyToken: 'abc',
    });
    expect(big.status).toBe(400);
    expect(big.body.data).toMatchObject({
      errors: expect.arrayContaining([
        { path: 'email', code: 'too_big', message: expect.any(String) },
      ]),
    });
  });

  it('refuses wrong types, unknown fields, a missing token and malformed JSON', async () => {
    const h = startSandbox();
    const wrongType = await h.post('/user/validation/sms', {
      areaCode: 44,
      phone: 7700900999,
      verifyToken: 'abc',
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.msg).toMatch(
      /^The field "areaCode" is invalid: .*expected string.* \(and 1 more problem\)\.$/,
    );

    const unknown = await h.post('/user/validation/sms', {
      ...UK_PHONE,
      verifyToken: 'abc',
      channel: 'voice',
    });
    expect(unknown.body.msg).toBe('Unknown field "channel" is not accepted.');

    const noToken = await h.post('/user/validation/sms', UK_PHONE);
    expect(noToken.body.msg).toBe('The field "verifyToken" is required.');

    const malformed = await h.post('/user/validation/sms', '{"areaCode":"44",');
    expect(malformed.status).toBe(400);
    expect(malformed.body.msg).toBe('The request body is not valid JSON.');

    const notObject = await h.post('/user/validation/sms', '[1,2]');
    expect(notObject.status).toBe(400);
    expect(notObject.body.msg).toMatch(/^The request body is invalid: /);
  });
});

describe('sending codes to the logged-in user', () => {
  it('sends an SMS code to the bound phone', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const res = await h.post(
      '/user/validation/online/sms',
      { verifyToken: await verifyToken(h, 'sms') },
      { token },
    );
    expect(res.status).toBe(200);
    expect((await h.get('/sandbox/codes?target=%2B447700900123')).body.data).toMatchObject({
      channel: 'sms',
    });
  });

  it('sends an email code to the bound email', async () => {
    const h = startSandbox();
    const token = await h.login('user');
    const res = await h.post(
      '/user/validation/online/email',
      { verifyToken: await verifyToken(h, 'email') },
      { token },
    );
    expect(res.status).toBe(200);
    expect((await h.get('/sandbox/codes?target=user@example.com')).status).toBe(200);
  });

  it('says so when no phone is bound', async () => {
    const h = startSandbox();
    const token = await h.login('user');
    const res = await h.post(
      '/user/validation/online/sms',
      { verifyToken: await verifyToken(h, 'sms') },
      { token },
    );
    expect(res.body).toMatchObject({
      code: VALIDATION_CODES.notBound,
      msg: 'No phone number is bound to your account.',
    });
  });

  it('asks to log in first and refuses unknown fields', async () => {
    const h = startSandbox();
    expect((await h.post('/user/validation/online/sms', { verifyToken: 'abc' })).status).toBe(403);
    expect((await h.post('/user/validation/online/email', { verifyToken: 'abc' })).status).toBe(
      403,
    );
    const token = await h.login('verified');
    const res = await h.post(
      '/user/validation/online/email',
      { verifyToken: 'abc', email: 'x@example.com' },
      { token },
    );
    expect(res.body.msg).toBe('Unknown field "email" is not accepted.');
  });
});

describe('sending limits', () => {
  it('counts the resend countdown down as the clock moves', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    expect((await h.get<Limit>('/user/validation/limit/sms', { token })).body.data).toEqual({
      resendAfter: 0,
      remainingToday: 10,
    });
    await h.post(
      '/user/validation/online/sms',
      { verifyToken: await verifyToken(h, 'sms') },
      { token },
    );
    h.clock.advance(45);
    expect((await h.get<Limit>('/user/validation/limit/sms', { token })).body.data).toEqual({
      resendAfter: 15,
      remainingToday: 9,
    });
    h.clock.advance(15);
    expect(
      (await h.get<Limit>('/user/validation/limit/sms', { token })).body.data.resendAfter,
    ).toBe(0);
  });

  it('tracks email separately from SMS', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    await h.post(
      '/user/validation/online/sms',
      { verifyToken: await verifyToken(h, 'sms') },
      { token },
    );
    expect(
      (await h.get<Limit>('/user/validation/limit/email', { token })).body.data.resendAfter,
    ).toBe(0);
  });

  it('asks to log in first and takes no query', async () => {
    const h = startSandbox();
    expect((await h.get('/user/validation/limit/sms')).status).toBe(403);
    expect((await h.get('/user/validation/limit/email')).status).toBe(403);
    const res = await h.get('/user/validation/limit/sms?target=x', {
      token: await h.login('verified'),
    });
    expect(res.status).toBe(400);
  });
});

describe('binding status', () => {
  it('reports a bound phone and email with masked values', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    expect((await h.get('/user/validation/binding/sms', { token })).body.data).toEqual({
      bound: true,
      masked: '+44 77****0123',
    });
    expect((await h.get('/user/validation/binding/email', { token })).body.data).toEqual({
      bound: true,
      masked: 've***@example.com',
    });
  });

  it('reports an unbound phone', async () => {
    const h = startSandbox();
    const res = await h.get('/user/validation/binding/sms', { token: await h.login('user') });
    expect(res.body.data).toEqual({ bound: false, masked: null });
  });

  it('reports the wallet user’s email as unbound, and account users as not applicable', async () => {
    const h = startSandbox();
    const wallet = await h.get('/user/validation/binding/wallet-email', {
      token: await h.login('wallet'),
    });
    expect(wallet.body.data).toEqual({ bound: false, masked: null });
    const account = await h.get('/user/validation/binding/wallet-email', {
      token: await h.login('verified'),
    });
    expect(account.body.data).toEqual({ bound: false, masked: null });
  });

  it('asks to log in first', async () => {
    const h = startSandbox();
    for (const path of ['sms', 'email', 'wallet-email']) {
      expect((await h.get(`/user/validation/binding/${path}`)).status).toBe(403);
    }
  });
});
