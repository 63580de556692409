import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { loginAs, setFaults } from './support/session';
import { advanceClock, call } from './support/api';
import { fill, localeTexts } from './support/texts';

/**
 * The order page (`/order/detail/{orderNo}`, issue 4 "Order page") and the two-factor dialog,
 * against the seeded sandbox. `verified` (GB, GBP, phone +44 7700900123) places its orders
 * through the API on seeded advertisers' GBP USDT ads, then acts on the page. The seeded bots
 * act a few seconds of sandbox time after the user (`p2p.botDelaySeconds`): on a sell ad the
 * bot releases after the buyer marks paid, on a buy ad it pays and the user releases;
 * `NeverRelease` never releases, so its paid orders wait for an appeal. Time is moved with
 * `POST /api/sandbox/clock`, never slept; the page hears the change on the socket (or by
 * polling), without a reload. Each test starts from a freshly seeded sandbox, so the pending
 * order cap never carries over.
 */

test.describe.configure({ mode: 'serial' });

const FIAT = 'GBP';
const COIN = 'USDT';
const NEVER_RELEASE = 'NeverRelease';
/** `merchant`'s nickname: a person, not a bot. */
const HUMAN_ADVERTISERS = new Set(['MaxMerch', NEVER_RELEASE]);
/** Where `verified`'s SMS codes go (`GET /api/sandbox/codes?target=…`). */
const VERIFIED_PHONE = '+447700900123';
/** USDT `verified` holds in its P2P account in the seed. */
const VERIFIED_USDT = 1500;
/** Seconds past the bot delay (5 s in the seed) the clock is moved. */
const PAST_BOT_DELAY = 30;

const messages = (locale: string) => localeTexts(locale, 'orders.json', 'verification.json');

interface Ad {
  id: number;
  price: string;
  minLimit: string;
  paymentTimeLimitMinutes: number;
  paymentMethods: { code: string }[];
  advertiser: { nickname: string };
  conditions: { minRegisteredDays: number | null; minCompletedTrades: number | null };
}

/**
 * A GBP USDT ad without counterparty conditions: `side` is the user's side (`buy` lists the
 * advertisers' sell ads), by a bot unless `nickname` names the advertiser.
 */
async function findAd(
  request: APIRequestContext,
  side: 'buy' | 'sell',
  match: (ad: Ad) => boolean = (ad) => !HUMAN_ADVERTISERS.has(ad.advertiser.nickname),
): Promise<Ad> {
  const page = await call<{ items: Ad[] }>(
    request,
    'GET',
    `/c2c/v3/public/merchant/all/ad?side=${side}&coin=${COIN}&fiat=${FIAT}&pageSize=100`,
  );
  const ad = page.items.find(
    (a) =>
      a.conditions.minRegisteredDays === null &&
      a.conditions.minCompletedTrades === null &&
      match(a),
  );
  expect(ad, `a ${side} ${COIN}/${FIAT} ad`).toBeTruthy();
  return ad as Ad;
}

async function placeOrder(request: APIRequestContext, ad: Ad, userPaymentIds?: number[]) {
  return call<{ orderNo: string }>(request, 'POST', '/c2c/v3/order/proceed', {
    adId: ad.id,
    price: ad.price,
    amount: ad.minLimit,
    ...(userPaymentIds ? { userPaymentIds } : {}),
  });
}

/** Opens the order page and waits for the island (its buttons work only once hydrated). */
async function openOrder(page: Page, orderNo: string, prefix = '') {
  await page.goto(`${prefix}/order/detail/${orderNo}`);
  await expect(page.locator('[data-testid="order-page"][data-hydrated]')).toBeAttached({
    timeout: 15_000,
  });
}

