/**
 * API latencies at three seed sizes (issue 16, items 5 and 7): the market list and an
 * advertiser's markets (`/user/markets`, the profile's query) answered by an in-process sandbox
 * seeded with the demo market, then with `SEED_ADS` 5,000 and 50,000 more ads. The sandbox is
 * TypeScript, loaded through Vite's module runner like `scripts/api-doc.mjs`; no build needed.
 * Timing figures are printed, never asserted. Run alone with `node scripts/lib/api-latency.mjs`.
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { median } from './median.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SIZES = [0, 5_000, 50_000];
const RUNS = 60;
const WARMUP = 10;

async function timeRequest(app, path) {
  const start = performance.now();
  const res = await app.request(path);
  await res.text();
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  return performance.now() - start;
}

async function medianOf(app, path, between) {
  for (let i = 0; i < WARMUP; i++) await timeRequest(app, path);
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    between?.(i);
    times.push(await timeRequest(app, path));
  }
  return median(times);
}

/**
 * One seed size: the `/buy_USDT` market in GBP (the demo's home market; it grows with the seed)
 * read repeatedly, the same list read right after one of its ads changed each time (what a
 * cache cannot help), the `merchant` persona's markets (its profile; the same two ads at every
 * size) and the markets of the advertiser with the most ads.
 */
async function measure(createSandbox, seedAds) {
  const started = performance.now();
  const sandbox = createSandbox({ seedAds, log: () => {}, sweepIntervalMs: 0 });
  const seedMs = performance.now() - started;
  try {
    const { db, app } = sandbox;
    const count = db
      .prepare(
        `SELECT COUNT(*) AS n FROM ads
          WHERE status = 'listed' AND type = 'sell' AND coin = 'USDT' AND fiat = 'GBP'`,
      )
      .get();
    const merchant = db.prepare(`SELECT id FROM users WHERE persona = 'merchant'`).get();
    const busiest = db
      .prepare(
        `SELECT user_id, COUNT(*) AS n FROM ads WHERE status = 'listed'
          GROUP BY user_id ORDER BY n DESC, user_id LIMIT 1`,
      )
      .get();
    const list =
      '/api/c2c/v3/public/merchant/all/ad?side=buy&coin=USDT&fiat=GBP&page=1&pageSize=10';
    const ad = db
      .prepare(
        `SELECT id, updated_at FROM ads
          WHERE status = 'listed' AND type = 'sell' AND coin = 'USDT' AND fiat = 'GBP' LIMIT 1`,
      )
      .get();
    const touch = db.prepare('UPDATE ads SET updated_at = ? WHERE id = ?');
    const markets = (userId) => `/api/c2c/v3/public/user/markets?userId=${userId}`;
    const ms = (value) => Number(value.toFixed(2));
    return {
      'extra ads': seedAds,
      'seed s': Number((seedMs / 1000).toFixed(1)),
      'buy_USDT GBP ads': Number(count.n),
      'market list ms': ms(await medianOf(app, list)),
      'after an ad change ms': ms(
        await medianOf(app, list, (i) => touch.run(Number(ad.updated_at) + i + 1, ad.id)),
      ),
      'profile (merchant) ms': ms(await medianOf(app, markets(merchant.id))),
      'busiest advertiser ads': Number(busiest.n),
      'its profile ms': ms(await medianOf(app, markets(busiest.user_id))),
    };
  } finally {
    await sandbox.close();
  }
}

/** Rows of the latency table, one per seed size (medians of 60 requests after 10 warm-ups). */
export async function apiLatencies() {
  // Measured as production serves: no response validation against the contract.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const { module } = await runnerImport(`${root}src/sandbox/index.ts`, {
      root,
      configFile: false,
      logLevel: 'warn',
      resolve: { alias: { '@': `${root}src` } },
    });
    // A first round the JIT learns from, so the first size is not measured colder than the rest.
    await measure(module.createSandbox, SIZES[0]);
    const rows = [];
    for (const size of SIZES) rows.push(await measure(module.createSandbox, size));
    return rows;
  } finally {
    process.env.NODE_ENV = previous;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.table(await apiLatencies());
}
