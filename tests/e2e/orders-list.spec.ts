import { localeTexts } from './support/texts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { loginAs } from './support/session';
import { advanceClock, call } from './support/api';

/**
 * "My orders" (`/myorder`, spec section 2 and issue 4 "My orders") and the appeal page
 * (`/complaint/create/{orderNo}`, issue 4 "Appeal"), against the seeded sandbox. `verified` (GB,
 * GBP) places its orders through the API on seeded advertisers' GBP ads: their bots release a
 * few seconds (sandbox time) after payment, except `NeverRelease`, whose orders stay paid so an
 * appeal can be tried. The tests run in order: the list's checks first, the appeal last (it
 * changes an order).
 */

test.describe.configure({ mode: 'serial' });

const FIAT = 'GBP';
const NEVER_RELEASE = 'NeverRelease';
/** The persona `merchant`'s nickname: a person, not a bot, so nobody releases its orders. */
const HUMAN_ADVERTISERS = new Set(['MaxMerch', NEVER_RELEASE]);
const COMPLETED_ORDERS = 10;

interface Ad {
  id: number;
  price: string;
  minLimit: string;
  maxLimit: string;
  advertiser: { nickname: string };
  conditions: { minRegisteredDays: number | null; minCompletedTrades: number | null };
}

interface Order {
  orderNo: string;
  status: string;
  coin: string;
}

/** A GBP ad to buy `coin` from, without counterparty conditions, by a bot (or by `nickname`). */
async function findAd(request: APIRequestContext, coin: string, nickname?: string): Promise<Ad> {
  const page = await call<{ items: Ad[] }>(
    request,
    'GET',
    `/c2c/v3/public/merchant/all/ad?side=buy&coin=${coin}&fiat=${FIAT}&pageSize=100`,
  );
  const ad = page.items.find(
    (a) =>
      a.conditions.minRegisteredDays === null &&
      a.conditions.minCompletedTrades === null &&
      (nickname
        ? a.advertiser.nickname === nickname
        : !HUMAN_ADVERTISERS.has(a.advertiser.nickname)),
  );
  expect(ad, `a ${coin}/${FIAT} ad ${nickname ?? 'by a bot'}`).toBeTruthy();
  return ad as Ad;
}

async function placeOrder(request: APIRequestContext, ad: Ad): Promise<Order> {
  return call<Order>(request, 'POST', '/c2c/v3/order/proceed', {
    adId: ad.id,
    price: ad.price,
    amount: ad.minLimit,
  });
}

/** The buyer marks the order paid with the first of the seller's payment methods. */
async function markPaid(request: APIRequestContext, orderNo: string) {
  const detail = await call<{ sellerPayments: { method: { code: string } }[] }>(
    request,
    'GET',
    `/c2c/v3/order/detail?orderNo=${orderNo}`,
  );
  const method = detail.sellerPayments[0]?.method.code;
  expect(method).toBeTruthy();
  await call(request, 'POST', '/c2c/v3/order/paid', { orderNo, paymentMethod: method });
}

async function orderStatus(request: APIRequestContext, orderNo: string) {
  return (await call<Order>(request, 'GET', `/c2c/v3/order/detail?orderNo=${orderNo}`)).status;
}

const rows = (page: Page) => page.getByTestId('order-row');

async function hydrated(page: Page) {
  await expect(page.locator('[data-testid="order-list"][data-hydrated]')).toBeAttached({
    timeout: 15_000,
  });
}

/** Waits until the list's fetch is over. */
async function settled(page: Page) {
  await expect(page.locator('.ol-results.is-loading')).toHaveCount(0);
  await expect(page.getByTestId('order-list-status')).not.toHaveText(/Loading|در حال بارگذاری/);
}

/** The orders `verified` has, made once for the whole file. */
const made = { completed: [] as string[], cancelledBtc: '', pending: '' };

