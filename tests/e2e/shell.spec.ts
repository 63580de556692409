import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { NAV_GROUPS, USER_MENU, WALLET_MENU, visibleItems } from '@/shell/menus';
import { loginAs, openMenu, setFaults, shellReady } from './support/session';

/**
 * The shell (header, footer, pickers, notifications) as each audience sees it, in English and in
 * Persian. Spec section 2 (Header, Footer), 3 (local settings) and 4 (session, language,
 * currency, theme).
 */

const LOCALES = [
  { prefix: '', login: 'Log in', register: 'Register', dir: 'ltr' },
  { prefix: '/fa', login: 'ورود', register: 'ثبت‌نام', dir: 'rtl' },
] as const;

async function menuItemIds(page: Page, id: string) {
  const panel = await openMenu(page, id);
  return panel
    .locator('[data-menu-item]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('data-menu-item')));
}

for (const { prefix, login, register, dir } of LOCALES) {
  test.describe(`header in ${prefix || '/en'}`, () => {
    test('a visitor gets Log in and Register to the main-site login with the P2P flag and a return address', async ({
      page,
      baseURL,
    }) => {
      await page.goto(`${prefix}/sell_BTC`);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      for (const [name, path] of [
        [login, '/sandbox/login'],
        [register, '/sandbox/register'],
      ] as const) {
        const href = await page
          .getByRole('banner')
          .getByRole('link', { name, exact: true })
          .getAttribute('href');
        const url = new URL(href ?? '', baseURL);
        expect(url.pathname).toBe(path);
        expect(url.searchParams.get('isP2P')).toBe('1');
        expect(url.searchParams.get('returnUrl')).toBe(`${baseURL}${prefix}/sell_BTC`);
      }
      await expect(page.locator('p2p-menu[data-menu="wallet"]')).toHaveCount(0);
      await expect(page.locator('p2p-notifications')).toHaveCount(0);
      // A visitor's bell opens the help-centre announcements.
      await expect(page.locator('[data-announcements]')).toHaveAttribute(
        'href',
        '/sandbox/support/announcements',
      );
      // Every navigation group of the menu data is in the header, with all its items.
      for (const group of NAV_GROUPS) {
        if (group.items.length === 0) {
          await expect(page.locator(`nav [data-menu-item="${group.id}"]`).first()).toBeVisible();
          continue;
        }
        const ids = await menuItemIds(page, `nav-${group.id}`);
        expect(ids).toEqual(group.items.map((i) => i.id));
      }
    });

    for (const persona of ['verified', 'merchant'] as const) {
      test(`${persona} (an account user) gets the full wallet and user menus with sign-out`, async ({
        page,
      }) => {
        await loginAs(page, persona, `${prefix}/buy_USDT`);
        const identity = page.getByTestId('user-identity');
        await expect(identity).toContainText(/\*\*\*@example\.com/);
        await expect(identity).toContainText(/VIP \d/);
        expect(await menuItemIds(page, 'wallet')).toEqual(WALLET_MENU.map((i) => i.id));
        expect(await menuItemIds(page, 'user')).toEqual([
          ...USER_MENU.map((i) => i.id),
          'sign-out',
        ]);
        await expect(page.getByRole('note')).toHaveCount(0);
      });
    }

    test('a wallet-connected user gets the fewer items, the short address, the P2P notice and sign-out', async ({
      page,
    }) => {
      await loginAs(page, 'wallet', `${prefix}/buy_USDT`);
      await expect(page.getByTestId('user-identity')).toContainText('0x71…');
      const wallet = await menuItemIds(page, 'wallet');
      expect(wallet).not.toContain('p2p');
      expect(wallet).toEqual(WALLET_MENU.filter((i) => i.audience !== 'account').map((i) => i.id));
      const user = await menuItemIds(page, 'user');
      expect(user).not.toContain('preferences');
      // Sign-out too (issue 15, item 7): the notice asks them to log in with an account.
      expect(user).toEqual([...visibleItems(USER_MENU, 2).map((i) => i.id), 'sign-out']);
      await expect(page.getByRole('note')).toBeVisible();
    });
  });
}

test('the agents item lands an existing agent on the agent dashboard, others on the programme', async ({
  page,
}) => {
  await page.goto('/buy_USDT');
  const agents = () =>
    page.locator('p2p-menu[data-menu="services"] [data-menu-item="agents"]').getAttribute('href');
  expect(await agents()).toBe('/sandbox/agents');
  await loginAs(page, 'agent');
  expect(await agents()).toBe('/sandbox/agents/dashboard');
});

test('the main-site links of the menus open the stand-in main site', async ({ page }) => {
  await page.goto('/buy_USDT');
  const panel = await openMenu(page, 'nav-trade');
  await panel.locator('[data-menu-item="spot"]').click();
  await expect(page).toHaveURL(/\/sandbox\/trade\/spot$/);
  await expect(page.locator('body')).toContainText('/trade/spot');
});

test('choosing a language goes to the same page in it and remembers the choice for 7 days', async ({
  page,
  context,
}) => {
  await page.goto('/sell_BTC?invitationCode=ABC123');
  const panel = await openMenu(page, 'locale');
  await panel.getByRole('button', { name: 'فارسی' }).click();
  await expect(page).toHaveURL(/\/fa\/sell_BTC\?invitationCode=ABC123$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('فروش BTC');
  const cookie = (await context.cookies()).find((c) => c.name === 'lang');
  expect(cookie?.value).toBe('fa');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThanOrEqual(7);

  // The explicit choice wins over the URL from now on.
  await page.goto('/buy_USDT');
  await expect(page).toHaveURL(/\/fa\/buy_USDT$/);

  // The footer's selector switches back (it submits on change).
  await page.getByRole('combobox', { name: 'زبان' }).selectOption('en');
  await expect(page).toHaveURL(/\/buy_USDT$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
});

// What the choice does to prices is approx-currency.spec's; here the header follows it.
test('choosing a currency changes the header without a reload and is remembered', async ({
  page,
}) => {
  await page.goto('/buy_USDT');
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  const label = page.locator('p2p-menu[data-menu="locale"] p2p-currency-label');
  await expect(label).toHaveText('USD $');

  const panel = await openMenu(page, 'locale');
  await panel.getByRole('tab', { name: 'Exchange rate' }).click();
  await panel.getByRole('button', { name: /EUR/ }).click();
  await expect(label).toHaveText('EUR €');
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);

  await page.reload();
  await expect(label).toHaveText('EUR €');
  const again = await openMenu(page, 'locale');
  await again.getByRole('tab', { name: 'Exchange rate' }).click();
  await expect(again.getByRole('button', { name: /EUR/ })).toHaveAttribute('aria-pressed', 'true');
});

test('the theme switch persists the night theme, which the server then renders', async ({
  page,
}) => {
  await page.goto('/fa/buy_USDT');
  await shellReady(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'sunlight');
  await page.getByRole('button', { name: 'تغییر به حالت شب' }).click();
  await expect(html).toHaveAttribute('data-theme', 'moon');
  const response = await page.reload();
  expect(await response?.text()).toContain('data-theme="moon"');
  await expect(html).toHaveAttribute('data-theme', 'moon');
  await shellReady(page);
  await page.getByRole('button', { name: 'تغییر به حالت روز' }).click();
  await expect(html).toHaveAttribute('data-theme', 'sunlight');
});

test('the cookie notice stays away once a choice is made', async ({ page }) => {
  await page.goto('/buy_USDT');
  await shellReady(page);
  const banner = page.getByRole('region', { name: 'Cookie policy' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Necessary only' }).click();
  await expect(banner).toHaveCount(0);
  const response = await page.goto('/fa/sell_BTC');
  expect(await response?.text()).not.toContain('data-banner');
});

/** Decodes the QR code as the browser drew it. */
async function scanQr(page: Page) {
  const panel = await openMenu(page, 'download');
  const qr = panel.locator('.qr img');
  await expect(qr).toHaveAttribute('width', '130');
  await expect(qr).toHaveAttribute('height', '130');
  // An image fetched when the menu opens: wait until it is drawn.
  await expect(qr).toHaveJSProperty('complete', true);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const png = PNG.sync.read(await qr.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  return decoded?.data;
}

test('the download QR code encodes the download page with the invite code', async ({ page }) => {
  await page.goto('/buy_USDT?invitationCode=ABC123');
  expect(await scanQr(page)).toBe('https://www.example.com/download?inviteCode=ABC123');
  await loginAs(page, 'verified');
  expect(await scanQr(page)).toBe('https://www.example.com/download?inviteCode=VERI0002');
});

test('the QR code is an image, not drawn into each page; only an invite code is drawn', async ({
  request,
}) => {
  const html = await (await request.get('/buy_USDT?invitationCode=ABC123')).text();
  expect(html).toContain('src="/download-qr.svg?code=ABC123"');
  expect(html).not.toContain('shape-rendering="crispEdges"');
  const image = await request.get('/fa/download-qr.svg?code=ABC123');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
  expect(await image.text()).toContain('shape-rendering="crispEdges"');
  const refused = await request.get('/download-qr.svg?code=https://evil.example');
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toBe('The invite code must be 1 to 32 letters or digits.');
});

test('notifications: the panel pages through messages, and reading one lowers the unread count', async ({
  page,
}) => {
  await loginAs(page, 'merchant');
  for (let i = 1; i <= 12; i += 1) {
    await page.request.post('/api/sandbox/messages', {
      data: { persona: 'merchant', title: `Ad notice ${i}`, content: `Body of notice ${i}` },
    });
  }
  await page.reload();
  const bell = page.locator('p2p-notifications');
  const unreadBefore = Number(await bell.getAttribute('data-unread'));
  expect(unreadBefore).toBeGreaterThanOrEqual(12);
  await expect(bell.locator('[data-badge]')).toHaveText(String(unreadBefore));

  const listed = await page.request.get('/api/user/internal-msgs?page=1&pageSize=1');
  const { total } = (await listed.json()).data as { total: number };

  const panel = await openMenu(page, 'notifications');
  const items = panel.locator('[data-message-id]');
  await expect(items).toHaveCount(10);
  await panel.getByRole('button', { name: 'Load more' }).click();
  await expect(items).toHaveCount(Math.min(20, total));

  await items
    .filter({ has: page.locator('[data-item-title]', { hasText: /^Ad notice 12$/ }) })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Ad notice 12');
  await expect(dialog).toContainText('Body of notice 12');
  await expect(bell.locator('[data-badge]')).toHaveText(String(unreadBefore - 1));
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The sandbox agrees, and a new message pushed over the socket raises the badge live.
  const unread = await (await page.request.get('/api/user/internal-msgs/unread')).json();
  expect(unread.data.num).toBe(unreadBefore - 1);
  await page.request.post('/api/sandbox/messages', {
    data: { persona: 'merchant', title: 'Live one', content: 'Pushed' },
  });
  await expect(bell.locator('[data-badge]')).toHaveText(String(unreadBefore));
});

test.describe('on a 390 px wide screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the fold navigation opens one group at a time, folding in 0.26 s', async ({ page }) => {
    await page.goto('/fa/buy_USDT');
    await shellReady(page);
    await expect(page.locator('nav[aria-label] >> nth=0')).toBeHidden();
    const toggle = page.locator('[data-fold-toggle]');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const drawer = page.locator('[data-fold-drawer]');
    await expect(drawer).toBeVisible();

    const trade = drawer.locator('[data-fold-group="trade"] [data-fold-trigger]');
    const finance = drawer.locator('[data-fold-group="finance"] [data-fold-trigger]');
    await trade.click();
    await expect(drawer.locator('#fold-trade [data-menu-item="spot"]')).toBeVisible();
    expect(
      await drawer.locator('#fold-trade').evaluate((el) => getComputedStyle(el).transitionDuration),
    ).toBe('0.26s');
    await finance.click();
    await expect(finance).toHaveAttribute('aria-expanded', 'true');
    await expect(trade).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer.locator('#fold-trade')).toHaveJSProperty('inert', true);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the fold does not animate for users who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/buy_USDT');
    await shellReady(page);
    await page.locator('[data-fold-toggle]').click();
    const body = page.locator('#fold-trade');
    expect(await body.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s');
  });

  test('a logged-in user finds the wallet and user menus and sign-out in the drawer', async ({
    page,
  }) => {
    await loginAs(page, 'verified');
    await shellReady(page);
    await page.locator('[data-fold-toggle]').click();
    const drawer = page.locator('[data-fold-drawer]');
    await drawer.locator('[data-fold-group="wallet"] [data-fold-trigger]').click();
    await expect(drawer.locator('#fold-wallet [data-menu-item="p2p"]')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });
});

test.describe('when the API fails', () => {
  test.afterEach(async ({ page }) => setFaults(page, []));

  test('languages, rates and contacts failing leave the page usable and say so', async ({
    page,
  }) => {
    await setFaults(page, [
      { path: '/user/config/languages' },
      { path: '/user/config/rates' },
      { path: '/resource/contacts' },
      { path: '/resource/link' },
    ]);
    const response = await page.goto('/fa/buy_USDT');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('خرید USDT');
    const panel = await openMenu(page, 'locale');
    await expect(panel.locator('[data-languages-failed]')).toBeVisible();
    await panel.getByRole('tab').nth(1).click();
    await expect(panel.locator('[data-rates-failed]')).toBeVisible();
    await expect(page.locator('footer [data-contacts-failed]')).toBeVisible();
    // No download page, no QR code.
    await expect(page.locator('p2p-menu[data-menu="download"]')).toHaveCount(0);
  });

  test('failing messages calls leave the bell usable, with a retry', async ({ page }) => {
    await loginAs(page, 'verified');
    await setFaults(page, [
      { path: '/user/internal-msgs' },
      { path: '/user/internal-msgs/unread' },
    ]);
    const response = await page.reload();
    const bell = page.locator('p2p-notifications');
    // The server could not read the count: its page shows none…
    expect(await response?.text()).toMatch(/<p2p-notifications[^>]*data-unread="0"/);
    // …and the socket's subscription brings it, without the failing call.
    await expect(bell.locator('[data-badge]')).toHaveText('1');
    const panel = await openMenu(page, 'notifications');
    await expect(panel.getByRole('status')).toHaveText('Notifications could not be loaded.');
    await setFaults(page, []);
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(panel.locator('[data-message-id]').first()).toBeVisible();
  });
});