const orderPage = (page: Page) => page.getByTestId('order-page');
const statusTitle = (page: Page) => page.getByTestId('order-status').getByRole('heading');

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target.join(' ')})`);
}

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/api/sandbox/reset')).ok()).toBe(true);
  await loginAs(page, 'verified');
});

for (const locale of ['en', 'fa'] as const) {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const t = messages(locale);

  test(`${locale}: buys USDT from a bot — marks paid, the bot releases, the order completes`, async ({
    page,
  }) => {
    const ad = await findAd(page.request, 'buy');
    const { orderNo } = await placeOrder(page.request, ad);
    await openOrder(page, orderNo, prefix);

    if (locale === 'fa') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(orderPage(page)).toHaveAttribute('data-status', 'pending_payment');
    await expect(statusTitle(page)).toHaveText(t['orders.status.awaitingPayment.buyer'] ?? '');
    // Order numbers and amounts stay left-to-right, also in Persian.
    await expect(page.getByTestId('order-number')).toHaveText(orderNo);
    await expect(page.getByTestId('order-number')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByTestId('order-countdown')).toHaveText(/^\d{2}:\d{2}$|^\d+:\d{2}:\d{2}$/);
    await expect(page.getByTestId('order-payment-details')).toBeVisible();
    await expect(page.getByRole('button', { name: fill(t['orders.copy.orderNo']) })).toBeVisible();
    expect(await violations(page), 'order page').toEqual([]);

    await page.getByRole('button', { name: t['orders.action.paid'] }).click();
    const dialog = page.getByTestId('order-paid-dialog');
    await expect(dialog).toBeVisible();
    // Nothing chosen yet: the dialog explains and stays open.
    await dialog.getByRole('button', { name: t['orders.paidDialog.submit'] }).click();
    await expect(dialog.getByText(t['orders.paidDialog.confirmRequired'] ?? '')).toBeVisible();
    const methods = dialog.getByRole('radio');
    if ((await methods.count()) > 0) await methods.first().check();
    await dialog.getByRole('checkbox').check();
    expect(await violations(page), 'paid dialog').toEqual([]);
    await dialog.getByRole('button', { name: t['orders.paidDialog.submit'] }).click();

    await expect(dialog).toBeHidden();
    await expect(orderPage(page)).toHaveAttribute('data-status', 'paid');
    await expect(statusTitle(page)).toHaveText(t['orders.status.awaitingRelease.buyer'] ?? '');
    // The viewer's own action moves focus to the new status.
    await expect(statusTitle(page)).toBeFocused();

    await advanceClock(page.request, PAST_BOT_DELAY);
    await expect(orderPage(page)).toHaveAttribute('data-status', 'completed', { timeout: 15_000 });
    await expect(statusTitle(page)).toHaveText(t['orders.status.completed'] ?? '');
    await expect(page.getByRole('link', { name: t['orders.action.myOrders'] })).toBeVisible();
  });
}

test('an unpaid order is cancelled automatically when the payment time ends', async ({ page }) => {
  const t = messages('en');
  const ad = await findAd(page.request, 'buy');
  const { orderNo } = await placeOrder(page.request, ad);
  await openOrder(page, orderNo);
  await expect(page.getByRole('button', { name: t['orders.action.paid'] })).toBeVisible();

  await advanceClock(page.request, ad.paymentTimeLimitMinutes * 60 + 1);

  await expect(orderPage(page)).toHaveAttribute('data-phase', 'timed_out', { timeout: 15_000 });
  await expect(page.getByTestId('order-timeout')).toHaveText(
    'Your payment has timed out and your order has been automatically cancelled',
  );
  await expect(page.getByRole('button', { name: t['orders.action.paid'] })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t['orders.action.cancel'] })).toHaveCount(0);
});

test('the buyer cancels an unpaid order with a reason', async ({ page }) => {
  const t = messages('en');
  const ad = await findAd(page.request, 'buy');
  const { orderNo } = await placeOrder(page.request, ad);
  await openOrder(page, orderNo);

  await page.getByRole('button', { name: t['orders.action.cancel'] }).click();
  const dialog = page.getByTestId('order-cancel-dialog');
  await dialog.getByRole('button', { name: t['orders.cancelDialog.submit'] }).click();
  await expect(dialog.getByText(t['orders.cancelDialog.reasonRequired'] ?? '')).toBeVisible();
  await dialog.getByRole('radio', { name: t['orders.cancelReason.seller_unresponsive'] }).check();
  await dialog.getByRole('button', { name: t['orders.cancelDialog.submit'] }).click();

  await expect(orderPage(page)).toHaveAttribute('data-status', 'cancelled');
  await expect(page.getByTestId('order-status')).toContainText(
    fill(t['orders.status.cancelledReason'], {
      reason: t['orders.cancelReason.seller_unresponsive'] ?? '',
    }),
  );
});

for (const locale of ['en', 'fa'] as const) {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  test(`${locale}: sells USDT to a bot — the bot pays, the user releases with a code from the two-factor dialog`, async ({
    page,
  }) => {
    const t = messages(locale);
    // The user names which of their saved GBP payment methods the buyer pays to.
    const saved = await call<{ id: number; method: { code: string } }[]>(
      page.request,
      'GET',
      `/c2c/v3/user-payment/list?fiat=${FIAT}`,
    );
    const savedCodes = new Set(saved.map((p) => p.method.code));
    const ad = await findAd(
      page.request,
      'sell',
      (a) =>
        !HUMAN_ADVERTISERS.has(a.advertiser.nickname) &&
        a.paymentMethods.some((m) => savedCodes.has(m.code)) &&
        // Within what `verified` holds (1500 USDT in the seed); a test-only estimate.
        Number(a.minLimit) / Number(a.price) <= VERIFIED_USDT,
    );
    const accepted = saved.find((p) => ad.paymentMethods.some((m) => m.code === p.method.code));
    const { orderNo } = await placeOrder(page.request, ad, [accepted?.id ?? 0]);
    await openOrder(page, orderNo, prefix);
    await expect(statusTitle(page)).toHaveText(t['orders.status.awaitingPayment.seller'] ?? '');

    // The bot pays a few seconds later; the page follows without a reload.
    await advanceClock(page.request, PAST_BOT_DELAY);
    await expect(orderPage(page)).toHaveAttribute('data-status', 'paid', { timeout: 15_000 });
    await expect(statusTitle(page)).toHaveText(t['orders.status.awaitingRelease.seller'] ?? '');

    await page
      .getByRole('button', { name: fill(t['orders.action.release'], { coin: COIN }) })
      .click();
    const confirm = page.getByTestId('order-release-dialog');
    await confirm.getByRole('checkbox').check();
    await confirm.getByRole('button', { name: t['orders.releaseDialog.submit'] }).click();

    const dialog = page.getByRole('dialog', { name: t['orders.releaseDialog.verifyTitle'] });
    await expect(dialog).toBeVisible();
    // SMS first; a voice call to the same phone is offered too.
    const sms = dialog.getByRole('radio', {
      name: fill(t['verification.channel.sms'], { target: '\u2066+44 77****0123\u2069' }),
    });
    await expect(sms).toBeChecked();
    await expect(
      dialog.getByRole('radio', {
        name: fill(t['verification.channel.voice'], { target: '\u2066+44 77****0123\u2069' }),
      }),
    ).not.toBeChecked();
    const code = dialog.getByRole('textbox', { name: t['verification.code.label'] });
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    // Digits only, 6 of them.
    await code.fill('12ab3');
    await expect(code).toHaveValue('123');
    const submit = dialog.getByRole('button', {
      name: fill(t['orders.releaseDialog.verifySubmit'], { coin: COIN }),
    });
    await submit.click();
    await expect(dialog.getByText(t['verification.code.invalid'] ?? '')).toBeVisible();

    // Sending needs the behaviour check first; then the resend countdown runs.
    await dialog.getByRole('button', { name: t['verification.send'] }).click();
    const slider = dialog.getByRole('slider', { name: t['verification.check.slider'] });
    await slider.focus();
    await page.keyboard.press('End');
    await expect(dialog.getByTestId('verify-send')).toHaveText(/\d+/);
    await expect(dialog.getByTestId('verify-send')).toBeDisabled();

    const sent = await call<{ code: string }>(
      page.request,
      'GET',
      `/sandbox/codes?target=${encodeURIComponent(VERIFIED_PHONE)}`,
    );
    expect(sent.code).toMatch(/^\d{6}$/);

    // A wrong code is refused in the dialog, which keeps what was typed.
    const wrong = sent.code === '000000' ? '111111' : '000000';
    await code.fill(wrong);
    await submit.click();
    await expect(dialog.getByTestId('verify-submit-error')).toHaveText(
      t['orders.error.codeInvalid'] ?? '',
    );
    await expect(code).toHaveValue(wrong);
    await expect(orderPage(page)).toHaveAttribute('data-status', 'paid');

    await code.fill(sent.code);
    await submit.click();
    await expect(dialog).toBeHidden();
    await expect(orderPage(page)).toHaveAttribute('data-status', 'completed', { timeout: 15_000 });
    await expect(statusTitle(page)).toHaveText(t['orders.status.completed'] ?? '');
  });
}

test('the appeal button is disabled until the minimum wait after payment, then opens the appeal', async ({
  page,
}) => {
  const t = messages('en');
  const config = await call<{ appealMinWaitMinutes: number }>(
    page.request,
    'GET',
    '/c2c/v3/public/config/basics-config',
  );
  const ad = await findAd(page.request, 'buy', (a) => a.advertiser.nickname === NEVER_RELEASE);
  const { orderNo } = await placeOrder(page.request, ad);
  await openOrder(page, orderNo);
  await page.getByRole('button', { name: t['orders.action.paid'] }).click();
  const dialog = page.getByTestId('order-paid-dialog');
  // The dialog's content loads on demand: wait for it before counting its choices.
  await expect(dialog.getByRole('button', { name: t['orders.paidDialog.submit'] })).toBeVisible();
  const methods = dialog.getByRole('radio');
  if ((await methods.count()) > 0) await methods.first().check();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: t['orders.paidDialog.submit'] }).click();
  await expect(orderPage(page)).toHaveAttribute('data-status', 'paid');

  const appeal = page.getByTestId('order-appeal-button');
  await expect(appeal).toBeDisabled();
  await expect(page.getByTestId('order-appeal-wait')).toHaveText(
    `You cannot appeal within ${config.appealMinWaitMinutes} minutes`,
  );

  // The bot never releases; once the wait is over the appeal opens.
  await advanceClock(page.request, config.appealMinWaitMinutes * 60 + 1);
  await openOrder(page, orderNo);
  await expect(orderPage(page)).toHaveAttribute('data-status', 'paid');
  const link = page.getByRole('link', { name: t['orders.action.appeal'] });
  await expect(link).toBeEnabled();
  await expect(link).toHaveAttribute('href', `/complaint/create/${orderNo}`);
});

test('a visitor is sent to the login, and an order of someone else is the 404 page', async ({
  page,
  browser,
  baseURL,
}) => {
  const ad = await findAd(page.request, 'buy');
  const { orderNo } = await placeOrder(page.request, ad);

  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/order/detail/${orderNo}`);
  await expect(visitorPage).toHaveURL(/\/sandbox\/login\?isP2P=1&returnUrl=/);
  expect(decodeURIComponent(visitorPage.url())).toContain(`/order/detail/${orderNo}`);
  // The return address keeps the language.
  await visitorPage.goto(`/fa/order/detail/${orderNo}`);
  expect(decodeURIComponent(visitorPage.url())).toContain(`/fa/order/detail/${orderNo}`);
  await visitor.close();

  const stranger = await browser.newContext({ baseURL });
  const strangerPage = await stranger.newPage();
  await loginAs(strangerPage, 'agent');
  const response = await strangerPage.goto(`/order/detail/${orderNo}`);
  expect(response?.status()).toBe(404);
  expect((await strangerPage.goto('/order/edit/12345678'))?.status()).toBe(404);
  await stranger.close();
});

