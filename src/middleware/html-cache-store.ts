import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { pickEncoding } from '@/server/encoding';
import { appendVary } from '@/middleware/vary';
import { processShared } from '@/lib/process-shared';

/**
 * A short-lived cache of the HTML a visitor gets (issue 16, item 1: "short per-locale
 * micro-caching of visitor HTML where the answer is the same for everyone"). Under load, most
 * requests for a market or a help page in one language ask for the same bytes within the same
 * second; this serves them from memory instead of rendering each again.
 *
 * Only what a shared cache may keep is kept: a GET answered 200 (or 404) with `Cache-Control:
 * public` and an `s-maxage`, and no `Set-Cookie` (the session middleware marks every logged-in page and every
 * page that sets a cookie `private, no-store`). The key is the address and every request header
 * the HTML may depend on (the cookies: theme, time zone, consent, session; the languages; the
 * browser, which the card page reads; the host and scheme), so two visitors who would get
 * different pages never share one. Entries live `ttlMs` (a second by default: the market's
 * prices and "last seen" move by at most that much), at most `maxEntries` of at most
 * `maxBytes`; requests that miss together wait for one rendering. The first request streams
 * as usual while a copy is read for the cache.
 */

/** Request headers the page may depend on: every one is part of the key. */
const KEY_HEADERS = [
  'cookie',
  'accept-language',
  'user-agent',
  'host',
  'x-forwarded-host',
  'x-forwarded-proto',
] as const;

export interface Entry {
  expires: number;
  status: number;
  statusText: string;
  headers: [string, string][];
  body: Uint8Array;
  /** The body compressed for each encoding asked so far: once per entry, not per hit. */
  encoded: Partial<Record<Encoding, Promise<Uint8Array>>>;
}

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A kept page compressed (on zlib's threads): brotli at quality 5, a little better than the
 * streaming quality 4, as it is done once and served many times.
 */
function encode(body: Uint8Array, encoding: Encoding): Promise<Uint8Array> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipAsync(body, { level: 6 });
}

export interface HtmlCacheOptions {
  ttlMs: number;
  now?: () => number;
  maxEntries?: number;
  maxBytes?: number;
}

/**
 * Whether a shared cache may keep this answer: a page, or the error page of an address that is
 * not one (the same for every visitor, and what a flood of made-up addresses asks for).
 */
function storable(response: Response): boolean {
  if (response.status !== 200 && response.status !== 404) return false;
  if (response.headers.has('set-cookie') || !response.body) return false;
  const control = (response.headers.get('cache-control') ?? '').toLowerCase();
  return /(^|,)\s*public\s*(,|$)/.test(control) && /s-maxage=\d+/.test(control);
}

/**
 * The key of a request: its path and query, and every header the page may depend on. Built from
 * a Fetch request (Astro) or from Node's message (the server's own fast path), to the same key.
 */
export function cacheKey(url: string, header: (name: string) => string | null | undefined) {
  const { pathname, search } = new URL(url, 'http://localhost');
  return [pathname + search, ...KEY_HEADERS.map((h) => header(h) ?? '')].join('\n');
}

function keyOf(request: Request): string {
  return cacheKey(request.url, (name) => request.headers.get(name));
}

/** Reads a stream to its end, or null once it passes `maxBytes` (or fails). */
async function readUpTo(stream: ReadableStream<Uint8Array>, maxBytes: number) {
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return null;
      }
      parts.push(value);
    }
  } catch {
    return null;
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    body.set(part, at);
    at += part.byteLength;
  }
  return body;
}

/** A kept page's body in an encoding, compressed on the first request that asks for it. */
export function encodedBody(entry: Entry, encoding: Encoding): Promise<Uint8Array> {
  return (entry.encoded[encoding] ??= encode(entry.body, encoding));
}

/**
 * A kept page, marked `X-Cache: hit` (what a proxy's logs and a test can tell apart), in the
 * best encoding the request accepts, compressed once for the entry: the server's compression
 * leaves an answer that has its `Content-Encoding` alone, so a hit costs no compression.
 */
async function answer(entry: Entry, request: Request): Promise<Response> {
  const encoding = pickEncoding(request.headers.get('accept-encoding') ?? undefined);
  // A copy per answer: the response owns its bytes.
  const body = new Uint8Array(encoding ? await encodedBody(entry, encoding) : entry.body);
  return keptResponse(entry, body, encoding);
}

/**
 * A kept page as Astro's path answers it (this cache's and the logged-in pages'): its status and
 * headers, marked `X-Cache: hit`, the body in `encoding` (null: as is), varying by what the
 * client accepts either way.
 */
export function keptResponse(
  page: { status: number; statusText: string; headers: [string, string][] },
  body: Uint8Array<ArrayBuffer> | string,
  encoding: string | null,
): Response {
  const response = new Response(body, {
    status: page.status,
    statusText: page.statusText,
    headers: page.headers,
  });
  response.headers.set('X-Cache', 'hit');
  response.headers.delete('Content-Length');
  if (encoding) response.headers.set('Content-Encoding', encoding);
  appendVary(response.headers, 'Accept-Encoding');
  return response;
}

export function createHtmlCache({
  ttlMs,
  now = Date.now,
  maxEntries = 500,
  maxBytes = 1024 * 1024,
}: HtmlCacheOptions) {
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<Entry | null>>();

  function keep(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    // The oldest first: a Map keeps insertion order.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  /** The page for `request`: from the cache when a fresh copy is there, else from `render`. */
  async function handle(request: Request, render: () => Promise<Response>): Promise<Response> {
    if (ttlMs <= 0 || request.method !== 'GET') return render();
    const key = keyOf(request);
    const hit = entries.get(key);
    if (hit && hit.expires > now()) return answer(hit, request);
    if (hit) entries.delete(key);
    const pending = rendering.get(key);
    if (pending) {
      const entry = await pending;
      return entry ? answer(entry, request) : render();
    }
    let settle!: (entry: Entry | null) => void;
    rendering.set(key, new Promise<Entry | null>((resolve) => (settle = resolve)));
    let response: Response;
    try {
      response = await render();
    } catch (error) {
      rendering.delete(key);
      settle(null);
      throw error;
    }
    if (!storable(response)) {
      rendering.delete(key);
      settle(null);
      return response;
    }
    const [toClient, toCache] = response.body!.tee();
    const { status, statusText } = response;
    const headers = [...response.headers];
    void readUpTo(toCache, maxBytes).then((body) => {
      rendering.delete(key);
      const entry = body && {
        expires: now() + ttlMs,
        status,
        statusText,
        headers,
        body,
        encoded: {},
      };
      if (entry) keep(key, entry);
      settle(entry);
    });
    return new Response(toClient, { status, statusText, headers: response.headers });
  }

  /** The fresh entry for a key, if there is one (for the server's own fast path). */
  function fresh(key: string): Entry | undefined {
    const hit = entries.get(key);
    return hit && hit.expires > now() ? hit : undefined;
  }

  return { handle, fresh, clear: () => entries.clear(), size: () => entries.size };
}

export type HtmlCache = ReturnType<typeof createHtmlCache>;

/**
 * Our server creates the cache and shares it (`processShared`): Astro's middleware fills it, and
 * the server answers a hit before Astro runs at all (`src/server/html-cache-hit.ts`).
 */
const sharedCache = processShared<HtmlCache>('htmlCache');
export const shareHtmlCache = sharedCache.share;
/** The cache our server shared, if it did (not under `astro dev`). */
export const sharedHtmlCache = sharedCache.get;