test.beforeAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const { request } = context;
  expect((await request.post('/api/sandbox/reset')).ok()).toBe(true);
  await call(request, 'POST', '/sandbox/session', { persona: 'verified' });

  // Completed orders, one at a time (a user may only have a few in progress at once).
  const usdt = await findAd(request, 'USDT');
  for (let i = 0; i < COMPLETED_ORDERS; i += 1) {
    const order = await placeOrder(request, usdt);
    await markPaid(request, order.orderNo);
    // The bot releases a few seconds of sandbox time after payment; the next call sweeps.
    await advanceClock(request, 60);
    await expect.poll(() => orderStatus(request, order.orderNo)).toBe('completed');
    made.completed.push(order.orderNo);
  }
  // A cancelled BTC order.
  const btc = await placeOrder(request, await findAd(request, 'BTC'));
  await call(request, 'POST', '/c2c/v3/order/cancel', {
    orderNo: btc.orderNo,
    reason: 'no_longer_needed',
  });
  made.cancelledBtc = btc.orderNo;
  // One in progress, on the advertiser who never releases (the appeal test pays it later).
  const pending = await placeOrder(request, await findAd(request, 'USDT', NEVER_RELEASE));
  made.pending = pending.orderNo;
  await context.close();
});

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'consent', value: 'necessary', url: baseURL ?? '' }]);
});