test('follows the order by polling while the socket is down', async ({ page }) => {
  const t = messages('en');
  // Every socket connection is refused: the page must fall back to polling the detail.
  await page.routeWebSocket(/\/api\/socket/, (ws) => ws.close());
  const ad = await findAd(page.request, 'buy');
  const { orderNo } = await placeOrder(page.request, ad);
  await openOrder(page, orderNo);
  await expect(page.getByTestId('order-polling')).toHaveText(t['orders.live.polling'] ?? '');

  // Another device marks it paid and the bot releases: the page notices without a reload.
  const detail = await call<{ sellerPayments: { method: { code: string } }[] }>(
    page.request,
    'GET',
    `/c2c/v3/order/detail?orderNo=${orderNo}`,
  );
  await call(page.request, 'POST', '/c2c/v3/order/paid', {
    orderNo,
    paymentMethod: detail.sellerPayments[0]?.method.code,
  });
  // The bot's delay runs on real time too, so the poll may already see it released.
  await expect(orderPage(page)).toHaveAttribute('data-status', /^(paid|completed)$/, {
    timeout: 15_000,
  });
  await advanceClock(page.request, PAST_BOT_DELAY);
  await expect(orderPage(page)).toHaveAttribute('data-status', 'completed', { timeout: 15_000 });
});

test('says when the exchange does not answer, and the retry link loads the order', async ({
  page,
}) => {
  const t = messages('en');
  const ad = await findAd(page.request, 'buy');
  const { orderNo } = await placeOrder(page.request, ad);
  await setFaults(page, [{ path: '/c2c/v3/order/detail' }]);
  const response = await page.goto(`/order/detail/${orderNo}`);
  expect(response?.status()).toBe(503);
  await expect(page.getByTestId('order-unavailable')).toContainText(
    t['orders.unavailable.title'] ?? '',
  );
  await setFaults(page, []);
  await page.getByRole('link', { name: t['orders.unavailable.retry'] }).click();
  await expect(page.locator('[data-testid="order-page"][data-hydrated]')).toBeAttached({
    timeout: 15_000,
  });
  await expect(page.getByTestId('order-number')).toHaveText(orderNo);
});
