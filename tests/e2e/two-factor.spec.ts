import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { loginAs } from './support/session';

/**
 * The two-factor dialog's other channels (issue 6, "Two-factor dialog"): a voice call to the
 * bound phone, and an authenticator app, which sends nothing (its code is read from the app;
 * the sandbox shows what the app would at `GET /api/sandbox/authenticator`). Exercised where a
 * user meets the dialog: saving a payment method.
 */

test.describe.configure({ mode: 'serial' });

type Dictionary = Record<string, string>;
const en = (file: string) =>
  JSON.parse(readFileSync(join(process.cwd(), 'locales', 'en', file), 'utf8')) as Dictionary;
const t = { ...en('payments.json'), ...en('verification.json') };

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/api/sandbox/reset')).ok()).toBe(true);
});

/** Opens the Revolut form on /payment, fills it and asks to save: the dialog opens. */
async function saveRevolut(page: Page, holder: string): Promise<Locator> {
  await page.goto('/payment');
  await expect(page.locator('[data-testid="payments"][data-hydrated]')).toBeAttached({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: t['payments.add'] }).click();
  await page.getByTestId('payment-method-revolut').click();
  const form = page.getByTestId('payment-form');
  await form.getByLabel('Account holder name').fill(holder);
  await form.getByLabel('Revtag').fill('@holder');
  await form.getByRole('button', { name: t['payments.form.save'] }).click();
  const dialog = page.getByRole('dialog', { name: t['payments.verify.title'] });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a voice call reads the code to the bound phone', async ({ page }) => {
  await loginAs(page, 'verified', '/payment');
  const dialog = await saveRevolut(page, 'Vera Collins');
  const voice = dialog.getByRole('radio', { name: /^Voice call to/ });
  await voice.check();
  await dialog.getByRole('button', { name: t['verification.send'] }).click();
  await dialog.getByRole('slider', { name: t['verification.check.slider'] }).focus();
  await page.keyboard.press('End');
  await expect(dialog.getByTestId('verify-send')).toHaveText(/\d+/);
  await expect(dialog.getByText(/^We are calling/)).toBeVisible();
  const sent = (await (await page.request.get('/api/sandbox/codes?target=%2B447700900123')).json())
    .data as { channel: string; code: string };
  expect(sent.channel).toBe('voice');
  await dialog.getByRole('textbox', { name: t['verification.code.label'] }).fill(sent.code);
  await dialog.getByRole('button', { name: t['payments.verify.submit'] }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('payment-item').filter({ hasText: 'Revolut' })).toBeVisible();
});

test('an authenticator app needs no sending: its current code confirms, a used one does not', async ({
  page,
}) => {
  await loginAs(page, 'merchant', '/payment');
  const dialog = await saveRevolut(page, 'Max Merchant');
  await dialog.getByRole('radio', { name: 'Authenticator app' }).check();
  // Nothing to send for an app: no send button, the hint says where the code is.
  await expect(dialog.getByTestId('verify-send')).toHaveCount(0);
  await expect(dialog.getByText(t['verification.code.authenticatorHint'] ?? '')).toBeVisible();
  const shown = (
    await (await page.request.get('/api/sandbox/authenticator?persona=merchant')).json()
  ).data as { code: string };
  const code = dialog.getByRole('textbox', { name: t['verification.code.label'] });
  await code.fill(shown.code);
  await dialog.getByRole('button', { name: t['payments.verify.submit'] }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('payment-item').filter({ hasText: '@holder' })).toHaveCount(1);

  // The same code again (same 30 s step) is refused: a code seen once cannot be replayed.
  const again = await saveRevolut(page, 'Max Again');
  await again.getByRole('radio', { name: 'Authenticator app' }).check();
  await again.getByRole('textbox', { name: t['verification.code.label'] }).fill(shown.code);
  await again.getByRole('button', { name: t['payments.verify.submit'] }).click();
  await expect(again.getByTestId('verify-submit-error')).toBeVisible();
});
