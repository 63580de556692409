import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openMenu } from './support/session';

/**
 * The chosen currency means something (issue 13, item 6): prices in a market fiat show their
 * value in the header's choice ("≈ €0.93"), appear after hydration (the cached server HTML has
 * none), follow a new choice without a reload and are left out for the chosen currency's own
 * market. The conversions and the other pages are unit-tested (tests/unit/*-approx.test.ts).
 */

const rows = (page: Page) => page.getByTestId('market-row');

async function hydrated(page: Page) {
  await expect(page.locator('.market[data-hydrated]')).toBeAttached({ timeout: 15_000 });
}

async function choose(page: Page, code: RegExp) {
  const panel = await openMenu(page, 'locale');
  await panel.getByRole('tab').nth(1).click();
  await panel.getByRole('button', { name: code }).click();
}

test('market prices follow the chosen currency without a reload', async ({ page }) => {
  const response = await page.goto('/buy_USDT?fiat=EUR');
  expect(await response?.text()).not.toContain('data-approx');
  await hydrated(page);
  const first = rows(page).first().locator('[data-approx]');
  await expect(first).toHaveText(/^≈ \$[\d,]+\.\d{2}$/);

  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await choose(page, /GBP/);
  await expect(first).toHaveText(/^≈ £[\d,]+\.\d{2}$/);
  await choose(page, /JPY/);
  await expect(first).toHaveText(/^≈ ¥[\d,]+$/);
  await choose(page, /EUR/);
  await expect(rows(page).first().locator('[data-approx]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});

test('in Persian the approximate price reads left to right, isolated', async ({ page }) => {
  await page.goto('/fa/buy_USDT?fiat=EUR');
  await hydrated(page);
  const first = rows(page).first().locator('[data-approx]');
  await expect(first).toHaveText(/^\u2066≈ \$[\d,]+\.\d{2}\u2069$/);
  await expect(first).toHaveAttribute('dir', 'ltr');
});
