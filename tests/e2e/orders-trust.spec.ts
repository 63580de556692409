import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { personaPage, placeMaxMerchOrder } from './support/trade';
import { fill, localeTexts } from './support/texts';

/**
 * Issue 14 in two real browsers, "Who paid" and "More time": `verified` (Vera Collins) takes
 * MaxMerch's (the `merchant` persona's) GBP ad. The seller's page shows the buyer's verified
 * name; the seller gives the buyer more time and the buyer's countdown and page move without a
 * reload (with the chat's system line); the buyer declares the paying account at "I have paid"
 * (prefilled with her name) and the seller sees it beside the release button: matching in
 * English, and in Persian with another holder's name, which the seller is warned about.
 */

async function openOrder(page: Page, orderNo: string, prefix: string) {
  await page.goto(`${prefix}/order/detail/${orderNo}`);
  await expect(page.locator('[data-testid="order-page"][data-hydrated]')).toBeAttached();
}

/** Whole minutes left on the countdown (`mm:ss`, any digits the locale shows). */
async function minutesLeft(page: Page): Promise<number> {
  const text = (await page.getByTestId('order-countdown').textContent()) ?? '';
  const latin = text.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, (d) =>
    String((d.codePointAt(0) ?? 0) & 0xf),
  );
  return Number(/(\d+):/.exec(latin)?.[1] ?? NaN);
}

test.beforeEach(async ({ request }) => {
  await request.post('/api/sandbox/reset');
});
test.afterAll(async ({ request }) => {
  await request.post('/api/sandbox/reset');
});

const CASES = [
  { locale: 'en', prefix: '', holder: null },
  { locale: 'fa', prefix: '/fa', holder: 'John Smith' },
] as const;

for (const { locale, prefix, holder } of CASES) {
  test(`${locale}: the seller sees who must pay, gives more time live, and checks the declared account`, async ({
    browser,
    baseURL,
  }) => {
    const t = localeTexts(locale, 'orders.json');
    const seller = await personaPage(browser, 'merchant', baseURL ?? '');
    const buyer = await personaPage(browser, 'verified', baseURL ?? '');
    const { orderNo } = await placeMaxMerchOrder(buyer.request);
    await openOrder(seller, orderNo, prefix);
    await openOrder(buyer, orderNo, prefix);

    // Who paid: the buyer's verified name, on the seller's side only.
    const payer = seller.getByTestId('order-payer');
    await expect(payer).toContainText(t['orders.trust.verifiedName'] ?? '');
    await expect(seller.getByTestId('order-buyer-name')).toHaveText('Vera Collins');
    await expect(buyer.getByTestId('order-payer')).toHaveCount(0);
    await expect(buyer.getByTestId('order-extend')).toHaveCount(0);

    // More time: the seller extends once; the buyer's countdown moves without a reload.
    const before = await minutesLeft(buyer);
    expect(before).toBeLessThanOrEqual(15);
    const until = await buyer.getByTestId('order-countdown-until').textContent();
    await seller.getByTestId('order-extend').click();
    const dialog = seller.getByTestId('order-extend-dialog');
    await expect(dialog).toContainText(
      fill(t['orders.extend.body'], { minutes: 15 }, locale).slice(0, 12),
    );
    await dialog.locator('button[type="submit"]').click();
    await expect(seller.getByTestId('order-extended')).toHaveText(
      fill(t['orders.extend.doneSeller'], { minutes: 15 }, locale),
    );
    await expect(seller.getByTestId('order-extend')).toHaveCount(0);

    await expect(buyer.getByTestId('order-extended')).toHaveText(
      fill(t['orders.extend.doneBuyer'], { minutes: 15 }, locale),
      { timeout: 15_000 },
    );
    await expect(buyer.getByTestId('order-countdown-until')).not.toHaveText(until ?? '');
    expect(await minutesLeft(buyer)).toBeGreaterThanOrEqual(before + 14);
    const line = (t['orders.chat.system.extended.other'] ?? '').replace(
      /\{name\}|\u2068|\u2069/g,
      '',
    );
    await expect(
      buyer.getByTestId('chat-system').filter({ hasText: line.trim().slice(-12) }),
    ).toHaveCount(1, { timeout: 15_000 });

    // The buyer declares the paying account, prefilled with her verified name.
    await buyer.getByTestId('order-actions').locator('button.is-primary').click();
    const paid = buyer.getByTestId('order-paid-dialog');
    const name = paid.getByTestId('order-payer-name');
    await expect(name).toHaveValue('Vera Collins');
    if (holder) await name.fill(holder);
    const methods = paid.getByRole('radio');
    if ((await methods.count()) > 0 && !(await paid.locator('input[type="radio"]:checked').count()))
      await methods.first().check();
    await paid.getByRole('checkbox').check();
    await paid.locator('button[type="submit"]').click();
    await expect(buyer.getByTestId('order-page')).toHaveAttribute('data-status', 'paid');

    // The seller sees it beside the release button, live, with a warning for another name.
    await expect(seller.getByTestId('order-page')).toHaveAttribute('data-status', 'paid', {
      timeout: 15_000,
    });
    await expect(seller.getByTestId('order-payer-holder')).toHaveText(holder ?? 'Vera Collins');
    if (holder) {
      await expect(seller.getByTestId('order-payer-mismatch')).toHaveText(
        t['orders.trust.mismatch'] ?? '',
      );
    } else {
      await expect(seller.getByTestId('order-payer-match')).toBeVisible();
      await expect(seller.getByTestId('order-payer-mismatch')).toHaveCount(0);
    }
    await seller.getByTestId('order-actions').locator('button.is-primary').click();
    await expect(seller.getByTestId('order-release-check-name')).toContainText('Vera Collins');
  });
}
