import type { IncomingMessage, ServerResponse } from 'node:http';
import { cacheKey, encodedBody, type HtmlCache } from '@/middleware/html-cache-store';
import { pickEncoding } from '@/server/encoding';

/**
 * Answers a request from the visitor's HTML cache straight from Node, before Astro builds a
 * Fetch request, routes and runs its middleware: a hit then costs about what a static file does
 * (issue 16, item 1). Astro's middleware (`src/middleware/html-cache.ts`) still renders and keeps
 * each page; this only reads what it kept, with the same key. Resolves false on a miss.
 */
export async function serveCachedHtml(
  cache: HtmlCache,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  if (req.method !== 'GET') return false;
  const entry = cache.fresh(cacheKey(req.url ?? '/', (name) => headerOf(req, name)));
  if (!entry) return false;
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const body = encoding ? await encodedBody(entry, encoding) : entry.body;
  sendKept(res, entry, body, encoding);
  return true;
}

/**
 * Sends a kept page (the visitor's, or a logged-in one filled for its user): its status and
 * headers, marked `X-Cache: hit`, with the body in `encoding`, and `Vary: Accept-Encoding`.
 */
export function sendKept(
  res: ServerResponse,
  page: { status: number; statusText: string; headers: [string, string][] },
  body: Uint8Array,
  encoding: 'br' | 'gzip' | null,
) {
  for (const [name, value] of page.headers)
    if (name !== 'content-length') res.setHeader(name, value);
  res.setHeader('X-Cache', 'hit');
  res.setHeader('Content-Length', body.byteLength);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  const vary = String(res.getHeader('Vary') ?? '');
  if (!/accept-encoding/i.test(vary))
    res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  res.writeHead(page.status, page.statusText);
  res.end(body);
}

export function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
