import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { loginAs } from './support/session';

/**
 * Who is online (issue 14, item 7) in the browser: market rows, the order panel and the profile
 * say "Online" or "Last seen N minutes/hours/days ago" and the average release time; the market
 * sorts by completion rate, orders or positive feedback and keeps only online advertisers, both
 * in the address and working without JavaScript; en and fa. The seed keeps about three bots in
 * five connected (online) and MaxMerch (the `merchant` persona) offline until he logs in. The
 * numbers of "last seen" depend on how far other specs moved the sandbox clock, so they are
 * read as any count.
 */

const rows = (page: Page) => page.getByTestId('market-row');

const EN_SEEN = /^Last seen \d+ (minutes?|hours?|days?) ago$/;
const FA_SEEN = /^آخرین بازدید \u2068\d+\u2069 (دقیقه|ساعت|روز) پیش$/;

test.beforeAll(async ({ request }) => {
  expect((await request.post('/api/sandbox/reset')).ok()).toBe(true);
});

async function hydrated(page: Page) {
  await expect(page.locator('.market[data-hydrated]')).toBeAttached({ timeout: 15_000 });
}

async function settled(page: Page) {
  await expect(page.locator('.market-results.is-loading')).toHaveCount(0);
}

/**
 * One figure per row from its first statistics line (`pattern`'s first group, digits only),
 * null when the row has none yet ("— completion").
 */
async function figures(page: Page, pattern: RegExp): Promise<(number | null)[]> {
  const lines = await rows(page).evaluateAll((els) =>
    els.map((el) => el.querySelector('.market-stats')?.textContent ?? ''),
  );
  return lines.map((line) => {
    const found = pattern.exec(line.replace(/[\u2068\u2069]/g, ''))?.[1];
    return found === undefined ? null : Number(found.replaceAll(',', ''));
  });
}

/** Best first: every figure at least the next one's, and the rows without one last. */
function expectBestFirst(values: (number | null)[]) {
  expect(values.length).toBeGreaterThan(1);
  const rated = values.filter((v): v is number => v !== null);
  expect(values.slice(0, rated.length)).toEqual(rated);
  expect(rated).toEqual([...rated].sort((a, b) => b - a));
}

/** How each row's presence reads (null: none shown). */
async function presences(page: Page) {
  return rows(page).evaluateAll((els) =>
    els.map((el) => {
      const presence = el.querySelector('[data-presence]');
      return presence ? `${presence.getAttribute('data-presence')}:${presence.textContent}` : null;
    }),
  );
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the GET form sorts by orders and keeps online advertisers only', async ({ page }) => {
    await page.goto('/buy_USDT?fiat=GBP');
    const form = page.getByRole('form', { name: 'Filter ads' });
    const sort = form.getByLabel('Sort by', { exact: true });
    const online = form.getByLabel('Online advertisers only', { exact: true });
    await expect(sort).toHaveValue('');
    await expect(sort.locator('option:checked')).toHaveText('Price');
    await expect(online).not.toBeChecked();
    const all = await presences(page);
    expect(all).toContainEqual('online:Online');
    expect(all.some((p) => p !== null && EN_SEEN.test(p.replace(/^offline:/, '')))).toBe(true);

    await sort.selectOption({ label: 'Orders' });
    await online.check();
    await form.getByRole('button', { name: 'Search' }).click();
    // The browser sends every field (empty ones too): the server reads the ones it knows.
    await expect(page).toHaveURL(/\/buy_USDT\?.*fiat=GBP&.*sort=orders&online=1$/);
    await expect(sort).toHaveValue('orders');
    await expect(online).toBeChecked();
    const shown = await presences(page);
    expect(shown.length).toBeGreaterThan(1);
    expect(new Set(shown)).toEqual(new Set(['online:Online']));
    expectBestFirst(await figures(page, /([\d,]+) orders? in 30 days/));
  });

  test('in Persian the address sorts by completion rate, rows say presence and release time', async ({
    page,
  }) => {
    await page.goto('/fa/buy_USDT?fiat=GBP&sort=completion');
    await expect(page.getByLabel('مرتب‌سازی', { exact: true })).toHaveValue('completion');
    expectBestFirst(await figures(page, /نرخ تکمیل (\d+\.\d+)%/));
    for (const presence of await presences(page)) {
      if (presence === null) continue;
      const [state, text] = presence.split(/:(.*)/s);
      if (state === 'online') expect(text).toBe('آنلاین');
      else expect(text).toMatch(FA_SEEN);
    }
    for (const release of await rows(page).locator('[data-field="release"]').allTextContents()) {
      expect(release).toMatch(/^(آزاد کردن در حدود \u2068\d+\u2069 دقیقه|زمان آزاد کردن —)$/);
    }
  });
});

