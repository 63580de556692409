import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { call } from './support/api';
import { personaPage, placeMaxMerchOrder } from './support/trade';
import { freePort, runServer } from './support/server';

/**
 * Issue 12 in two real browsers: `verified` takes MaxMerch's (the `merchant` persona's) GBP ad
 * and the two follow the order live — the merchant's bell and My orders move without a reload,
 * they chat both ways (text and an image) in English and in Persian, a message whose answer is
 * lost is delivered once, and the chat survives a server restart. The system notification of a
 * hidden tab: `orders-live-notification.spec.ts`.
 */

/** A 1×1 PNG: the smallest image the upload's content check accepts. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Opens an order page and waits until it is hydrated and its chat has loaded. */
async function openOrder(page: Page, orderNo: string, locale = '') {
  await page.goto(`${locale}/order/detail/${orderNo}`);
  await expect(page.locator('[data-testid="order-page"][data-hydrated]')).toBeAttached();
  const chat = page.getByTestId('order-chat');
  await expect(chat.getByTestId('chat-log')).toBeVisible({ timeout: 15_000 });
  return chat;
}

async function send(page: Page, text: string) {
  const box = page.getByTestId('order-chat').getByRole('textbox');
  await box.fill(text);
  await box.press('Enter');
  // Accepted into the outbox: the box is free for the next message.
  await expect(box).toHaveValue('');
}

function messages(page: Page, text: string) {
  return page.getByTestId('chat-message').filter({ hasText: text });
}

test.beforeEach(async ({ request }) => {
  await request.post('/api/sandbox/reset');
});
test.afterAll(async ({ request }) => {
  await request.post('/api/sandbox/reset');
});

test('the merchant sees a new order live (bell and My orders) and the two chat both ways with text and an image', async ({
  browser,
  baseURL,
}) => {
  const seller = await personaPage(browser, 'merchant', baseURL ?? '');
  const buyer = await personaPage(browser, 'verified', baseURL ?? '');

  // The merchant watches My orders; nothing of verified's yet.
  await seller.goto('/myorder');
  await expect(
    seller.getByTestId('order-table').or(seller.getByText('No records found')),
  ).toBeVisible();
  const bell = seller.locator('[data-unread]').first();
  const unreadBefore = Number(await bell.getAttribute('data-unread'));

  const orderNo = (await placeMaxMerchOrder(buyer.request)).orderNo;

  // Without a reload: the row appears and the bell counts the new order's message.
  await expect(seller.locator(`[data-testid="order-row"][data-order-no="${orderNo}"]`)).toBeVisible(
    {
      timeout: 15_000,
    },
  );
  await expect
    .poll(async () => Number(await bell.getAttribute('data-unread')), { timeout: 15_000 })
    .toBeGreaterThan(unreadBefore);
  await expect(seller).toHaveTitle(/^\(\d+\) /);

  // The buyer's chat opens with the ad's auto-reply and the standing safety line.
  const buyerChat = await openOrder(buyer, orderNo);
  await expect(buyerChat.locator('[data-sender="auto"]')).toHaveCount(1);
  await expect(buyerChat).toContainText('Never release before the money is in your account');

  const sellerChat = await openOrder(seller, orderNo);

  // Text, buyer → merchant.
  await send(buyer, 'Hello, I am paying now from my own account.');
  await expect(messages(seller, 'Hello, I am paying now')).toHaveCount(1, { timeout: 15_000 });
  await expect(messages(seller, 'Hello, I am paying now')).toHaveAttribute(
    'data-sender',
    'counterparty',
  );
  // The merchant's page is open and visible: the buyer's message is marked seen.
  await expect(messages(buyer, 'Hello, I am paying now')).toHaveAttribute('data-sender', 'me');
  await expect(buyerChat.getByText('Seen')).toBeVisible({ timeout: 15_000 });

  // Text, merchant → buyer, with a link that stays plain text under a warning.
  await send(seller, 'Thanks. Details: https://example.com/pay');
  const reply = messages(buyer, 'Thanks. Details:');
  await expect(reply).toHaveCount(1, { timeout: 15_000 });
  await expect(reply.locator('a')).toHaveCount(0);
  await expect(reply).toContainText('Links can be scams');

  // An image, merchant → buyer, through the upload.
  await sellerChat.getByTestId('chat-file').setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: PIXEL_PNG,
  });
  const image = buyerChat.locator('[data-sender="counterparty"] img');
  await expect(image).toHaveCount(1, { timeout: 15_000 });
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);
  await expect(sellerChat.locator('[data-sender="me"] img')).toHaveCount(1);

  await buyer.context().close();
  await seller.context().close();
});

