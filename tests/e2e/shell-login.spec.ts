import { expect, test } from './support/fixtures';

test('a visitor logs in through the sandbox login page as "verified" and sees the masked email', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/buy_USDT$/);

  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/sandbox\/login\?isP2P=1&returnUrl=/);

  await page.getByRole('button', { name: /verified/i }).click();
  await expect(page).toHaveURL(/\/buy_USDT$/);
  const identity = page.getByTestId('user-identity');
  await expect(identity).toContainText('ve***@example.com');
  await expect(identity).toContainText('VIP');
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
});

test('an unknown path answers the localized error page with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  const fa = await page.goto('/fa/no-such-page');
  expect(fa?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'صفحه پیدا نشد' })).toBeVisible();
});

test('/login sends a visitor to the main-site login and a logged-in user to the root', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/sandbox\/login\?isP2P=1&returnUrl=/);
  await page.getByRole('button', { name: /Continue as verified/ }).click();
  await expect(page.getByTestId('user-identity')).toBeVisible();

  await page.goto('/login');
  await expect(page).toHaveURL(/\/buy_USDT$/);
});

test('/login keeps a return address on this site and drops one that leads elsewhere', async ({
  page,
  baseURL,
}) => {
  const returnUrlOf = () => new URL(page.url()).searchParams.get('returnUrl');
  await page.goto('/login?returnUrl=%2Fsell_BTC');
  expect(returnUrlOf()).toBe(`${baseURL}/sell_BTC`);
  await page.goto('/login?returnUrl=https%3A%2F%2Fevil.example%2Fphish');
  expect(returnUrlOf()).toBe(`${baseURL}/`);
  await page.goto('/login?returnUrl=%2F%2Fevil.example');
  expect(returnUrlOf()).toBe(`${baseURL}/`);
});

test('a session the API no longer accepts is dropped and the user lands on the root, logged out', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'token', value: 'expired-or-forged', url: baseURL ?? '' }]);
  await page.goto('/sell_BTC');
  await expect(page).toHaveURL(/\/buy_USDT$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'token')).toBeUndefined();
});

test('signing out ends the session', async ({ page, context }) => {
  await page.goto('/sandbox/login?isP2P=1&returnUrl=%2Fsell_BTC');
  await page.getByRole('button', { name: /Continue as verified/ }).click();
  await expect(page).toHaveURL(/\/sell_BTC$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/buy_USDT$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
});

test('a wallet-connected user sees the notice that P2P is closed to them', async ({ page }) => {
  await page.goto('/sandbox/login?isP2P=1&returnUrl=%2Fbuy_USDT');
  await page.getByRole('button', { name: /Continue as wallet/ }).click();
  await expect(page.getByRole('note')).toContainText(
    'P2P trading is not open to authorized wallet users',
  );
  await expect(page.getByTestId('user-identity')).toContainText('0x71');
});

test('a valid invitation code is kept in a cookie and an invalid one is ignored', async ({
  page,
  context,
}) => {
  await page.goto('/buy_USDT?invitationCode=<bad>');
  expect((await context.cookies()).find((c) => c.name === 'invitationCode')).toBeUndefined();
  await page.goto('/buy_USDT?invitationCode=ABC123');
  expect((await context.cookies()).find((c) => c.name === 'invitationCode')?.value).toBe('ABC123');
});

test('pages are served in the locale of their URL prefix', async ({ page }) => {
  await page.goto('/fa/buy_USDT');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('خرید USDT');
  await page.goto('/zh-tc/sell_BTC');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('出售 BTC');
});

test("a logged-in user's page is never stored by caches; a visitor's page may be, briefly", async ({
  page,
}) => {
  const visitor = await page.goto('/buy_USDT');
  expect(visitor?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
  await page.goto('/sandbox/login?isP2P=1&returnUrl=%2Fbuy_USDT');
  await page.getByRole('button', { name: /Continue as verified/ }).click();
  const personal = await page.goto('/buy_USDT');
  expect(personal?.headers()['cache-control']).toBe('private, no-store');
  // The page hands the browser the session fields only: no token, no invite code.
  const state = await page.locator('#p2p-page-state').textContent();
  expect(state).toContain('verified@example.com');
  expect(state).not.toMatch(/token|inviteCode/);
});

test('the night theme chosen earlier is rendered by the server, with no flash of the day theme', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'theme', value: 'moon', url: baseURL ?? '' }]);
  const response = await page.goto('/buy_USDT');
  expect(await response?.text()).toContain('data-theme="moon"');
});

test('signing out works behind a TLS-terminating proxy', async ({ request, baseURL }) => {
  const session = await request.post('/api/sandbox/session', { data: { persona: 'verified' } });
  const { token } = (await session.json()).data as { token: string };
  const host = new URL(baseURL ?? '').host;
  const response = await request.post('/logout', {
    headers: { cookie: `token=${token}`, origin: `https://${host}`, 'x-forwarded-proto': 'https' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers()['set-cookie']).toMatch(/^token=deleted; Path=\//);
  const me = await request.get('/api/user/user/base', { headers: { token } });
  expect(me.status()).toBe(403);
});

test('a wallet-connected user signs out from a Japanese page and lands on the Japanese market, logged out', async ({
  page,
  context,
}) => {
  await page.goto('/sandbox/login?isP2P=1&returnUrl=%2Fja%2Fsell_BTC');
  await page.getByRole('button', { name: /Continue as wallet/ }).click();
  await expect(page).toHaveURL(/\/ja\/sell_BTC$/);
  await expect(page.getByTestId('user-identity')).toContainText('0x71');
  await page.waitForFunction(() => customElements.get('p2p-menu') !== undefined);
  // The user menu holds sign-out for wallet users too (issue 15, item 7).
  await page.getByRole('button', { name: 'アカウントメニュー' }).click();
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/ja\/buy_USDT$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('link', { name: 'ログイン' }).first()).toBeVisible();
  await expect(page.getByTestId('user-identity')).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
});
