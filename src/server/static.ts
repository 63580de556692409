import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { pickEncoding } from '@/server/encoding';
import { COMPRESSIBLE, MIN_COMPRESS_BYTES, PRECOMPRESSED } from '@/server/precompressed';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

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

/** Every file under `root`, by URL path (`/_astro/x.js`), read once when the server starts. */
function listFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (dir: string) => {
    for (const item of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, item.name);
      if (item.isDirectory()) visit(path);
      else if (item.isFile()) files.set(`/${relative(root, path).split(sep).join('/')}`, path);
    }
  };
  try {
    visit(root);
  } catch {
    // No client folder (a build without one): nothing to serve.
  }
  return files;
}

/**
 * A compressed copy: the one the build wrote next to the file (`scripts/lib/precompress.mjs`,
 * brotli at quality 11 and gzip at level 9), else made now on zlib's threads, never on the
 * event loop.
 */
async function compressed(
  body: Buffer,
  encoding: 'br' | 'gzip',
  files: Map<string, string>,
  pathname: string,
): Promise<Buffer> {
  const written = files.get(`${pathname}${PRECOMPRESSED[encoding]}`);
  if (written) return readFile(written);
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: 9 });
}

/**
 * Serves the build's client files. Hashed assets are cached for a year as immutable; other files
 * revalidate with an ETag. Text is served compressed (brotli or gzip) from the copies the build
 * wrote, kept in memory. The folder is listed once when the server starts (the build is fixed
 * while it runs), so a page's address costs a map lookup here, not a file system call.
 * Returns false when there is no such file, so the next handler (Astro) can answer.
 */
export function createStaticHandler(root: string) {
  const files = listFiles(root);
  // Only files that exist are kept, so the cache is bounded by the build's size.
  const cache = new Map<string, Promise<Entry>>();

  async function read(pathname: string, file: string): Promise<Entry> {
    const body = await readFile(file);
    const ext = extname(file).toLowerCase();
    const entry: Entry = {
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      type: TYPES[ext] ?? 'application/octet-stream',
      immutable: pathname.startsWith(HASHED_PREFIX),
    };
    if (COMPRESSIBLE.has(ext) && body.length > MIN_COMPRESS_BYTES) {
      [entry.br, entry.gzip] = await Promise.all([
        compressed(body, 'br', files, pathname),
        compressed(body, 'gzip', files, pathname),
      ]);
    }
    return entry;
  }

  function load(pathname: string): Promise<Entry> | null {
    const cached = cache.get(pathname);
    if (cached) return cached;
    // Only listed files: an address cannot reach outside the folder.
    const file = files.get(decodeURIComponent(pathname));
    // The build's compressed copies are not addresses of their own.
    if (!file || Object.values(PRECOMPRESSED).some((suffix) => pathname.endsWith(suffix)))
      return null;
    const entry = read(pathname, file);
    cache.set(pathname, entry);
    // A file that vanished is asked again next time.
    entry.catch(() => cache.delete(pathname));
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
    const loading = load(pathname);
    if (!loading) return false;
    const entry = await loading.catch(() => null);
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
