import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { loginAs } from './support/session';
import { call } from './support/api';
import { type Dictionary, fill, localeTexts } from './support/texts';

/**
 * Posting and managing ads (issue 5 items 5 and 6): `/releaseAdvertising/{id?}` and `/myads`,
 * against the seeded sandbox. `merchant` is a certified advertiser in GB (GBP) with 20,000 USDT
 * in its P2P account and saved GBP methods (Faster Payments, bank transfer, Revolut); `verified`
 * is identity-verified but not an advertiser. The USDT reference price in GBP is 0.79 and a
 * price more than the configured percent (10) away needs the risk confirmation. Messages are
 * read from the locale files, so the Persian runs check the Persian texts.
 */

test.describe.configure({ mode: 'serial' });

const messages = (locale: string) => localeTexts(locale, 'ads.json');

interface Limits {
  minSingle: string;
  maxSingle: string;
  maxQuantity: string;
}

/** The GBP single-order floor and cap and the USDT quantity cap from the config table. */
async function limits(request: APIRequestContext): Promise<Limits> {
  const config = await call<{
    fiatLimits: { fiat: string; minSingle: string; maxSingle: string }[];
    coinLimits: { coin: string; maxQuantity: string }[];
  }>(request, 'GET', '/c2c/v3/public/config/basics-config');
  const gbp = config.fiatLimits.find((l) => l.fiat === 'GBP');
  const usdt = config.coinLimits.find((l) => l.coin === 'USDT');
  expect(gbp && usdt, 'GBP and USDT limits').toBeTruthy();
  return {
    minSingle: gbp?.minSingle ?? '',
    maxSingle: gbp?.maxSingle ?? '',
    maxQuantity: usdt?.maxQuantity ?? '',
  };
}

/** Opens the ad form and waits for the island (its inputs work only once hydrated). */
async function openForm(page: Page, path = '/releaseAdvertising') {
  await page.goto(path);
  await expect(page.locator('[data-testid="ad-form-page"][data-hydrated]')).toBeAttached({
    timeout: 15_000,
  });
}

async function openMyAds(page: Page, path = '/myads') {
  await page.goto(path);
  await expect(page.locator('[data-testid="my-ads"][data-hydrated]')).toBeAttached({
    timeout: 15_000,
  });
}

const row = (page: Page, id: string) =>
  page.locator(`[data-testid="my-ad-row"][data-ad-id="${id}"]`);
const dialog = (page: Page) => page.getByTestId('my-ad-dialog');

/** Fills a valid floating USDT/GBP sell ad (the form's defaults: sell, USDT, GBP, 15 min). */
async function fillFloatingSellAd(page: Page, t: Dictionary, ratio: string) {
  const form = page.getByTestId('ad-form');
  await form.getByRole('radio', { name: t['ads.form.type.sell'], exact: true }).check();
  await form.getByRole('radio', { name: t['ads.form.priceType.floating'], exact: true }).check();
  await form.getByLabel(t['ads.form.floatingRatio'] ?? '', { exact: true }).fill(ratio);
  await form.getByLabel(t['ads.form.quantity'] ?? '', { exact: true }).fill('1000');
  await form.getByLabel(t['ads.form.minLimit'] ?? '', { exact: true }).fill('20');
  await form.getByLabel(t['ads.form.maxLimit'] ?? '', { exact: true }).fill('500');
  await form.getByRole('checkbox', { name: /Faster Payments/ }).check();
}

/** Is the ad on the public market (a visitor's view of `/buy_USDT?fiat=GBP`)? */
async function marketRow(browser: Browser, baseURL: string | undefined, id: string) {
  const visitor = await browser.newContext({ baseURL });
  const page = await visitor.newPage();
  await page.goto('/buy_USDT?fiat=GBP');
  await expect(page.getByTestId('market-row').first()).toBeVisible();
  const count = await page.locator(`[data-testid="market-row"][data-ad-id="${id}"]`).count();
  await visitor.close();
  return count;
}

