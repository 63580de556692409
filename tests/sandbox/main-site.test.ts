import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from '@/sandbox/main-site/return-url';
import { startSandbox } from './harness';

function loginForm(persona: string, returnUrl: string) {
  return {
    method: 'POST',
    body: new URLSearchParams({ persona, returnUrl }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

describe('stand-in login page', () => {
  it('lists every demo persona with a plain form and no scripts', async () => {
    const { sandbox } = startSandbox();
    const res = await sandbox.app.request('/sandbox/login?isP2P=1&returnUrl=%2Fbuy_USDT');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<h1>Log in</h1>');
    for (const persona of ['user', 'verified', 'merchant', 'wallet', 'agent']) {
      expect(html).toContain(`name="persona" value="${persona}"`);
    }
    expect(html).toContain('name="returnUrl" value="/buy_USDT"');
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it('shows the same page with a register heading', async () => {
    const { sandbox } = startSandbox();
    const html = await (
      await sandbox.app.request('/sandbox/register?isP2P=1&returnUrl=%2F')
    ).text();
    expect(html).toContain('<h1>Register</h1>');
    expect(html).toContain('action="/sandbox/login"');
  });

  it('escapes what it echoes and drops a foreign return address', async () => {
    const { sandbox } = startSandbox();
    const evil = encodeURIComponent('/"><script>alert(1)</script>');
    const html = await (await sandbox.app.request(`/sandbox/login?returnUrl=${evil}`)).text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    const foreign = await (
      await sandbox.app.request('/sandbox/login?returnUrl=https%3A%2F%2Fevil.example')
    ).text();
    expect(foreign).toContain('name="returnUrl" value="/"');
  });
});

describe('choosing a persona', () => {
  it('starts a session, sets the cookie and returns to the same-origin address', async () => {
    const h = startSandbox();
    const res = await h.sandbox.app.request(
      '/sandbox/login',
      loginForm('verified', '/order/view/123?x=1'),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/order/view/123?x=1');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^token=[\w-]+; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/);
    const token = /^token=([\w-]+)/.exec(cookie)?.[1];
    expect((await h.get('/user/user/base', { token })).body.data).toMatchObject({
      uid: '10000002',
    });
  });

  it('gives the login cookie the configured session lifetime', async () => {
    const h = startSandbox();
    h.sandbox.db.prepare("UPDATE config SET value = '900' WHERE key = 'session.ttlSeconds'").run();
    const res = await h.sandbox.app.request('/sandbox/login', loginForm('user', '/'));
    expect(res.headers.get('set-cookie')).toMatch(/^token=[\w-]+; Max-Age=900;/);
  });

  it('refuses a login form posted from another site, and accepts one from this site', async () => {
    const h = startSandbox();
    const form = loginForm('verified', '/');
    const foreign = await h.sandbox.app.request('http://localhost/sandbox/login', {
      ...form,
      headers: { ...form.headers, origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('set-cookie')).toBeNull();
    const own = await h.sandbox.app.request('http://localhost/sandbox/login', {
      ...form,
      headers: { ...form.headers, origin: 'http://localhost' },
    });
    expect(own.status).toBe(302);
  });

  it('sets a Secure cookie when the request came over HTTPS', async () => {
    const { sandbox } = startSandbox();
    const res = await sandbox.app.request('/sandbox/login', {
      ...loginForm('user', '/'),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-proto': 'https',
      },
    });
    expect(res.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it.each([
    ['another site', 'https://evil.example/steal'],
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash trick', '/\\evil.example'],
    ['a script address', 'javascript:alert(1)'],
    ['a relative path without a slash', 'buy_USDT'],
    ['an empty address', ''],
  ])('redirects to the root instead of %s', async (_, returnUrl) => {
    const { sandbox } = startSandbox();
    const res = await sandbox.app.request('/sandbox/login', loginForm('user', returnUrl));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
  });

  it('refuses an unknown persona with a page, not a session', async () => {
    const { sandbox } = startSandbox();
    const res = await sandbox.app.request('/sandbox/login', loginForm('admin', '/'));
    expect(res.status).toBe(400);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.text()).toContain('That demo account does not exist.');
  });

  it('refuses a body that is not the form, or too large', async () => {
    const { sandbox } = startSandbox();
    const json = await sandbox.app.request('/sandbox/login', {
      method: 'POST',
      body: '{"persona":"user"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(400);
    const big = await sandbox.app.request(
      '/sandbox/login',
      loginForm('user', `/${'a'.repeat(10_000)}`),
    );
    expect(big.status).toBe(413);
  });
});

describe('other main-site pages', () => {
  it('answers a stand-in page that links back to the site', async () => {
    const { sandbox } = startSandbox();
    const res = await sandbox.app.request('/sandbox/wallet/overview');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('stand-in for the main site page <code>/sandbox/wallet/overview</code>');
    expect(html).toContain('<a href="/">');
  });
});

describe('return address check', () => {
  it('keeps same-origin paths with query and hash', () => {
    expect(safeReturnUrl('/buy_USDT?invitationCode=ABC#top')).toBe(
      '/buy_USDT?invitationCode=ABC#top',
    );
  });

  it('keeps an absolute address on the same origin, as a path', () => {
    expect(safeReturnUrl('http://localhost:4321/sell_BTC?x=1', 'http://localhost:4321')).toBe(
      '/sell_BTC?x=1',
    );
  });

  it('drops absolute addresses on any other origin', () => {
    for (const target of [
      'http://evil.example/buy_USDT',
      'http://localhost:4322/buy_USDT',
      'https://localhost:4321/buy_USDT',
    ]) {
      expect(safeReturnUrl(target, 'http://localhost:4321'), target).toBe('/');
    }
  });

  it('drops control characters that browsers strip into another host', () => {
    expect(safeReturnUrl('/\t/evil.example')).toBe('/');
  });
});
