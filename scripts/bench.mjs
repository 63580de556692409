// `npm run bench`: performance figures measured on the built site (run `npm run build` first,
// or `npm start` once), printed, never asserted (tests assert only byte budgets). In order:
// - the JavaScript each route makes a browser download, in Chromium until idle (per file as
//   served; scripts/lib/browser-weight.mjs, as the budget test), logged out and in, and what the
//   market's first interaction adds;
// - the market's first window (headers, head, header and first ad row) in the 13 locales;
// - server rendering against a static file (req/s and ratio) and resident memory around it;
// - the order chat's on-demand weight and its delivery time between two browsers;
// - market interaction paint times at 4× CPU throttle with 5,000 extra ads, on localhost and
//   with a 150 ms round trip;
// - API latencies at 3 seed sizes;
// - server rendering behind nginx with 1 and 2 site instances.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiLatencies } from './lib/api-latency.mjs';
import { interactionPaints } from './lib/interaction-paint.mjs';
import { chatLatency } from './lib/chat-latency.mjs';
import { chromium } from 'playwright-core';
import { weighInBrowser } from './lib/browser-weight.mjs';
import { INITIAL_WINDOW_BYTES, firstWindow } from './lib/first-window.mjs';
// Node 24 runs this TypeScript module as it is (it has no imports of its own).
import { LOCALES } from '../src/i18n/locales.ts';
import { pageScripts, weighFiles } from './lib/js-weight.mjs';
import { cores, measureThroughput, scaleOutThroughput } from './lib/scale-out.mjs';
import { median } from './lib/median.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = join(root, 'dist', 'runtime', 'main.mjs');
const clientDir = join(root, 'dist', 'client');
const ROUTES = [
  '/buy_USDT',
  '/sell_BTC',
  '/fa/buy_USDT',
  '/no-such-page',
  '/thirdParty',
  '/thirdParty/faq',
];
/** Pages that need a session: [route, persona]. The form routes have a 130 KB gzip budget. */
const USER_ROUTES = [
  ['/buy_USDT', 'verified'],
  ['/thirdParty/faq', 'verified'],
  ['/payment', 'verified'],
  ['/usercenter', 'verified'],
  ['/becomeMember', 'verified'],
  ['/authAdvertising', 'merchant'],
  ['/releaseAdvertising', 'merchant'],
  ['/myads', 'merchant'],
];

/**
 * The JavaScript the order chat adds to the order page, loaded on demand (issue 12): the chunk
 * of the chat panel and what it pulls in that the order page's island does not already load
 * (found by file name, so no order has to exist).
 */
function orderChatLine() {
  const files = readdirSync(join(clientDir, '_astro'));
  const chunk = (name) => files.find((file) => file.startsWith(`${name}.`) && file.endsWith('.js'));
  const panel = chunk('ChatPanel');
  const island = chunk('OrderPage');
  if (!panel || !island) return 'order chat (on demand): chunk not found';
  const script = (file) => `<script src="/_astro/${file}"></script>`;
  const page = new Set(pageScripts(script(island), clientDir));
  const chat = pageScripts(script(panel), clientDir).filter((file) => !page.has(file));
  const { files: count, gzip } = weighFiles(chat, clientDir);
  return `order chat (on demand): ${gzip} B gzip in ${count} files`;
}

/** A process's resident memory in MB (Linux), or '?' elsewhere. */
function residentMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : '?';
  } catch {
    return '?';
  }
}

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

