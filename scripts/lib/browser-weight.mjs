// The JavaScript a page makes a browser download, measured in a real browser (Playwright's
// Chromium): every script response, per file, counted as received (its body compressed as the
// server sent it), plus the page's inline scripts (compressed as the HTML around them is). What
// loads until the page is idle (islands hydrating at idle, the bell's listener, chunks preloaded
// at idle) counts as the first load; what a first interaction loads (`interact`) is reported
// apart. Shared by `npm run bench` (prints it) and the e2e budget test (asserts it).
import { brotliCompressSync } from 'node:zlib';

/** Milliseconds without a request in flight that count as "the network is quiet". */
const QUIET_MS = 400;

/**
 * Waits until the page is idle: two idle callbacks (what the page defers to idle has started)
 * and no request in flight for QUIET_MS, twice in a row (a chunk may import another).
 */
async function settle(page, inFlight) {
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(
      () =>
        new Promise((done) =>
          requestIdleCallback(() => requestIdleCallback(() => done(), { timeout: 2000 }), {
            timeout: 2000,
          }),
        ),
    );
    let quietSince = Date.now();
    while (Date.now() - quietSince < QUIET_MS) {
      await page.waitForTimeout(50);
      if (inFlight.size > 0) quietSince = Date.now();
    }
  }
}

/**
 * Loads `url` in `page` and weighs its JavaScript. Returns the scripts (path, bytes as received,
 * encoding, `load` or `interaction`), the first-load total (files and inline scripts) and the
 * interaction total.
 */
export async function weighInBrowser(page, url, { interact } = {}) {
  let phase = 'load';
  const inFlight = new Set();
  const pending = [];
  const scripts = [];
  const onRequest = (request) => inFlight.add(request);
  const onDone = (request) => inFlight.delete(request);
  const onResponse = (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script') return;
    const at = phase;
    pending.push(
      request.sizes().then(({ responseBodySize }) => {
        scripts.push({
          path: new URL(response.url()).pathname,
          bytes: responseBodySize,
          encoding: response.headers()['content-encoding'] ?? 'identity',
          phase: at,
        });
      }),
    );
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  page.on('response', onResponse);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await settle(page, inFlight);
    // Inline scripts travel inside the HTML, compressed with it: counted compressed alone.
    const inlineCode = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')]
        .filter((s) => !/json/.test(s.type))
        .map((s) => s.textContent ?? '')
        .join(''),
    );
    const inline = inlineCode === '' ? 0 : brotliCompressSync(inlineCode).length;
    if (interact) {
      await Promise.all(pending.splice(0));
      phase = 'interaction';
      await interact(page);
      await settle(page, inFlight);
    }
    await Promise.all(pending);
    const sum = (at) => scripts.filter((s) => s.phase === at).reduce((n, s) => n + s.bytes, 0);
    return {
      scripts: scripts.sort((a, b) => b.bytes - a.bytes),
      inline,
      firstLoad: sum('load') + inline,
      interaction: sum('interaction'),
    };
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
    page.off('response', onResponse);
  }
}
