import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { refusalsOf, type EndpointDef, type RefusalDef } from '@/contract/define';
import { endpoints } from '@/contract/endpoints';
import { MERCHANT_REFUSALS } from '@/contract/merchant-refusals';
import { VALIDATION_CODES } from '@/contract/verification';
import { WALLET_CODES } from '@/contract/wallet';
import { LOCALE_CODES } from '@/i18n/locales';
import type { SandboxEnv } from '@/sandbox/http/app-env';
import { installFallbacks } from '@/sandbox/http/fallbacks';
import { refusalMsg } from '@/sandbox/http/refusal-msg';
import { startSandbox, verifyToken, type Harness } from './harness';

/**
 * Issue 13, item 1: the sandbox's own `msg` of a declared refusal is in the request's `lang`
 * (the pages' dictionary, `locales/<lang>/refusals.json`, with its parameters), English without
 * a known header; field errors keep their codes (what pages translate) and English `message`.
 */

const transfer = (h: Harness, token: string, headers: Record<string, string> = {}) =>
  h.post(
    '/wallet/account-transfers',
    { from: 'spot', to: 'p2p', coin: 'USDT', amount: '2500.01' },
    { token, headers },
  );

describe('refusal msg in the request language', () => {
  it('es: an injected failure with the default message says it in Spanish; a given message stays', async () => {
    const h = startSandbox();
    await h.post('/sandbox/faults', {
      faults: [
        { path: '/user/config/languages' },
        { path: '/user/config/rates', status: 502, msg: 'Gateway down' },
      ],
    });
    const es = { headers: { lang: 'es' } };
    expect((await h.get('/user/config/languages', es)).body).toEqual({
      code: 503,
      msg: 'El servicio no está disponible en este momento. Inténtalo de nuevo más tarde.',
      data: null,
    });
    expect((await h.get('/user/config/languages')).body.msg).toBe(
      'Service temporarily unavailable',
    );
    expect((await h.get('/user/config/rates', es)).body.msg).toBe('Gateway down');
  });

  it('fa: more than the balance is refused in Persian; no header or an unknown one in English', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const fa = await transfer(h, token, { lang: 'fa' });
    expect(fa.status).toBe(400);
    expect(fa.body).toMatchObject({
      code: WALLET_CODES.insufficientBalance,
      msg: 'موجودی کافی نیست.',
    });
    expect((await transfer(h, token)).body.msg).toBe('Insufficient Balance');
    expect((await transfer(h, token, { lang: 'xx' })).body.msg).toBe('Insufficient Balance');
    expect((await transfer(h, token, { lang: 'en' })).body.msg).toBe('Insufficient Balance');
  });

  it('fa: a refusal an endpoint declares under another name (noP2pAccount) is worded by it', async () => {
    const h = startSandbox();
    const token = await h.login('wallet');
    const res = await h.post(
      '/wallet/account-transfers',
      { from: 'spot', to: 'p2p', coin: 'USDT', amount: '1' },
      { token, headers: { lang: 'FA' } },
    );
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('معاملهٔ P2P برای کاربرانی که با کیف پول وارد شده‌اند در دسترس نیست.');
  });

  it('ru: a resend too soon says the wait in Russian, with the seconds left in data', async () => {
    const h = startSandbox();
    const phone = { areaCode: '44', phone: '7700900999' };
    await h.post('/user/validation/sms', { ...phone, verifyToken: await verifyToken(h, 'sms') });
    const token = await verifyToken(h, 'sms');
    h.clock.advance(20);
    const early = await h.post(
      '/user/validation/sms',
      { ...phone, verifyToken: token },
      { headers: { lang: 'ru' } },
    );
    expect(early.status).toBe(429);
    expect(early.body).toEqual({
      code: VALIDATION_CODES.resendTooSoon,
      msg: 'Код только что отправлен. Подождите 40 секунд, прежде чем запросить новый.',
      data: { resendAfter: 40 },
    });
  });

  it('ja: bad input is worded in Japanese, its field errors keep their code and English message', async () => {
    const h = startSandbox();
    const token = await h.login('user');
    const res = await h.call<{ errors: { path: string; code: string; message: string }[] }>(
      'POST',
      '/api/c2c/v3/user/nickname-change',
      {
        body: new URLSearchParams({ nickname: 'a' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      { token, headers: { lang: 'ja' } },
    );
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('入力内容を確認してください。');
    expect(res.body.data.errors[0]).toMatchObject({
      path: 'nickname',
      code: 'too_small',
      message: expect.stringContaining('Nickname length is between 2 and 10'),
    });
    const login = await h.get('/c2c/v3/user/info', { headers: { lang: 'ja' } });
    expect(login.body).toMatchObject({ code: 403, msg: '続けるにはログインしてください。' });
  });
});

describe('an unexpected failure', () => {
  it('ru: a bug answers 500 with the unavailable text in Russian, English without a header', async () => {
    const app = new Hono<SandboxEnv>();
    app.get('/api/test/broken', () => {
      throw new Error('a bug');
    });
    const logs: string[] = [];
    installFallbacks(app, (line) => logs.push(line));
    const ask = async (headers: Record<string, string>) => {
      const res = await app.request('/api/test/broken', { headers });
      return { status: res.status, body: (await res.json()) as { code: number; msg: string } };
    };
    expect(await ask({ lang: 'ru' })).toEqual({
      status: 500,
      body: { code: 500, msg: 'Сервис сейчас недоступен. Попробуйте позже.', data: null },
    });
    expect((await ask({})).body.msg).toBe(
      'Something went wrong on our side. Please try again later.',
    );
    expect(logs).toHaveLength(2);
  });
});

/** A value each declared parameter accepts: a count, a time, a decimal or an asset code. */
const CANDIDATES: unknown[] = [
  3,
  1_764_000_000_000,
  '1234.5',
  'USDT',
  'GBP',
  // A counterparty condition's name (requirementsNotMet).
  'completedTrades',
];

function sampleParams(def: RefusalDef): Record<string, unknown> {
  if (!(def.params instanceof z.ZodObject)) return {};
  const shape = def.params.shape as Record<string, z.ZodType>;
  // A refusal that carries a whole record (the express quote: its ad, amounts, methods) is
  // worded without its parameters.
  if (Object.values(shape).some((schema) => schema instanceof z.ZodObject)) return {};
  const params: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(shape)) {
    const value = CANDIDATES.find((candidate) => schema.safeParse(candidate).success);
    if (value === undefined) throw new Error(`No sample value for the parameter ${key}`);
    params[key] = value;
  }
  expect(def.params.safeParse(params).success).toBe(true);
  return params;
}

describe('every declared refusal in every locale', () => {
  const declared = new Map<string, { name: string; def: RefusalDef }>();
  for (const endpoint of Object.values(endpoints as Record<string, EndpointDef>)) {
    for (const [name, def] of Object.entries(refusalsOf(endpoint))) {
      declared.set(`${name}/${def.code}`, { name, def });
    }
  }

  it('renders a sentence with every parameter filled', () => {
    expect(declared.size).toBeGreaterThan(40);
    for (const { name, def } of declared.values()) {
      const params = sampleParams(def);
      for (const locale of LOCALE_CODES) {
        const msg = refusalMsg(name, def.code, params, locale);
        expect(msg, `${name} (${def.code}) in ${locale}`).toEqual(expect.any(String));
        expect(msg, `${name} in ${locale}`).not.toMatch(/\{\w+[},]|undefined|NaN/);
      }
    }
  });

  it('formats amounts with the coin and counts in the plural of the language', () => {
    const { code } = MERCHANT_REFUSALS.balanceTooLow;
    expect(refusalMsg('balanceTooLow', code, { coin: 'USDT', amount: '1000' }, 'ru')).toBe(
      'Ваш P2P-баланс должен быть не меньше 1,000.00 USDT.',
    );
    const resend = VALIDATION_CODES.resendTooSoon;
    expect(refusalMsg('resendTooSoon', resend, { resendAfter: 1 }, 'en')).toContain('1 second ');
    expect(refusalMsg('resendTooSoon', resend, { resendAfter: 22 }, 'ru')).toContain('22 секунды');
    expect(refusalMsg('resendTooSoon', resend, {}, 'ru')).toBeNull();
  });
});
