import { get as httpGet } from 'node:http';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { seoLinks } from './support/seo';
import { LOCALES } from '@/i18n/locales';

/**
 * Issue 15, item 3: one public origin (PUBLIC_SITE_URL; each worker's server has the default,
 * its own listening address = `baseURL`), trailing slashes, self-canonical market pages,
 * advertiser-only profiles, Open Graph / Twitter meta and structured data. The canonical and
 * alternates themselves are in seo.spec.ts; a server with another PUBLIC_SITE_URL in server.spec.ts.
 */

const EVIL = 'evil.example';

/**
 * A GET with a Host (and X-Forwarded-Host) a client chose, as a cache-poisoning attacker sends
 * it: node's own client, since a browser context always sends the real host.
 */
function getWithHost(base: string, path: string) {
  return new Promise<{ status: number; location: string; body: string }>((resolve, reject) => {
    const url = new URL(path, base);
    const req = httpGet(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        headers: { host: EVIL, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https' },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? '', body }),
        );
      },
    );
    req.on('error', reject);
  });
}

/** The `merchant` persona's user id (an advertiser: certified, with ads on the GBP market). */
async function merchantId(request: APIRequestContext) {
  const ads = (await (
    await request.get('/api/c2c/v3/public/merchant/all/ad?side=buy&coin=USDT&fiat=GBP&pageSize=100')
  ).json()) as { data: { items: { advertiser: { userId: number; nickname: string } }[] } };
  const id = ads.data.items.find((a) => a.advertiser.nickname === 'MaxMerch')?.advertiser.userId;
  if (!id) throw new Error('MaxMerch has no ad');
  return id;
}

/** The `verified` persona's user id: identity-verified, never posted an ad. */
async function verifiedId(request: APIRequestContext) {
  const session = (await (
    await request.post('/api/sandbox/session', { data: { persona: 'verified' } })
  ).json()) as { data: { token: string } };
  const info = (await (
    await request.get('/api/c2c/v3/user/info', { headers: { token: session.data.token } })
  ).json()) as { data: { userId: number } };
  return info.data.userId;
}

