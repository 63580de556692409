import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { call } from './support/api';
import { loginAs } from './support/session';

/**
 * Times in the viewer's zone, on the server too (issue 13, item 5). The browser runs in Tehran
 * (UTC+3:30 all year): the page bootstrap remembers the zone in the `tz` cookie, the server
 * renders the next pages in it with the zone named, and the hydrated island shows exactly the
 * server's text (no jump). Without the cookie (a first visit, a crawler) the server renders UTC
 * and says so. Public pages vary on `Cookie`, so a shared cache keeps one copy per zone.
 */

test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: 'Asia/Tehran', locale: 'fa-IR' });

const TEHRAN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC\+3:30$/;
const UTC = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/;
/** The isolates around a time inside a sentence (U+2066, U+2068 … U+2069). */
const isolates = /[\u2066-\u2069]/g;

interface Ad {
  id: number;
  price: string;
  minLimit: string;
  advertiser: { userId: number; nickname: string };
  conditions: { minRegisteredDays: number | null; minCompletedTrades: number | null };
}

/** Seeded GBP USDT ads on `side` (the user's side), without counterparty conditions. */
async function ads(request: APIRequestContext, side: 'buy' | 'sell') {
  const page = await call<{ items: Ad[] }>(
    request,
    'GET',
    `/c2c/v3/public/merchant/all/ad?side=${side}&coin=USDT&fiat=GBP&pageSize=100`,
  );
  return page.items.filter(
    (a) => a.conditions.minRegisteredDays === null && a.conditions.minCompletedTrades === null,
  );
}

/** The text of the first element with `data-testid="{testId}"` in server HTML (no markup in it). */
function ssrText(html: string, testId: string) {
  const match = new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(html);
  return match?.[1] ?? null;
}

/** Waits for the page bootstrap (a module script) to have written the zone cookie. */
async function zoneRemembered(context: BrowserContext) {
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'tz')?.value)
    .toBe(encodeURIComponent('Asia/Tehran'));
}

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/api/sandbox/reset')).ok()).toBe(true);
});

test('the page bootstrap remembers the browser’s zone in the tz cookie', async ({
  page,
  context,
}) => {
  await page.goto('/fa/buy_USDT');
  await zoneRemembered(context);
  const cookie = (await context.cookies()).find((c) => c.name === 'tz');
  expect(cookie?.httpOnly).toBe(false);
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.path).toBe('/');
  // About a year.
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(360 * 24 * 3600);
});

test('the order page: the payment deadline in Tehran time with its zone, the same before and after hydration', async ({
  page,
  context,
}) => {
  await loginAs(page, 'verified', '/fa/buy_USDT');
  await zoneRemembered(context);
  // A bot's ad, as the order tests use (people's ads are for other journeys).
  const ad = (await ads(page.request, 'buy')).find(
    (a) => !['MaxMerch', 'NeverRelease'].includes(a.advertiser.nickname),
  );
  expect(ad, 'a GBP USDT sell ad').toBeTruthy();
  const { orderNo } = await call<{ orderNo: string }>(
    page.request,
    'POST',
    '/c2c/v3/order/proceed',
    {
      adId: ad?.id,
      price: ad?.price,
      amount: ad?.minLimit,
    },
  );
  const path = `/fa/order/detail/${orderNo}`;

  // The HTML as the server sends it (the context's cookies: the session and tz), no script run.
  const html = await (await page.request.get(path)).text();
  const served = ssrText(html, 'order-countdown-until');
  expect(served, 'the deadline in the server HTML').not.toBeNull();
  expect(served?.replace(isolates, '')).toMatch(/^مهلت پرداخت تا \d{4}-.* UTC\+3:30$/);

  await page.goto(path);
  await expect(page.locator('[data-testid="order-page"][data-hydrated]')).toBeAttached({
    timeout: 15_000,
  });
  await expect(page.getByTestId('order-countdown-until')).toHaveText(served ?? '');
  const created = page.getByTestId('order-page').locator('time').first();
  await expect(created).toHaveText(TEHRAN);
  expect(html).toContain(`>${await created.textContent()}</time>`);
});

test('the public profile: UTC without the cookie, Tehran time with it, one cached copy per zone', async ({
  request,
}) => {
  const merchant = (await ads(request, 'buy')).find((a) => a.advertiser.nickname === 'MaxMerch');
  expect(merchant, 'MaxMerch has a GBP USDT sell ad').toBeTruthy();
  const path = `/fa/addetail/${merchant?.advertiser.userId ?? 0}`;
  const firstTrade = (html: string) =>
    /data-stat="firstTrade"[\s\S]*?<dd[^>]*>(?:<span[^>]*>)?([^<]*)</.exec(html)?.[1];

  // The `request` fixture holds no cookie: a first visit.
  const visitor = await request.get(path);
  expect(visitor.status()).toBe(200);
  expect(firstTrade(await visitor.text())).toMatch(UTC);
  expect(visitor.headers()['vary']).toMatch(/Cookie/i);

  const tehran = await request.get(path, { headers: { cookie: 'tz=Asia%2FTehran' } });
  expect(firstTrade(await tehran.text())).toMatch(TEHRAN);
  expect(tehran.headers()['vary']).toMatch(/Cookie/i);

  // A cookie that is no zone is ignored: UTC, named.
  const bad = await request.get(path, { headers: { cookie: 'tz=Mars%2FOlympus' } });
  expect(bad.status()).toBe(200);
  expect(firstTrade(await bad.text())).toMatch(UTC);
});
