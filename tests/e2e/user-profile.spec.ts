import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { LOCALES } from '@/i18n/locales';
import { localePath } from '@/i18n/paths';
import { loginAs, setFaults } from './support/session';

/**
 * The advertiser profile `/addetail/{userId}` (issue 5, item 7): server-rendered per locale and
 * crawlable without JavaScript (statistics, the activity chart, the first page of ads, canonical,
 * hreflang, structured data), cacheable by a CDN for visitors, the localized 404 page for an
 * unknown id, and no React before a click (issue 16, item 2): Trade on the advertiser's ads
 * and Block load their code when pressed. Runs against the seeded
 * sandbox: `merchant` (MaxMerch) has a GBP USDT sell ad and a GBP USDT buy ad; `verified` is
 * GB (GBP), so it may take the sell ad.
 */

const VISITOR_CACHE = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';
let merchantId = 0;

interface Envelope<T> {
  code: number;
  data: T;
}

/** The user id of the advertiser behind a GBP USDT sell ad, found through the public market. */
async function advertiserId(request: APIRequestContext, nickname: string) {
  const response = await request.get(
    '/api/c2c/v3/public/merchant/all/ad?side=buy&coin=USDT&fiat=GBP&pageSize=100',
  );
  const body = (await response.json()) as Envelope<{
    items: { advertiser: { userId: number; nickname: string } }[];
  }>;
  const ad = body.data.items.find((a) => a.advertiser.nickname === nickname);
  expect(ad, `${nickname} has a GBP USDT sell ad`).toBeDefined();
  return ad?.advertiser.userId ?? 0;
}

const profile = (prefix = '') => `${prefix}/addetail/${merchantId}`;
const rows = (page: Page) => page.getByTestId('market-row');

