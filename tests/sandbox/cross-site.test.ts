import { describe, expect, it } from 'vitest';
import { startSandbox } from './harness';

/** What a hostile page's `<form enctype="text/plain" method="post">` makes the browser send. */
function foreignForm(origin = 'https://evil.example') {
  return {
    body: 'x=1',
    headers: { 'content-type': 'text/plain', origin },
  };
}

const REFUSED = { code: 400, msg: 'Cross-site requests are not accepted.', data: null };

describe('cross-site requests', () => {
  it('refuses a sandbox reset posted from another site and resets nothing', async () => {
    const h = startSandbox();
    const res = await h.call('POST', 'http://localhost/api/sandbox/reset', foreignForm());
    expect(res.status).toBe(403);
    expect(res.body).toEqual(REFUSED);
    expect(h.logs.join('\n')).not.toContain('data reset');
  });

  it('refuses a logout posted from another site and keeps the session', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const res = await h.call('POST', 'http://localhost/api/user/logout', foreignForm(), {
      headers: { cookie: `token=${token}` },
    });
    expect(res.status).toBe(403);
    // Envelope 400, not 403: the client logs the user out on an envelope 403.
    expect(res.body).toEqual(REFUSED);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect((await h.get('/user/user/base', { token })).status).toBe(200);
  });

  it('refuses an unreadable Origin such as "null" (sandboxed frames send it)', async () => {
    const h = startSandbox();
    const res = await h.call('POST', 'http://localhost/api/sandbox/reset', foreignForm('null'));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(400);
  });

  it('refuses cross-site writes before routing, also on paths without a handler', async () => {
    const h = startSandbox();
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const res = await h.call(method, 'http://localhost/api/user/logout', foreignForm());
      expect(res.status).toBe(403);
      expect(res.body).toEqual(REFUSED);
    }
    const unknown = await h.call('POST', 'http://localhost/api/nowhere', foreignForm());
    expect(unknown.status).toBe(403);
  });

  it('accepts a write from this host, whatever the scheme (TLS ends at a proxy)', async () => {
    const h = startSandbox();
    for (const origin of ['http://localhost', 'https://localhost']) {
      const res = await h.call('POST', 'http://localhost/api/sandbox/reset', {
        headers: { origin },
      });
      expect(res.status).toBe(200);
    }
    const ported = await h.call('POST', 'http://localhost:4321/api/sandbox/reset', {
      headers: { origin: 'http://localhost:4321' },
    });
    expect(ported.status).toBe(200);
    const otherPort = await h.call('POST', 'http://localhost:4321/api/sandbox/reset', {
      headers: { origin: 'http://localhost:8080' },
    });
    expect(otherPort.status).toBe(403);
  });

  it('accepts writes without an Origin header (curl, server-side rendering)', async () => {
    const h = startSandbox();
    const res = await h.call('POST', 'http://localhost/api/sandbox/reset');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
  });

  it('lets another site read public GET endpoints', async () => {
    const h = startSandbox();
    const res = await h.call('GET', 'http://localhost/api/user/config/languages', {
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(200);
  });
});
