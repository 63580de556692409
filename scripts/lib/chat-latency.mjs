// The order chat's delivery time as people feel it (issue 12): from one party pressing Enter
// to the message being painted on the other party's page, both pages in Debian's Chromium
// against the running server. Printed by `npm run bench`; never asserted (timings are not
// deterministic, so tests assert bytes only).
import { chromium } from 'playwright-core';
import { median } from './median.mjs';

/** The two parties alternate, so neither reaches the chat's rate limit (10 per 30 s). */
const DEFAULT_RUNS = 20;

async function party(browser, baseURL, persona) {
  const context = await browser.newContext({ baseURL });
  const login = await context.request.post('/api/sandbox/session', { data: { persona } });
  if (!login.ok()) throw new Error(`cannot log in as ${persona}`);
  return context.newPage();
}

async function openChat(page, orderNo) {
  await page.goto(`/order/detail/${orderNo}`);
  await page.locator('[data-testid="order-page"][data-hydrated]').waitFor({ state: 'attached' });
  await page.getByTestId('chat-log').waitFor({ timeout: 30_000 });
  // Each page notes when a message text first shows, at the next frame (its paint).
  await page.evaluate(() => {
    window.__painted = new Map();
    new MutationObserver(() => {
      for (const node of document.querySelectorAll('[data-testid="chat-message"]')) {
        const text = node.textContent ?? '';
        const match = /bench-\d+/.exec(text);
        if (match && !window.__painted.has(match[0])) {
          window.__painted.set(match[0], 0);
          requestAnimationFrame(() =>
            window.__painted.set(match[0], performance.timeOrigin + performance.now()),
          );
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/** Sends `text` from `from` and answers the milliseconds until `to` painted it. */
async function oneMessage(from, to, text) {
  const box = from.getByTestId('order-chat').getByRole('textbox');
  await box.fill(text);
  const sentAt = await box.evaluate((element) => {
    const at = performance.timeOrigin + performance.now();
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    return at;
  });
  await to.waitForFunction((key) => (window.__painted.get(key) ?? 0) > 0, text, {
    timeout: 30_000,
  });
  const paintedAt = await to.evaluate((key) => window.__painted.get(key), text);
  return paintedAt - sentAt;
}

/**
 * Median, min and max of `runs` chat messages between `verified` and `merchant` on a fresh
 * order on MaxMerch's GBP ad. Resets the sandbox first so the pending-order caps are clear.
 */
export async function chatLatency(baseURL, runs = DEFAULT_RUNS) {
  await fetch(`${baseURL}/api/sandbox/reset`, { method: 'POST' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const buyer = await party(browser, baseURL, 'verified');
    const seller = await party(browser, baseURL, 'merchant');
    const ads = await (
      await buyer.request.get('/api/c2c/v3/public/merchant/all/ad?side=buy&coin=USDT&fiat=GBP')
    ).json();
    const ad = ads.data.items.find((a) => a.advertiser.nickname === 'MaxMerch');
    const placed = await (
      await buyer.request.post('/api/c2c/v3/order/proceed', {
        data: { adId: ad.id, price: ad.price, amount: ad.minLimit },
      })
    ).json();
    if (placed.code !== 200) throw new Error(`cannot place the order: ${placed.msg}`);
    await openChat(buyer, placed.data.orderNo);
    await openChat(seller, placed.data.orderNo);
    const times = [];
    for (let i = 0; i < runs; i += 1) {
      const [from, to] = i % 2 === 0 ? [buyer, seller] : [seller, buyer];
      times.push(await oneMessage(from, to, `bench-${i}`));
    }
    times.sort((a, b) => a - b);
    return { runs, median: median(times), min: times[0], max: times.at(-1) };
  } finally {
    await browser.close();
    await fetch(`${baseURL}/api/sandbox/reset`, { method: 'POST' });
  }
}
