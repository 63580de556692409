import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { loginAs } from './support/session';
import { localeTexts, type Dictionary } from './support/texts';
import { placeMaxMerchOrder } from './support/trade';

/**
 * Issue 15, item 1: code loaded on demand that fails, hangs or belongs to an older build. The
 * chunks are aborted and held with `page.route`; the spec's 120 s timeout is passed with
 * `page.clock` (never waited for). Retry imports again; where this Chromium keeps a failed
 * module import (whatwg/html#10327 not implemented), the retry fails again and offers Reload,
 * which keeps the page's place and input: both paths are accepted, and which one ran is noted
 * on the test (annotation `failed-import-retried`).
 */

const ORDER_PANEL = /\/_astro\/OrderPanel\.[\w-]+\.js$/;
const ORDER_DIALOGS = /\/_astro\/(OrderDialogs|PaidDialog)\.[\w-]+\.js$/;
const CARD_API = /\/_astro\/card-api\.[\w-]+\.js$/;
const BUILD_ID = /\/build-id\.json$/;

const texts = (locale: 'en' | 'fa'): Dictionary =>
  localeTexts(locale, 'common.json', 'market.json', 'orders.json', 'card.json');

const chunkError = (page: Page) => page.getByTestId('chunk-error');
const abort = (route: Route) => route.abort('failed');

/** Opens the market and waits for its island (Buy works only once hydrated). */
async function openMarket(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('.market[data-hydrated]')).toBeAttached({ timeout: 15_000 });
}

const firstTrade = (page: Page) => page.locator('[data-trade="open"]').first();

/**
 * After the chunk is reachable again: Retry, and whichever way this browser answers, `arrived`
 * ends visible (a second failure offers Reload, which keeps the place and brings it back).
 */
async function retryUntil(page: Page, t: Dictionary, arrived: Locator) {
  await chunkError(page).getByRole('button', { name: t['chunk.retry'] }).click();
  const reload = chunkError(page).getByRole('button', { name: t['chunk.reload'] });
  await expect(arrived.or(reload)).toBeVisible();
  const retried = await arrived.isVisible();
  test.info().annotations.push({ type: 'failed-import-retried', description: String(retried) });
  if (!retried) {
    await reload.click();
    await page.waitForLoadState('load');
  }
  await expect(arrived).toBeVisible({ timeout: 15_000 });
}

test.beforeEach(async ({ page, baseURL }) => {
  expect((await page.request.post('/api/sandbox/reset')).ok()).toBe(true);
  // A returning visitor who chose cookies already: the notice does not cover the page's foot.
  await page.context().addCookies([{ name: 'consent', value: 'necessary', url: baseURL ?? '' }]);
});

for (const locale of ['en', 'fa'] as const) {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const t = texts(locale);

  test(`${locale}: the market's order panel fails to load: the message in place, Retry opens it`, async ({
    page,
  }) => {
    // A first visit: the cookie notice is up, in the corner where the note floats, which must
    // stay on top of it (Retry was under the notice, out of reach).
    await page.context().clearCookies({ name: 'consent' });
    await loginAs(page, 'verified');
    await page.route(ORDER_PANEL, abort);
    await openMarket(page, `${prefix}/buy_USDT`);
    await expect(page.locator('[data-banner]')).toBeVisible();
    if (locale === 'fa') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await firstTrade(page).click();
    await expect(chunkError(page)).toContainText(t['chunk.failed'] ?? '');
    // The market stays on screen (it used to go blank).
    await expect(page.getByTestId('market-table')).toBeVisible();
    await expect(page.getByTestId('order-panel')).toHaveCount(0);

    await page.unroute(ORDER_PANEL);
    await retryUntil(page, t, page.getByTestId('order-panel'));
  });
}

test('a hanging order panel shows that it is loading, and after 120 s the load error', async ({
  page,
}) => {
  const t = texts('en');
  await loginAs(page, 'verified');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ORDER_PANEL, async (route) => {
    await held;
    await route.continue();
  });
  await page.clock.install();
  await openMarket(page, '/buy_USDT');

  await firstTrade(page).click();
  await expect(page.getByTestId('chunk-loading')).toHaveText(t['chunk.loading'] ?? '');
  await page.clock.fastForward(119_000);
  await expect(page.getByTestId('chunk-loading')).toBeVisible();
  await page.clock.fastForward(1_500);
  await expect(chunkError(page)).toContainText(t['chunk.failed'] ?? '');

  // Held requests go on once released (unrouting them while held would handle them twice).
  release();
  await retryUntil(page, t, page.getByTestId('order-panel'));
});

