import AxeBuilder from '@axe-core/playwright';
import { advanceClock, call } from './support/api';
import { expect, test } from './support/fixtures';
import { loginAs } from './support/session';
import { localeTexts } from './support/texts';
import { markPaid, personaPage, releaseWithApp } from './support/trade';

/**
 * Express (issue 17, item 2), in en and fa: Vera asks for the best offer for 100 GBP of USDT,
 * the page shows the cheapest ad she can take (no ad she could take is cheaper), one click
 * places the order and opens it, and the trade completes: she pays, the seller releases (a bot
 * after its delay, or MaxMerch from his own browser). Without JavaScript nothing; a visitor is
 * sent to log in; the Buy Crypto menu leads there.
 */

interface Ad {
  price: string;
  minLimit: string;
  maxLimit: string;
  advertiser: { nickname: string; userId: number };
  conditions: { minRegisteredDays: number | null; minCompletedTrades: number | null };
}

const AMOUNT = '100';
/** Seconds past the bots' delay (5 s in the seed) the clock is moved. */
const PAST_BOT_DELAY = 30;

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/sandbox/reset')).ok()).toBe(true);
});

for (const locale of ['en', 'fa'] as const) {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const t = localeTexts(locale, 'express.json', 'orders.json');

  test(`${locale}: the best offer for an amount, placed in one click, traded to completion`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await loginAs(page, 'verified', `${prefix}/express`);
    if (locale === 'fa') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const express = page.getByTestId('express');
    await expect(express.getByRole('heading', { level: 1 })).toHaveText(t['express.title'] ?? '');
    // Typed before the island runs, the amount would be the browser's and the click a reload.
    await expect(page.locator('[data-testid="express"][data-hydrated]')).toBeAttached();

    await express.getByLabel(t['express.amount.buy'] ?? '').fill(AMOUNT);
    await express.getByRole('button', { name: t['express.find'] }).click();
    const card = page.getByTestId('express-quote');
    await expect(card).toBeVisible();
    const accessibility = await new AxeBuilder({ page })
      .include('[data-testid="express"]')
      .analyze();
    expect(accessibility.violations.map((v) => v.id)).toEqual([]);

    // No ad Vera could take for the amount is cheaper than the one offered.
    const market = await call<{ items: Ad[] }>(
      page.request,
      'GET',
      `/c2c/v3/public/merchant/all/ad?side=buy&coin=USDT&fiat=GBP&amount=${AMOUNT}&pageSize=100`,
    );
    const open = market.items.filter(
      (ad) => ad.conditions.minRegisteredDays === null && ad.conditions.minCompletedTrades === null,
    );
    const cheapest = open.reduce((low, ad) => (Number(ad.price) < Number(low.price) ? ad : low));
    await expect(card).toContainText(cheapest.advertiser.nickname);
    await expect(card).toContainText(`${cheapest.price} GBP`);
    await expect(card).toContainText(`${AMOUNT}.00 GBP`);

    await card.getByRole('button', { name: `${locale === 'fa' ? 'خرید' : 'Buy'} USDT` }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/order/detail/\\d{8,32}$`), {
      timeout: 15_000,
    });
    const orderNo = page.url().split('/').at(-1) ?? '';
    const orderPage = page.getByTestId('order-page');
    await expect(orderPage).toHaveAttribute('data-status', 'pending_payment');

    await markPaid(page.request, orderNo);
    if (cheapest.advertiser.nickname === 'MaxMerch') {
      const seller = await personaPage(browser, 'merchant', baseURL);
      await releaseWithApp(seller.request, orderNo);
      await seller.context().close();
    } else {
      await advanceClock(page.request, PAST_BOT_DELAY);
    }
    await expect(orderPage).toHaveAttribute('data-status', 'completed', { timeout: 15_000 });
  });
}

test('the Buy Crypto menu leads to Express; a visitor is sent to log in first', async ({
  page,
}) => {
  const visitor = await page.request.get('/express', { maxRedirects: 0 });
  expect(visitor.status()).toBe(302);
  expect(visitor.headers().location).toContain('returnUrl=');

  await loginAs(page, 'verified', '/buy_USDT');
  const link = page.locator(`a[href="/express"]`).first();
  await expect(link).toBeAttached();
  await page.goto('/express');
  await expect(page.getByTestId('express')).toBeVisible();
});

test('a wallet-connected user is told why, and an unverified user where to verify', async ({
  page,
  browser,
  baseURL,
}) => {
  await loginAs(page, 'wallet', '/express');
  await expect(page.getByTestId('express-wallet')).toBeVisible();
  const user = await personaPage(browser, 'user', baseURL);
  await user.goto('/express');
  await expect(user.getByTestId('express-unverified')).toBeVisible();
  await expect(user.getByTestId('express-unverified').getByRole('link')).toHaveAttribute(
    'href',
    /.+/,
  );
  await user.context().close();
});