/** A listed USDT/GBP sell ad of the logged-in merchant, posted through the API. */
async function postAd(request: APIRequestContext, quantity = '1000') {
  const payments = await call<{ id: number }[]>(
    request,
    'GET',
    '/c2c/v3/user-payment/list?fiat=GBP',
  );
  const ad = await call<{ id: number; version: number }>(request, 'POST', '/c2c/v3/ad/create', {
    type: 'sell',
    coin: 'USDT',
    fiat: 'GBP',
    priceType: 'floating',
    floatingRatio: '99',
    quantity,
    minLimit: '20',
    maxLimit: '500',
    userPaymentIds: [payments[0]?.id],
    paymentTimeLimitMinutes: 15,
    remarks: '',
    conditions: { minRegisteredDays: null, minCompletedTrades: null },
    launch: 'now',
    riskConfirmed: false,
  });
  return String(ad.id);
}

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target.join(' ')})`);
}

test.beforeAll(async ({ request }) => {
  expect((await request.post('/api/sandbox/reset')).ok()).toBe(true);
});

test('merchant posts a floating sell ad, edits, delists, relists and deletes it', async ({
  page,
  browser,
  baseURL,
}) => {
  const t = messages('en');
  await loginAs(page, 'merchant', '/releaseAdvertising');
  await openForm(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post an ad');

  // The live reference price and the price the ad would have now: 0.79 × 95 % = 0.7505.
  await expect(page.getByTestId('ad-reference-price')).toHaveText('0.79 GBP');
  await fillFloatingSellAd(page, t, '95');
  await expect(page.getByTestId('ad-effective-price')).toHaveText('0.75 GBP');
  await expect(page.getByTestId('ad-balance')).toContainText(/[\d,]+\.\d{2} USDT/);
  await expect(page.getByTestId('ad-fee')).toContainText('0.1');
  await page.getByLabel('Remarks', { exact: true }).fill('Reference: the order number only.');
  await page.getByRole('button', { name: 'Post ad' }).click();

  await expect(page).toHaveURL(/\/myads$/);
  await expect(page.getByTestId('my-ads-status')).toHaveText(
    'Your ad is posted and listed on the market.',
  );
  const newest = page.getByTestId('my-ad-row').first();
  await expect(newest).toContainText('Sell USDT');
  await expect(newest.locator('[data-field="price"]')).toHaveText('0.75 GBP');
  await expect(newest.locator('[data-field="price-type"]')).toContainText('Floating');
  await expect(newest.getByTestId('my-ad-status')).toHaveText('Listed');
  await expect(newest.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  const id = (await newest.getAttribute('data-ad-id')) ?? '';
  expect(id).toMatch(/^\d+$/);

  // The cheapest GBP sell ad: first on a visitor's market page.
  expect(await marketRow(browser, baseURL, id)).toBe(1);

  // Edit: asked first, then the form with the saved values; the quantity changes.
  await row(page, id).getByRole('link', { name: 'Edit' }).click();
  await expect(dialog(page)).toContainText(`Edit ad #${id}?`);
  await dialog(page).getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/releaseAdvertising/${id}$`));
  await expect(page.locator('[data-testid="ad-form-page"][data-hydrated]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit ad #${id}`);
  const quantity = page.getByLabel('Total quantity', { exact: true });
  await expect(quantity).toHaveValue('1000');
  await expect(page.getByLabel('Floating ratio', { exact: true })).toHaveValue(/^95(\.0+)?$/);
  await quantity.fill('1200');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/myads$/);
  await expect(page.getByTestId('my-ads-status')).toHaveText('Your changes are saved.');
  await expect(row(page, id).locator('[data-field="quantity"]')).toHaveText(
    '1,200.00 / 1,200.00 USDT',
  );

  // Delist, confirmed: running orders are not affected; the ad leaves the market.
  await row(page, id).getByRole('button', { name: 'Delist' }).click();
  await expect(dialog(page)).toContainText('Running orders are not affected.');
  await dialog(page).getByRole('button', { name: 'Delist' }).click();
  await expect(page.getByTestId('my-ads-status')).toHaveText(`Ad #${id} is delisted.`);
  await expect(row(page, id).getByTestId('my-ad-status')).toHaveText('Delisted');
  expect(await marketRow(browser, baseURL, id)).toBe(0);

  // The status filter keeps the view in the address.
  await page.getByLabel('Status', { exact: true }).selectOption('delisted');
  await expect(page).toHaveURL(/\/myads\?status=delisted$/);
  await expect(row(page, id)).toBeVisible();
  await expect(page.getByTestId('my-ad-status')).toHaveText(['Delisted']);

  // Relist: back on the market.
  await row(page, id).getByRole('button', { name: 'Relist' }).click();
  await dialog(page).getByRole('button', { name: 'Relist' }).click();
  await expect(page.getByTestId('my-ads-status')).toHaveText(`Ad #${id} is listed again.`);
  expect(await marketRow(browser, baseURL, id)).toBe(1);

  // Delete: gone from the list and the market, still found under "Deleted".
  await openMyAds(page);
  await row(page, id).getByRole('button', { name: 'Delete' }).click();
  await expect(dialog(page)).toContainText('This cannot be undone.');
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('my-ads-status')).toHaveText(`Ad #${id} is deleted.`);
  await expect(row(page, id)).toHaveCount(0);
  expect(await marketRow(browser, baseURL, id)).toBe(0);
  await openMyAds(page, '/myads?status=deleted');
  await expect(row(page, id).getByTestId('my-ad-status')).toHaveText('Deleted');
  await expect(row(page, id).getByRole('button')).toHaveCount(0);
  // A deleted ad cannot be edited.
  expect((await page.goto(`/releaseAdvertising/${id}`))?.status()).toBe(404);
});