test('a new build on the server: "new version", and the reload keeps the amount typed', async ({
  page,
}) => {
  const t = texts('en');
  await loginAs(page, 'verified');
  await page.route(ORDER_PANEL, abort);
  await page.route(BUILD_ID, (route) => route.fulfill({ json: { build: 'a-newer-build' } }));
  await openMarket(page, '/buy_USDT');

  const amount = page.getByLabel(t['market.filter.amount'] ?? '', { exact: true });
  await amount.fill('150');
  await expect(page).toHaveURL(/amount=150/);
  await firstTrade(page).click();
  await expect(chunkError(page)).toContainText(t['chunk.newVersion'] ?? '');
  await expect(chunkError(page).getByRole('button', { name: t['chunk.retry'] })).toHaveCount(0);

  // Typed after the last applied filter: kept by the reload too, not only by the address.
  await amount.fill('155');
  await page.unroute(ORDER_PANEL);
  await page.unroute(BUILD_ID);
  await chunkError(page).getByRole('button', { name: t['chunk.reload'] }).click();
  await page.waitForLoadState('load');
  await expect(page.locator('.market[data-hydrated]')).toBeAttached({ timeout: 15_000 });
  await expect(page.getByLabel(t['market.filter.amount'] ?? '', { exact: true })).toHaveValue(
    '155',
  );
});

test('the order page: "I have paid" with its dialog blocked says so, Retry opens the dialog', async ({
  page,
}) => {
  const t = texts('en');
  await loginAs(page, 'verified');
  const { orderNo } = await placeMaxMerchOrder(page.request);
  await page.route(ORDER_DIALOGS, abort);
  await page.goto(`/order/detail/${orderNo}`);
  await expect(page.locator('[data-testid="order-page"][data-hydrated]')).toBeAttached({
    timeout: 15_000,
  });

  await page.getByRole('button', { name: t['orders.action.paid'] }).click();
  await expect(chunkError(page)).toContainText(t['chunk.failed'] ?? '');
  await expect(page.getByTestId('order-status')).toBeVisible();

  await page.unroute(ORDER_DIALOGS);
  await retryUntil(page, t, page.getByTestId('order-paid-dialog'));
});

test('the card page: its API code blocked, the offers say so and Retry brings them', async ({
  page,
}) => {
  const t = texts('en');
  await page.route(CARD_API, abort);
  await page.goto('/thirdParty');
  await expect(page.locator('[data-testid="card-island"][data-hydrated]')).toBeAttached({
    timeout: 15_000,
  });

  await page.getByLabel(t['card.form.spend'] ?? '', { exact: true }).fill('200');
  await expect(chunkError(page)).toContainText(t['chunk.failed'] ?? '');

  await page.unroute(CARD_API);
  await retryUntil(page, t, page.getByTestId('card-offer').first());
  await expect(page.getByLabel(t['card.form.spend'] ?? '', { exact: true })).toHaveValue('200');
});

test('before the market hydrates, Buy does not take clicks; once hydrated it opens the panel', async ({
  page,
}) => {
  await loginAs(page, 'verified');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const scripts = /\/_astro\/[^/]+\.js$/;
  await page.route(scripts, async (route) => {
    await held;
    await route.continue();
  });
  // Module scripts held: DOMContentLoaded waits for them, so only the response is awaited.
  await page.goto('/buy_USDT', { waitUntil: 'commit' });

  const trade = firstTrade(page);
  await expect(trade).toBeVisible();
  await expect(page.locator('.market[data-hydrated]')).toHaveCount(0);
  expect(await trade.evaluate((button) => getComputedStyle(button).pointerEvents)).toBe('none');
  // A click there lands on nothing that acts, and is not replayed later.
  const box = await trade.boundingBox();
  if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);

  release();
  await expect(page.locator('.market[data-hydrated]')).toBeAttached({ timeout: 15_000 });
  await expect(page.getByTestId('order-panel')).toHaveCount(0);
  expect(await trade.evaluate((button) => getComputedStyle(button).pointerEvents)).toBe('auto');
  await trade.click();
  await expect(page.getByTestId('order-panel')).toBeVisible();
});

const UNBIND_DIALOG = /\/_astro\/UnbindDialog\.[\w-]+\.js$/;
const ADS_API = /\/_astro\/ads-api\.[\w-]+\.js$/;

for (const locale of ['en', 'fa'] as const) {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const t = localeTexts(locale, 'common.json', 'payments.json');

  test(`${locale}: /payment, the removal confirmation blocked: the note in its place, Retry opens it and it removes`, async ({
    page,
  }) => {
    // `verified` has two saved GBP methods, offered by no ad (removable).
    await loginAs(page, 'verified');
    await page.route(UNBIND_DIALOG, abort);
    await page.goto(`${prefix}/payment`);
    await expect(page.locator('[data-testid="payments"][data-hydrated]')).toBeAttached({
      timeout: 15_000,
    });
    if (locale === 'fa') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const items = page.getByTestId('payment-item');
    const before = await items.count();
    expect(before).toBeGreaterThan(0);

    await items.first().getByTestId('payment-remove').click();
    await expect(chunkError(page)).toContainText(t['chunk.failed'] ?? '');
    // The list stays as it was (nothing removed without the confirmation).
    await expect(items).toHaveCount(before);

    await page.unroute(UNBIND_DIALOG);
    const confirm = page.getByRole('dialog', { name: t['payments.unbind.title'] });
    await chunkError(page).getByRole('button', { name: t['chunk.retry'] }).click();
    const reload = chunkError(page).getByRole('button', { name: t['chunk.reload'] });
    await expect(confirm.or(reload)).toBeVisible();
    const retried = await confirm.isVisible();
    test.info().annotations.push({ type: 'failed-import-retried', description: String(retried) });
    if (!retried) {
      // Nothing typed in a confirmation: the reload brings the page back, and Remove again.
      await reload.click();
      await page.waitForLoadState('load');
      await expect(page.locator('[data-testid="payments"][data-hydrated]')).toBeAttached({
        timeout: 15_000,
      });
      await items.first().getByTestId('payment-remove').click();
    }
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: t['payments.unbind.confirm'] }).click();
    await expect(confirm).toBeHidden();
    await expect(items).toHaveCount(before - 1);
  });
}

