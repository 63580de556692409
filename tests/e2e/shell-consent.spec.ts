import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { call } from './support/api';
import { loginAs } from './support/session';

/**
 * The cookie choice and the analytics it allows (issue 15, item 8), in English and in Persian:
 * "Necessary only" sends nothing while the visitor browses and filters the market; Manage with
 * analytics switched on sends the page view and the filter events to the sandbox's collector
 * (read back through its loopback control); switched off again from the footer's "Cookie
 * settings", nothing more arrives. Plus one order journey: placing an order is counted by side,
 * asset and fiat. Events are told apart from earlier tests' by their ids (one database per
 * worker, shared by the files it runs).
 */

interface StoredEvent {
  id: number;
  name: string;
  props: Record<string, string>;
}

async function events(request: APIRequestContext): Promise<StoredEvent[]> {
  const data = await call<{ events: StoredEvent[] }>(
    request,
    'GET',
    '/sandbox/analytics?limit=1000',
  );
  return data.events;
}

/** The newest event id now: later events are this test's. */
async function mark(request: APIRequestContext): Promise<number> {
  return (await events(request))[0]?.id ?? 0;
}

async function since(request: APIRequestContext, id: number) {
  return (await events(request)).filter((e) => e.id > id);
}

async function ready(page: Page) {
  await page.waitForFunction(() => customElements.get('p2p-cookie-notice') !== undefined);
}

async function hydrated(page: Page) {
  await expect(page.locator('.market[data-hydrated]')).toBeAttached({ timeout: 15_000 });
}

const LOCALES = [
  {
    code: 'en',
    prefix: '',
    dir: 'ltr',
    banner: 'Cookie policy',
    reject: 'Necessary only',
    manage: 'Manage',
    settings: 'Cookie settings',
    analytics: 'Analytics',
    save: 'Save choices',
    sort: 'Sort by',
    online: 'Online advertisers only',
  },
  {
    code: 'fa',
    prefix: '/fa',
    dir: 'rtl',
    banner: 'سیاست کوکی',
    reject: 'فقط ضروری',
    manage: 'مدیریت',
    settings: 'تنظیمات کوکی',
    analytics: 'تحلیل',
    save: 'ذخیره انتخاب‌ها',
    sort: 'مرتب‌سازی',
    online: 'فقط آگهی‌دهندگان آنلاین',
  },
] as const;

