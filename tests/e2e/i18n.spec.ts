import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { LOCALES } from '@/i18n/locales';
import { loginAs } from './support/session';

/**
 * "No English left on non-English pages except names": every English UI text that a locale
 * translates differently must not appear on that locale's pages, neither as visible text nor in
 * the attributes assistive technology reads (aria-label, title) or scripts show later
 * (`data-text-*`, `data-label-*`). Texts a locale keeps identical (brand names such as SCS or
 * DAO, "VIP {level}") are allowed by construction.
 */

const root = join(process.cwd(), 'locales');
function dictionary(code: string): Record<string, string> {
  return Object.assign(
    {},
    ...readdirSync(join(root, code))
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(root, code, f), 'utf8')) as Record<string, string>),
  );
}
const english = dictionary('en');

const wordIn = (fragment: string) =>
  new RegExp(`(?<![A-Za-z])${fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`);

/**
 * The English fragments (between placeholders) a locale must not show: those of texts it
 * translates differently, unless the locale's own texts use the same word (French "Service").
 */
function forbiddenFragments(code: string) {
  const own = dictionary(code);
  const ownText = Object.values(own).join('\n');
  return Object.entries(english)
    .filter(([key, value]) => own[key] !== value)
    .flatMap(([, value]) => value.split(/\{\w+\}/))
    .map((fragment) => fragment.trim())
    .filter((fragment) => /[A-Za-z]{3}/.test(fragment) && !wordIn(fragment).test(ownText));
}

/** Text content (no scripts/styles) plus the attributes that carry UI text. */
async function uiText(page: Page) {
  return page.evaluate(() => {
    const parts: string[] = [document.title];
    const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement?.tagName;
      // What people wrote (a chat message, an ad's auto-reply) is theirs, not the interface's.
      if (node.parentElement?.closest('[data-user-text]')) continue;
      if (parent !== 'SCRIPT' && parent !== 'STYLE') parts.push(node.textContent ?? '');
    }
    for (const template of document.querySelectorAll('template'))
      parts.push(template.content.textContent ?? '');
    for (const el of document.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        if (
          /^(aria-label|title|placeholder|alt|content|data-text-.*|data-label-.*)$/.test(attr.name)
        )
          parts.push(attr.value);
      }
    }
    return parts.join('\n');
  });
}

/**
 * Names that stay as they are in every language: payment brands, and the exchange's own data
 * (coin names come from the API in one language, like advertisers' nicknames). Generic
 * payment-method names ("Bank Transfer", "Cash in person") are translated by code, so they are
 * not here: on a non-English page they would be English UI text.
 */
const NAMES = ['Apple Pay', 'Google Pay', 'USD Coin', 'Bitcoin Cash'];

function englishFound(page: string, fragments: string[]) {
  const text = NAMES.reduce((rest, name) => rest.replaceAll(name, ''), page);
  return fragments.filter((fragment) => wordIn(fragment).test(text));
}

/** The public profile of the `merchant` persona (`/addetail/{id}`). */
async function merchantProfile(page: Page) {
  const ads = (await (
    await page.request.get(
      '/api/c2c/v3/public/merchant/all/ad?side=buy&coin=USDT&fiat=GBP&pageSize=100',
    )
  ).json()) as { data: { items: { advertiser: { userId: number; nickname: string } }[] } };
  const merchant = ads.data.items.find((a) => a.advertiser.nickname === 'MaxMerch');
  return `/addetail/${merchant?.advertiser.userId}`;
}

for (const locale of LOCALES.filter((l) => l.code !== 'en')) {
  test(`/${locale.slug}/ pages show no English UI text`, async ({ page }) => {
    const fragments = forbiddenFragments(locale.code);
    const paths = ['/buy_USDT', '/sell_BTC', '/no-such-page', '/thirdParty', '/thirdParty/faq'];
    for (const path of [...paths, '/thirdParty/disclaimer', await merchantProfile(page)]) {
      await page.goto(`/${locale.slug}${path}`);
      expect(englishFound(await uiText(page), fragments), `${locale.slug}${path}`).toEqual([]);
    }
  });
}

test('the check itself catches English on a page', async ({ page }) => {
  await page.goto('/buy_USDT');
  expect(englishFound(await uiText(page), forbiddenFragments('fa'))).toContain('Log in');
});

const ACCOUNT_PAGES = {
  verified: ['/buy_USDT', '/sell_USDT', '/myorder', '/payment', '/usercenter', '/becomeMember'],
  wallet: ['/buy_USDT', '/sell_USDT', '/myorder'],
  merchant: ['/authAdvertising', '/releaseAdvertising', '/myads'],
} as const;

for (const persona of ['verified', 'wallet', 'merchant'] as const) {
  test(`a logged-in ${persona} user's Persian and Japanese pages show no English UI text`, async ({
    page,
  }) => {
    await loginAs(page, persona, '/fa/buy_USDT');
    for (const locale of ['fa', 'ja']) {
      for (const path of ACCOUNT_PAGES[persona]) {
        await page.goto(`/${locale}${path}`);
        await page.waitForLoadState('networkidle');
        expect(
          englishFound(await uiText(page), forbiddenFragments(locale)),
          `${locale}${path}`,
        ).toEqual([]);
      }
    }
  });
}

test('a Persian order page and appeal page show no English UI text', async ({ page }) => {
  await loginAs(page, 'verified', '/fa/buy_USDT');
  const ads = (await (
    await page.request.get('/api/c2c/v3/public/merchant/all/ad?side=buy&coin=USDT&fiat=GBP')
  ).json()) as {
    data: {
      items: {
        id: number;
        price: string;
        minLimit: string;
        conditions: { minRegisteredDays: number | null; minCompletedTrades: number | null };
      }[];
    };
  };
  const ad = ads.data.items.find(
    (a) => a.conditions.minRegisteredDays === null && a.conditions.minCompletedTrades === null,
  );
  const placed = (await (
    await page.request.post('/api/c2c/v3/order/proceed', {
      data: { adId: ad?.id, price: ad?.price, amount: ad?.minLimit },
    })
  ).json()) as { data: { orderNo: string } };
  for (const path of [
    `/order/detail/${placed.data.orderNo}`,
    `/complaint/create/${placed.data.orderNo}`,
  ]) {
    await page.goto(`/fa${path}`);
    await page.waitForLoadState('networkidle');
    expect(englishFound(await uiText(page), forbiddenFragments('fa')), path).toEqual([]);
  }
  await page.request.post('/api/sandbox/reset');
});
