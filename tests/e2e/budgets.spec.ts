import { join } from 'node:path';
import { expect, test } from './support/fixtures';
import { weighPage } from '../../scripts/lib/js-weight.mjs';

/**
 * Byte budgets (deterministic, unlike timings). Pages without islands ship no React and no zod,
 * only the shell's small custom elements; the market page ships its island (React, the form
 * schema) within its own budget. Raise a budget only with a reason in the commit.
 */
const NO_ISLAND_PAGE_GZIP_BUDGET = 10 * 1024;
/**
 * 91 KB: the market's 90 KB plus the safety net every on-demand part now has (issue 15, item 1:
 * the chunk loader with its timeout, the in-place note with Retry and Reload, the build check;
 * ~1.1 KB gzip). Issue 16 brings the page back to 90 KB with the bell and the contract out of
 * its first load.
 */
const MARKET_PAGE_GZIP_BUDGET = 91 * 1024;
const clientDir = join(process.cwd(), 'dist', 'client');

for (const path of ['/no-such-page', '/fa/no-such-page']) {
  test(`${path} (no islands) ships no React and at most ${NO_ISLAND_PAGE_GZIP_BUDGET} bytes of gzipped JavaScript`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const js = weighPage(html, clientDir);
    expect(js.raw).toBeGreaterThan(0);
    expect(js.gzip).toBeLessThanOrEqual(NO_ISLAND_PAGE_GZIP_BUDGET);
    expect(html).not.toContain('renderer-url');
  });
}

for (const path of ['/buy_USDT', '/fa/sell_BTC']) {
  test(`${path} ships at most ${MARKET_PAGE_GZIP_BUDGET} bytes of gzipped JavaScript`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const js = weighPage(html, clientDir);
    expect(js.raw).toBeGreaterThan(0);
    expect(js.gzip).toBeLessThanOrEqual(MARKET_PAGE_GZIP_BUDGET);
  });
}

/** Issue 5 and 6: every form route and the card purchase page ship at most 130 KB gzip. */
const FORM_PAGE_GZIP_BUDGET = 130 * 1024;
const FORM_ROUTES: [string, 'verified' | 'merchant' | null][] = [
  ['/thirdParty', null],
  ['/fa/thirdParty', null],
  ['/payment', 'verified'],
  ['/usercenter', 'verified'],
  ['/becomeMember', 'verified'],
  ['/authAdvertising', 'merchant'],
  ['/releaseAdvertising', 'merchant'],
  ['/myads', 'merchant'],
];

for (const [path, persona] of FORM_ROUTES) {
  test(`${path}${persona ? ` (${persona})` : ''} ships at most ${FORM_PAGE_GZIP_BUDGET} bytes of gzipped JavaScript`, async ({
    playwright,
    baseURL,
  }) => {
    const request = await playwright.request.newContext({ baseURL });
    if (persona) {
      const login = await request.post('/api/sandbox/session', { data: { persona } });
      expect(login.ok()).toBe(true);
    }
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const js = weighPage(await response.text(), clientDir);
    expect(js.raw).toBeGreaterThan(0);
    expect(js.gzip).toBeLessThanOrEqual(FORM_PAGE_GZIP_BUDGET);
    await request.dispose();
  });
}

for (const path of ['/thirdParty/faq', '/fa/thirdParty/disclaimer']) {
  test(`${path} ships no React (content pages)`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain('renderer-url');
    expect(weighPage(html, clientDir).gzip).toBeLessThanOrEqual(NO_ISLAND_PAGE_GZIP_BUDGET);
  });
}
