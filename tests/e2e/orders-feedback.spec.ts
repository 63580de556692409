import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import type { LocaleCode } from '@/i18n/locales';
import { expectNoEnglish } from './support/no-english';
import { markPaid, personaPage, placeMaxMerchOrder, releaseWithApp } from './support/trade';
import { fill, localeTexts } from './support/texts';

/**
 * Feedback after a trade (issue 14, item 2) in two browsers: `verified` buys from MaxMerch (the
 * `merchant` persona), the trade completes, both leave feedback on the order page, the merchant
 * changes theirs, each sees the other's, and MaxMerch's profile shows Vera's comment and the
 * positive rate; in English and in Persian. The trade itself goes through the API (the order
 * page's trade journey is `orders-trade.spec.ts`); the feedback goes through the pages.
 */

/** A completed trade: Vera buys MaxMerch's GBP USDT at the ad's minimum, pays, MaxMerch releases. */
async function completedTrade(buyer: Page, seller: Page) {
  const trade = await placeMaxMerchOrder(buyer.request);
  await markPaid(buyer.request, trade.orderNo);
  await releaseWithApp(seller.request, trade.orderNo);
  return trade;
}

const prefix = (locale: LocaleCode) => (locale === 'en' ? '' : `/${locale}`);

async function openOrder(page: Page, locale: LocaleCode, orderNo: string) {
  await page.goto(`${prefix(locale)}/order/detail/${orderNo}`);
  await expect(page.getByTestId('order-page')).toHaveAttribute('data-status', 'completed');
  await expect(page.getByTestId('order-feedback-panel')).toBeVisible();
}

async function leave(page: Page, rating: 'positive' | 'negative', comment: string) {
  const panel = page.getByTestId('order-feedback');
  await panel.getByTestId(`order-feedback-${rating}`).check();
  await panel.getByTestId('order-feedback-text').fill(comment);
  await panel.getByTestId('order-feedback-submit').click();
  await expect(panel.getByTestId('order-feedback-saved')).toBeVisible();
}

test.beforeEach(async ({ request }) => {
  await request.post('/api/sandbox/reset');
});
test.afterAll(async ({ request }) => {
  await request.post('/api/sandbox/reset');
});

for (const locale of ['en', 'fa'] as const) {
  test(`after a trade both leave feedback, one changes it, the profile shows it (${locale})`, async ({
    browser,
    baseURL,
  }) => {
    const t = localeTexts(locale, 'orders.json', 'profile.json');
    const buyer = await personaPage(browser, 'verified', baseURL ?? '');
    const seller = await personaPage(browser, 'merchant', baseURL ?? '');
    const { orderNo, ad } = await completedTrade(buyer, seller);
    const buyerComment = locale === 'fa' ? 'آزادسازی سریع، ممنون' : 'Fast release, thank you';

    // The buyer rates the seller; the form is gone, theirs is still to come.
    await openOrder(buyer, locale, orderNo);
    await leave(buyer, 'positive', buyerComment);
    const mine = buyer.getByTestId('order-feedback-mine');
    await expect(mine).toContainText(buyerComment);
    await expect(mine).toContainText(t['orders.feedback.positive'] ?? '');
    await expect(buyer.getByTestId('order-feedback-theirs')).toContainText(
      fill(t['orders.feedback.theirsNone'], { nickname: '\u2068MaxMerch\u2069' }, locale),
    );

    // The seller sees it, leaves negative feedback, then changes it to positive.
    await openOrder(seller, locale, orderNo);
    await expect(seller.getByTestId('order-feedback-theirs')).toContainText(buyerComment);
    await leave(seller, 'negative', 'Paid late');
    await seller.getByTestId('order-feedback-change').click();
    await expect(seller.getByTestId('order-feedback-negative')).toBeChecked();
    await expect(seller.getByTestId('order-feedback-text')).toHaveValue('Paid late');
    await seller.getByTestId('order-feedback-positive').check();
    await seller.getByTestId('order-feedback-text').fill('Smooth trade');
    await seller.getByTestId('order-feedback-submit').click();
    await expect(seller.getByTestId('order-feedback-saved')).toBeVisible();
    await expect(seller.getByTestId('order-feedback-mine')).toContainText('Smooth trade');

    // The buyer sees the changed feedback after a reload.
    await openOrder(buyer, locale, orderNo);
    const theirs = buyer.getByTestId('order-feedback-theirs');
    await expect(theirs).toContainText('Smooth trade');
    await expect(theirs).toContainText(t['orders.feedback.positive'] ?? '');
    if (locale === 'fa') await expectNoEnglish(buyer, locale);

    // MaxMerch's profile: Vera's comment first, 1 positive, 100 %.
    await buyer.goto(`${prefix(locale)}/addetail/${ad.advertiser.userId}`);
    const list = buyer.getByTestId('profile-feedback-list');
    await expect(list.getByTestId('profile-feedback-comment').first()).toHaveText(buyerComment);
    await expect(buyer.locator('[data-stat="positiveRate"] dd').first()).toContainText('100.00');
    await expect(buyer.locator('[data-stat="feedbackCounts"] dd').first()).toContainText('1 / 0');
    await expect(buyer.locator('[data-stat="completion30d"] .pf-stat-explain')).toHaveText(
      t['profile.explain.completion30d'] ?? '',
    );
    if (locale === 'fa') await expectNoEnglish(buyer, locale);
  });
}
