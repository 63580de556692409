import { expect, test } from '@playwright/test';

test('a visitor logs in through the sandbox login page as "verified" and sees the masked email', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/buy_USDT$/);

  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/sandbox\/login\?isP2P=1&returnUrl=/);

  await page.getByRole('button', { name: /verified/i }).click();
  await expect(page).toHaveURL(/\/buy_USDT$/);
  const identity = page.getByTestId('user-identity');
  await expect(identity).toContainText('ve***@example.com');
  await expect(identity).toContainText('VIP');
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
});

test('an unknown path answers the localized error page with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  const fa = await page.goto('/fa/no-such-page');
  expect(fa?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'صفحه پیدا نشد' })).toBeVisible();
});
