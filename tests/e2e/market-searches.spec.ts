import AxeBuilder from '@axe-core/playwright';
import { call } from './support/api';
import { expect, test } from './support/fixtures';
import { loginAs, openMenu } from './support/session';
import { localeTexts } from './support/texts';
import { personaPage } from './support/trade';

/**
 * Saved searches and alerts (issue 17, item 3), in en and fa, in two browsers: Vera
 * (`verified`) saves her market search (buy USDT with GBP, 100 GBP, at most 0.85) with "Alert
 * me"; MaxMerch (`merchant`, his own browser) posts a matching sell ad; Vera's bell counts the
 * alert without a reload, the message names the ad and links to the market search, and the
 * user centre lists the search with its alert. A second ad at a worse price than the limit
 * alerts nothing.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/sandbox/reset')).ok()).toBe(true);
});

/** A GBP USDT sell ad by MaxMerch at `price`, on his first saved GBP method. */
async function postSellAd(request: import('@playwright/test').APIRequestContext, price: string) {
  const methods = await call<{ id: number }[]>(
    request,
    'GET',
    '/c2c/v3/user-payment/list?fiat=GBP',
  );
  return call<{ id: number }>(request, 'POST', '/c2c/v3/ad/create', {
    type: 'sell',
    coin: 'USDT',
    fiat: 'GBP',
    priceType: 'fixed',
    fixedPrice: price,
    quantity: '500',
    minLimit: '20',
    maxLimit: '400',
    paymentTimeLimitMinutes: 15,
    remarks: '',
    conditions: { minRegisteredDays: null, minCompletedTrades: null },
    launch: 'now',
    riskConfirmed: true,
    userPaymentIds: methods.slice(0, 1).map((m) => m.id),
  });
}

for (const locale of ['en', 'fa'] as const) {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const t = localeTexts(locale, 'market.json', 'user-center.json');

  test(`${locale}: a saved search alerts Vera when MaxMerch posts a matching ad`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await loginAs(page, 'verified', `${prefix}/buy_USDT?fiat=GBP&amount=100`);
    if (locale === 'fa') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const bell = page.locator('p2p-notifications');
    const unreadBefore = Number(await bell.getAttribute('data-unread'));

    await page.getByRole('button', { name: t['market.alert.open'] }).click();
    const form = page.getByTestId('save-search');
    await form.getByLabel(t['market.alert.limit.max']?.replace('{fiat}', 'GBP') ?? '').fill('0.85');
    const accessibility = await new AxeBuilder({ page })
      .include('[data-testid="save-search"]')
      .analyze();
    expect(accessibility.violations.map((v) => v.id)).toEqual([]);
    await form.getByRole('button', { name: t['market.alert.save'] }).click();
    await expect(page.getByTestId('save-search-saved')).toContainText(
      t['market.alert.saved'] ?? '',
    );

    const [saved] = (
      await call<{ items: { id: number; amount: string; priceLimit: string }[] }>(
        page.request,
        'GET',
        '/c2c/v3/market/search/list',
      )
    ).items;
    expect(saved).toMatchObject({ amount: '100', priceLimit: '0.85' });

    // MaxMerch, in his own browser, posts an ad above Vera's limit (nothing), then one within it.
    const merchant = await personaPage(browser, 'merchant', baseURL);
    await postSellAd(merchant.request, '0.90');
    const ad = await postSellAd(merchant.request, '0.80');

    // Vera's bell counts one alert, live.
    await expect
      .poll(async () => Number(await bell.getAttribute('data-unread')), { timeout: 15_000 })
      .toBe(unreadBefore + 1);
    const messages = await call<{
      items: { title: string; content: string; alert?: { adId: number; searchId: number } }[];
    }>(page.request, 'GET', '/user/internal-msgs?page=1&pageSize=10', undefined, {
      lang: locale,
    });
    const alerts = messages.items.filter((m) => m.alert);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.alert).toMatchObject({ adId: ad.id, searchId: saved?.id });
    expect(alerts[0]?.content).toContain('MaxMerch');
    expect(alerts[0]?.content).toContain('0.8');

    // The bell lists it as a link to the market search; opening it shows the ad there.
    const panel = await openMenu(page, 'notifications');
    const item = panel.locator('a[data-message-id]').filter({ hasText: alerts[0]?.title ?? '' });
    await expect(item).toHaveAttribute('href', `${prefix}/buy_USDT?fiat=GBP&amount=100`);
    await item.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/buy_USDT\\?fiat=GBP&amount=100$`));
    await expect(page.locator(`[data-ad-id="${ad.id}"]`)).toBeVisible();
    await expect(bell.locator('[data-badge]'))
      .toBeHidden({ timeout: 10_000 })
      .catch(() => {});

    // The user centre lists the search with its one alert, and deletes it.
    await page.goto(`${prefix}/usercenter#saved-searches`);
    const section = page.getByTestId('uc-saved-searches');
    const row = section.getByTestId('uc-search-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(
      (t['userCenter.searches.alerts'] ?? '').replace('{count}', '\u20681\u2069'),
    );
    await row.getByTestId('uc-search-delete').click();
    await expect(section.getByTestId('uc-searches-empty')).toBeVisible();
    await merchant.context().close();
  });
}
