// The JavaScript a page makes a browser download: every /_astro/ script it references (module
// scripts and island component/renderer URLs), following imports between chunks, plus inline
// scripts. Shared by `npm run bench` (prints it) and the e2e budget test (asserts it).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The /_astro/ files a page's HTML pulls in, transitively. */
export function pageScripts(html, clientDir) {
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
    // Static imports only (`from"./x.js"`, `import"./x.js"`): a dynamic `import(...)` is loaded
    // on demand (e.g. the notifications panel), which `onDemandScripts` counts separately.
    for (const m of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) {
      queue.push(`/_astro/${m[1]}`);
    }
  }
  return [...found];
}

/** Chunks the page's scripts may load later with a dynamic `import()` (and what those pull in). */
export function onDemandScripts(html, clientDir) {
  const initial = new Set(pageScripts(html, clientDir));
  const found = new Set();
  for (const src of initial) {
    const code = readFileSync(join(clientDir, src), 'utf8');
    for (const m of code.matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)) {
      const html = `<script src="/_astro/${m[1]}"></script>`;
      for (const chunk of pageScripts(html, clientDir)) if (!initial.has(chunk)) found.add(chunk);
    }
  }
  return [...found];
}

/** Gzip bytes of a list of `/_astro/` files. */
export function weighFiles(files, clientDir) {
  const bytes = Buffer.concat(files.map((f) => readFileSync(join(clientDir, f))));
  return { files: files.length, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** Raw, gzip and brotli bytes of a page's JavaScript. */
export function weighPage(html, clientDir) {
  // Data blocks (island props, JSON-LD structured data) are not JavaScript: a browser does not
  // run them, and the page's bytes count them as HTML.
  const inline = [
    ...html.matchAll(
      /<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ]
    .map((m) => m[1])
    .join('');
  const files = pageScripts(html, clientDir);
  const bytes = Buffer.concat([
    Buffer.from(inline),
    ...files.map((f) => readFileSync(join(clientDir, f))),
  ]);
  return {
    files: files.length,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes).length,
  };
}