test.describe('with JavaScript', () => {
  test('the sort and the online filter move the address and the list; nobody online says so', async ({
    page,
  }) => {
    await page.goto('/buy_USDT?fiat=GBP');
    await hydrated(page);
    await expect(rows(page).first().locator('[data-field="release"]')).toHaveText(
      /^(Releases in ~\d+ min|Release time —)$/,
    );

    await page.getByLabel('Sort by', { exact: true }).selectOption({ label: 'Completion rate' });
    await expect(page).toHaveURL(/\/buy_USDT\?fiat=GBP&sort=completion$/);
    await settled(page);
    expectBestFirst(await figures(page, /(\d+\.\d+)% completion/));

    const online = page.getByLabel('Online advertisers only', { exact: true });
    await online.check();
    await expect(page).toHaveURL(/\/buy_USDT\?fiat=GBP&sort=completion&online=1$/);
    await settled(page);
    expect(new Set(await presences(page))).toEqual(new Set(['online:Online']));
    expectBestFirst(await figures(page, /(\d+\.\d+)% completion/));

    // An amount no ad takes: the empty state names the online filter and offers everyone.
    await page.getByLabel('Amount', { exact: true }).fill('99999999');
    await expect(page).toHaveURL(/amount=99999999&sort=completion&online=1$/);
    const empty = page.getByTestId('market-empty');
    await expect(empty).toContainText('No advertiser is online for these filters right now.');
    await empty.getByRole('link', { name: 'Show all advertisers' }).click();
    await expect(page).toHaveURL(/\/buy_USDT\?fiat=GBP&amount=99999999&sort=completion$/);
    await expect(online).not.toBeChecked();
    await expect(empty).toContainText('No records found');
    await expect(empty.getByRole('link')).toHaveCount(0);
  });

  test('the order panel says whether the advertiser is online and how fast they release', async ({
    page,
  }) => {
    await loginAs(page, 'verified', '/buy_USDT?fiat=GBP');
    await hydrated(page);
    const row = rows(page)
      .filter({ has: page.locator('[data-trade="open"]') })
      .first();
    const said = await row.locator('[data-presence]').textContent();
    await row.locator('[data-trade="open"]').click();
    const dialog = page.getByRole('dialog', { name: 'Buy USDT' });
    await expect(dialog.locator('[data-presence]')).toHaveText(said ?? 'Online');
    await expect(dialog.locator('[data-field="release"]')).toHaveText(
      /^(Releases in ~\d+ min|Release time —)$/,
    );
  });
});

test('MaxMerch shows as last seen until he logs in, then online, on his profile and rows (en, fa)', async ({
  browser,
  baseURL,
}) => {
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto('/buy_USDT?fiat=GBP');
  const maxRow = rows(visitor)
    .filter({ has: visitor.getByRole('link', { name: 'MaxMerch', exact: true }) })
    .first();
  const profile = (await maxRow.locator('.market-nickname').getAttribute('href')) ?? '';
  expect(profile).toMatch(/^\/addetail\/\d+$/);
  await expect(maxRow.locator('[data-presence]')).toHaveAttribute('data-presence', 'offline');
  await expect(maxRow.locator('[data-presence]')).toHaveText(EN_SEEN);

  await visitor.goto(profile);
  const presence = visitor.getByTestId('profile-presence');
  await expect(presence).toHaveAttribute('data-presence', 'offline');
  await expect(presence).toHaveText(EN_SEEN);
  await expect(visitor.locator('[data-stat="avgRelease"] dd').first()).toHaveText(
    /^(\d+ s|\d+ min \d{2} s|\d+ h \d{2} min|None yet)$/,
  );

  // MaxMerch opens the site in his own browser: he is online while he is there.
  const merchantContext = await browser.newContext({ baseURL });
  const merchant = await merchantContext.newPage();
  await loginAs(merchant, 'merchant', '/myads');

  await visitor.reload();
  await expect(presence).toHaveAttribute('data-presence', 'online');
  await expect(presence).toHaveText('Online');

  await visitor.goto(`/fa${profile}`);
  await expect(visitor.getByTestId('profile-presence')).toHaveText('آنلاین');
  await expect(visitor.locator('[data-stat="avgRelease"] dd').first()).toHaveText(
    /^(\u2068?\d+\u2069? ثانیه|\u2068?\d+\u2069? دقیقه \u2068?\d+\u2069? ثانیه|.*ساعت.*|هنوز ندارد)$/,
  );
  await visitor.goto('/fa/buy_USDT?fiat=GBP&online=1');
  const faRow = rows(visitor)
    .filter({ has: visitor.getByRole('link', { name: 'MaxMerch', exact: true }) })
    .first();
  await expect(faRow.locator('[data-presence]')).toHaveText('آنلاین');

  await merchantContext.close();
  await visitor.context().close();
});
