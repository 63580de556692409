import type { Page } from '@playwright/test';
import { FULL_BROWSER } from './support/chromium';
import { expect, test } from './support/fixtures';
import { personaPage, placeMaxMerchOrder } from './support/trade';

/**
 * Issue 12: the merchant gets a system notification for a new order while their tab is hidden,
 * and clicking it opens the order. System notifications are the full browser's, not the
 * headless shell's: this journey runs in the full browser (a worker of its own).
 */
test.use({ launchOptions: FULL_BROWSER });

test.beforeEach(async ({ request }) => {
  await request.post('/api/sandbox/reset');
});
test.afterAll(async ({ request }) => {
  await request.post('/api/sandbox/reset');
});

/** Records the notifications a page shows and lets the test hide its tab. */
async function watchNotifications(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as {
      __hidden: boolean;
      __notices: { title: string; body: string; notice: Notification }[];
    };
    w.__hidden = false;
    w.__notices = [];
    Object.defineProperty(document, 'visibilityState', {
      get: () => (w.__hidden ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { get: () => w.__hidden });
    const Real = window.Notification;
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        w.__notices.push({ title, body: options?.body ?? '', notice: this });
      }
    }
    Object.defineProperty(window, 'Notification', { value: Recorded });
  });
}

test('a hidden tab gets a system notification for a new order, which opens the order', async ({
  browser,
  baseURL,
}) => {
  const seller = await personaPage(browser, 'merchant', baseURL, { init: watchNotifications });
  await seller.context().grantPermissions(['notifications'], { origin: baseURL });
  const buyer = await personaPage(browser, 'verified', baseURL ?? '');

  await seller.goto('/myorder');
  // The bell follows the count once the page is idle; then the tab goes to the background.
  await expect(
    seller.getByTestId('order-table').or(seller.getByText('No records found')),
  ).toBeVisible();
  await seller.waitForLoadState('networkidle');
  await seller.evaluate(() => {
    (window as unknown as { __hidden: boolean }).__hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
  });

  const orderNo = (await placeMaxMerchOrder(buyer.request)).orderNo;
  await expect
    .poll(
      () =>
        seller.evaluate(() =>
          (window as unknown as { __notices: { body: string }[] }).__notices.map((n) => n.body),
        ),
      { timeout: 20_000 },
    )
    .toEqual(expect.arrayContaining([expect.stringContaining(orderNo)]));

  // Clicking it opens the order.
  await seller.evaluate((no) => {
    const { __notices } = window as unknown as {
      __notices: { body: string; notice: Notification }[];
    };
    __notices.find((n) => n.body.includes(no))?.notice.dispatchEvent(new Event('click'));
  }, orderNo);
  await expect(seller).toHaveURL(new RegExp(`/order/detail/${orderNo}$`), { timeout: 15_000 });

  await buyer.context().close();
  await seller.context().close();
});
