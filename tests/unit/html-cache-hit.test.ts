import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { rawGet } from './support/raw-get';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHtmlCache } from '@/middleware/html-cache-store';
import { createApp } from '@/server/app';

/**
 * The server answers the visitor's HTML cache's hits itself, before Astro runs (issue 16,
 * item 1): the fake Astro below fills the cache as our middleware does and counts its calls.
 */
const page = `<p>${'a market row '.repeat(300)}</p>`;
const cache = createHtmlCache({ ttlMs: 60_000 });
let astroCalls = 0;
let server: Server;
let base: string;

beforeAll(async () => {
  const app = createApp({
    htmlCache: cache,
    astro: async (req, res) => {
      astroCalls += 1;
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string') headers.set(name, value);
      const response = await cache.handle(
        new Request(`http://localhost${req.url}`, { method: req.method, headers }),
        async () =>
          new Response(page, {
            headers: {
              'Content-Type': 'text/html; charset=utf-8',
              'Cache-Control': 'public, max-age=0, s-maxage=60',
              Vary: 'Cookie',
            },
          }),
      );
      res.writeHead(response.status, [...response.headers].flat());
      res.end(Buffer.from(await response.arrayBuffer()));
    },
  });
  server = createServer(app.listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the visitor’s HTML cache in our server', () => {
  it('answers a kept page without running Astro, compressed, with the page’s headers', async () => {
    const first = await rawGet(`${base}/buy_USDT?page=2`, { 'accept-encoding': 'identity' });
    expect(first.body.toString()).toBe(page);
    expect(first.headers['x-cache']).toBeUndefined();
    const calls = astroCalls;

    const hit = await rawGet(`${base}/buy_USDT?page=2`, { 'accept-encoding': 'br' });
    expect(astroCalls).toBe(calls);
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.headers['content-encoding']).toBe('br');
    expect(Number(hit.headers['content-length'])).toBe(hit.body.byteLength);
    expect(hit.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(hit.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(brotliDecompressSync(hit.body).toString()).toBe(page);
    // The security headers our server adds to everything are there too.
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
  });

  it('runs Astro for another address, other headers or another method', async () => {
    await rawGet(`${base}/thirdParty/faq`, {});
    const calls = astroCalls;
    await rawGet(`${base}/thirdParty/faq`, { cookie: 'theme=dark' });
    await rawGet(`${base}/thirdParty/faq?x=1`, {});
    await fetch(`${base}/thirdParty/faq`, { method: 'HEAD' });
    expect(astroCalls).toBe(calls + 3);
  });
});
