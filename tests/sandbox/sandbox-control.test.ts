import { describe, expect, it } from 'vitest';
import { startSandbox, verifyToken } from './harness';

describe('sandbox session', () => {
  it('logs in as a persona, returning the token and setting the session cookie', async () => {
    const h = startSandbox();
    const res = await h.post<{ token: string; persona: string }>('/sandbox/session', {
      persona: 'merchant',
    });
    expect(res.body.data.persona).toBe('merchant');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`token=${res.body.data.token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=604800/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('gives the cookie the configured session lifetime as its Max-Age', async () => {
    const h = startSandbox();
    h.sandbox.db.prepare("UPDATE config SET value = '3600' WHERE key = 'session.ttlSeconds'").run();
    const res = await h.post('/sandbox/session', { persona: 'user' });
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=3600;/);
  });

  it('marks the cookie Secure over HTTPS', async () => {
    const h = startSandbox();
    const res = await h.call('POST', 'https://p2p.example.com/api/sandbox/session', {
      body: JSON.stringify({ persona: 'user' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.headers.get('set-cookie')).toMatch(/Secure/);
  });

  it('names the personas when given an unknown one, and refuses bad bodies', async () => {
    const h = startSandbox();
    const unknown = await h.post('/sandbox/session', { persona: 'admin' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe(
      'The field "persona" is invalid: Choose one of the demo accounts: user, verified, merchant, wallet, agent.',
    );
    expect((await h.post('/sandbox/session', { persona: 3 })).status).toBe(400);
    expect((await h.post('/sandbox/session', { persona: 'user', admin: true })).status).toBe(400);
    expect((await h.post('/sandbox/session', '{persona: user}')).body.msg).toBe(
      'The request body is not valid JSON.',
    );
  });
});

describe('sandbox clock', () => {
  it('moves time forward and reports it', async () => {
    const h = startSandbox();
    const before = h.clock.now();
    const res = await h.post<{ now: number }>('/sandbox/clock', { advanceSeconds: 90 });
    expect(res.body.data.now).toBe(before + 90_000);
    expect(h.clock.now()).toBe(before + 90_000);
  });

  it('refuses going back in time, fractions, strings and huge jumps', async () => {
    const h = startSandbox();
    for (const advanceSeconds of [-1, 1.5, '60', 1e12]) {
      const res = await h.post('/sandbox/clock', { advanceSeconds });
      expect(res.status).toBe(400);
      expect(res.body.msg).toMatch(/"advanceSeconds"/);
    }
  });
});

describe('sandbox reset', () => {
  it('restores the seed and ends every session', async () => {
    const h = startSandbox();
    const token = await h.login('user');
    await h.post('/user/internal-msgs/3', undefined, { token });
    await h.post('/sandbox/messages', { persona: 'user', title: 'Extra', content: 'More' });
    expect((await h.post('/sandbox/reset')).body).toEqual({
      code: 200,
      msg: 'success',
      data: null,
    });
    expect((await h.get('/user/user/base', { token })).status).toBe(403);
    const fresh = await h.login('user');
    expect((await h.get('/user/internal-msgs/unread', { token: fresh })).body.data).toEqual({
      num: 2,
    });
  });

  it('refuses a body', async () => {
    const h = startSandbox();
    expect((await h.post('/sandbox/reset', { hard: true })).status).toBe(400);
  });
});

describe('sandbox codes', () => {
  it('answers not found before any code was sent', async () => {
    const h = startSandbox();
    const res = await h.get('/sandbox/codes?target=nobody@example.com');
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe('No code has been sent to nobody@example.com');
  });

  it('shows the latest of several codes', async () => {
    const h = startSandbox();
    const send = async () =>
      h.post('/user/validation/email', {
        email: 'b@example.com',
        verifyToken: await verifyToken(h, 'email'),
      });
    await send();
    h.clock.advance(60);
    await send();
    const res = await h.get<{ sentAt: number; expiresAt: number }>(
      '/sandbox/codes?target=B@example.com',
    );
    expect(res.body.data.sentAt).toBe(h.clock.now());
    expect(res.body.data.expiresAt).toBe(h.clock.now() + 300_000);
  });

  it('refuses a missing, short or oversize target', async () => {
    const h = startSandbox();
    expect((await h.get('/sandbox/codes')).status).toBe(400);
    expect((await h.get('/sandbox/codes?target=a')).status).toBe(400);
    expect((await h.get(`/sandbox/codes?target=${'1'.repeat(300)}`)).status).toBe(400);
  });
});

describe('sandbox messages', () => {
  it('pushes an unread message to the persona', async () => {
    const h = startSandbox();
    const res = await h.post<{ id: number; status: number; pushTime: number }>(
      '/sandbox/messages',
      {
        persona: 'verified',
        title: 'Order paid',
        content: 'Your counterparty marked the order as paid.',
      },
    );
    expect(res.body.data).toMatchObject({
      status: 0,
      title: 'Order paid',
      pushTime: h.clock.now(),
    });
    const token = await h.login('verified');
    const list = await h.get<{ items: { id: number }[] }>('/user/internal-msgs', { token });
    expect(list.body.data.items[0]?.id).toBe(res.body.data.id);
  });

  it('refuses blank, oversize and unknown fields', async () => {
    const h = startSandbox();
    const blank = await h.post('/sandbox/messages', { persona: 'user', title: '  ', content: 'x' });
    expect(blank.body.msg).toBe('The field "title" is invalid: Give the message a title.');
    const big = await h.post('/sandbox/messages', {
      persona: 'user',
      title: 't',
      content: 'x'.repeat(5001),
    });
    expect(big.status).toBe(400);
    const unknown = await h.post('/sandbox/messages', {
      persona: 'user',
      title: 't',
      content: 'c',
      status: 1,
    });
    expect(unknown.body.msg).toBe('Unknown field "status" is not accepted.');
  });
});
