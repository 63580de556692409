import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { advanceClock, call } from './support/api';
import { markPaid, personaPage, placeMaxMerchOrder } from './support/trade';
import { localeTexts, type Dictionary } from './support/texts';

/**
 * Issue 14, item 4 in two real browsers, en and fa: `verified` (Vera Collins, buyer) takes
 * MaxMerch's (the `merchant` persona's, a human seller's) GBP ad and pays; the clock passes the
 * appeal wait; she appeals with contact details for support. MaxMerch opens the appeal page:
 * the timeline shows her appeal without her contact details; he answers with a statement and an
 * image, which she sees live. Then either both say "We have agreed" and she withdraws (the trade
 * goes on), or she says "We could not agree", both are told support decides, and support's
 * stand-in (`POST /api/sandbox/appeals/resolve`) decides for her: both pages read it live.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const CONTACT = 'vera.support-only@example.com';

/** Vera's paid order on MaxMerch's ad, with the appeal wait already over. */
async function paidOrder(buyer: Page): Promise<string> {
  const { orderNo } = await placeMaxMerchOrder(buyer.request);
  await markPaid(buyer.request, orderNo, 'Vera Collins');
  const config = await call<{ appealMinWaitMinutes: number }>(
    buyer.request,
    'GET',
    '/c2c/v3/public/config/basics-config',
  );
  await advanceClock(buyer.request, config.appealMinWaitMinutes * 60 + 5);
  return orderNo;
}

async function openAppeal(page: Page, orderNo: string, prefix: string) {
  await page.goto(`${prefix}/complaint/create/${orderNo}`);
  await expect(page.locator('[data-testid="appeal"][data-hydrated]')).toBeAttached({
    timeout: 15_000,
  });
}

/** The buyer files the appeal through the page, with contact details for support. */
async function raiseAppeal(buyer: Page, orderNo: string, prefix: string) {
  await openAppeal(buyer, orderNo, prefix);
  const form = buyer.getByTestId('appeal-form');
  await form.locator('select').selectOption('paid_not_released');
  await form.locator('textarea').fill('I paid by Faster Payments; the USDT was not released.');
  await form.locator('input[autocomplete="name"]').fill('Vera Collins');
  await form.locator('input[autocomplete="email"]').fill(CONTACT);
  await form.locator('button[type="submit"]').click();
  await expect(buyer).toHaveURL(new RegExp(`/order/detail/${orderNo}$`));
}

