import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { loginAs } from './support/session';
import { personaPage } from './support/trade';

/**
 * Journeys across people: two browsers trading with each other (`verified` buys USDT from
 * `merchant`'s GBP ad), and the daily cancellation cap as the market and the API explain it.
 */

const MERCHANT_PHONE = '+447700900456';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) {
  const response =
    method === 'GET'
      ? await request.get(`/api${path}`)
      : await request.post(`/api${path}`, { data: body ?? {} });
  return (await response.json()) as Envelope<T>;
}

async function ok<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) {
  const envelope = await api<T>(request, method, path, body);
  expect(envelope.code, `${method} ${path}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

interface Ad {
  id: number;
  price: string;
  minLimit: string;
  advertiser: { nickname: string };
  conditions: { minRegisteredDays: number | null; minCompletedTrades: number | null };
}

async function gbpSellAds(request: APIRequestContext) {
  const page = await ok<{ items: Ad[] }>(
    request,
    'GET',
    '/c2c/v3/public/merchant/all/ad?side=buy&coin=USDT&fiat=GBP&pageSize=100',
  );
  return page.items.filter(
    (a) => a.conditions.minRegisteredDays === null && a.conditions.minCompletedTrades === null,
  );
}

test.beforeEach(async ({ request }) => {
  await request.post('/api/sandbox/reset');
});
test.afterAll(async ({ request }) => {
  await request.post('/api/sandbox/reset');
});

test('two people trade: verified buys from merchant, who releases from another browser', async ({
  browser,
  baseURL,
}) => {
  const buyer = await personaPage(browser, 'verified', baseURL ?? '');
  const seller = await personaPage(browser, 'merchant', baseURL ?? '');

  // The buyer takes the merchant's ad from the market page.
  const ad = (await gbpSellAds(buyer.request)).find((a) => a.advertiser.nickname === 'MaxMerch');
  expect(ad, "merchant's GBP sell ad").toBeTruthy();
  await buyer.goto('/buy_USDT?fiat=GBP');
  const row = buyer.locator(`[data-ad-id="${ad?.id}"]`).first();
  await expect(row).toBeVisible();
  await row.locator('[data-trade="open"]').click();
  const panel = buyer.getByRole('dialog', { name: 'Buy USDT' });
  await panel.getByLabel('I want to pay').fill(ad?.minLimit ?? '');
  await panel.getByRole('button', { name: 'Buy USDT' }).click();
  await expect(buyer).toHaveURL(/\/order\/detail\/\d{8,32}$/);
  const orderNo = buyer.url().split('/').at(-1) ?? '';

  // The seller sees the same order, waiting for payment, and follows it live.
  await seller.goto(`/order/detail/${orderNo}`);
  const sellerOrder = seller.getByTestId('order-page');
  await expect(sellerOrder).toHaveAttribute('data-role', 'seller');
  await expect(sellerOrder).toHaveAttribute('data-status', 'pending_payment');
  await expect(seller.locator('[data-testid="order-page"][data-hydrated]')).toBeAttached();

  // The buyer pays and says so.
  await expect(buyer.locator('[data-testid="order-page"][data-hydrated]')).toBeAttached();
  await buyer.getByRole('button', { name: 'I have paid, notify the seller' }).click();
  const paid = buyer.getByTestId('order-paid-dialog');
  await expect(paid.getByRole('button', { name: 'Confirm payment' })).toBeVisible();
  const methods = paid.getByRole('radio');
  if ((await methods.count()) > 0) await methods.first().check();
  await paid.getByRole('checkbox').check();
  await paid.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(buyer.getByTestId('order-page')).toHaveAttribute('data-status', 'paid');

  // The seller's page updates without a reload; they release with a code sent to their phone.
  await expect(sellerOrder).toHaveAttribute('data-status', 'paid', { timeout: 15_000 });
  await seller.getByRole('button', { name: 'Payment received, release USDT' }).click();
  const confirm = seller.getByTestId('order-release-dialog');
  await confirm.getByRole('checkbox').check();
  await confirm.getByRole('button', { name: 'Continue' }).click();
  const verify = seller.getByRole('dialog', { name: 'Confirm the release' });
  await expect(verify).toBeVisible();
  await verify.getByTestId('verify-send').click();
  await verify.getByRole('slider').focus();
  await seller.keyboard.press('End');
  // The countdown shows once the code is really sent (disabled alone is also "still sending").
  await expect(verify.getByTestId('verify-send')).toHaveText(/\d+/);
  await expect(verify.getByTestId('verify-send')).toBeDisabled();
  const sent = await ok<{ code: string }>(
    seller.request,
    'GET',
    `/sandbox/codes?target=${encodeURIComponent(MERCHANT_PHONE)}`,
  );
  await verify.getByRole('textbox').fill(sent.code);
  await verify.getByRole('button', { name: 'Release USDT' }).click();

  // Both see it completed; the buyer's order list has it.
  await expect(sellerOrder).toHaveAttribute('data-status', 'completed', { timeout: 15_000 });
  await expect(buyer.getByTestId('order-page')).toHaveAttribute('data-status', 'completed', {
    timeout: 15_000,
  });
  await buyer.goto('/myorder?status=completed');
  await expect(buyer.getByRole('link', { name: new RegExp(orderNo) })).toBeVisible();

  await buyer.context().close();
  await seller.context().close();
});

async function placeAndCancel(page: Page, ad: Ad) {
  const { orderNo } = await ok<{ orderNo: string }>(page.request, 'POST', '/c2c/v3/order/proceed', {
    adId: ad.id,
    price: ad.price,
    amount: ad.minLimit,
  });
  await ok(page.request, 'POST', '/c2c/v3/order/cancel', { orderNo, reason: 'no_longer_needed' });
}

test('after the daily cancellation cap the market and the API say when trading reopens (UTC)', async ({
  page,
}) => {
  await loginAs(page, 'verified');
  const config = await ok<{ dailyCancelCap: number; cancelResetUtc: string }>(
    page.request,
    'GET',
    '/c2c/v3/public/config/basics-config',
  );
  const ads = (await gbpSellAds(page.request)).filter((a) => a.advertiser.nickname !== 'MaxMerch');
  for (let i = 0; i < config.dailyCancelCap; i += 1) {
    const ad = ads[i % ads.length];
    if (!ad) throw new Error('no GBP sell ad');
    await placeAndCancel(page, ad);
  }

  // The market explains before the click, with the UTC reset time.
  await page.goto('/buy_USDT?fiat=GBP');
  const reason = page.getByText(/You have reached today's cancellation limit/).first();
  await expect(reason).toBeVisible();
  await expect(reason).toContainText(`${config.cancelResetUtc}`);
  await expect(reason).toContainText('(UTC)');

  // And the API refuses with its message.
  const ad = ads[0];
  const refused = await api(page.request, 'POST', '/c2c/v3/order/proceed', {
    adId: ad?.id,
    price: ad?.price,
    amount: ad?.minLimit,
  });
  expect(refused.code).not.toBe(200);
  expect(refused.msg).toMatch(/UTC/);
});
