import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createStaticHandler } from '@/server/static';
import { precompress } from '../../scripts/lib/precompress.mjs';

/**
 * The build's client files (issue 16, item 1): served compressed from the copies the build wrote
 * next to them, compressed off the event loop when there is none, listed once so an address that
 * is not a file costs no file system call, and the copies are not addresses of their own.
 */

const servers: Server[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

const SCRIPT = `export const words = ${JSON.stringify('word '.repeat(400))};\n`;

async function serve(root: string) {
  const handle = createStaticHandler(root);
  const server = createServer((req, res) => {
    void handle(req, res).then((served) => served || res.writeHead(404).end('not static'));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  // node:http keeps the body as sent (fetch would decompress it).
  return (path: string, encoding = 'br, gzip') =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, path, headers: { 'accept-encoding': encoding } },
          (res) => {
            const parts: Buffer[] = [];
            res.on('data', (part: Buffer) => parts.push(part));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(parts),
              }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
}

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function build() {
  const root = mkdtempSync(join(tmpdir(), 'static-'));
  made.push(root);
  mkdirSync(join(root, '_astro'));
  writeFileSync(join(root, '_astro', 'a.js'), SCRIPT);
  writeFileSync(join(root, 'small.txt'), 'tiny');
  return root;
}

describe('the static handler', () => {
  it('serves the brotli and gzip copies the build wrote', async () => {
    const root = build();
    expect(await precompress(root)).toBe(1);
    // A copy that says which one was served: the handler must not compress again.
    writeFileSync(join(root, '_astro', 'a.js.br'), 'BROTLI COPY');
    writeFileSync(join(root, '_astro', 'a.js.gz'), 'GZIP COPY');
    const get = await serve(root);
    const br = await get('/_astro/a.js');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.toString()).toBe('BROTLI COPY');
    const gz = await get('/_astro/a.js', 'gzip');
    expect(gz.body.toString()).toBe('GZIP COPY');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses a file the build did not, correctly', async () => {
    const get = await serve(build());
    const br = await get('/_astro/a.js');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    const gz = await get('/_astro/a.js', 'gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await get('/_astro/a.js', 'identity');
    expect(plain.body.toString()).toBe(SCRIPT);
    const small = await get('/small.txt');
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('leaves pages, unknown paths and the compressed copies to the next handler', async () => {
    const root = build();
    await precompress(root);
    const get = await serve(root);
    for (const path of ['/buy_USDT', '/_astro/missing.js', '/_astro/a.js.br', '/_astro/a.js.gz']) {
      const { status, body } = await get(path);
      expect(status, path).toBe(404);
      expect(body.toString()).toBe('not static');
    }
  });
});