test('every rule of spec section 5 shows its message at its field, and nothing is posted', async ({
  page,
}) => {
  const t = messages('en');
  const bounds = await limits(page.request);
  await loginAs(page, 'merchant', '/releaseAdvertising');
  await openForm(page);
  const ratio = page.getByLabel('Floating ratio', { exact: true });
  const quantity = page.getByLabel('Total quantity', { exact: true });
  const min = page.getByLabel('Minimum single limit', { exact: true });
  const max = page.getByLabel('Maximum single limit', { exact: true });
  const post = page.getByRole('button', { name: 'Post ad' });
  const error = (field: string) => page.locator(`#ad-${field}-error`);

  // Letters in the price, no payment method chosen.
  await ratio.fill('1o1');
  await quantity.fill('1000');
  await min.fill('20');
  await max.fill('500');
  await post.click();
  await expect(error('floatingRatio')).toHaveText(t['ads.problem.number'] ?? '');
  await expect(error('floatingRatio')).toHaveText('You must enter a number');
  await expect(ratio).toHaveAttribute('aria-invalid', 'true');
  await expect(error('userPaymentIds')).toHaveText('Please choose at least one payment method');
  await expect(page.getByTestId('ad-failure')).toHaveText('Please correct the highlighted fields.');

  // Fixing a field clears its message at once.
  await ratio.fill('101.5');
  await expect(error('floatingRatio')).toHaveCount(0);
  await page.getByRole('checkbox', { name: /Faster Payments/ }).check();
  await expect(error('userPaymentIds')).toHaveCount(0);

  // Maximum not above the minimum.
  await min.fill('300');
  await max.fill('300');
  await post.click();
  await expect(error('maxLimit')).toHaveText(
    'Maximum single limit must be greater than the minimum single limit',
  );

  // Below the fiat's floor, above its cap (with a quantity worth enough).
  await min.fill('5');
  await quantity.fill('100000');
  await max.fill(String(Number(bounds.maxSingle) + 1));
  await post.click();
  await expect(error('minLimit')).toHaveText(
    `The minimum single limit cannot be below ${bounds.minSingle} GBP`,
  );
  await expect(error('maxLimit')).toHaveText(
    `The maximum single limit cannot exceed ${bounds.maxSingle} GBP`,
  );

  // Above the coin's cap.
  await min.fill('20');
  await max.fill('500');
  await quantity.fill(`${bounds.maxQuantity}0`);
  await post.click();
  await expect(error('quantity')).toHaveText(
    `The total quantity cannot exceed ${bounds.maxQuantity} USDT`,
  );

  // Too many decimals for the fiat; a counterparty condition that is not a whole number.
  await quantity.fill('1000');
  await min.fill('20.555');
  await page.getByRole('checkbox', { name: 'Require a minimum account age' }).check();
  await page.getByLabel('Registered for at least (days)', { exact: true }).fill('3.5');
  await post.click();
  await expect(error('minLimit')).toHaveText('Too many decimal places (at most 2)');
  await expect(error('registeredDays')).toHaveText('You must enter a number');

  // Nothing was sent: still on the form, with everything typed.
  await expect(page).toHaveURL(/\/releaseAdvertising$/);
  await expect(quantity).toHaveValue('1000');
  await expect(ratio).toHaveValue('101.5');
});