test('a visitor is sent to the main-site login and comes back to the same list', async ({
  page,
  baseURL,
}) => {
  const response = await page.request.get('/fa/myorder?status=all', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  const target = new URL(response.headers()['location'] ?? '', baseURL);
  expect(target.pathname).toBe('/sandbox/login');
  expect(target.searchParams.get('isP2P')).toBe('1');
  expect(target.searchParams.get('returnUrl')).toBe(`${baseURL}/fa/myorder?status=all`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the first page is server-rendered from the address, and the filters are a GET form', async ({
    page,
  }) => {
    await call(page.request, 'POST', '/sandbox/session', { persona: 'verified' });
    await page.goto('/myorder?status=completed');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My orders');
    await expect(page.getByRole('link', { name: 'Completed', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(rows(page)).toHaveCount(COMPLETED_ORDERS);
    await page.getByLabel('Crypto', { exact: true }).selectOption('BTC');
    await page
      .getByRole('form', { name: 'Filter orders' })
      .getByRole('button', { name: 'Search' })
      .click();
    await expect(page).toHaveURL(/\/myorder\?status=completed&coin=BTC/);
    // Nothing matches: the empty state names the active filter and offers to reset it.
    const empty = page.getByTestId('order-list-empty');
    await expect(empty).toContainText('No orders match the active filters');
    await expect(empty).toContainText('BTC');
    // Without JavaScript the reset is a link that keeps the tab and drops the filters.
    const reset = empty.getByRole('link', { name: 'Reset filters' });
    await expect(reset).toHaveAttribute('href', /status=completed/);
    await expect(reset).not.toHaveAttribute('href', /coin=/);
  });
});

test.describe('my orders', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'verified', '/myorder');
    await hydrated(page);
  });

  test('opens on the orders in progress, each row with its facts and a link to the order', async ({
    page,
  }) => {
    await expect(page.getByRole('link', { name: 'In progress', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(rows(page)).toHaveCount(1);
    const row = rows(page).first();
    await expect(row).toHaveAttribute('data-order-no', made.pending);
    await expect(row.locator('[data-field="type"]')).toHaveText('Buy USDT');
    await expect(row.locator('[data-field="status"]')).toHaveText('Payment pending');
    await expect(row.locator('[data-field="counterparty"]')).toHaveText(NEVER_RELEASE);
    await expect(row.locator('[data-field="price"]')).toHaveText(/^[\d,]+\.\d{2,8} GBP$/);
    await expect(row.locator('[data-field="quantity"]')).toHaveText(/^[\d,]+\.\d+ USDT$/);
    await expect(row.locator('[data-field="total"]')).toHaveText(/^[\d,]+\.\d{2} GBP$/);
    await expect(row.locator('[data-field="createdAt"]')).toHaveText(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    const link = row.getByRole('link', { name: made.pending });
    await expect(link).toHaveAttribute('href', `/order/detail/${made.pending}`);
    await expect(link).toHaveAttribute('dir', 'ltr');
  });

  test('tabs filter by status and the address keeps them across a reload', async ({ page }) => {
    await page.getByRole('link', { name: 'Completed', exact: true }).click();
    await expect(page).toHaveURL(/\/myorder\?status=completed$/);
    await settled(page);
    await expect(rows(page)).toHaveCount(COMPLETED_ORDERS);
    expect(new Set(await rows(page).evaluateAll((r) => r.map((e) => e.dataset.status)))).toEqual(
      new Set(['completed']),
    );

    await page.getByRole('link', { name: 'Cancelled', exact: true }).click();
    await settled(page);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toHaveAttribute('data-order-no', made.cancelledBtc);

    await page.getByRole('link', { name: 'Paid', exact: true }).click();
    await settled(page);
    await expect(page.getByTestId('order-list-empty')).toContainText('No records found');

    await page.getByRole('link', { name: 'Cancelled', exact: true }).click();
    await settled(page);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('link', { name: 'Cancelled', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(rows(page)).toHaveCount(1);
  });

  test('crypto and order type filter the list; Reset clears them and keeps the tab', async ({
    page,
  }) => {
    await page.getByRole('link', { name: 'All', exact: true }).click();
    await settled(page);
    await expect(page.getByTestId('order-list-status')).toHaveText(
      `Orders found: ${COMPLETED_ORDERS + 2}`,
    );

    await page.getByLabel('Crypto', { exact: true }).selectOption('BTC');
    await expect(page).toHaveURL(/\/myorder\?status=all&coin=BTC$/);
    await settled(page);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first().locator('[data-field="type"]')).toHaveText('Buy BTC');

    await page.getByLabel('Order type', { exact: true }).selectOption('sell');
    await expect(page).toHaveURL(/coin=BTC&type=sell/);
    await settled(page);
    await expect(rows(page)).toHaveCount(0);
    const empty = page.getByTestId('order-list-empty');
    await expect(empty).toContainText('No orders match the active filters');
    await expect(empty).toContainText('Order type: Sell');

    await page.getByRole('link', { name: 'Reset', exact: true }).click();
    await expect(page).toHaveURL(/\/myorder\?status=all$/);
    await settled(page);
    await expect(page.getByLabel('Crypto', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Order type', { exact: true })).toHaveValue('');
    await expect(rows(page)).toHaveCount(10);
  });

  test('date ranges: presets include today’s orders, a custom range is checked and applied', async ({
    page,
  }) => {
    await page.getByRole('link', { name: 'All', exact: true }).click();
    await settled(page);
    for (const [label, range] of [
      ['1 week', '1w'],
      ['1 month', '1m'],
      ['3 months', '3m'],
    ] as const) {
      await page.getByRole('radio', { name: label }).check();
      await expect(page).toHaveURL(new RegExp(`range=${range}`));
      await settled(page);
      await expect(page.getByTestId('order-list-status')).toHaveText(
        `Orders found: ${COMPLETED_ORDERS + 2}`,
      );
    }

    await page.getByRole('radio', { name: 'Custom' }).check();
    const from = page.getByLabel('From', { exact: true });
    const to = page.getByLabel('To', { exact: true });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Choose a start date' })).toBeVisible();
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(from).toHaveAttribute('aria-describedby', 'ol-range-error');

    await from.fill('2020-01-31');
    await to.fill('2020-01-01');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.locator('#ol-range-error')).toHaveText(
      'The start date must be on or before the end date',
    );

    await to.fill('2020-02-29');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/range=custom&from=2020-01-31&to=2020-02-29/);
    await settled(page);
    await expect(page.getByTestId('order-list-empty')).toContainText(
      'No orders match the active filters',
    );
    await expect(page.getByTestId('order-list-empty')).toContainText('2020-01-31 – 2020-02-29');

    // Shared or reloaded, the address shows the same range.
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('2020-01-31');
    await expect(page.getByTestId('order-list-empty')).toBeVisible();
  });

  test('pages through the list', async ({ page }) => {
    await page.getByRole('link', { name: 'All', exact: true }).click();
    await settled(page);
    await expect(rows(page)).toHaveCount(10);
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await pager.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/status=all&page=2$/);
    await settled(page);
    await expect(rows(page)).toHaveCount(2);
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Newest first: the last page holds the first orders placed.
    await expect(rows(page).last()).toHaveAttribute('data-order-no', made.completed[0] ?? '');
    // A filter change starts again from page 1.
    await page.getByLabel('Fiat', { exact: true }).selectOption(FIAT);
    await expect(page).toHaveURL(/status=all&fiat=GBP$/);
    await settled(page);
    await expect(rows(page)).toHaveCount(10);
  });

  test('cards on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('link', { name: 'All', exact: true }).click();
    await settled(page);
    const row = rows(page).first();
    await expect(row.getByText('Order number')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

test('in Persian the list is mirrored, translated, and amounts stay left-to-right', async ({
  page,
}) => {
  await loginAs(page, 'verified', '/fa/myorder?status=all');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('سفارش‌های من');
  await expect(page.getByRole('link', { name: 'تکمیل‌شده', exact: true })).toBeVisible();
  const row = rows(page).first();
  await expect(row.locator('[data-field="total"]')).toHaveAttribute('dir', 'ltr');
  await expect(row.locator('[data-field="type"]')).toHaveText(/^خرید (USDT|BTC)$/);
  await page.getByLabel('نوع سفارش', { exact: true }).selectOption('sell');
  await expect(page).toHaveURL(/\/fa\/myorder\?status=all&type=sell$/);
  await settled(page);
  const fa = localeTexts('fa', 'order-list.json');
  await expect(page.getByTestId('order-list-empty')).toContainText(
    fa['orderList.state.emptyFiltered'] ?? '',
  );
  await expect(page.getByTestId('order-list-empty')).toContainText('نوع سفارش: فروش');
  await expect(page.getByTestId('order-list')).not.toContainText(/No records|Reset|Order type/);
});

test.describe('appeal', () => {
  test('too early, then filed through the page, shown as appealing, withdrawn back to paid', async ({
    page,
  }) => {
    const { request } = page;
    await loginAs(page, 'verified', '/myorder');
    const orderNo = made.pending;
    await markPaid(request, orderNo);
    const config = await call<{ appealMinWaitMinutes: number }>(
      request,
      'GET',
      '/c2c/v3/public/config/basics-config',
    );

    // Right after payment: the wait is explained and the form cannot be sent yet.
    await page.goto(`/complaint/create/${orderNo}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('File an appeal');
    await expect(page.getByTestId('appeal-order-no')).toHaveText(orderNo);
    await expect(page.getByTestId('appeal-gate')).toContainText(
      `You cannot appeal within ${config.appealMinWaitMinutes} minutes`,
    );
    await expect(page.getByRole('button', { name: 'Submit appeal' })).toBeDisabled();

    // Past the wait.
    await advanceClock(request, config.appealMinWaitMinutes * 60 + 5);
    await page.reload();
    await expect(page.locator('[data-testid="appeal"][data-hydrated]')).toBeAttached();
    await expect(page.getByTestId('appeal-gate')).not.toContainText('You cannot appeal');
    const submit = page.getByRole('button', { name: 'Submit appeal' });
    await expect(submit).toBeEnabled();

    // Every field is checked, and each error is tied to its field.
    await submit.click();
    const description = page.getByLabel('Description');
    await expect(page.getByText('Please choose a reason for the appeal')).toBeVisible();
    await expect(page.getByText('Appeal description cannot be empty')).toBeVisible();
    await expect(description).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await description.getAttribute('aria-describedby')) ?? '';
    const errorId = describedBy.split(' ').find((id) => id.endsWith('-error')) ?? '';
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText(
      'Appeal description cannot be empty',
    );

    // Evidence: only jpg/jpeg/png; an image is uploaded (or, if the exchange cannot store it,
    // the failure is said as it is and the image can be removed).
    const picker = page.getByRole('button', { name: 'Evidence (optional) Add images' });
    await picker.setInputFiles({ name: 'chat.gif', mimeType: 'image/gif', buffer: GIF });
    await expect(
      page.getByText('chat.gif: Only jpg/jpeg/png format images are supported'),
    ).toBeVisible();
    await picker.setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG_1PX });
    const item = page.getByTestId('evidence-item');
    await expect(item).toHaveClass(/is-(done|failed)/);
    if ((await item.getAttribute('class'))?.includes('is-failed')) {
      await expect(item).toContainText('Upload failed, try again later');
      await page.getByRole('button', { name: 'Remove proof.png' }).click();
      await expect(item).toHaveCount(0);
    }

    await page.getByLabel('Reason for the appeal').selectOption('paid_not_released');
    await description.fill('I paid by Faster Payments; the seller has not released the USDT.');
    await page.getByLabel('Contact person').fill('Vera Collins');
    await page.getByLabel('Contact information').fill('verified@example.com');
    await submit.click();
    await expect(page).toHaveURL(new RegExp(`/order/detail/${orderNo}$`));

    const detail = await call<{ status: string; appeal: { status: string; description: string } }>(
      request,
      'GET',
      `/c2c/v3/order/detail?orderNo=${orderNo}`,
    );
    expect(detail.status).toBe('appealing');
    expect(detail.appeal.status).toBe('open');
    expect(detail.appeal.description).toContain('Faster Payments');

    // The list's "Appeal in progress" tab has it.
    await page.goto('/myorder?status=appealing');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first().locator('[data-field="status"]')).toHaveText(
      'Appeal in progress',
    );

    // The appeal page now says it is filed, and offers no form.
    await page.goto(`/complaint/create/${orderNo}`);
    await expect(page.getByTestId('appeal-gate')).toContainText(
      'You have already filed an appeal on this order',
    );
    await expect(page.getByTestId('appeal-form')).toHaveCount(0);

    // Withdrawn: the trade continues as paid, and appealing is possible again.
    await call(request, 'POST', '/c2c/v3/order/appeal/withdraw', { orderNo });
    expect(await orderStatus(request, orderNo)).toBe('paid');
    await page.goto(`/fa/complaint/create/${orderNo}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ثبت اعتراض');
    await expect(page.getByTestId('appeal-gate')).toContainText('اعتراض قبلی شما پس گرفته شد');
    await expect(page.getByTestId('appeal-form')).toBeVisible();
  });

  test('a refused appeal keeps what was typed and shows the server’s message', async ({ page }) => {
    await loginAs(page, 'verified', '/myorder');
    const orderNo = made.pending;
    const faults = {
      faults: [
        { path: '/c2c/v3/order/appeal', method: 'POST', msg: 'Appeals are paused', times: 1 },
      ],
    };
    expect((await page.request.post('/api/sandbox/faults', { data: faults })).ok()).toBe(true);
    await page.goto(`/complaint/create/${orderNo}`);
    await expect(page.locator('[data-testid="appeal"][data-hydrated]')).toBeAttached();
    await page.getByLabel('Reason for the appeal').selectOption('counterparty_unresponsive');
    await page.getByLabel('Description').fill('No answer in the chat for an hour.');
    await page.getByLabel('Contact person').fill('Vera');
    await page.getByLabel('Contact information').fill('+44 7700 900123');
    await page.getByRole('button', { name: 'Submit appeal' }).click();
    await expect(page.getByTestId('appeal-error')).toHaveText(
      'The appeal could not be submitted: Appeals are paused',
    );
    await expect(page).toHaveURL(new RegExp(`/complaint/create/${orderNo}$`));
    await expect(page.getByLabel('Description')).toHaveValue('No answer in the chat for an hour.');
    await expect(page.getByLabel('Contact information')).toHaveValue('+44 7700 900123');
    expect(await orderStatus(page.request, orderNo)).toBe('paid');
  });

  test('other actions and unknown orders are the localized 404 page', async ({ page }) => {
    await loginAs(page, 'verified', '/myorder');
    expect((await page.goto(`/complaint/view/${made.pending}`))?.status()).toBe(404);
    expect((await page.goto('/fa/complaint/create/99999999999999'))?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});

/** A 1x1 PNG and a tiny GIF, as uploads. */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