test('a Host or X-Forwarded-Host a client sends is never reflected', async ({
  baseURL,
  request,
}) => {
  const base = baseURL ?? '';
  const profile = `/addetail/${await merchantId(request)}`;
  for (const path of [
    '/buy_USDT',
    '/fa/buy_USDT?page=2',
    '/thirdParty',
    '/thirdParty/faq',
    profile,
    '/sitemap.xml',
    '/robots.txt',
  ]) {
    const { status, body } = await getWithHost(base, path);
    expect(status, path).toBe(200);
    expect(body, path).not.toContain(EVIL);
    expect(body, path).toContain(`${base}/`);
  }
  for (const path of ['/login?returnUrl=%2Fsell_BTC', '/myorder', '/fa/usercenter']) {
    const { status, location } = await getWithHost(base, path);
    expect(status, path).toBe(302);
    expect(location, path).not.toContain(EVIL);
    expect(new URL(location, base).searchParams.get('returnUrl'), path).toMatch(
      new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`),
    );
  }
});

test('a page with a trailing slash moves permanently to the address without it', async ({
  request,
}) => {
  for (const [from, to] of [
    ['/buy_USDT/?fiat=EUR', '/buy_USDT?fiat=EUR'],
    ['/thirdParty/', '/thirdParty'],
    ['/fa/buy_USDT/', '/fa/buy_USDT'],
    ['/thirdParty/faq/', '/thirdParty/faq'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
  // The roots keep their form: `/` and `/fa/` go on to the home market as before.
  for (const [root, home] of [
    ['/', '/buy_USDT'],
    ['/fa/', '/fa/buy_USDT'],
  ] as const) {
    const response = await request.get(root, { maxRedirects: 0 });
    expect(response.status(), root).toBe(302);
    expect(response.headers().location, root).toBe(home);
  }
});

test('page 2 and another fiat of a market are their own canonical; view state is not', async ({
  page,
  baseURL,
}) => {
  await page.goto('/buy_USDT?sort=orders&page=2&amount=100&online=1');
  let links = await seoLinks(page);
  expect(links.canonical).toBe(`${baseURL}/buy_USDT?page=2`);
  expect(links.alternates.fa).toBe(`${baseURL}/fa/buy_USDT?page=2`);
  expect(links.alternates['x-default']).toBe(`${baseURL}/buy_USDT?page=2`);

  await page.goto('/fa/sell_BTC?page=3&payment=sepa&fiat=eur&sort=completion');
  links = await seoLinks(page);
  expect(links.canonical).toBe(`${baseURL}/fa/sell_BTC?fiat=EUR&payment=sepa&page=3`);
  expect(links.alternates.en).toBe(`${baseURL}/sell_BTC?fiat=EUR&payment=sepa&page=3`);
  expect(links.count).toBe(14);

  await page.goto('/buy_USDT?page=1&fiat=USD&sort=orders');
  expect((await seoLinks(page)).canonical).toBe(`${baseURL}/buy_USDT`);
});

test("an advertiser has a profile; anyone else's id is the 404 page", async ({ request }) => {
  const advertiser = await request.get(`/addetail/${await merchantId(request)}`);
  expect(advertiser.status()).toBe(200);
  expect(await advertiser.text()).not.toContain('name="robots"');

  const id = await verifiedId(request);
  for (const path of [`/addetail/${id}`, `/fa/addetail/${id}`]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:title');
  }
});

/** Every Open Graph / Twitter meta of the page as `{ key: [values] }`. */
async function socialMeta(page: Page) {
  const pairs = await page
    .locator('meta[property^="og:"], meta[name^="twitter:"]')
    .evaluateAll((metas) =>
      metas.map((m) => [
        m.getAttribute('property') ?? m.getAttribute('name') ?? '',
        m.getAttribute('content') ?? '',
      ]),
    );
  const out: Record<string, string[]> = {};
  for (const [key, content] of pairs) (out[key ?? ''] ??= []).push(content ?? '');
  return out;
}

/** Every JSON-LD block of the page, parsed (a block that does not parse fails the test). */
async function jsonLd(page: Page): Promise<{ '@type': string; [key: string]: unknown }[]> {
  const texts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ''));
  return texts.map((text) => JSON.parse(text) as { '@type': string });
}

for (const { prefix, ogLocale, title } of [
  { prefix: '', ogLocale: 'en_US', title: 'Buy USDT' },
  { prefix: '/fa', ogLocale: 'fa_IR', title: 'USDT' },
]) {
  test(`${prefix || '/en'}: Open Graph and Twitter meta, absolute, with Organization and WebSite data`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${prefix}/buy_USDT`);
    const meta = await socialMeta(page);
    const pageTitle = await page.title();
    expect(meta['og:title']).toEqual([pageTitle]);
    expect(pageTitle).toContain(title);
    expect(meta['og:description']).toEqual([
      (await page.locator('meta[name="description"]').getAttribute('content')) ?? '',
    ]);
    expect(meta['og:url']).toEqual([`${baseURL}${prefix}/buy_USDT`]);
    expect(meta['og:type']).toEqual(['website']);
    expect(meta['og:site_name']?.[0]).toBeTruthy();
    expect(meta['og:locale']).toEqual([ogLocale]);
    expect(meta['og:locale:alternate']).toHaveLength(LOCALES.length - 1);
    expect(meta['og:image']).toEqual([`${baseURL}/og-image.png`]);
    expect(meta['twitter:card']).toEqual(['summary_large_image']);
    expect(meta['twitter:image']).toEqual([`${baseURL}/og-image.png`]);
    const image = await page.request.get('/og-image.png');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\/png/);

    const data = await jsonLd(page);
    expect(data.map((d) => d['@type'])).toEqual(['Organization', 'WebSite']);
    expect(data[0]).toMatchObject({ url: `${baseURL}/`, logo: `${baseURL}/og-image.png` });
  });

  test(`${prefix || '/en'}: the profile and the card FAQ sit under their parent (BreadcrumbList)`, async ({
    page,
    baseURL,
  }) => {
    const profile = `${prefix}/addetail/${await merchantId(page.request)}`;
    await page.goto(profile);
    expect((await socialMeta(page))['og:type']).toEqual(['profile']);
    const profileData = await jsonLd(page);
    const trail = profileData.find((d) => d['@type'] === 'BreadcrumbList');
    expect(profileData.some((d) => d['@type'] === 'ProfilePage')).toBe(true);
    expect(trail?.itemListElement).toEqual([
      expect.objectContaining({ position: 1, item: `${baseURL}${prefix}/buy_USDT` }),
      expect.objectContaining({ position: 2, name: 'MaxMerch', item: `${baseURL}${profile}` }),
    ]);

    await page.goto(`${prefix}/thirdParty/faq`);
    const faqData = await jsonLd(page);
    expect(faqData.map((d) => d['@type']).sort()).toEqual(['BreadcrumbList', 'FAQPage']);
    expect(faqData.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement).toEqual([
      expect.objectContaining({ position: 1, item: `${baseURL}${prefix}/thirdParty` }),
      expect.objectContaining({ position: 2, item: `${baseURL}${prefix}/thirdParty/faq` }),
    ]);
    expect((await socialMeta(page))['og:url']).toEqual([`${baseURL}${prefix}/thirdParty/faq`]);
  });
}