test('a floating ratio of 150 % asks to confirm the risk before posting', async ({ page }) => {
  const t = messages('en');
  await loginAs(page, 'merchant', '/releaseAdvertising');
  await openForm(page);
  await fillFloatingSellAd(page, t, '150');
  await expect(page.getByTestId('ad-deviation')).toContainText(
    'More than 10% from the market reference price',
  );
  const post = page.getByRole('button', { name: 'Post ad' });
  await post.click();
  const risk = page.getByRole('dialog', { name: 'Confirm your price' });
  await expect(risk).toBeVisible();
  // 0.79 × 150 % = 1.185 → 1.19 GBP (rounded once, half-up, as the market does): 50.63 % above.
  await expect(page.getByTestId('ad-effective-price')).toHaveText('1.19 GBP');
  await expect(risk).toContainText(
    'Your price deviates from the market reference price by 50.63% (more than 10%)',
  );
  await risk.getByRole('button', { name: 'Change the price' }).click();
  await expect(risk).toHaveCount(0);
  await expect(page).toHaveURL(/\/releaseAdvertising$/);

  await post.click();
  await page.getByRole('button', { name: 'I understand the risk, continue' }).click();
  await expect(page).toHaveURL(/\/myads$/);
  const newest = page.getByTestId('my-ad-row').first();
  await expect(newest.locator('[data-field="price"]')).toHaveText('1.19 GBP');
  // Tidy up: the market of later tests stays as seeded.
  const id = (await newest.getAttribute('data-ad-id')) ?? '';
  const saved = await call<{ version: number }>(page.request, 'GET', `/c2c/v3/ad/detail?id=${id}`);
  await call(page.request, 'POST', '/c2c/v3/ad/action', {
    id: Number(id),
    action: 'delete',
    version: saved.version,
  });
});

test('two tabs: the later save is refused with the conflict, "Reload latest" shows the first', async ({
  page,
  context,
}) => {
  await loginAs(page, 'merchant', '/myads');
  const id = await postAd(page.request);
  const second = await context.newPage();
  await openForm(page, `/releaseAdvertising/${id}`);
  await openForm(second, `/releaseAdvertising/${id}`);

  await page.getByLabel('Total quantity', { exact: true }).fill('1100');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/myads$/);

  const quantity = second.getByLabel('Total quantity', { exact: true });
  await quantity.fill('1300');
  await second.getByRole('button', { name: 'Save changes' }).click();
  const conflict = second.getByTestId('ad-conflict');
  await expect(conflict).toContainText('This ad was changed elsewhere');
  await expect(conflict).toContainText('Your changes were not saved');
  await expect(second).toHaveURL(new RegExp(`/releaseAdvertising/${id}$`));
  await expect(quantity).toHaveValue('1300');
  // Nothing was overwritten.
  const saved = await call<{ quantity: string }>(page.request, 'GET', `/c2c/v3/ad/detail?id=${id}`);
  expect(saved.quantity).toMatch(/^1100(\.0+)?$/);

  await conflict.getByRole('button', { name: 'Reload latest' }).click();
  await expect(conflict).toHaveCount(0);
  await expect(quantity).toHaveValue(/^1100(\.0+)?$/);
  await expect(second.getByTestId('ad-notice')).toHaveText(
    'The latest version is loaded. Make your changes again and save.',
  );
  await second.close();
});

test('a user who is not an advertiser sees the apply message instead of the form', async ({
  page,
}) => {
  await loginAs(page, 'verified', '/releaseAdvertising');
  await page.goto('/releaseAdvertising');
  const gate = page.getByTestId('ad-gate');
  await expect(gate).toContainText('You cannot post ads yet, apply to become an advertiser first');
  await expect(gate.getByRole('link', { name: 'Apply to become an advertiser' })).toHaveAttribute(
    'href',
    '/becomeMember',
  );
  await expect(page.getByTestId('ad-form')).toHaveCount(0);

  await openMyAds(page);
  await expect(page.getByTestId('my-ads-post')).toHaveCount(0);
  await expect(page.getByTestId('my-ads-apply')).toContainText(
    'You cannot post ads yet, apply to become an advertiser first',
  );
  await expect(page.getByTestId('my-ads-empty')).toHaveText(/No records found/);

  const fa = messages('fa');
  await page.goto('/fa/releaseAdvertising');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('ad-gate')).toContainText(fa['ads.refusal.notCertified'] ?? '');
  await expect(page.getByRole('link', { name: fa['ads.gate.apply'] })).toHaveAttribute(
    'href',
    '/fa/becomeMember',
  );
});

