import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Text types worth compressing; images and fonts are already compressed. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);

/** Astro puts content-hashed build assets here: their URL changes whenever their bytes do. */
const HASHED_PREFIX = '/_astro/';

interface Entry {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  type: string;
  immutable: boolean;
}

/** Picks the best encoding the client accepts: br, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.split('=')[1]) > 0)
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * Serves the build's client files. Hashed assets are cached for a year as immutable; other files
 * revalidate with an ETag. Text is compressed once (brotli and gzip) and kept in memory.
 * Returns false when there is no such file, so the next handler (Astro) can answer.
 */
export function createStaticHandler(root: string) {
  // Only files that exist are kept: the build is fixed while the server runs, so the cache is
  // bounded by the build's size, and requests for random paths cannot grow it.
  const cache = new Map<string, Entry>();

  async function load(pathname: string): Promise<Entry | null> {
    const cached = cache.get(pathname);
    if (cached) return cached;
    let entry: Entry | null = null;
    const file = normalize(join(root, decodeURIComponent(pathname)));
    if (file.startsWith(root + sep)) {
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) {
        const body = await readFile(file);
        const ext = extname(file).toLowerCase();
        entry = {
          body,
          etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
          type: TYPES[ext] ?? 'application/octet-stream',
          immutable: pathname.startsWith(HASHED_PREFIX),
        };
        if (COMPRESSIBLE.has(ext) && body.length > 512) {
          entry.br = brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          });
          entry.gzip = gzipSync(body, { level: 9 });
        }
      }
    }
    if (entry) cache.set(pathname, entry);
    return entry;
  }

  return async function serveStatic(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let pathname: string;
    try {
      pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      decodeURIComponent(pathname);
    } catch {
      return false;
    }
    if (pathname.endsWith('/')) return false;
    const entry = await load(pathname);
    if (!entry) return false;

    res.setHeader('Content-Type', entry.type);
    res.setHeader('ETag', entry.etag);
    res.setHeader(
      'Cache-Control',
      entry.immutable
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
    );
    if (entry.br || entry.gzip) res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304).end();
      return true;
    }
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const body = (encoding && entry[encoding]) || entry.body;
    if (body !== entry.body && encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.writeHead(200);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
