import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { freePort, runServer } from './support/server';

/**
 * The visitor's HTML cache in the built server (issue 16, item 1; the rules are unit-tested in
 * html-cache.test.ts): a page a shared cache may keep is served from memory to the next visitor
 * with the same address and headers, never a logged-in page, and never across languages. A
 * logged-in page the same for every user is kept per kind of user and filled with each user's
 * own values (personal-page.test.ts).
 */
test('a visitor’s page is served again from memory; a logged-in one never', async ({ request }) => {
  const port = await freePort();
  const server = runServer({ PORT: String(port), HTML_CACHE_MS: '60000' });
  try {
    await server.ready();
    const base = `http://127.0.0.1:${port}`;
    const first = await request.get(`${base}/thirdParty/faq`);
    expect(first.status()).toBe(200);
    expect(first.headers()['x-cache']).toBeUndefined();
    const second = await request.get(`${base}/thirdParty/faq`);
    expect(second.headers()['x-cache']).toBe('hit');
    expect(await second.text()).toBe(await first.text());
    // Another language is another page.
    const persian = await request.get(`${base}/fa/thirdParty/faq`);
    expect(persian.headers()['x-cache']).toBeUndefined();

    const login = await request.post(`${base}/api/sandbox/session`, {
      data: { persona: 'verified' },
    });
    const { token } = (await login.json()).data as { token: string };
    for (let i = 0; i < 2; i += 1) {
      const mine = await request.get(`${base}/thirdParty/faq`, {
        headers: { cookie: `token=${token}` },
      });
      expect(mine.headers()['cache-control']).toBe('private, no-store');
      // Not the visitor's page: their own (the header says who they are).
      expect(await mine.text()).toContain('ve***@example.com');
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});

/**
 * A built server that keeps pages for a minute, with a way to log a demo persona in (its
 * session token) and to open a page as a token's user in a browser context of its own.
 */
async function withKeepingServer(
  request: APIRequestContext,
  browser: Browser,
  run: (site: {
    base: string;
    login: (persona: string) => Promise<string>;
    visit: (
      token: string,
      path: string,
    ) => Promise<{ context: BrowserContext; tab: Page; cache?: string }>;
  }) => Promise<void>,
) {
  const port = await freePort();
  const server = runServer({ PORT: String(port), HTML_CACHE_MS: '60000' });
  try {
    await server.ready();
    const base = `http://127.0.0.1:${port}`;
    await run({
      base,
      login: async (persona) => {
        const answer = await request.post(`${base}/api/sandbox/session`, { data: { persona } });
        return ((await answer.json()).data as { token: string }).token;
      },
      visit: async (token, path) => {
        const context = await browser.newContext();
        await context.addCookies([{ name: 'token', value: token, url: base }]);
        const tab = await context.newPage();
        const answer = await tab.goto(`${base}${path}`);
        return { context, tab, cache: answer?.headers()['x-cache'] };
      },
    });
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

test('a logged-in help page is rendered once per kind of user and filled with each user’s own values', async ({
  request,
  browser,
}) => {
  await withKeepingServer(request, browser, async ({ base, login, visit }) => {
    const [verified, merchant, wallet] = [
      await login('verified'),
      await login('merchant'),
      await login('wallet'),
    ];
    const faq = (token: string) =>
      request.get(`${base}/thirdParty/faq`, { headers: { cookie: `token=${token}` } });

    const first = await faq(verified);
    expect(first.headers()['x-cache']).toBeUndefined();
    expect(await first.text()).toContain('ve***@example.com');

    // Another account user of the same kind: the kept page, with the merchant's values only.
    const second = await faq(merchant);
    expect(second.headers()['x-cache']).toBe('hit');
    expect(second.headers()['content-encoding']).toBe('gzip');
    expect(second.headers()['cache-control']).toBe('private, no-store');
    const page = await second.text();
    for (const own of ['me***@example.com', 'inviteCode=MERC0003', '"uid":"10000003"'])
      expect(page).toContain(own);
    for (const other of ['ve***@example.com', 'VERI0002', '10000002'])
      expect(page).not.toContain(other);

    // A client without gzip gets the kept page through Astro (compressed as it streams), with
    // the headers it was kept with, each once.
    const brotli = await request.get(`${base}/thirdParty/faq`, {
      headers: { cookie: `token=${merchant}`, 'accept-encoding': 'br' },
    });
    expect(brotli.headers()['x-cache']).toBe('hit');
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(await brotli.text()).toBe(page);
    const { vary: varyHeader } = brotli.headers();
    const vary = varyHeader!.toLowerCase().split(/\s*,\s*/);
    expect(vary.sort()).toEqual([...new Set(vary)].sort());
    expect(vary).toEqual(expect.arrayContaining(['cookie', 'accept-language']));

    // A wallet user is another kind (other menus): rendered for them.
    const third = await faq(wallet);
    expect(third.headers()['x-cache']).toBeUndefined();

    // In the browser (its own headers, so its own key): the verified user's visit keeps the
    // page, the merchant's is read from it, as theirs.
    const before = await visit(verified, '/thirdParty/faq');
    expect(before.cache).toBeUndefined();
    await before.context.close();
    const { context, tab, cache } = await visit(merchant, '/thirdParty/faq');
    expect(cache).toBe('hit');
    await expect(tab.getByTestId('user-identity')).toContainText('me***@example.com');
    expect(
      await tab.evaluate(
        () => JSON.parse(document.getElementById('p2p-page-state')!.textContent!).user.uid,
      ),
    ).toBe('10000003');
    await context.close();
  });
});

test('a logged-in market is kept for users who would see the same rows, each with their own viewer', async ({
  request,
  browser,
}) => {
  await withKeepingServer(request, browser, async ({ base, login, visit }) => {
    const [verified, merchant] = [await login('verified'), await login('merchant')];
    const market = (token: string) =>
      request.get(`${base}/buy_USDT`, { headers: { cookie: `token=${token}` } });

    const first = await market(verified);
    expect(first.headers()['x-cache']).toBeUndefined();
    const again = await market(verified);
    expect(again.headers()['x-cache']).toBe('hit');
    expect(again.headers()['content-encoding']).toBe('gzip');
    // The kept page with this user's values is the page rendered for them.
    expect(await again.text()).toBe(await first.text());

    // The merchant sees their own ads as theirs: other rows, rendered for them, their viewer.
    const own = await market(merchant);
    expect(own.headers()['x-cache']).toBeUndefined();
    const page = await own.text();
    expect(page).toContain('"userId":3,');
    expect(page).not.toContain('"userId":2,');
    expect(page).toContain('data-why="own"');

    // In the browser a kept market hydrates from the filled data, and Buy opens the panel.
    const before = await visit(verified, '/buy_USDT');
    await before.context.close();
    const { context, tab, cache } = await visit(verified, '/buy_USDT');
    expect(cache).toBe('hit');
    await expect(tab.locator('.market[data-hydrated]')).toBeAttached({ timeout: 15_000 });
    await tab.locator('[data-testid="market-row"] [data-trade="open"]').first().click();
    await expect(tab.getByRole('dialog', { name: 'Buy USDT' })).toBeVisible();
    await context.close();
  });
});
