import { describe, expect, it } from 'vitest';
import { startSandbox } from './harness';

/**
 * Keys that reach an object's prototype (`__proto__`, `constructor`, `prototype`) are refused
 * by name in every kind of body, before any schema sees them (issue 15, item 6).
 */
const FORBIDDEN = ['__proto__', 'constructor', 'prototype'] as const;

function refusedAs(res: { status: number; body: { msg: string; data: unknown } }, path: string) {
  expect(res.status).toBe(400);
  expect(res.body.msg).toBe(`Unknown field "${path}" is not accepted.`);
  expect(res.body.data).toEqual({
    errors: [{ path, code: 'unknown_key', message: expect.any(String) }],
  });
}

describe('request bodies refuse prototype keys', () => {
  it.each(FORBIDDEN)('multipart: %s', async (key) => {
    const h = startSandbox();
    const form = new FormData();
    form.set('scene', 'sms');
    form.set('answer', 'ok');
    form.set(key, 'x');
    const res = await h.call('POST', '/api/user/validation/v2/behavior-verify', { body: form });
    refusedAs(res, key);
  });

  it.each(FORBIDDEN)('form: %s', async (key) => {
    const h = startSandbox();
    const token = await h.login('user');
    const res = await h.call(
      'POST',
      '/api/c2c/v3/user/nickname-change',
      {
        body: `nickname=Newbie_1&${encodeURIComponent(key)}=x`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      { token },
    );
    refusedAs(res, key);
  });

  it.each(FORBIDDEN)('JSON: %s at the top and nested', async (key) => {
    const h = startSandbox();
    const top = await h.post(
      '/user/validation/email',
      `{"email":"a@example.com","verifyToken":"t","${key}":{"polluted":true}}`,
    );
    refusedAs(top, key);
    const nested = await h.post(
      '/user/validation/email',
      `{"email":"a@example.com","verifyToken":{"${key}":{"polluted":true}}}`,
    );
    refusedAs(nested, `verifyToken.${key}`);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('still takes ordinary fields of each kind', async () => {
    const h = startSandbox();
    const token = await h.login('user');
    const form = await h.call(
      'POST',
      '/api/c2c/v3/user/nickname-change',
      {
        body: 'nickname=Newbie_1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      { token },
    );
    expect(form.status).toBe(200);
    const multipart = new FormData();
    multipart.set('scene', 'sms');
    multipart.set('answer', 'ok');
    const verified = await h.call('POST', '/api/user/validation/v2/behavior-verify', {
      body: multipart,
    });
    expect(verified.status).toBe(200);
  });
});
