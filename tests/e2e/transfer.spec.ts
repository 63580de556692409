import { formatCoin } from '@/i18n/format';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { compareDecimal, subtractDecimal } from '../../src/lib/decimal';
import { loginAs, openMenu } from './support/session';
import { fill, localeTexts } from './support/texts';

/**
 * The transfer dialog (issue 6 "Transfer dialog"): opened from the wallet menu, it moves coins
 * between the user's accounts through the wallet calls, and warns instead of transferring when a
 * futures account is not opened. `verified` holds spot USDT in the seed and has no futures
 * account opened.
 */

test.describe.configure({ mode: 'serial' });

const messages = (locale: string) => localeTexts(locale, 'transfer.json');

async function balance(request: APIRequestContext, account: string, coin: string) {
  const response = await request.get(
    `/api/wallet/account-transfers/balance?account=${account}&coin=${coin}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { available: string } }).data.available;
}

async function openTransfer(page: Page, label: string) {
  const panel = await openMenu(page, 'wallet');
  await panel.getByRole('button', { name: label }).click();
  const dialog = page.getByTestId('transfer-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  expect((await page.request.post('/api/sandbox/reset')).ok()).toBe(true);
});

for (const locale of ['en', 'fa'] as const) {
  test(`moves USDT from spot to P2P and both balances follow (${locale})`, async ({ page }) => {
    const t = messages(locale);
    const prefix = locale === 'en' ? '' : `/${locale}`;
    await loginAs(page, 'verified', `${prefix}/buy_USDT`);
    const spotBefore = await balance(page.request, 'spot', 'USDT');
    const p2pBefore = await balance(page.request, 'p2p', 'USDT');
    expect(compareDecimal(spotBefore, '10.5')).toBe(1);

    const dialog = await openTransfer(page, t['transfer.title'] ?? '');
    await expect(dialog.getByTestId('transfer-from')).toHaveValue('spot');
    await expect(dialog.getByTestId('transfer-to')).toHaveValue('p2p');
    await dialog.getByTestId('transfer-coin').selectOption('USDT');
    await expect(dialog.getByTestId('transfer-available')).toHaveText(
      fill(t['transfer.available'], { amount: formatCoin(spotBefore, null), coin: 'USDT' }),
    );

    // Above the balance: refused in the dialog, nothing sent.
    const amount = dialog.getByTestId('transfer-amount');
    await amount.fill('99999999');
    await dialog.getByRole('button', { name: t['transfer.confirm'] }).click();
    await expect(dialog.getByText(t['transfer.error.insufficient'] ?? '')).toBeVisible();
    // Letters never reach the field.
    await amount.fill('');
    await amount.pressSequentially('1a0.5');
    await expect(amount).toHaveValue('10.5');

    if (locale === 'en') {
      const axe = await new AxeBuilder({ page })
        .include('[data-testid="transfer-dialog"]')
        .analyze();
      expect(axe.violations).toEqual([]);
    }

    await dialog.getByRole('button', { name: t['transfer.confirm'] }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: '10.5' }).first()).toBeVisible();

    const spotAfter = await balance(page.request, 'spot', 'USDT');
    const p2pAfter = await balance(page.request, 'p2p', 'USDT');
    // Exact decimal bookkeeping: what left spot arrived in P2P.
    expect(compareDecimal(subtractDecimal(spotBefore, spotAfter), '10.5')).toBe(0);
    expect(compareDecimal(subtractDecimal(p2pAfter, p2pBefore), '10.5')).toBe(0);
  });
}

test('warns that an unopened futures account cannot receive a transfer', async ({ page }) => {
  const t = messages('en');
  await loginAs(page, 'verified', '/buy_USDT');
  const dialog = await openTransfer(page, t['transfer.title'] ?? '');
  await dialog.getByTestId('transfer-to').selectOption('usdt_margined_futures');
  await expect(dialog.getByTestId('transfer-futures-warning')).toContainText(
    fill(t['transfer.futuresNotOpened'], {
      account: t['transfer.account.usdt_margined_futures'] ?? '',
    }),
  );
  await expect(dialog.getByRole('button', { name: t['transfer.confirm'] })).toBeDisabled();
  // Escape closes the dialog.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
