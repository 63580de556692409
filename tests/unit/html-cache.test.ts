import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createHtmlCache } from '@/middleware/html-cache-store';

/**
 * The visitor's HTML cache (issue 16, item 1): a page a shared cache may keep is served again
 * from memory for its time to live, to requests with the same address and headers only; what
 * belongs to one person, failed or sets a cookie is never kept; requests that miss together
 * share one rendering.
 */

const PUBLIC = { 'content-type': 'text/html', 'cache-control': 'public, max-age=0, s-maxage=60' };

function page(body: string, headers: Record<string, string> = PUBLIC, status = 200) {
  return new Response(body, { status, headers });
}

function setup(ttlMs = 1000) {
  let time = 0;
  const cache = createHtmlCache({ ttlMs, now: () => time });
  let renders = 0;
  const render = vi.fn(async () => page(`render ${++renders}`));
  const get = async (url = 'http://site.test/buy_USDT', headers: Record<string, string> = {}) => {
    const response = await cache.handle(new Request(url, { headers }), render);
    const text = await response.text();
    // The copy for the cache is read after the answer: let it finish.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return text;
  };
  return { cache, render, get, move: (ms: number) => (time += ms) };
}

describe('the visitor’s HTML cache', () => {
  it('serves the same page again within its time to live, then renders anew', async () => {
    const { get, move } = setup();
    expect(await get()).toBe('render 1');
    move(999);
    expect(await get()).toBe('render 1');
    move(1);
    expect(await get()).toBe('render 2');
  });

  it('keys on the address and on every header the page may depend on', async () => {
    const { get } = setup();
    expect(await get()).toBe('render 1');
    expect(await get('http://site.test/buy_USDT?fiat=EUR')).toBe('render 2');
    expect(await get('http://site.test/buy_USDT', { cookie: 'theme=moon' })).toBe('render 3');
    expect(await get('http://site.test/buy_USDT', { 'accept-language': 'fa' })).toBe('render 4');
    expect(await get('http://site.test/buy_USDT', { 'user-agent': 'Safari' })).toBe('render 5');
    expect(await get('http://site.test/buy_USDT', { cookie: 'theme=moon' })).toBe('render 3');
  });

  it.each([
    ['a personal page', { 'cache-control': 'private, no-store' }, 200],
    ['a page without s-maxage', { 'cache-control': 'public, max-age=60' }, 200],
    ['a page that sets a cookie', { ...PUBLIC, 'set-cookie': 'invite=ABC' }, 200],
    ['a failure', PUBLIC, 503],
    ['a redirect', PUBLIC, 302],
  ])('never keeps %s', async (_, headers, status) => {
    const cache = createHtmlCache({ ttlMs: 1000, now: () => 0 });
    const render = vi.fn(async () => page('x', headers, status));
    for (let i = 0; i < 2; i += 1) {
      const response = await cache.handle(new Request('http://site.test/faq'), render);
      expect(response.status).toBe(status);
      await response.text();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps the error page of an address that is not one, with its status', async () => {
    const cache = createHtmlCache({ ttlMs: 1000, now: () => 0 });
    const render = vi.fn(async () => page('missing', PUBLIC, 404));
    for (let i = 0; i < 2; i += 1) {
      const response = await cache.handle(new Request('http://site.test/nowhere'), render);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('missing');
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing when turned off, nor for a form post', async () => {
    const off = createHtmlCache({ ttlMs: 0 });
    const render = vi.fn(async () => page('x'));
    await (await off.handle(new Request('http://site.test/faq'), render)).text();
    await (await off.handle(new Request('http://site.test/faq'), render)).text();
    const on = createHtmlCache({ ttlMs: 1000 });
    const post = () => new Request('http://site.test/faq', { method: 'POST', body: 'a=1' });
    await (await on.handle(post(), render)).text();
    await (await on.handle(post(), render)).text();
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('lets requests that miss together share one rendering', async () => {
    const cache = createHtmlCache({ ttlMs: 1000, now: () => 0 });
    let finish!: () => void;
    const render = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          finish = () => resolve(page('shared'));
        }),
    );
    const request = () => cache.handle(new Request('http://site.test/faq'), render);
    const first = request();
    const second = request();
    await Promise.resolve();
    finish();
    const texts = await Promise.all([first, second].map(async (r) => (await r).text()));
    expect(texts).toEqual(['shared', 'shared']);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('answers a hit compressed as the request accepts, so the server does not compress it again', async () => {
    const cache = createHtmlCache({ ttlMs: 1000, now: () => 0 });
    const html = `<p>${'ads '.repeat(2000)}</p>`;
    const render = vi.fn(async () => page(html));
    const get = (encoding?: string) =>
      cache.handle(
        new Request('http://site.test/buy_USDT', {
          headers: encoding ? { 'accept-encoding': encoding } : {},
        }),
        render,
      );
    await (await get('br, gzip')).text();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const br = await get('gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(html);
    const gz = await get('gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);
    const plain = await get();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(html);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('keeps at most its number of entries, dropping the oldest', async () => {
    const cache = createHtmlCache({ ttlMs: 1000, now: () => 0, maxEntries: 2 });
    const render = vi.fn(async () => page('x'));
    for (const path of ['/a', '/b', '/c', '/a']) {
      await (await cache.handle(new Request(`http://site.test${path}`), render)).text();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(cache.size()).toBe(2);
    expect(render).toHaveBeenCalledTimes(4);
  });
});