test('visitors go to the login; unknown or foreign ads are the 404 page', async ({
  page,
  browser,
  baseURL,
}) => {
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  for (const path of ['/myads', '/releaseAdvertising', '/fa/releaseAdvertising/1']) {
    await visitorPage.goto(path);
    await expect(visitorPage).toHaveURL(/\/sandbox\/login\?isP2P=1&returnUrl=/);
    expect(decodeURIComponent(visitorPage.url())).toContain(path);
  }
  await visitor.close();

  await loginAs(page, 'merchant', '/myads');
  const market = await call<{ items: { id: number; advertiser: { nickname: string } }[] }>(
    page.request,
    'GET',
    '/c2c/v3/public/merchant/all/ad?side=buy&coin=USDT&fiat=GBP&pageSize=20',
  );
  const foreign = market.items.find((ad) => ad.advertiser.nickname !== 'MaxMerch');
  expect(foreign, 'an ad of another advertiser').toBeTruthy();
  for (const path of [
    `/releaseAdvertising/${foreign?.id}`,
    '/releaseAdvertising/abc',
    '/releaseAdvertising/1/2',
    '/fa/releaseAdvertising/999999999',
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
});

test('fa: the form is right-to-left, speaks Persian, posts, and My ads deletes it', async ({
  page,
}) => {
  const t = messages('fa');
  await loginAs(page, 'merchant', '/fa/releaseAdvertising');
  await openForm(page, '/fa/releaseAdvertising');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t['ads.form.title.create'] ?? '',
  );
  // Amounts stay left-to-right inside the Persian text.
  await expect(page.getByTestId('ad-reference-price').locator('.ltr')).toHaveAttribute(
    'dir',
    'ltr',
  );

  await page.getByRole('radio', { name: t['ads.form.priceType.fixed'], exact: true }).check();
  const price = page.getByLabel(t['ads.form.fixedPrice'] ?? '', { exact: true });
  await price.fill('1.2.3');
  await page.getByRole('button', { name: t['ads.form.submit.create'] }).click();
  await expect(page.locator('#ad-fixedPrice-error')).toHaveText(t['ads.problem.number'] ?? '');
  await expect(page.locator('#ad-userPaymentIds-error')).toHaveText(
    t['ads.problem.paymentRequired'] ?? '',
  );
  // A price typed with Persian digits and the Persian decimal separator is a number (0.8).
  await price.fill('۰٫۸');
  await page.getByRole('button', { name: t['ads.form.submit.create'] }).click();
  await expect(page.locator('#ad-fixedPrice-error')).toHaveCount(0);

  await page.getByLabel(t['ads.form.quantity'] ?? '', { exact: true }).fill('500');
  await page.getByLabel(t['ads.form.minLimit'] ?? '', { exact: true }).fill('20');
  await page.getByLabel(t['ads.form.maxLimit'] ?? '', { exact: true }).fill('300');
  await page.getByLabel(t['ads.form.maxLimit'] ?? '', { exact: true }).fill('10');
  await page.getByRole('checkbox', { name: /Revolut/ }).check();
  await page.getByRole('button', { name: t['ads.form.submit.create'] }).click();
  await expect(page.locator('#ad-maxLimit-error')).toHaveText(t['ads.problem.maxAboveMin'] ?? '');
  await page.getByLabel(t['ads.form.maxLimit'] ?? '', { exact: true }).fill('300');
  await page.getByRole('radio', { name: t['ads.form.launch.later'], exact: true }).check();
  await page.getByRole('button', { name: t['ads.form.submit.create'] }).click();

  await expect(page).toHaveURL(/\/fa\/myads$/);
  await expect(page.getByTestId('my-ads-status')).toHaveText(
    t['ads.list.notice.createdOffline'] ?? '',
  );
  const newest = page.getByTestId('my-ad-row').first();
  await expect(newest.getByTestId('my-ad-status')).toHaveText(t['ads.status.delisted'] ?? '');
  await expect(newest.locator('[data-field="price"] .ltr')).toHaveText('0.80 GBP');
  const id = (await newest.getAttribute('data-ad-id')) ?? '';
  await newest.getByRole('button', { name: t['ads.list.action.delete'] }).click();
  await expect(dialog(page)).toContainText(fill(t['ads.confirm.delete.title'], { id }));
  await dialog(page).getByRole('button', { name: t['ads.confirm.delete.action'] }).click();
  await expect(page.getByTestId('my-ads-status')).toHaveText(
    fill(t['ads.list.done.delete'], { id }),
  );
  await expect(row(page, id)).toHaveCount(0);
});

test('the ad pages have no accessibility violations (en and fa)', async ({ page }) => {
  await loginAs(page, 'merchant', '/myads');
  for (const prefix of ['', '/fa']) {
    await openForm(page, `${prefix}/releaseAdvertising`);
    expect(await violations(page), `${prefix}/releaseAdvertising`).toEqual([]);
    await openMyAds(page, `${prefix}/myads`);
    expect(await violations(page), `${prefix}/myads`).toEqual([]);
    await page.getByTestId('my-ad-row').first().getByRole('button').first().click();
    await expect(dialog(page)).toBeVisible();
    expect(await violations(page), `${prefix}/myads dialog`).toEqual([]);
  }
});

test('editing an ad in Persian: side and coin fixed with "Copy to a new ad", and "Go online now" relists a delisted ad (issue 13)', async ({
  page,
}) => {
  const t = messages('fa');
  await loginAs(page, 'merchant', '/fa/myads');
  const id = await postAd(page.request);
  const { version } = await call<{ version: number }>(
    page.request,
    'GET',
    `/c2c/v3/ad/detail?id=${id}`,
  );
  await call(page.request, 'POST', '/c2c/v3/ad/action', {
    id: Number(id),
    action: 'delist',
    version,
  });

  await openForm(page, `/fa/releaseAdvertising/${id}`);
  const form = page.getByTestId('ad-form');
  // Side, coin and fiat are shown, not offered: a saved ad keeps them.
  const coin = form.getByLabel(t['ads.form.coin'] ?? '', { exact: true });
  await expect(coin).toHaveValue('USDT');
  await expect(coin).not.toBeEditable();
  await expect(form.getByRole('radio', { name: t['ads.form.type.buy'], exact: true })).toHaveCount(
    0,
  );
  await expect(page.getByTestId('ad-fixed-kind')).toContainText(t['ads.form.fixedHint'] ?? '');
  await expect(page.getByTestId('ad-launch-hint')).toHaveText(
    t['ads.form.launch.offlineHint'] ?? '',
  );

  await form.getByRole('radio', { name: t['ads.form.launch.now'], exact: true }).check();
  await page.getByRole('button', { name: t['ads.form.submit.edit'] }).click();
  await expect(page).toHaveURL(/\/fa\/myads$/);
  await expect(page.getByTestId('my-ads-status')).toHaveText(
    t['ads.list.notice.updatedOnline'] ?? '',
  );
  await expect(row(page, id).getByTestId('my-ad-status')).toHaveText(t['ads.status.listed'] ?? '');

  // "Copy to a new ad": the post form, prefilled, with the side free to choose.
  await openForm(page, `/fa/releaseAdvertising/${id}`);
  await page.getByRole('link', { name: t['ads.form.copy'], exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/fa/releaseAdvertising\\?copy=${id}$`));
  await expect(page.locator('[data-testid="ad-form-page"][data-hydrated]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t['ads.form.title.create'] ?? '',
  );
  await expect(page.getByTestId('ad-copied')).toHaveText(fill(t['ads.form.copiedFrom'], { id }));
  await expect(form.getByLabel(t['ads.form.quantity'] ?? '', { exact: true })).toHaveValue('1000');
  await expect(
    form.getByRole('radio', { name: t['ads.form.type.buy'], exact: true }),
  ).toBeEnabled();
});
