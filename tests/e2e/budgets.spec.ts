import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { weighPage } from '../../scripts/lib/js-weight.mjs';

/**
 * Byte budgets (deterministic, unlike timings). Pages without islands ship no React and no zod,
 * only the shell's small custom elements; the market page ships its island (React, the form
 * schema) within its own budget. Raise a budget only with a reason in the commit.
 */
const NO_ISLAND_PAGE_GZIP_BUDGET = 10 * 1024;
const MARKET_PAGE_GZIP_BUDGET = 90 * 1024;
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
