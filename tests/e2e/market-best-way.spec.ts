import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import { loginAs, openMenu } from './support/session';
import { localeTexts } from './support/texts';

/**
 * The best way to buy (issue 17, item 1), in en and fa. A visitor with no JavaScript gets the
 * whole comparison from the server (P2P ads and card providers ranked together, each with its
 * figures and a way on), and the form works as a plain GET form. Vera (`verified`) reaches it
 * from Buy Crypto, lands on her home currency, compares another amount in place, and one click on
 * the best P2P ad opens its order panel on the market with the amount filled. The market and the
 * card page link to it.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/sandbox/reset')).ok()).toBe(true);
});

for (const locale of ['en', 'fa'] as const) {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const t = localeTexts(locale, 'best-way.json');

  test(`${locale}: a visitor without JavaScript compares every way to buy, and the form works`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${prefix}/bestway/USDT_GBP`);
    expect(response?.status()).toBe(200);
    if (locale === 'fa') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('USDT');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${prefix}/bestway/USDT_GBP$`),
    );

    const options = page.getByTestId('best-way-option');
    await expect(options.first()).toHaveAttribute('data-best', 'true');
    const kinds = await options.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-kind')));
    expect(kinds).toContain('p2p');
    expect(kinds).toContain('card');
    // Ranked by what 100 GBP buys: the coins received never go up down the list.
    const quantities = await page
      .getByTestId('best-way-quantity')
      .evaluateAll((cells) =>
        cells.map((c) => Number(c.textContent?.split(' ')[0]?.replace(/,/g, ''))),
      );
    expect(quantities).toEqual([...quantities].sort((a, b) => b - a));

    // A visitor's P2P ad goes through the login back to its order panel; a card quote to the
    // card page on the same purchase.
    const p2p = options.filter({ has: page.locator('[data-need="sign_in"]') }).first();
    await expect(p2p.getByTestId('best-way-continue')).toHaveText(
      t['bestWay.continue.login'] ?? '',
    );
    const login = await p2p.getByTestId('best-way-continue').getAttribute('href');
    expect(decodeURIComponent(login ?? '')).toMatch(
      new RegExp(
        `^${prefix}/login\\?returnUrl=${prefix}/buy_USDT\\?fiat=GBP&amount=100\\.00&trade=\\d+$`,
      ),
    );
    const cardRow = options.and(page.locator('[data-kind="card"]')).first();
    await expect(cardRow.getByTestId('best-way-continue')).toHaveAttribute(
      'href',
      new RegExp(
        `^${prefix}/thirdParty\\?fiat=GBP&coin=USDT&amount=100&amountType=fiat&paymentMethod=visa$`,
      ),
    );

    // The GET form: 50 USDT to receive, through /bestway, back on the pair's page.
    await page.getByLabel(t['bestWay.amountType'] ?? '').selectOption('crypto');
    await page.getByLabel(t['bestWay.amount'] ?? '', { exact: true }).fill('50');
    await page.getByRole('button', { name: t['bestWay.compare'] }).click();
    await expect(page).toHaveURL(
      new RegExp(`${prefix}/bestway/USDT_GBP\\?amount=50&amountType=crypto$`),
    );
    await expect(page.getByTestId('best-way-quantity').first()).toHaveText('50.00 USDT');

    // Another pair is another page, linked for crawlers.
    await page.getByRole('link', { name: 'EUR', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/bestway/USDT_EUR$`));
    await expect(page.getByTestId('best-way-option').first()).toBeVisible();
    await context.close();
  });

  test(`${locale}: Vera compares from Buy Crypto and one click opens the best ad with the amount`, async ({
    page,
  }) => {
    await loginAs(page, 'verified', `${prefix}/buy_USDT`);
    const panel = await openMenu(page, 'nav-buy-crypto');
    await panel.locator(`a[href="${prefix}/bestway"]`).click();
    // Her home currency, GBP.
    await expect(page).toHaveURL(new RegExp(`${prefix}/bestway/USDT_GBP$`));
    const island = page.getByTestId('best-way');
    await expect(island).toHaveAttribute('data-live', 'on');
    await expect(island).toHaveAttribute('data-hydrated', 'true');
    const accessibility = await new AxeBuilder({ page })
      .include('[data-testid="best-way"]')
      .analyze();
    expect(accessibility.violations.map((v) => v.id)).toEqual([]);

    // Another amount, compared in place (no reload: the page keeps a marker).
    await page.evaluate(() => ((window as { marker?: number }).marker = 1));
    await page.getByLabel(t['bestWay.amount'] ?? '', { exact: true }).fill('250');
    await page.getByRole('button', { name: t['bestWay.compare'] }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/bestway/USDT_GBP\\?amount=250$`));
    await expect(page.getByTestId('best-way-total').first()).toHaveText('250.00 GBP');
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1);

    // The best P2P ad she can take: its panel opens on the market with 250 GBP in it.
    const p2p = page.locator('[data-testid="best-way-option"][data-kind="p2p"]').first();
    const adId = await p2p.getAttribute('data-ad-id');
    await expect(p2p.locator('[data-need="sign_in"], [data-need="identity"]')).toHaveCount(0);
    await p2p.getByTestId('best-way-continue').click();
    await expect(page).toHaveURL(
      new RegExp(`${prefix}/buy_USDT\\?fiat=GBP&amount=250\\.00&trade=${adId}$`),
    );
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('input[inputmode="decimal"]').first()).toHaveValue('250.00');
  });
}

test('the market and the card page lead to the comparison of their pair', async ({ page }) => {
  await page.goto('/buy_BTC?fiat=EUR&amount=300');
  await page.getByTestId('market-best-way').click();
  await expect(page).toHaveURL(/\/bestway\/BTC_EUR\?amount=300$/);
  await expect(page.getByTestId('best-way-option').first()).toBeVisible();

  await page.goto(
    '/thirdParty?fiat=EUR&coin=ETH&amount=500&amountType=fiat&paymentMethod=mastercard',
  );
  await page.getByTestId('card-best-way').click();
  await expect(page).toHaveURL(/\/bestway\/ETH_EUR\?amount=500&paymentMethod=mastercard$/);
  await expect(page.getByTestId('best-way-option').first()).toBeVisible();

  // A pair nobody trades is not a page.
  const missing = await page.request.get('/bestway/USDT_XQQ');
  expect(missing.status()).toBe(404);
});