for (const l of LOCALES) {
  test.describe(`consent in ${l.code}`, () => {
    test('necessary only: browsing and filtering the market send nothing', async ({
      page,
      request,
    }) => {
      const before = await mark(request);
      await page.goto(`${l.prefix}/buy_USDT?fiat=GBP`);
      await expect(page.locator('html')).toHaveAttribute('dir', l.dir);
      await ready(page);
      const banner = page.getByRole('region', { name: l.banner });
      await expect(banner).toBeVisible();
      await banner.getByRole('button', { name: l.reject }).click();
      await expect(banner).toHaveCount(0);
      // Focus stays on the way back to the choice, not lost with the banner.
      await expect(page.getByRole('button', { name: l.settings })).toBeFocused();

      await hydrated(page);
      await page.getByLabel(l.sort, { exact: true }).selectOption({ index: 1 });
      await expect(page).toHaveURL(/sort=/);
      await page.goto(`${l.prefix}/sell_BTC`);
      await expect(page.getByRole('region', { name: l.banner })).toHaveCount(0);
      await hydrated(page);
      // Nothing can be waited for when nothing is sent: give a beacon time it would have had.
      await page.waitForTimeout(500);
      expect(await since(request, before)).toEqual([]);
    });

    test('manage, analytics on: page view and filter arrive; off from the footer: they stop', async ({
      page,
      request,
    }) => {
      const before = await mark(request);
      await page.goto(`${l.prefix}/buy_USDT?fiat=GBP`);
      await ready(page);
      const banner = page.getByRole('region', { name: l.banner });
      await banner.getByRole('button', { name: l.manage }).click();
      const dialog = page.getByRole('dialog', { name: l.settings });
      await expect(dialog).toBeVisible();
      const stats = dialog.getByRole('switch', { name: l.analytics });
      await expect(stats).not.toBeChecked();
      await stats.check();
      await dialog.getByRole('button', { name: l.save }).click();
      await expect(dialog).toBeHidden();
      await expect(banner).toHaveCount(0);

      await expect
        .poll(async () => (await since(request, before)).map((e) => [e.name, e.props]))
        .toContainEqual(['page_view', { route: 'market', locale: l.code }]);

      await hydrated(page);
      await page.getByLabel(l.sort, { exact: true }).selectOption({ index: 1 });
      await expect(page).toHaveURL(/sort=/);
      await page.getByLabel(l.online, { exact: true }).check();
      await expect
        .poll(async () =>
          (await since(request, before))
            .filter((e) => e.name === 'market_filter')
            .map((e) => e.props.filter),
        )
        .toEqual(['online', 'sort']);

      // Another page: its view arrives at once (the choice is remembered).
      await page.goto(`${l.prefix}/thirdParty`);
      await expect
        .poll(async () => (await since(request, before)).map((e) => e.props.route), {
          timeout: 15_000,
        })
        .toContain('thirdParty');
      for (const event of await since(request, before)) {
        expect(JSON.stringify(event.props)).not.toMatch(/@|\d{7,}|token/);
      }

      // Changed back from the footer, on any page: nothing more arrives.
      const settings = page.getByRole('button', { name: l.settings });
      await ready(page);
      await settings.click();
      await expect(dialog.getByRole('switch', { name: l.analytics })).toBeChecked();
      await dialog.getByRole('switch', { name: l.analytics }).uncheck();
      await dialog.getByRole('button', { name: l.save }).click();
      await expect(dialog).toBeHidden();
      await expect(settings).toBeFocused();
      const stopped = await mark(request);
      await page.goto(`${l.prefix}/buy_USDT?fiat=GBP`);
      await hydrated(page);
      await page.getByLabel(l.sort, { exact: true }).selectOption({ index: 0 });
      await page.waitForTimeout(500);
      expect(await since(request, stopped)).toEqual([]);
    });
  });
}

test('with analytics allowed, placing an order is counted by side, asset and fiat', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await request.post('/api/sandbox/reset');
  await context.addCookies([{ name: 'consent', value: 'analytics', url: baseURL ?? '' }]);
  const before = await mark(request);
  await loginAs(page, 'verified', '/buy_USDT?fiat=GBP');
  await hydrated(page);
  const row = page.locator('[data-ad-id]').filter({ has: page.locator('[data-trade="open"]') });
  const min = (await row.first().getAttribute('data-min-limit')) ?? '';
  await row.first().locator('[data-trade="open"]').click();
  const panel = page.getByRole('dialog', { name: 'Buy USDT' });
  await panel.getByLabel('I want to pay').fill(min);
  await panel.getByRole('button', { name: 'Buy USDT' }).click();
  // Placing the order, the navigation and the order page's beacon, on a busy 2-core machine.
  await expect(page).toHaveURL(/\/order\/detail\/\d{8,32}$/, { timeout: 15_000 });
  const orderNo = page.url().split('/').at(-1) ?? '';

  await expect
    .poll(async () => (await since(request, before)).filter((e) => e.name === 'order_placed'), {
      timeout: 15_000,
    })
    .toEqual([expect.objectContaining({ props: { side: 'buy', asset: 'USDT', fiat: 'GBP' } })]);
  await expect
    .poll(async () => (await since(request, before)).map((e) => e.props.route), {
      timeout: 15_000,
    })
    .toContain('order');
  // The order page's view names the route, never the order number.
  expect(JSON.stringify(await since(request, before))).not.toContain(orderNo);
  await request.post('/api/sandbox/reset');
});
