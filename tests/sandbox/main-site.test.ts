import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from '@/sandbox/main-site/return-url';
import { createApp } from '@/server/app';
import { mountSandbox } from '@/server/sandbox-mount';
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
  it.each([
    ['/sandbox/trade/spot', '/trade/spot'],
    ['/sandbox/futures/usdt/BTCUSDT', '/futures/usdt/BTCUSDT'],
    ['/sandbox/wallet/overview', '/wallet/overview'],
    ['/sandbox/support/help-center?lang=en', '/support/help-center?lang=en'],
    ['/sandbox/register?inviteCode=ABC123', null],
    ['/sandbox', '/'],
  ])('answers %s with a stand-in page that links back to the market', async (path, address) => {
    const { sandbox } = startSandbox();
    const res = await sandbox.app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    if (address === null) {
      // A named page (register) wins over the stand-in.
      expect(html).toContain('<h1>Register</h1>');
      return;
    }
    expect(html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
    expect(html).toContain('<h1>Exchange main site page</h1>');
    expect(html).toContain(`main site page <code>${address}</code>`);
    expect(html).toContain('not part of the P2P product');
    expect(html).toContain('<a href="/">Back to the P2P market</a>');
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it('escapes the path and query it shows', async () => {
    const { sandbox } = startSandbox();
    const query = await (
      await sandbox.app.request('/sandbox/wallet/overview?x=<script>alert(1)</script>&y="\'')
    ).text();
    expect(query).not.toMatch(/<script|<\/script/i);
    expect(query).toContain(
      '<code>/wallet/overview?x=&lt;script&gt;alert(1)&lt;/script&gt;&amp;y=&quot;&#39;</code>',
    );
    const path = await (
      await sandbox.app.request('/sandbox/%3Cimg%20src=x%20onerror=alert(1)%3E')
    ).text();
    expect(path).not.toContain('<img');
    expect(path).toContain('<code>/&lt;img src=x onerror=alert(1)&gt;</code>');
    const invite = await (
      await sandbox.app.request('/sandbox/account/invite?inviteCode=%22%3E%3Cb%3E')
    ).text();
    expect(invite).toContain('<code>/account/invite?inviteCode=&quot;&gt;&lt;b&gt;</code>');
  });

  it('shows an undecodable or very long address safely', async () => {
    const { sandbox } = startSandbox();
    const bad = await (await sandbox.app.request('/sandbox/x?y=%E0%A4%A')).text();
    expect(bad).toContain('<code>/x?y=%E0%A4%A</code>');
    const long = await (await sandbox.app.request(`/sandbox/${'a'.repeat(1000)}`)).text();
    expect(long).toContain(`<code>/${'a'.repeat(299)}…</code>`);
  });

  it('keeps the login working next to the stand-in pages', async () => {
    const h = startSandbox();
    const page = await h.sandbox.app.request('/sandbox/login?isP2P=1&returnUrl=%2Fbuy_USDT');
    expect(await page.text()).toContain('<h1>Log in</h1>');
    const res = await h.sandbox.app.request('/sandbox/login', loginForm('user', '/buy_USDT'));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/buy_USDT');
  });

  it('answers other methods on unknown main-site paths with 404', async () => {
    const { sandbox } = startSandbox();
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await sandbox.app.request('/sandbox/trade/spot', { method });
      expect(res.status, method).toBe(404);
    }
    expect((await sandbox.app.request('/sandbox/register', { method: 'POST' })).status).toBe(404);
  });
});

describe('main-site security headers', () => {
  it.each([
    ['/sandbox/login?isP2P=1&returnUrl=%2F'],
    ['/sandbox/register'],
    ['/sandbox/trade/spot'],
  ])('%s carries a strict policy allowing only its own inline style', async (path) => {
    const { sandbox } = startSandbox();
    const res = await sandbox.app.request(path);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toMatch(/unsafe-(inline|eval)|script-src/);
    const style = /<style>([\s\S]*?)<\/style>/.exec(await res.text())?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
  });

  it('keeps the policy on error pages too', async () => {
    const { sandbox } = startSandbox();
    const res = await sandbox.app.request('/sandbox/login', loginForm('admin', '/'));
    expect(res.status).toBe(400);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('still has every header of our server when served through it', async () => {
    const { sandbox } = startSandbox();
    const clientDir = mkdtempSync(join(tmpdir(), 'p2p-main-site-'));
    const app = createApp({
      clientDir,
      astro: (_req, res) => res.writeHead(404).end(),
      sandbox: mountSandbox(sandbox),
    });
    const server = createServer(app.listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const path of ['/sandbox/trade/spot', '/sandbox/login']) {
        const res = await fetch(`${base}${path}`);
        expect(res.status, path).toBe(200);
        const csp = res.headers.get('content-security-policy') ?? '';
        expect(csp, path).toContain("default-src 'none'");
        expect(csp, path).toContain("frame-ancestors 'none'");
        expect(csp, path).toContain("object-src 'none'");
        expect(csp, path).not.toMatch(/unsafe-(inline|eval)/);
        expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
        expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      }
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(clientDir, { recursive: true, force: true });
    }
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
