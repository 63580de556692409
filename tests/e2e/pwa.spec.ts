import { expect, test } from './support/fixtures';

/**
 * The installable web app (issue 17, item 4): the manifest in the page's language, what
 * Chromium needs to offer the install, the service worker's offline page in the language of
 * the address asked, with Try again loading that address once the connection is back, and a
 * push (delivered to the worker through the DevTools protocol) shown as a system notification.
 */
test.use({ serviceWorkers: 'allow' });

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
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
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
