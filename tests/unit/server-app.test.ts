import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import zlib, { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rawGet } from './support/raw-get';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '@/server/app';
import { pickEncoding } from '@/server/encoding';
import { apiConnectSources, withRequiredDirectives } from '@/server/security';

const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let server: Server;
let base: string;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'p2p-static-'));
  mkdirSync(join(dir, '_astro'));
  writeFileSync(join(dir, '_astro', 'app.abc123.js'), script);
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(tmpdir(), 'secret.txt'), 'secret');
  const app = createApp({
    clientDir: dir,
    astro: (req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('X-Seen-Encrypted', String('encrypted' in req.socket && req.socket.encrypted));
      res.setHeader('Content-Security-Policy', "script-src 'self' 'sha256-abc'");
      res.end(`<p>${'page '.repeat(500)}${req.url}</p>`);
    },
    sandbox: {
      handles: (p) => p.startsWith('/api/'),
      listener: (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"code":200,"msg":"ok","data":null}');
      },
      upgrade: () => false,
    },
  });
  server = createServer(app.listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
  rmSync(join(tmpdir(), 'secret.txt'), { force: true });
});

describe('our server', () => {
  it('caches hashed build assets for a year as immutable and serves brotli when accepted', async () => {
    const res = await rawGet(`${base}/_astro/app.abc123.js`, { 'accept-encoding': 'br' });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('makes unhashed files revalidate and answers 304 to a matching ETag', async () => {
    const res = await fetch(`${base}/robots.txt`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const again = await fetch(`${base}/robots.txt`, {
      headers: { 'if-none-match': res.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('never serves files outside the build folder', async () => {
    const res = await fetch(`${base}/..%2Fsecret.txt`);
    // Our fake Astro handler echoes the URL; the file's own content must not come back.
    expect(await res.text()).not.toBe('secret');
  });

  it('puts the security headers on pages, static files and API answers', async () => {
    for (const path of ['/buy_USDT', '/robots.txt', '/api/user/config/languages']) {
      const res = await fetch(`${base}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toContain("base-uri 'self'");
      expect(csp, path).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
      expect(res.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      const permissions = res.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(permissions, path).toContain(`${feature}=()`);
      }
    }
  });

  it("keeps Astro's script hashes and adds HSTS behind an HTTPS proxy", async () => {
    const res = await fetch(`${base}/buy_USDT`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('content-security-policy')).toMatch(/^script-src 'self' 'sha256-abc'; /);
    expect(res.headers.get('strict-transport-security')).toContain('max-age=31536000');
    // Astro sees the visitor's https too (origin checks, return addresses, Secure cookies).
    expect(res.headers.get('x-seen-encrypted')).toBe('true');
    const plain = await fetch(`${base}/buy_USDT`);
    expect(plain.headers.get('x-seen-encrypted')).toBe('false');
  });

  it('compresses dynamic HTML', async () => {
    const res = await rawGet(`${base}/buy_USDT`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toContain('<p>page');
  });

  it('compresses dynamic HTML with brotli in a small window (each stream allocates its own)', async () => {
    const created = vi.spyOn(zlib, 'createBrotliCompress');
    try {
      const res = await rawGet(`${base}/buy_USDT`, { 'accept-encoding': 'br' });
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.body).toString()).toContain('<p>page');
      const params = created.mock.calls[0]?.[0]?.params ?? {};
      expect(params[zlib.constants.BROTLI_PARAM_LGWIN]).toBe(18);
      expect(params[zlib.constants.BROTLI_PARAM_QUALITY]).toBe(4);
    } finally {
      created.mockRestore();
    }
  });

  it('routes /api to the sandbox', async () => {
    const res = await fetch(`${base}/api/user/config/languages`);
    expect(await res.json()).toEqual({ code: 200, msg: 'ok', data: null });
  });
});

describe('helpers', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  it('adds only the missing CSP directives', () => {
    expect(withRequiredDirectives("default-src 'self'; frame-ancestors 'self'")).toBe(
      "default-src 'self'; frame-ancestors 'self'; object-src 'none'; base-uri 'self'",
    );
  });

  it("lets pages reach an API on another host, and only that host's origins", () => {
    expect(apiConnectSources('/api')).toEqual([]);
    const sources = apiConnectSources('https://api.example.com/v1');
    expect(sources).toEqual(['https://api.example.com', 'wss://api.example.com']);
    expect(withRequiredDirectives("connect-src 'self'", sources)).toBe(
      "connect-src 'self' https://api.example.com wss://api.example.com; frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
    );
  });
});