test('in Persian the chat is right-to-left and both people read each other', async ({
  browser,
  baseURL,
}) => {
  const buyer = await personaPage(browser, 'verified', baseURL ?? '');
  const seller = await personaPage(browser, 'merchant', baseURL ?? '');
  const orderNo = (await placeMaxMerchOrder(buyer.request)).orderNo;

  const buyerChat = await openOrder(buyer, orderNo, '/fa');
  const sellerChat = await openOrder(seller, orderNo, '/fa');
  await expect(buyer.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(buyerChat).toContainText('گفتگو');
  // The system line is worded in the reader's language.
  await expect(buyerChat.getByTestId('chat-system').first()).toContainText('سفارش');

  await send(buyer, 'سلام، الان پرداخت می‌کنم.');
  await expect(messages(seller, 'سلام، الان پرداخت می‌کنم.')).toHaveCount(1, { timeout: 15_000 });
  await send(seller, 'ممنون، منتظرم.');
  await expect(messages(buyer, 'ممنون، منتظرم.')).toHaveCount(1, { timeout: 15_000 });
  // My messages sit on the end side: in right-to-left, the left.
  const mine = messages(buyer, 'سلام، الان پرداخت می‌کنم.').locator('.chat-bubble');
  const theirs = messages(buyer, 'ممنون، منتظرم.').locator('.chat-bubble');
  const mineBox = await mine.boundingBox();
  const theirsBox = await theirs.boundingBox();
  expect(mineBox && theirsBox && mineBox.x < theirsBox.x).toBe(true);
  await expect(sellerChat.getByRole('textbox')).toBeEditable();

  await buyer.context().close();
  await seller.context().close();
});

test('a message whose answer is lost is retried with its key and arrives once', async ({
  browser,
  baseURL,
}) => {
  const buyer = await personaPage(browser, 'verified', baseURL ?? '');
  const seller = await personaPage(browser, 'merchant', baseURL ?? '');
  const orderNo = (await placeMaxMerchOrder(buyer.request)).orderNo;
  await openOrder(buyer, orderNo);
  await openOrder(seller, orderNo);

  // The first send reaches the exchange, but its answer never comes back (the connection drops).
  let dropped = 0;
  await buyer.route('**/api/c2c/v3/order/chat/send', async (route) => {
    if (dropped > 0) return route.continue();
    dropped += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await send(buyer, 'Sent while the line dropped');
  await expect(messages(seller, 'Sent while the line dropped')).toHaveCount(1, { timeout: 15_000 });
  // The buyer's page retries with the same key and settles on the one stored message.
  await expect(messages(buyer, 'Sent while the line dropped')).toHaveCount(1, { timeout: 15_000 });
  await expect(buyer.getByTestId('chat-pending')).toHaveCount(0, { timeout: 15_000 });
  const page = await call<{ messages: { text: string }[] }>(
    seller.request,
    'GET',
    `/c2c/v3/order/chat/list?orderNo=${orderNo}`,
  );
  expect(page.messages.filter((m) => m.text === 'Sent while the line dropped')).toHaveLength(1);

  // Offline altogether: the message waits, then goes once when the network returns.
  await buyer.context().setOffline(true);
  await send(buyer, 'Sent while offline');
  await expect(buyer.getByTestId('chat-pending')).toHaveCount(1);
  await buyer.context().setOffline(false);
  await expect(messages(seller, 'Sent while offline')).toHaveCount(1, { timeout: 20_000 });
  await expect(buyer.getByTestId('chat-pending')).toHaveCount(0, { timeout: 20_000 });
  await expect(messages(buyer, 'Sent while offline')).toHaveCount(1);

  await buyer.context().close();
  await seller.context().close();
});

test('the chat survives a server restart and goes on live afterwards', async ({ browser }) => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'p2p-chat-'));
  const baseURL = `http://127.0.0.1:${port}`;
  let server = runServer({ PORT: String(port), DATA_DIR: dataDir });
  await server.ready();
  try {
    const buyer = await personaPage(browser, 'verified', baseURL);
    const seller = await personaPage(browser, 'merchant', baseURL);
    const orderNo = (await placeMaxMerchOrder(buyer.request)).orderNo;
    await openOrder(buyer, orderNo);
    await openOrder(seller, orderNo);
    await send(buyer, 'Before the restart');
    await expect(messages(seller, 'Before the restart')).toHaveCount(1, { timeout: 15_000 });

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    server = runServer({ PORT: String(port), DATA_DIR: dataDir });
    await server.ready();

    // History is kept; the sockets come back and new messages arrive live again.
    await openOrder(buyer, orderNo);
    await openOrder(seller, orderNo);
    await expect(messages(buyer, 'Before the restart')).toHaveCount(1);
    await expect(messages(seller, 'Before the restart')).toHaveCount(1);
    await send(seller, 'After the restart');
    await expect(messages(buyer, 'After the restart')).toHaveCount(1, { timeout: 15_000 });

    await buyer.context().close();
    await seller.context().close();
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});
