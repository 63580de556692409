// `npm run bench`: performance figures measured on the built site (run `npm run build` first,
// or `npm start` once). Today: the JavaScript each route makes a browser download, raw, gzip
// and brotli, following static imports between chunks. Later work adds throughput here.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = join(root, 'dist', 'runtime', 'main.mjs');
const clientDir = join(root, 'dist', 'client');
export const ROUTES = ['/buy_USDT', '/sell_BTC', '/fa/buy_USDT', '/no-such-page'];

if (!existsSync(entry)) {
  console.error('No build found: run "npm run build" first.');
  process.exit(1);
}

const port = await new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address();
    s.close(() => resolve(port));
  });
});
const server = spawn(process.execPath, [entry], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'p2p-bench-')),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('P2P site on') && resolve());
  server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

/** Every /_astro/ script a page loads, following static and dynamic imports between chunks. */
function scriptsOf(html) {
  const found = new Set();
  const queue = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g),
  ].map((m) => m[1]);
  while (queue.length) {
    const src = queue.shift();
    if (!src.startsWith('/_astro/') || found.has(src)) continue;
    found.add(src);
    const code = readFileSync(join(clientDir, src), 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*\(?\s*["']\.\/([^"']+\.js)["']/g))
      queue.push(`/_astro/${m[1]}`);
  }
  return [...found];
}

const rows = [];
try {
  for (const route of ROUTES) {
    const html = await (await fetch(`http://127.0.0.1:${port}${route}`)).text();
    const inline = [
      ...html.matchAll(/<script(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
    ]
      .map((m) => m[1])
      .join('');
    const files = scriptsOf(html);
    const bytes = Buffer.concat([
      Buffer.from(inline),
      ...files.map((f) => readFileSync(join(clientDir, f))),
    ]);
    rows.push({
      route,
      files: files.length,
      'JS bytes': bytes.length,
      gzip: gzipSync(bytes).length,
      brotli: brotliCompressSync(bytes).length,
      'HTML bytes': Buffer.byteLength(html),
    });
  }
  console.table(rows);
} finally {
  server.kill('SIGTERM');
}
