import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '@/server/app';
import { setInternalApiFetch } from '@/server/internal-origin';

/**
 * Scale-out (issue 16, item 6): the sandbox served on its own (`createApp` without Astro or
 * static files, as src/server/sandbox-main.ts does), the instance's name on every answer, and
 * server rendering reaching an API that runs apart (API_INTERNAL_URL).
 */

let server: Server;
let base: string;

beforeAll(async () => {
  const app = createApp({
    instanceId: 'sandbox-1',
    sandbox: {
      handles: (p) => p === '/api' || p.startsWith('/api/') || p.startsWith('/sandbox/'),
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

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the sandbox on its own', () => {
  it('answers its own paths with the security headers and the instance name', async () => {
    const res = await fetch(`${base}/api/user/config/rates`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-instance')).toBe('sandbox-1');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('answers 404 to every page path: the site is served elsewhere', async () => {
    for (const path of ['/', '/buy_USDT', '/robots.txt', '/_astro/x.js']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});

describe('the instance name', () => {
  it('is absent unless INSTANCE_ID names the process', async () => {
    const app = createApp({ astro: (_req, res) => res.end('page') });
    const plain = createServer(app.listener);
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    const res = await fetch(`http://127.0.0.1:${(plain.address() as AddressInfo).port}/`);
    expect(await res.text()).toBe('page');
    expect(res.headers.has('x-instance')).toBe(false);
    await new Promise<void>((resolve) => plain.close(() => resolve()));
  });
});

describe('server rendering against an API that runs apart', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('calls API_INTERNAL_URL over the network, never an in-process sandbox', async () => {
    vi.stubEnv('SANDBOX', 'off');
    vi.stubEnv('API_INTERNAL_URL', 'http://127.0.0.1:4400/api');
    // Even if something registered an in-process fetch, the API lives in another process.
    setInternalApiFetch(() => new Response('in-process'));
    const { publicConfig, serverApiBase, serverApiFetch } = await import('@/config/server-env');
    expect(serverApiBase()).toBe('http://127.0.0.1:4400/api');
    expect(serverApiFetch()).toBeUndefined();
    // The browser still calls the same origin, through the proxy.
    expect(publicConfig().apiBase).toBe('/api');
    expect(publicConfig().mainSite).toBe('/sandbox');
  });

  it('keeps the embedded sandbox in-process without it', async () => {
    vi.stubEnv('SANDBOX', '');
    vi.stubEnv('API_INTERNAL_URL', '');
    setInternalApiFetch(() => new Response('in-process'));
    const { serverApiBase, serverApiFetch } = await import('@/config/server-env');
    expect(serverApiBase()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api$/);
    expect(serverApiFetch()).toBeTypeOf('function');
  });
});
