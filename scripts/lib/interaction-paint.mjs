// Market interaction paint times (issue 16, items 3 and 7), printed by `npm run bench`, never
// asserted in tests: a sandbox seeded with SEED_ADS extra ads, the market in Chromium at 4× CPU
// throttle, and for each interaction (a side tab, a coin tab, the fiat, the payment method, an
// amount typed) two figures: event to next paint (the Event Timing API's duration: what the
// user waits to see the click take) and event to results painted (until the rows of the new
// answer are on screen, the API call included). Each interaction goes there and back: the
// first round's "there" is a view never seen (for the first interaction, also the first change
// ever, which loads the market's API code), reported apart; the later rounds come back to a view
// seen moments ago, which the market shows at once and refreshes quietly. Medians over `runs`.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { median } from './median.mjs';

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Installs the page's recorders: Event Timing entries and a results-change clock. */
function record() {
  const w = /** @type {any} */ (window);
  w.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      w.__events.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  /** Resolves with the time the results (rows or count line) change and paint after `since`. */
  w.__resultsPainted = () =>
    new Promise((done) => {
      const target = document.querySelector('.market-results') ?? document.body;
      const observer = new MutationObserver(() => {
        if (target.classList.contains('is-loading')) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => done(performance.now()), 0));
      });
      observer.observe(target, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
}

/** Focuses a select by its label and presses `key` on it (the next or previous option). */
async function keyOn(page, label, key) {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.press(key);
}

/**
 * The interactions, each a pair (there and back) so every round starts where it began. `act`
 * runs in the test process through Playwright; the clock starts at the input event.
 */
const INTERACTIONS = [
  {
    name: 'side tab',
    there: (page) =>
      page
        .getByRole('navigation', { name: 'Buy or sell' })
        .getByRole('link', { name: 'Sell' })
        .click(),
    back: (page) =>
      page
        .getByRole('navigation', { name: 'Buy or sell' })
        .getByRole('link', { name: 'Buy' })
        .click(),
  },
  {
    name: 'coin tab',
    there: (page) =>
      page
        .getByRole('navigation', { name: 'Cryptocurrency' })
        .getByRole('link', { name: 'BTC' })
        .click(),
    back: (page) =>
      page
        .getByRole('navigation', { name: 'Cryptocurrency' })
        .getByRole('link', { name: 'USDT' })
        .click(),
  },
  // The selects by keyboard: a trusted input event, which the Event Timing API measures.
  {
    name: 'fiat',
    there: (page) => keyOn(page, 'Fiat', 'ArrowDown'),
    back: (page) => keyOn(page, 'Fiat', 'ArrowUp'),
  },
  {
    name: 'payment method',
    there: (page) => keyOn(page, 'Payment method', 'ArrowDown'),
    back: (page) => keyOn(page, 'Payment method', 'ArrowUp'),
  },
  {
    name: 'amount (typed, debounced)',
    there: (page) => page.getByLabel('Amount', { exact: true }).pressSequentially('100'),
    back: (page) => page.getByLabel('Amount', { exact: true }).fill(''),
  },
];

/** One interaction measured: event to next paint and event to results painted, in ms. */
async function measure(page, act) {
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__events.length = 0;
    w.__t0 = null;
    const mark = () => (w.__t0 ??= performance.now());
    for (const type of ['pointerdown', 'keydown', 'change'])
      addEventListener(type, mark, { capture: true, once: true });
    w.__painted = w.__resultsPainted();
  });
  await act(page);
  const results = await page.evaluate(async () => {
    const w = /** @type {any} */ (window);
    const painted = await Promise.race([
      w.__painted,
      new Promise((done) => setTimeout(() => done(null), 15_000)),
    ]);
    return painted === null || w.__t0 === null ? NaN : painted - w.__t0;
  });
  // Event Timing entries arrive after their paint: give the observer a frame.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))),
  );
  const nextPaint = await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    const inputs = w.__events.filter((e) =>
      ['pointerdown', 'pointerup', 'click', 'keydown', 'keyup', 'input', 'change'].includes(e.name),
    );
    return inputs.length ? Math.max(...inputs.map((e) => e.duration)) : 16;
  });
  return { nextPaint, results };
}

/**
 * Starts the built site with `seedAds` extra ads, measures each interaction `runs` times at
 * `throttle`× CPU slowdown (and `latencyMs` added to every request's round trip, Chromium's
 * network emulation), and returns one row per interaction.
 */
export async function interactionPaints({
  entry,
  seedAds = 5000,
  runs = 5,
  throttle = 4,
  latencyMs = 0,
}) {
  const port = await freePort();
  const server = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'p2p-bench-paint-')),
      SEED_ADS: String(seedAds),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  try {
    await new Promise((resolve, reject) => {
      server.stdout.on('data', (chunk) => String(chunk).includes('P2P site on') && resolve());
      server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addCookies([
      { name: 'consent', value: 'necessary', url: `http://127.0.0.1:${port}` },
    ]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`http://127.0.0.1:${port}/buy_USDT`);
    await page.locator('.market[data-hydrated]').waitFor({ timeout: 60_000 });
    await page.evaluate(record);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    // A round trip as a phone or a far-away user has it (0: localhost as it is).
    if (latencyMs > 0)
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: latencyMs,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    const rows = [];
    for (const interaction of INTERACTIONS) {
      const next = [];
      const results = [];
      let first = null;
      for (let round = 0; round <= runs; round += 1) {
        const there = await measure(page, interaction.there);
        await measure(page, interaction.back);
        if (round === 0) first = there;
        else {
          next.push(there.nextPaint);
          results.push(there.results);
        }
      }
      rows.push({
        interaction: interaction.name,
        'event to next paint ms': Math.round(median(next)),
        'event to results ms (seen before)': Math.round(median(results)),
        'event to results ms (first time)': Math.round(first?.results ?? NaN),
      });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return rows;
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}