test.beforeAll(async ({ request }) => {
  expect((await request.post('/api/sandbox/reset')).ok()).toBe(true);
  merchantId = await advertiserId(request, 'MaxMerch');
});
test.afterEach(async ({ page }) => setFaults(page, []));

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the profile is HTML: name, tier, verification, statistics, chart and ads', async ({
    page,
    baseURL,
  }) => {
    const response = await page.goto(profile());
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^MaxMerch: P2P advertiser profile \| /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('MaxMerch');
    await expect(page.getByTestId('profile-tier')).toHaveText('Certified advertiser');
    const flags = page.getByRole('list', { name: 'Verification' });
    for (const [key, label] of [
      ['email', 'Email'],
      ['phone', 'Phone'],
      ['identity', 'Identity'],
    ]) {
      const flag = flags.locator(`[data-flag="${key}"]`);
      await expect(flag).toContainText(label ?? '');
      await expect(flag.locator('.sr-only')).toHaveText('verified');
    }

    const stats = page.getByTestId('profile-stats');
    const stat = (key: string) => stats.locator(`[data-stat="${key}"] dd:not(.pf-stat-explain)`);
    // Each figure that needs it says in one sentence what it counts (issue 14, item 3).
    await expect(stats.locator('[data-stat="completion30d"] .pf-stat-explain')).toContainText(
      'does not count against the advertiser',
    );
    await expect(stats.locator('dt')).toHaveText([
      '30-day orders',
      '30-day completion rate',
      'Average release time',
      'Positive feedback',
      'Positive / negative',
      'Average payment time',
      'Account age',
      'First trade',
      'Total orders',
      'Buy / sell orders',
      '30-day volume',
      'Total volume',
      'Security deposit',
    ]);
    await expect(stat('orders30d')).toHaveText(/^[\d,]+$/);
    await expect(stat('completion30d')).toHaveText(/^\d{1,3}\.\d{2}%$/);
    await expect(stat('avgRelease')).toHaveText(/^(\d+ h \d{2} min|\d+ min \d{2} s|\d+ s)$/);
    // Feedback (issue 14, item 2): a rate once someone rated MaxMerch, '—' before.
    await expect(stat('positiveRate')).toHaveText(/^(\d{1,3}\.\d{2}%|—)$/);
    await expect(stat('feedbackCounts')).toHaveText(/^[\d,]+ \/ [\d,]+$/);
    await expect(stat('accountAge')).toHaveText(/^[\d,]+ days$/);
    // In the visitor's zone (the tz cookie), named: UTC, UTC+3:30, UTC-5…
    await expect(stat('firstTrade')).toHaveText(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC([+-]\d{1,2}(:\d{2})?)?$/,
    );
    await expect(stat('buySell')).toHaveText(/^[\d,]+ \/ [\d,]+$/);
    await expect(stat('volume30d')).toHaveText(/^[\d,]+\.\d{2} USDT$/);
    await expect(stat('volumeTotal')).toHaveText(/^[\d,]+\.\d{2} USDT$/);
    await expect(stat('deposit')).toHaveText(/^[\d,]+\.\d{2,8} USDT$/);

    // The chart: one image named by its summary, the numbers in a table, bars for busy days.
    const chart = page.getByTestId('profile-chart');
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAttribute('role', 'img');
    const days = page.getByTestId('profile-activity-table').locator('tbody tr');
    await expect(days).toHaveCount(30);
    const counts = (await days.locator('td:nth-child(2)').allTextContents()).map(Number);
    const total = counts.reduce((sum, n) => sum + n, 0);
    await expect(chart.locator('rect')).toHaveCount(counts.filter((n) => n > 0).length);
    await expect(chart).toHaveAttribute(
      'aria-label',
      total > 0
        ? `Completed orders per day over the last 30 days: ${total} in total, at most ${Math.max(...counts)} on one day.`
        : 'No completed orders in the last 30 days.',
    );
    await page.getByText('Show the numbers').click();
    await expect(days.first().locator('th')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);

    // The ads: the market's table, first page in the HTML; a visitor's Trade logs in first.
    const ads = page.getByTestId('profile-ads');
    await expect(ads.getByRole('heading', { name: 'Ads by MaxMerch' })).toBeVisible();
    const table = ads.getByRole('table', { name: 'Ads to buy USDT with GBP' });
    await expect(table).toBeVisible();
    expect(await rows(page).count()).toBeGreaterThan(0);
    await expect(rows(page).first().getByRole('link', { name: 'MaxMerch' })).toHaveAttribute(
      'href',
      profile(),
    );
    const trade = rows(page).first().getByRole('link', { name: 'Buy USDT' });
    const login = new URL((await trade.getAttribute('href')) ?? '', baseURL);
    expect(login.pathname).toBe('/sandbox/login');
    expect(new URL(login.searchParams.get('returnUrl') ?? '').pathname).toBe(profile());
    // No island (issue 16, item 2): Trade and Block are plain HTML brought to life by a small
    // element, whose code loads on the first click.
    await expect(page.locator('astro-island')).toHaveCount(0);
    await expect(page.locator('p2p-profile')).toHaveCount(1);
    // A visitor can take no row: the page carries no data for the order panel.
    await expect(page.locator('script[data-profile-data]')).toHaveCount(0);
  });

  test('the period and the sides are plain links', async ({ page }) => {
    await page.goto(profile());
    await page
      .getByRole('navigation', { name: 'Period' })
      .getByRole('link', { name: '7 days' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/addetail/${merchantId}\\?days=7$`));
    await expect(page.getByTestId('profile-chart')).toHaveAttribute('aria-label', /last 7 days/);
    await expect(page.getByTestId('profile-activity-table').locator('tbody tr')).toHaveCount(7);

    await page
      .getByRole('navigation', { name: 'Buy or sell' })
      .getByRole('link', { name: /^Sell/ })
      .click();
    await expect(page).toHaveURL(/[?&]days=7&side=sell$/);
    await expect(page.getByRole('table', { name: 'Ads to sell USDT for GBP' })).toBeVisible();
    await expect(rows(page).first().getByRole('link', { name: 'Sell USDT' })).toBeVisible();
    await expect(page.getByTestId('profile-activity-table').locator('tbody tr')).toHaveCount(7);
  });

  test('search engines get structured data, the canonical and every language version', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${profile()}?days=7&side=sell`);
    const canonical = `${baseURL}${profile()}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((l) => [l.getAttribute('hreflang') ?? '', l.getAttribute('href') ?? '']),
      );
    expect(Object.fromEntries(alternates)).toEqual({
      ...Object.fromEntries(
        LOCALES.map((l) => [l.tag, `${baseURL}${localePath(l.code, profile())}`]),
      ),
      'x-default': canonical,
    });

    // The profile's own data and, since issue 15 item 3, the breadcrumb under the market.
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const blocks = scripts.map(
      (text) =>
        JSON.parse(text) as {
          '@type': string;
          url: string;
          mainEntity: { '@type': string; name: string; identifier: string };
        },
    );
    expect(blocks.map((b) => b['@type']).sort()).toEqual(['BreadcrumbList', 'ProfilePage']);
    const data = blocks.find((b) => b['@type'] === 'ProfilePage') ?? blocks[0]!;
    expect(data['@type']).toBe('ProfilePage');
    expect(data.url).toBe(canonical);
    expect(data.mainEntity).toMatchObject({
      '@type': 'Person',
      name: 'MaxMerch',
      identifier: String(merchantId),
    });
  });

  test('the Persian profile is right-to-left with numbers left-to-right', async ({ page }) => {
    const response = await page.goto(profile('/fa'));
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('MaxMerch');
    await expect(page.getByRole('heading', { name: 'آمار', exact: true })).toBeVisible();
    await expect(page.getByTestId('profile-tier')).toHaveText('آگهی‌دهنده تأییدشده');
    await expect(page.locator('[data-stat="volume30d"] dd .ltr')).toHaveText(/USDT$/);
    await expect(page.getByRole('table', { name: 'آگهی‌های خرید USDT با GBP' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'بازه زمانی' }).getByRole('link', { name: '7 روز' }),
    ).toHaveAttribute('href', `${profile('/fa')}?days=7`);
  });

  test('an unknown or malformed id is the localized 404 page, never indexed', async ({
    request,
  }) => {
    for (const path of ['/addetail/999999999', '/addetail/abc', '/addetail/007', '/addetail/0']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('<meta name="robots" content="noindex">');
      expect(html, path).not.toContain('application/ld+json');
    }
    const fa = await request.get('/fa/addetail/999999999');
    expect(fa.status()).toBe(404);
    expect(await fa.text()).toContain('صفحه');
  });

  test('a visitor’s page may be cached by a CDN; a personal one may not', async ({ request }) => {
    const visitor = await request.get(profile());
    expect(visitor.status()).toBe(200);
    expect(visitor.headers()['cache-control']).toBe(VISITOR_CACHE);
    expect(visitor.headers().vary).toMatch(/Cookie/);

    // Keeping an invitation code sets a cookie: that response belongs to one visitor.
    const invited = await request.get(`${profile()}?invitationCode=ABC123`);
    expect(invited.headers()['cache-control']).toBe('private, no-store');
  });

  test('the exchange failing is a 503 with a way to try again', async ({ page }) => {
    await setFaults(page, [{ path: '/c2c/v3/public/user/transaction-data' }]);
    let response = await page.goto(`${profile()}?days=7`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBe('30');
    expect(response?.headers()['cache-control']).not.toContain('public, max-age=60');
    const retry = page.getByTestId('profile-unavailable').getByRole('link', { name: 'Try again' });
    await expect(retry).toHaveAttribute('href', `${profile()}?days=7`);

    // Only the chart's call failing: the rest of the profile is there, the chart says why not.
    await setFaults(page, [{ path: '/c2c/v3/public/user/activity' }]);
    response = await page.goto(profile());
    expect(response?.status()).toBe(503);
    await expect(page.getByTestId('profile-stats')).toBeVisible();
    await expect(page.getByTestId('profile-activity-error')).toContainText(
      'The recent activity could not be loaded.',
    );
    await expect(page.getByRole('table', { name: 'Ads to buy USDT with GBP' })).toBeVisible();

    await setFaults(page, []);
    await page.getByTestId('profile-activity-error').getByRole('link').click();
    await expect(page.getByTestId('profile-chart')).toHaveAttribute('aria-label', /last 30 days/);
  });

  test('the sitemap lists the merchant’s profile in every language', async ({
    request,
    baseURL,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const { code } of LOCALES) {
      expect(xml).toContain(`<loc>${baseURL}${localePath(code, profile())}</loc>`);
    }
  });
});

test.describe('with JavaScript', () => {
  /** The page's element runs (it marks the ads once a click works there). */
  async function hydrated(page: Page) {
    await expect(page.locator('[data-testid="profile-ads"][data-hydrated]')).toBeAttached({
      timeout: 15_000,
    });
  }

  /** The paths of the scripts the page asks for from now on (from the cache or the network). */
  function scriptsOf(page: Page): string[] {
    const paths: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
    });
    return paths;
  }

  /** React (react-dom's `client` chunk and its company) or a profile part loaded on demand. */
  const ON_DEMAND =
    /\/_astro\/(client|react|jsx-runtime|OrderPanel|profile-order-panel|profile-block|BlockUserButton|BlockDialog)\.[\w-]+\.js$/;

  /** Opens `path`, idle: nothing of React or the parts asked for, no island (the recorder). */
  async function firstLoad(page: Page, path: string): Promise<string[]> {
    const scripts = scriptsOf(page);
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => ON_DEMAND.test(s))).toEqual([]);
    expect(await page.content()).not.toContain('renderer-url');
    await expect(page.locator('astro-island')).toHaveCount(0);
    return scripts;
  }

  test('a verified user: no React before the click, then the order panel opens and orders', async ({
    page,
  }) => {
    await loginAs(page, 'verified', profile());
    const scripts = await firstLoad(page, profile());
    const row = rows(page)
      .filter({ has: page.locator('[data-trade="open"]') })
      .first();
    const minLimit = (await row.getAttribute('data-min-limit')) ?? '';
    const trade = row.getByRole('button', { name: 'Buy USDT' });
    await trade.click();
    const dialog = page.getByRole('dialog', { name: 'Buy USDT' });
    await expect(dialog).toBeVisible();
    // The click brought React and the panel.
    expect(scripts.some((s) => /\/_astro\/client\.[\w-]+\.js$/.test(s))).toBe(true);
    expect(scripts.some((s) => /\/_astro\/profile-order-panel\.[\w-]+\.js$/.test(s))).toBe(true);
    await expect(dialog).toContainText('MaxMerch');
    await expect(dialog).toContainText('GBP');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(trade).toBeFocused();

    // Again, and this time the order: the panel computes the quantity and places it.
    await trade.click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('I want to pay').fill(minLimit);
    await expect(dialog.getByLabel('I will receive')).not.toHaveValue('');
    await dialog.getByRole('button', { name: 'Buy USDT' }).click();
    await expect(page).toHaveURL(/\/order\/detail\/\d{8,32}$/);

    // A logged-in page shows the user in the header: nobody may keep it.
    const own = await page.request.get(profile());
    expect(own.headers()['cache-control']).toBe('private, no-store');
  });

  test('a visitor: no React at all, and Trade is the login link', async ({ page, baseURL }) => {
    const scripts = await firstLoad(page, profile());
    const trade = rows(page).first().getByRole('link', { name: 'Buy USDT' });
    const login = new URL((await trade.getAttribute('href')) ?? '', baseURL);
    expect(login.pathname).toBe('/sandbox/login');
    await expect(page.locator('script[data-profile-data]')).toHaveCount(0);
    await page.locator('.pf-numbers summary').click();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => ON_DEMAND.test(s))).toEqual([]);
  });

  test('the advertiser sees their own ads as their own, with nothing to load', async ({ page }) => {
    await loginAs(page, 'merchant', profile());
    await firstLoad(page, profile());
    await expect(rows(page).first().locator('[data-trade="blocked"]')).toHaveAttribute(
      'data-why',
      'own',
    );
    await expect(page.locator('script[data-profile-data="trade"]')).toHaveCount(0);
    // Nobody blocks themselves.
    await expect(page.getByTestId('block-user')).toHaveCount(0);
  });

  test('Block loads on its click and opens its confirmation', async ({ page }) => {
    await loginAs(page, 'verified', profile());
    const scripts = await firstLoad(page, profile());
    await expect(page.locator('[data-testid="block-user"][data-hydrated]')).toBeAttached();
    const block = page.getByTestId('block-button');
    await block.click();
    const dialog = page.getByTestId('block-dialog');
    await expect(dialog).toContainText('MaxMerch');
    expect(scripts.some((s) => /\/_astro\/profile-block\.[\w-]+\.js$/.test(s))).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('block-user')).toHaveAttribute('data-blocked', 'false');
  });

  for (const prefix of ['', '/fa']) {
    test(`${prefix || '/en'} profile has no accessibility violations`, async ({ page }) => {
      await loginAs(page, 'verified', profile(prefix));
      await firstLoad(page, profile(prefix));
      await page.locator('.pf-numbers summary').click();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  }
});