const rows = [];
try {
  // Logged-in pages too: their header carries the notifications bell and the transfer host.
  const tokens = {};
  for (const persona of new Set(USER_ROUTES.map(([, p]) => p))) {
    const session = await fetch(`http://127.0.0.1:${port}/api/sandbox/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ persona }),
    });
    tokens[persona] = (await session.json()).data.token;
  }
  // An advertiser profile (public): the merchant persona's.
  const info = await fetch(`http://127.0.0.1:${port}/api/c2c/v3/user/info`, {
    headers: { token: tokens.merchant },
  });
  const merchantId = (await info.json()).data.userId;
  const base = `http://127.0.0.1:${port}`;
  const pages = [
    ...[...ROUTES, `/addetail/${merchantId}`].map((route) => ({
      route,
      label: route,
      persona: null,
    })),
    ...USER_ROUTES.map(([route, persona]) => ({ route, label: `${route} (${persona})`, persona })),
  ];
  // Each page in Chromium until idle, every script as served (per file, compressed); on the
  // market, the first interaction (a row's Buy: the order panel) is weighed apart.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  try {
    for (const { route, label, persona } of pages) {
      const context = await browser.newContext();
      if (persona) await context.addCookies([{ name: 'token', value: tokens[persona], url: base }]);
      const page = await context.newPage();
      const html = await (
        await fetch(`${base}${route}`, {
          headers: persona ? { cookie: `token=${tokens[persona]}` } : {},
        })
      ).text();
      const market = /^\/(?:[a-z-]+\/)?(?:buy|sell)_/i.test(route);
      const weight = await weighInBrowser(page, `${base}${route}`, {
        // A logged-in user's Buy opens the order panel; a visitor's is a login link, so a
        // visitor's first interaction is a tab (the market's API code).
        interact: market
          ? (p) =>
              persona
                ? p.locator('[data-testid="market-row"] button').first().click({ timeout: 5000 })
                : p.locator('.market-coins a:not([aria-current])').first().click({ timeout: 5000 })
          : undefined,
      }).catch((error) => ({ error }));
      await context.close();
      if ('error' in weight) {
        rows.push({ route: label, error: String(weight.error).slice(0, 80) });
        continue;
      }
      rows.push({
        route: label,
        files: weight.scripts.filter((s) => s.phase === 'load').length,
        'first load B': weight.firstLoad,
        'of it inline B': weight.inline,
        'first interaction B': market ? weight.interaction : '',
        'HTML bytes': Buffer.byteLength(html),
      });
    }
  } finally {
    await browser.close();
  }
  console.table(rows);
  // The first round trip of the market in every language (issue 16, item 4): headers, head,
  // header and first ad row as counted by scripts/lib/first-window.mjs, as the e2e test does.
  const windows = [];
  for (const { slug } of LOCALES) {
    const row = { locale: slug || 'en' };
    for (const [who, headers] of [
      ['visitor B', {}],
      ['logged in B', { cookie: `token=${tokens.verified}` }],
    ]) {
      const response = await fetch(`${base}${slug ? `/${slug}` : ''}/buy_USDT`, {
        headers: { 'accept-encoding': 'br', ...headers },
      });
      const measured = firstWindow({
        status: response.status,
        headers: [...response.headers].map(([name, value]) => ({ name, value })),
        html: await response.text(),
      });
      row[who] = measured?.bytes ?? 'no row';
    }
    windows.push(row);
  }
  console.log(`First window of /buy_USDT (goal: ${INITIAL_WINDOW_BYTES} B, TCP's initial window):`);
  console.table(windows);
  // Server rendering against a static file from the same server (issue 16, item 1), 25
  // connections, with the visitor's HTML cache and the logged-in pages kept per kind
  // of user on (HTML_CACHE_MS, as `npm start`), and the resident memory before and after the
  // round. A logged-in request still asks the API for its session (user, unread count, broker
  // status) each time, as on every navigation.
  const rssBefore = residentMb(server.pid);
  const enc = { 'accept-encoding': 'br, gzip' };
  const targets = [
    ['static file (/favicon.svg)', '/favicon.svg', enc],
    ['/buy_USDT (visitor)', '/buy_USDT', enc],
    ['/buy_USDT (logged in)', '/buy_USDT', { ...enc, cookie: `token=${tokens.verified}` }],
    ['/thirdParty/faq (visitor)', '/thirdParty/faq', enc],
    [
      '/thirdParty/faq (logged in)',
      '/thirdParty/faq',
      { ...enc, cookie: `token=${tokens.verified}` },
    ],
    ['404 (visitor)', '/no-such-page', enc, 404],
    ['404 (logged in)', '/no-such-page', { ...enc, cookie: `token=${tokens.verified}` }, 404],
  ];
  // Interleaved rounds: each route's ratio is to the static file of its own round, so a machine
  // that slows down or speeds up during the run (a shared one does) moves both sides alike.
  const ROUNDS = 3;
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const measured = new Map();
    for (const [label, path, headers, status] of targets)
      measured.set(
        label,
        await measureThroughput(`${base}${path}`, { headers, status, seconds: 3 }),
      );
    rounds.push(measured);
  }
  const staticLabel = targets[0][0];
  const ssr = targets.map(([label]) => ({
    route: label,
    'req/s': Math.round(median(rounds.map((r) => r.get(label).rps))),
    'vs static': median(rounds.map((r) => r.get(label).rps / r.get(staticLabel).rps)).toFixed(3),
    'other status': rounds.reduce((sum, r) => sum + r.get(label).failed, 0),
  }));
  console.log(
    `Server rendering vs a static file (25 connections, ${ROUNDS} interleaved rounds of 3 s, medians; ` +
      `static per round: ${rounds.map((r) => Math.round(r.get(staticLabel).rps)).join(', ')} req/s):`,
  );
  console.table(ssr);
  console.log(
    `resident memory: ${rssBefore} MB before the round, ${residentMb(server.pid)} MB after`,
  );
  console.log(orderChatLine());
  const chat = await chatLatency(`http://127.0.0.1:${port}`);
  console.log(
    `order chat, send to paint on the other party's page: median ${chat.median.toFixed(0)} ms ` +
      `(min ${chat.min.toFixed(0)}, max ${chat.max.toFixed(0)}, ${chat.runs} messages)`,
  );
} finally {
  server.kill('SIGTERM');
}

// --- Market interaction paint times (issue 16, items 3 and 7) --------------------------------
// SEED_ADS 5,000, 4× CPU throttle, medians of 5 (scripts/lib/interaction-paint.mjs): on
// localhost, then with a 150 ms round trip (a phone, a far-away user), where a view seen
// before no longer waits for the network and a first one does.
console.log('Market interactions at 4× CPU throttle, 5,000 extra ads (median ms):');
console.table(await interactionPaints({ entry, seedAds: 5000, runs: 5, throttle: 4 }));
console.log('The same with a 150 ms round trip:');
console.table(
  await interactionPaints({ entry, seedAds: 5000, runs: 5, throttle: 4, latencyMs: 150 }),
);

// --- API latencies at 3 seed sizes (issue 16, items 5 and 7) ---------------------------------
// The market list and an advertiser's markets from an in-process sandbox seeded with the demo
// market, then SEED_ADS 5,000 and 50,000 (scripts/lib/api-latency.mjs; medians in ms).
console.log('API latencies by seed size (median ms):');
console.table(await apiLatencies());

// --- Scale-out: server rendering behind nginx, 1 and 2 site instances (issue 16, item 6) -----
// The sandbox on its own, two site instances with SANDBOX=off and Debian's nginx running
// deploy/nginx.conf (scripts/lib/scale-out.mjs): /buy_USDT for a visitor and logged in.
console.log(
  `Server rendering behind nginx, 1 and 2 site instances (req/s, 25 connections, ${cores} cores):`,
);
const scaleOut = await scaleOutThroughput();
if (typeof scaleOut === 'string') console.log(scaleOut);
else console.table(scaleOut);
