import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { browserKeys, startPushService } from '../shared/push-service';
import { call } from './support/api';
import { FULL_BROWSER } from './support/chromium';
import { expect, test } from './support/fixtures';
import { loginAs } from './support/session';
import { personaPage, placeMaxMerchOrder } from './support/trade';

/**
 * The installable web app (issue 17, item 4): the manifest in the page's language, what
 * Chromium needs to offer the install, the service worker's offline page in the language of
 * the address asked, with Try again loading that address once the connection is back, and a
 * push (delivered to the worker through the DevTools protocol) shown as a system notification.
 */
// System notifications and the push service are the full browser's, not the headless shell's.
test.use({ serviceWorkers: 'allow', launchOptions: FULL_BROWSER });

test('the manifest names the app in the page’s language, right to left in Persian', async ({
  request,
}) => {
  const en = await request.get('/manifest.webmanifest');
  expect(en.headers()['content-type']).toContain('application/manifest+json');
  expect(await en.json()).toMatchObject({
    name: 'P2P Trading',
    lang: 'en',
    dir: 'ltr',
    start_url: '/buy_USDT',
    scope: '/',
    display: 'standalone',
  });
  const fa = await (await request.get('/fa/manifest.webmanifest')).json();
  expect(fa).toMatchObject({
    name: 'معاملات P2P',
    lang: 'fa',
    dir: 'rtl',
    start_url: '/fa/buy_USDT',
  });
  for (const icon of fa.icons as { src: string; type: string }[]) {
    const served = await request.get(icon.src);
    expect(served.status(), icon.src).toBe(200);
    expect(served.headers()['content-type'], icon.src).toContain(icon.type);
  }
  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toContain('text/javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('Chromium finds the site installable, with the page’s manifest', async ({ page }) => {
  await page.goto('/fa/buy_USDT');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.url).toMatch(/\/fa\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Test contexts are incognito windows, where Chromium never offers an install; every other
  // reason (a missing icon, a bad start address...) would be listed.
  const errors = installabilityErrors.map((error) => error.errorId);
  expect(errors.filter((id) => id !== 'in-incognito')).toEqual([]);
});

for (const [prefix, title, retry] of [
  ['', 'You are offline', 'Try again'],
  ['/fa', 'شما آفلاین هستید', 'تلاش دوباره'],
] as const) {
  test(`offline, a page says it needs a connection (${prefix || '/en'}); Try again loads it once back`, async ({
    page,
    context,
  }) => {
    await page.goto(`${prefix}/buy_USDT`);
    // Controlled from the next navigation on: the worker is active and has claimed the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await context.setOffline(true);
    await page.goto(`${prefix}/sell_BTC`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/sell_BTC$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('html')).toHaveAttribute('dir', prefix ? 'rtl' : 'ltr');
    const again = page.getByRole('link', { name: retry });

    await context.setOffline(false);
    await again.click();
    await expect(page.locator('.market')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${prefix}/sell_BTC$`));
  });
}

test('the offline page is not indexed and loads nothing', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const response = await page.goto('/ru/offline');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Нет подключения к сети');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(requests.filter((url) => !url.endsWith('/ru/offline'))).toEqual([]);
});

test('a push becomes a system notification in its language, with no page of the site open', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications']);
  const { cdp, registration } = await workerRegistration(context, page, baseURL);
  await page.goto('/fa/buy_USDT');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const registrationId = await registration;
  await page.goto('about:blank');

  const payload = {
    title: 'پرداخت ثبت شد',
    body: 'خریدار پرداخت سفارش 123 را ثبت کرد.',
    url: '/fa/order/detail/123',
    tag: 'order-123',
    lang: 'fa',
    dir: 'rtl',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL!,
    registrationId,
    data: JSON.stringify(payload),
  });

  const reader = await context.newPage();
  await reader.goto('/offline');
  const shown = () =>
    reader.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        dir: n.dir,
        url: (n.data as { url: string }).url,
      })),
    );
  await expect
    .poll(shown)
    .toEqual([
      { title: payload.title, body: payload.body, tag: 'order-123', dir: 'rtl', url: payload.url },
    ]);
});

/**
 * The whole way of a push, between two people: MaxMerch turns pushes on for his browser in the
 * user centre (the browser's push service is played on this machine, since a test browser has
 * no Google account to subscribe with: `PushManager` hands out a subscription to it, with keys
 * the test holds), Vera places an order on his ad from her own browser, the exchange sends the
 * push there, encrypted and signed; the test decrypts it as the push service's browser would and
 * delivers it to MaxMerch's service worker, which shows it in his language. Then he turns it off.
 */
for (const { prefix, lang, on, off, state } of [
  {
    prefix: '',
    lang: 'en',
    on: 'Turn on for this device',
    off: 'Turn off for this device',
    state: 'This device gets your order notifications',
  },
  {
    prefix: '/fa',
    lang: 'fa',
    on: 'روشن کردن برای این دستگاه',
    off: 'خاموش کردن برای این دستگاه',
    state: 'این دستگاه اعلان‌های سفارش‌هایتان را دریافت می‌کند',
  },
] as const) {
  test(`${lang}: the seller turns pushes on, the buyer’s order reaches his closed site as a notification`, async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    const service = await startPushService();
    try {
      const keys = browserKeys();
      const endpoint = service.endpoint(`maxmerch-${lang}`);
      await context.grantPermissions(['notifications']);
      await page.addInitScript(fakePushManager, { endpoint, keys: keys.json });
      const { cdp, registration } = await workerRegistration(context, page, baseURL);
      await loginAs(page, 'merchant', `${prefix}/usercenter`);
      // The section hydrates when it comes into view.
      await page.getByTestId('uc-notifications').scrollIntoViewIfNeeded();
      const device = page.getByTestId('uc-push-device');
      await device.getByRole('button', { name: on }).click();
      await expect(device).toHaveAttribute('data-state', 'on');
      await expect(device).toContainText(state);
      const registrationId = await registration;
      // His site closed: only the worker is left to show anything.
      await page.goto('about:blank');

      const buyer = await personaPage(browser, 'verified', baseURL);
      const { orderNo } = await placeMaxMerchOrder(buyer.request);
      await expect.poll(() => service.received.length, { timeout: 15_000 }).toBe(1);
      const push = service.received[0]!;
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      const data = keys.decrypt(push.body);
      const payload = JSON.parse(data) as Record<string, string>;
      expect(payload).toMatchObject({
        url: `${prefix}/order/detail/${orderNo}`,
        tag: `order-${orderNo}`,
        lang,
        dir: lang === 'fa' ? 'rtl' : 'ltr',
      });
      // Worded as his bell words that message in the same language.
      const bell = await call<{ items: { title: string; orderNo: string | null }[] }>(
        page.request,
        'GET',
        '/user/internal-msgs?page=1&pageSize=5',
        undefined,
        { lang },
      );
      expect(payload.title).toBe(bell.items.find((m) => m.orderNo === orderNo)?.title);

      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: baseURL!,
        registrationId,
        data,
      });
      const reader = await context.newPage();
      await reader.goto('/offline');
      await expect
        .poll(() =>
          reader.evaluate(async () =>
            (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
              title: n.title,
              tag: n.tag,
              url: (n.data as { url: string }).url,
            })),
          ),
        )
        .toEqual([{ title: payload.title, tag: `order-${orderNo}`, url: payload.url }]);

      // He turns it off: the exchange forgets his browser.
      await page.goto(`${prefix}/usercenter`);
      await page.getByTestId('uc-notifications').scrollIntoViewIfNeeded();
      await device.getByRole('button', { name: off }).click();
      await expect(device).toHaveAttribute('data-state', 'off');
      const status = await call<{ subscribed: boolean }>(
        page.request,
        'GET',
        `/user/push/device?endpoint=${encodeURIComponent(endpoint)}`,
      );
      expect(status.subscribed).toBe(false);
      await buyer.context().close();
    } finally {
      await service.close();
    }
  });
}

/**
 * Runs in the page: `PushManager` subscribes to the push service stand-in with the test's keys
 * (kept in localStorage across the page's reloads, as the browser keeps a subscription).
 */
function fakePushManager({
  endpoint,
  keys,
}: {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}) {
  const STORE = 'test-push-subscription';
  const bytes = (base64url: string) =>
    Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
      .buffer;
  const subscription = (serverKey: string) => ({
    endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: bytes(serverKey) },
    getKey: (name: 'p256dh' | 'auth') => bytes(keys[name]),
    toJSON: () => ({ endpoint, expirationTime: null, keys }),
    unsubscribe: async () => {
      localStorage.removeItem(STORE);
      return true;
    },
  });
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = String(options?.applicationServerKey ?? '');
    localStorage.setItem(STORE, key);
    return subscription(key) as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    const key = localStorage.getItem(STORE);
    return (key === null ? null : subscription(key)) as unknown as PushSubscription | null;
  };
}

/**
 * A DevTools session on `page` and the id of the site's worker registration once the browser
 * reports it (what `ServiceWorker.deliverPushMessage` needs).
 */
async function workerRegistration(
  context: BrowserContext,
  page: Page,
  baseURL: string | undefined,
): Promise<{ cdp: CDPSession; registration: Promise<string> }> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  return { cdp, registration };
}
