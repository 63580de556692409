import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/i18n/locales';
import { startSandbox } from './harness';

describe('user info', () => {
  it('returns the logged-in user with raw email and phone for the UI to mask', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const res = await h.get('/user/user/base', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: 200,
      data: {
        uid: '10000002',
        type: 3,
        loginType: 'account',
        email: 'verified@example.com',
        phone: '7700900123',
        areaCode: '44',
        isAuth: true,
        level: 1,
        nickname: 'VeraTrades',
      },
    });
  });

  it('describes the wallet-connected user as type 2 with a wallet address and no email', async () => {
    const h = startSandbox();
    const res = await h.get('/user/user/base', { token: await h.login('wallet') });
    expect(res.body.data).toMatchObject({
      type: 2,
      loginType: 'wallet',
      email: null,
      walletAddress: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
    });
  });

  it('accepts the session cookie instead of the token header', async () => {
    const h = startSandbox();
    const token = await h.login('user');
    const res = await h.get('/user/user/base', { headers: { cookie: `token=${token}` } });
    expect(res.body.data).toMatchObject({ uid: '10000001', isAuth: false, nickname: null });
  });

  it('asks to log in when no token is sent', async () => {
    const h = startSandbox();
    const res = await h.get('/user/user/base');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 403, msg: 'Please log in first', data: null });
  });

  it('asks to log in with an unknown token', async () => {
    const h = startSandbox();
    const res = await h.get('/user/user/base', { token: 'not-a-session' });
    expect(res.status).toBe(403);
  });

  it('expires a session after seven days of sandbox time', async () => {
    const h = startSandbox();
    const token = await h.login('user');
    h.clock.advance(7 * 24 * 3600 - 1);
    expect((await h.get('/user/user/base', { token })).status).toBe(200);
    h.clock.advance(1);
    expect((await h.get('/user/user/base', { token })).status).toBe(403);
  });

  it('refuses query parameters it does not take', async () => {
    const h = startSandbox();
    const res = await h.get('/user/user/base?debug=1', { token: await h.login('user') });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('"debug"');
  });
});

describe('logout', () => {
  it('ends the session and clears the cookie', async () => {
    const h = startSandbox();
    const token = await h.login('user');
    const res = await h.post('/user/logout', undefined, { token });
    expect(res.body).toEqual({ code: 200, msg: 'success', data: null });
    expect(res.headers.get('set-cookie')).toMatch(/^token=; Max-Age=0/);
    expect((await h.get('/user/user/base', { token })).status).toBe(403);
  });

  it('is harmless without a session', async () => {
    const h = startSandbox();
    const res = await h.post('/user/logout');
    expect(res.status).toBe(200);
  });

  it('refuses a body it does not take', async () => {
    const h = startSandbox();
    const res = await h.post('/user/logout', { everywhere: true });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('This endpoint takes no request body.');
  });
});

describe('configured lists', () => {
  it('lists the 13 interface languages with native names', async () => {
    const h = startSandbox();
    const res = await h.get<{ language: string; name: string }[]>('/user/config/languages');
    expect(res.body.data.map((l) => l.language)).toEqual([
      'en',
      'zh-CN',
      'zh-TC',
      'zh-Hk',
      'ko',
      'ja',
      'ru',
      'fa',
      'uk',
      'es',
      'vi',
      'fr',
      'pt',
    ]);
    expect(res.body.data.find((l) => l.language === 'fa')?.name).toBe('فارسی');
  });

  it('seeds exactly the UI locales, in their order, so the two lists cannot drift', async () => {
    const h = startSandbox();
    const res = await h.get<{ language: string; name: string }[]>('/user/config/languages');
    expect(res.body.data.map((l) => l.language)).toEqual(LOCALES.map((l) => l.code));
  });

  it('lists at least ten currencies, usd first, with decimal-string rates', async () => {
    const h = startSandbox();
    const res =
      await h.get<{ currency: string; symbol: string; rate: string }[]>('/user/config/rates');
    expect(res.body.data.length).toBeGreaterThanOrEqual(10);
    expect(res.body.data[0]).toEqual({ currency: 'usd', symbol: '$', rate: '1' });
    for (const rate of res.body.data) expect(rate.rate).toMatch(/^\d+(\.\d+)?$/);
  });

  it('lists VIP levels from 0 upwards', async () => {
    const h = startSandbox();
    const res = await h.get<{ level: number; makerFeeRate: string }[]>('/user/vip/level/config');
    expect(res.body.data.map((v) => v.level)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(res.body.data[0]?.makerFeeRate).toBe('0.002');
  });

  it('lists invite domains with exactly one default', async () => {
    const h = startSandbox();
    const res = await h.get<{ domain: string; isDefault: boolean }[]>('/user/invite/domains');
    expect(res.body.data.filter((d) => d.isDefault)).toHaveLength(1);
  });

  it('answers lists to visitors without a token', async () => {
    const h = startSandbox();
    for (const path of [
      '/user/config/languages',
      '/user/config/rates',
      '/user/vip/level/config',
      '/user/invite/domains',
    ]) {
      expect((await h.get(path)).status).toBe(200);
    }
  });
});

describe('swap open', () => {
  it('opens swap for the user, and opening again is harmless', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    expect((await h.post('/user/user/swap/open', undefined, { token })).body.data).toEqual({
      swapOpen: true,
    });
    expect((await h.post('/user/user/swap/open', undefined, { token })).status).toBe(200);
    expect(
      (await h.get<{ swapOpen: boolean }>('/user/user/base', { token })).body.data.swapOpen,
    ).toBe(true);
  });

  it('asks to log in first', async () => {
    const h = startSandbox();
    expect((await h.post('/user/user/swap/open')).status).toBe(403);
  });

  it('refuses malformed JSON', async () => {
    const h = startSandbox();
    const res = await h.post('/user/user/swap/open', '{"open":', { token: await h.login('user') });
    expect(res.status).toBe(400);
  });
});
