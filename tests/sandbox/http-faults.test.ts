import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@/contract/define';
import { mount } from '@/sandbox/http/mount';
import { startSandbox } from './harness';

describe('paths and methods', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const h = startSandbox();
    const res = await h.get('/user/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      code: 404,
      msg: 'There is no API endpoint at /api/user/does-not-exist.',
      data: null,
    });
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const h = startSandbox();
    const res = await h.post('/user/user/base', {});
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    expect(res.body).toMatchObject({
      code: 405,
      msg: 'POST is not allowed on /api/user/user/base; use GET.',
    });
  });

  it('never caches API answers', async () => {
    const h = startSandbox();
    expect((await h.get('/user/config/rates')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('request bodies', () => {
  const path = '/api/sandbox/messages';

  it('answers a body over the limit with HTTP 413 but envelope code 400 (403/413 would log the user out)', async () => {
    const h = startSandbox();
    const res = await h.call('POST', path, {
      body: JSON.stringify({ persona: 'user', title: 't', content: 'x'.repeat(70 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      code: 400,
      msg: 'The request body is too large; the limit is 64 KB.',
      data: null,
    });
  });

  it('trusts a declared Content-Length over the limit without reading the body', async () => {
    const h = startSandbox();
    const res = await h.call('POST', path, {
      body: '{}',
      headers: { 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(400);
  });

  it('refuses a body that is not JSON by its content type', async () => {
    const h = startSandbox();
    const res = await h.call('POST', path, {
      body: 'persona=user',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Send the request body as application/json (got text/plain).');
  });

  it('refuses bytes that are not UTF-8', async () => {
    const h = startSandbox();
    const res = await h.call('POST', path, {
      body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('The request body is not valid UTF-8 text.');
  });

  it('reports every problem in data.errors and the first one in msg', async () => {
    const h = startSandbox();
    const res = await h.call('POST', path, {
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.body.msg).toBe('The field "persona" is required (and 2 more problems).');
    expect(res.body.data).toEqual({
      errors: [
        { path: 'persona', code: 'required', message: 'Required' },
        { path: 'title', code: 'required', message: 'Required' },
        { path: 'content', code: 'required', message: 'Required' },
      ],
    });
  });

  it('never answers bad input with a 500, whatever the JSON', async () => {
    const h = startSandbox();
    const bodies = [
      'null',
      '0',
      '"x"',
      '[]',
      '{"persona":{"$gt":""}}',
      '{"__proto__":{"admin":true}}',
      '{"a":'.repeat(50),
    ];
    for (const body of bodies) {
      const res = await h.call('POST', path, {
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, body).toBe(400);
    }
  });
});

describe('unexpected failures', () => {
  it('answers a thrown error with a 500 envelope that leaks nothing, and logs it', async () => {
    const h = startSandbox();
    const boom = endpoint({
      method: 'GET',
      path: '/test/boom',
      auth: 'public',
      data: z.null(),
      summary: 'test',
    });
    mount(h.sandbox.app, boom, () => {
      throw new Error('secret database detail');
    });
    const res = await h.get('/test/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      code: 500,
      msg: 'Something went wrong on our side. Please try again later.',
      data: null,
    });
    expect(h.logs.join('\n')).toContain('secret database detail');
  });

  it('fails loudly when a handler drifts from its contract', async () => {
    const h = startSandbox();
    const drift = endpoint({
      method: 'GET',
      path: '/test/drift',
      auth: 'public',
      data: z.object({ amount: z.string() }),
      summary: 'test',
    });
    // A handler that returns a float where the contract says decimal string.
    mount(h.sandbox.app, drift, () => ({ amount: 0.1 + 0.2 }) as unknown as { amount: string });
    const res = await h.get('/test/drift');
    expect(res.status).toBe(500);
    expect(h.logs.join('\n')).toContain('Sandbox response drift on GET /test/drift: amount');
  });
});