/** The seller answers with a statement and (if the sandbox stores it) an image. */
async function answer(seller: Page, t: Dictionary, statement: string) {
  await expect(seller.getByTestId('appeal-next')).toHaveText(t['appeal.next.answer'] ?? '');
  const form = seller.getByTestId('appeal-answer-form');
  await expect(form).toBeVisible();
  await form.locator('textarea').fill(statement);
  await form.locator('input[type="file"]').setInputFiles({
    name: 'bank.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  const item = form.getByTestId('evidence-item');
  await expect(item).toHaveClass(/is-(done|failed)/, { timeout: 15_000 });
  const stored = !(await item.getAttribute('class'))?.includes('is-failed');
  if (!stored) await item.getByRole('button').last().click();
  await form.getByTestId('appeal-answer-submit').click();
  await expect(form).toHaveCount(0);
  return stored;
}

/** The last timeline entry's who and text. */
const lastEntry = (page: Page) => page.getByTestId('appeal-entry').last();

test.beforeEach(async ({ request }) => {
  await request.post('/api/sandbox/reset');
});
test.afterAll(async ({ request }) => {
  await request.post('/api/sandbox/reset');
});

const CASES = [
  { locale: 'en', prefix: '' },
  { locale: 'fa', prefix: '/fa' },
] as const;

for (const { locale, prefix } of CASES) {
  test(`${locale}: the seller answers the buyer's appeal, both agree, the buyer withdraws`, async ({
    browser,
    baseURL,
  }) => {
    const t = localeTexts(locale, 'appeal.json');
    const buyer = await personaPage(browser, 'verified', baseURL ?? '');
    const seller = await personaPage(browser, 'merchant', baseURL ?? '');
    const orderNo = await paidOrder(buyer);
    await raiseAppeal(buyer, orderNo, prefix);

    // The buyer follows her appeal's progress: the seller's answer is awaited.
    await openAppeal(buyer, orderNo, prefix);
    await expect(buyer.getByTestId('appeal-next')).toHaveText(
      t['appeal.next.await_answer.seller'] ?? '',
    );
    await expect(buyer.getByTestId('appeal-contact')).toContainText(CONTACT);

    // The seller sees her appeal in the timeline, never her contact details.
    await openAppeal(seller, orderNo, prefix);
    await expect(seller.getByTestId('appeal-entry')).toHaveCount(1);
    await expect(seller.getByTestId('appeal-entry-who').first()).toHaveText(
      t['appeal.who.buyer'] ?? '',
    );
    await expect(seller.getByTestId('appeal-entry-text').first()).toContainText('Faster Payments');
    await expect(seller.getByTestId('appeal-contact')).toHaveCount(0);
    await expect(seller.locator('body')).not.toContainText(CONTACT);
    await expect(seller.getByTestId('appeal-progress')).not.toContainText('null');

    const statement =
      locale === 'fa' ? 'پولی به حساب من نرسیده است.' : 'No payment has reached my account yet.';
    const stored = await answer(seller, t, statement);
    await expect(lastEntry(seller).getByTestId('appeal-entry-who')).toHaveText(
      t['appeal.who.me'] ?? '',
    );

    // The buyer sees the answer live, with its image.
    await expect(lastEntry(buyer).getByTestId('appeal-entry-who')).toHaveText(
      t['appeal.who.seller'] ?? '',
      { timeout: 15_000 },
    );
    await expect(lastEntry(buyer).getByTestId('appeal-entry-text')).toHaveText(statement);
    if (stored) await expect(lastEntry(buyer).getByTestId('appeal-evidence-thumb')).toHaveCount(1);

    // Both say they agreed, each confirming first.
    await seller.getByTestId('appeal-stance-agreed').click();
    await expect(seller.getByTestId('appeal-confirm')).toContainText(
      t['appeal.confirm.agreed'] ?? '',
    );
    await seller.getByTestId('appeal-confirm-yes').click();
    await expect(seller.getByTestId('appeal-stance-mine')).toHaveText(
      t['appeal.stance.agreed'] ?? '',
    );
    await expect(seller.getByTestId('appeal-next')).toContainText(t['appeal.next.release'] ?? '');
    await expect(buyer.getByTestId('appeal-stance-theirs')).toHaveText(
      t['appeal.stance.agreed'] ?? '',
      { timeout: 15_000 },
    );
    await buyer.getByTestId('appeal-stance-agreed').click();
    await buyer.getByTestId('appeal-confirm-yes').click();
    await expect(buyer.getByTestId('appeal-next')).toContainText(t['appeal.next.withdraw'] ?? '');

    // The raiser withdraws: the trade goes on, and the seller's page says so live.
    await buyer.getByTestId('appeal-withdraw').click();
    await buyer.getByTestId('appeal-confirm-yes').click();
    await expect(buyer.getByTestId('appeal-status')).toHaveText(
      t['appeal.progress.status.withdrawn'] ?? '',
    );
    await expect(seller.getByTestId('appeal-status')).toHaveText(
      t['appeal.progress.status.withdrawn'] ?? '',
      { timeout: 15_000 },
    );
    const detail = await call<{ status: string }>(
      buyer.request,
      'GET',
      `/c2c/v3/order/detail?orderNo=${orderNo}`,
    );
    expect(detail.status).toBe('paid');
    await buyer.context().close();
    await seller.context().close();
  });

  test(`${locale}: the parties could not agree and support decides for the buyer`, async ({
    browser,
    baseURL,
  }) => {
    const t = localeTexts(locale, 'appeal.json');
    const orders = localeTexts(locale, 'orders.json');
    const buyer = await personaPage(browser, 'verified', baseURL ?? '');
    const seller = await personaPage(browser, 'merchant', baseURL ?? '');
    const orderNo = await paidOrder(buyer);
    await raiseAppeal(buyer, orderNo, prefix);

    // The order page's card: the seller's answer is awaited, with a link to the progress.
    await seller.goto(`${prefix}/order/detail/${orderNo}`);
    await expect(seller.getByTestId('order-appeal-awaiting')).toHaveText(
      orders['orders.appeal.awaiting.answer'] ?? '',
    );
    await expect(seller.getByTestId('order-appeal')).not.toContainText(CONTACT);
    await seller.getByTestId('order-appeal-progress').click();
    await expect(seller).toHaveURL(new RegExp(`/complaint/create/${orderNo}$`));
    await expect(seller.locator('[data-testid="appeal"][data-hydrated]')).toBeAttached({
      timeout: 15_000,
    });
    await answer(seller, t, locale === 'fa' ? 'پرداختی نرسید.' : 'Nothing arrived.');

    await openAppeal(buyer, orderNo, prefix);
    await buyer.getByTestId('appeal-stance-not_agreed').click();
    await expect(buyer.getByTestId('appeal-confirm')).toContainText(
      t['appeal.confirm.not_agreed'] ?? '',
    );
    await buyer.getByTestId('appeal-confirm-yes').click();
    await expect(buyer.getByTestId('appeal-next')).toHaveText(t['appeal.next.supportAsked'] ?? '');
    await expect(seller.getByTestId('appeal-next')).toHaveText(
      t['appeal.next.supportAsked'] ?? '',
      { timeout: 15_000 },
    );
    await expect(seller.getByTestId('appeal-stance-theirs')).toHaveText(
      t['appeal.stance.not_agreed'] ?? '',
    );

    // Support decides for the buyer: both pages read the decision live.
    const resolved = await buyer.request.post('/api/sandbox/appeals/resolve', {
      data: { orderNo, favour: 'buyer' },
    });
    expect(resolved.ok()).toBe(true);
    for (const page of [buyer, seller]) {
      await expect(page.getByTestId('appeal-status')).toHaveText(
        t['appeal.progress.status.resolved'] ?? '',
        { timeout: 15_000 },
      );
      await expect(page.getByTestId('appeal-next')).toHaveText(
        t['appeal.next.resolvedBuyer'] ?? '',
      );
      await expect(
        page.locator('[data-testid="appeal-entry"][data-kind="resolved"]'),
      ).toContainText(t['appeal.timeline.resolvedBuyer'] ?? '');
    }
    await buyer.context().close();
    await seller.context().close();
  });
}
