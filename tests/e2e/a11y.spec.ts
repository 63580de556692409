import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/** Architecture section 8: axe finds no violations on key pages, in English and in Persian. */
for (const path of ['/buy_USDT', '/fa/buy_USDT', '/no-such-page', '/fa/no-such-page']) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}

test('the logged-in header has no accessibility violations, day and night', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/sandbox/login?isP2P=1&returnUrl=%2Ffa%2Fbuy_USDT');
  await page.getByRole('button', { name: /Continue as verified/ }).click();
  await expect(page.getByTestId('user-identity')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  await context.addCookies([{ name: 'theme', value: 'moon', url: baseURL ?? '' }]);
  await page.reload();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
});

test('the sandbox login page has no accessibility violations', async ({ page }) => {
  await page.goto('/sandbox/login?isP2P=1&returnUrl=%2F');
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
});