test('the ad form: its API code blocked on Post ad, the note next to it, nothing typed lost, Retry posts', async ({
  page,
}) => {
  const t = localeTexts('en', 'common.json', 'ads.json');
  // `merchant`: a certified advertiser with USDT in P2P and saved GBP methods.
  await loginAs(page, 'merchant', '/releaseAdvertising');
  await page.route(ADS_API, abort);
  await page.goto('/releaseAdvertising');
  const hydrated = page.locator('[data-testid="ad-form-page"][data-hydrated]');
  await expect(hydrated).toBeAttached({ timeout: 15_000 });

  const form = page.getByTestId('ad-form');
  const field = (key: string) => form.getByLabel(t[key] ?? '', { exact: true });
  const typed = async () => {
    await expect(field('ads.form.floatingRatio')).toHaveValue('98.5');
    await expect(field('ads.form.quantity')).toHaveValue('1000');
    await expect(field('ads.form.minLimit')).toHaveValue('20');
    await expect(field('ads.form.maxLimit')).toHaveValue('500');
    await expect(form.getByRole('checkbox', { name: /Faster Payments/ })).toBeChecked();
  };
  await form.getByRole('radio', { name: t['ads.form.type.sell'], exact: true }).check();
  await form.getByRole('radio', { name: t['ads.form.priceType.floating'], exact: true }).check();
  await field('ads.form.floatingRatio').fill('98.5');
  await field('ads.form.quantity').fill('1000');
  await field('ads.form.minLimit').fill('20');
  await field('ads.form.maxLimit').fill('500');
  await form.getByRole('checkbox', { name: /Faster Payments/ }).check();
  const post = page.getByRole('button', { name: t['ads.form.submit.create'] });
  await post.click();

  await expect(chunkError(page)).toContainText(t['chunk.failed'] ?? '');
  // Its own words, not "could not save"; the page stays, the form as typed, Post ad usable.
  await expect(page.getByTestId('ad-failure')).toHaveCount(0);
  await expect(page).toHaveURL(/\/releaseAdvertising$/);
  await typed();
  await expect(post).toBeEnabled();

  await page.unroute(ADS_API);
  await chunkError(page).getByRole('button', { name: t['chunk.retry'] }).click();
  const reload = chunkError(page).getByRole('button', { name: t['chunk.reload'] });
  await expect(page.getByTestId('my-ads').or(reload)).toBeVisible({ timeout: 15_000 });
  const retried = !(await reload.isVisible());
  test.info().annotations.push({ type: 'failed-import-retried', description: String(retried) });
  if (!retried) {
    // This browser keeps the failed import: the reload keeps everything typed, then Post ad.
    await reload.click();
    await page.waitForLoadState('load');
    await expect(hydrated).toBeAttached({ timeout: 15_000 });
    await typed();
    await post.click();
  }
  await expect(page).toHaveURL(/\/myads$/);
  await expect(page.getByTestId('my-ads-status')).toHaveText(t['ads.list.notice.created'] ?? '');
});

test('before the merchant application hydrates, Enter in a field does not reload the page with what was typed', async ({
  page,
}) => {
  // The application's Submit is a live button in the server's HTML (the ad form's is disabled
  // until hydration, so it could not submit anyway).
  await loginAs(page, 'verified', '/becomeMember');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Only the island's code is held: the shell's script (which holds the submit) runs.
  await page.route(/\/_astro\/MerchantApplyIsland\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await page.goto('/becomeMember', { waitUntil: 'commit' });
  await page.waitForFunction(() => customElements.get('p2p-header') !== undefined);
  const hydrated = page.locator('[data-testid="merchant-apply"][data-hydrated]');
  await expect(hydrated).toHaveCount(0);
  const fullName = page.locator('[data-field="fullName"]').getByRole('textbox');
  await fullName.fill('Vera Collins');
  await fullName.press('Enter');

  release();
  await expect(hydrated).toBeAttached({ timeout: 15_000 });
  // The one navigation is the page's own; the address carries nothing typed.
  expect(navigations).toHaveLength(1);
  expect(new URL(page.url()).search).toBe('');
});
