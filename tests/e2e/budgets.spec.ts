import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { weighInBrowser } from '../../scripts/lib/browser-weight.mjs';

/**
 * Byte budgets (deterministic, unlike timings), measured as a browser gets them (issue 16, item
 * 2): each page is loaded in Chromium and left until idle; every script it fetched counts per
 * file, compressed as the server sent it, plus its inline scripts; what loads at idle (islands
 * hydrating at idle, the bell's socket listener) counts, since it loads on every visit. Pages
 * without islands ship no React and no zod, only the shell's small custom elements; the market
 * ships its island within its own budget. Raise a budget only with a reason in the commit.
 */
const KB = 1024;
/**
 * Pages without islands, logged out and in: the shell, and logged in the bell's live count too
 * (the socket client and its listener, ~2.5 KB at idle).
 */
const NO_ISLAND_BUDGET = 10 * KB;
/** The market, logged out and in. */
const MARKET_BUDGET = 90 * KB;
/** Issue 5 and 6: every form route and the card purchase page. */
const FORM_BUDGET = 130 * KB;

type Persona = 'verified' | 'merchant';

/** Weighs `path` for a visitor or a logged-in persona, and says which scripts went over. */
async function weigh(page: Page, path: string, persona: Persona | null) {
  if (persona) {
    const login = await page.request.post('/api/sandbox/session', { data: { persona } });
    expect(login.ok()).toBe(true);
  }
  const weight = await weighInBrowser(page, path);
  const where = `${path}${persona ? ` (${persona})` : ''}: ${weight.scripts
    .map((s) => `${s.path} ${s.bytes} ${s.encoding}`)
    .join(', ')}`;
  expect(weight.scripts.length, where).toBeGreaterThan(0);
  // Every script is served compressed, unless compressing it would not make it smaller.
  for (const script of weight.scripts)
    expect(script.encoding === 'identity' ? script.bytes < 1024 : true, where).toBe(true);
  return { ...weight, where };
}

const react = (scripts: { path: string }[]) =>
  scripts.filter((s) => /\/_astro\/(client|react)\./.test(s.path)).map((s) => s.path);

for (const persona of [null, 'verified'] as const) {
  const who = persona ? 'logged in' : 'a visitor';
  const budget = NO_ISLAND_BUDGET;
  for (const path of [
    '/no-such-page',
    '/fa/no-such-page',
    '/thirdParty/faq',
    '/fa/thirdParty/disclaimer',
  ]) {
    test(`${path} for ${who} (no islands) loads no React and at most ${budget} bytes of JavaScript`, async ({
      page,
    }) => {
      const weight = await weigh(page, path, persona);
      expect(react(weight.scripts), weight.where).toEqual([]);
      expect(weight.firstLoad, weight.where).toBeLessThanOrEqual(budget);
      // The every-page code is one file (scripts/lib/shell-chunk.ts) beside the layout's and the
      // toasts' two entry stubs; logged in, the bell's listener and socket client come at idle.
      const files = weight.scripts.filter((s) => s.phase === 'load').map((s) => s.path);
      expect(
        files.filter((f) => /\/_astro\/shell\./.test(f)),
        weight.where,
      ).toHaveLength(1);
      expect(files.length, weight.where).toBeLessThanOrEqual(persona ? 6 : 3);
    });
  }

  for (const path of ['/buy_USDT', '/fa/sell_BTC']) {
    test(`${path} for ${who} loads at most ${MARKET_BUDGET} bytes of JavaScript until idle`, async ({
      page,
    }) => {
      const weight = await weigh(page, path, persona);
      expect(weight.firstLoad, weight.where).toBeLessThanOrEqual(MARKET_BUDGET);
    });
  }
}

/**
 * Advertiser profiles (issue 16, item 2): the ads are HTML and React loads with the order panel
 * on the first Trade click, so the first load is the shell and the profile's small element.
 */
const PROFILE_BUDGET = 12 * KB;

/** The merchant persona's user id (whose public profile lists ads). */
async function merchantId(request: APIRequestContext) {
  const login = await request.post('/api/sandbox/session', { data: { persona: 'merchant' } });
  const { token } = (await login.json()).data as { token: string };
  const info = await request.get('/api/c2c/v3/user/info', { headers: { token } });
  return ((await info.json()).data as { userId: number }).userId;
}

for (const persona of [null, 'verified'] as const) {
  const budget = PROFILE_BUDGET;
  test(`an advertiser's profile for ${persona ? 'a logged-in user' : 'a visitor'} loads no React and at most ${budget} bytes of JavaScript`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    const api = await playwright.request.newContext({ baseURL });
    const id = await merchantId(api);
    await api.dispose();
    for (const path of [`/addetail/${id}`, `/fa/addetail/${id}`]) {
      const weight = await weigh(page, path, persona);
      expect(react(weight.scripts), weight.where).toEqual([]);
      expect(weight.firstLoad, weight.where).toBeLessThanOrEqual(budget);
    }
  });
}

const FORM_ROUTES: [string, Persona | null][] = [
  ['/thirdParty', null],
  ['/fa/thirdParty', null],
  ['/payment', 'verified'],
  ['/usercenter', 'verified'],
  ['/becomeMember', 'verified'],
  ['/authAdvertising', 'merchant'],
  ['/releaseAdvertising', 'merchant'],
  ['/myads', 'merchant'],
];

for (const [path, persona] of FORM_ROUTES) {
  test(`${path}${persona ? ` (${persona})` : ''} loads at most ${FORM_BUDGET} bytes of JavaScript until idle`, async ({
    page,
  }) => {
    const weight = await weigh(page, path, persona);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(weight.firstLoad, weight.where).toBeLessThanOrEqual(FORM_BUDGET);
  });
}
