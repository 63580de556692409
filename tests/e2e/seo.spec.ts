import { expect, test } from './support/fixtures';
import { seoLinks } from './support/seo';
import { HOME_PATH } from '@/config/routes';
import { LOCALES } from '@/i18n/locales';
import { localePath } from '@/i18n/paths';

/**
 * Architecture section 6: which language a page is served in (cookie > URL > browser > en), the
 * language switch, and what crawlers see (canonical, alternates, sitemap, robots.txt).
 */

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

test('<html> carries the BCP 47 tag and the direction of the locale', async ({ page }) => {
  await page.goto('/buy_USDT');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.goto('/fa/buy_USDT');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('every language version declares its canonical and the same 14 alternates', async ({
  page,
  baseURL,
}) => {
  const expected = {
    ...Object.fromEntries(
      LOCALES.map((l) => [l.tag, `${baseURL}${localePath(l.code, '/buy_USDT')}`]),
    ),
    'x-default': `${baseURL}/buy_USDT`,
  };
  await page.goto('/buy_USDT?invitationCode=ABC123');
  const en = await seoLinks(page);
  expect(en.canonical).toBe(`${baseURL}/buy_USDT`);
  expect(en.count).toBe(14);
  expect(en.alternates).toEqual(expected);

  await page.goto('/fa/buy_USDT');
  const fa = await seoLinks(page);
  expect(fa.canonical).toBe(`${baseURL}/fa/buy_USDT`);
  expect(fa.count).toBe(14);
  // Reciprocal: each page lists the other, and both list the same set.
  expect(fa.alternates).toEqual(expected);
  expect(fa.alternates.fa).toBe(fa.canonical);
  expect(en.alternates.en).toBe(en.canonical);
});

test('the error page asks not to be indexed and declares no canonical', async ({ request }) => {
  for (const path of ['/no-such-page', '/fa/sell_bad']) {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
  }
});

test('the sitemap is valid XML listing every locale of the home market with alternates', async ({
  page,
  request,
  baseURL,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/xml/);
  expect(response.headers()['cache-control']).toBe('public, max-age=3600');
  const xml = await response.text();
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9';
    return {
      error: doc.getElementsByTagName('parsererror').length > 0,
      root: doc.documentElement.localName,
      locs: [...doc.getElementsByTagNameNS(ns, 'loc')].map((l) => l.textContent),
      linksPerUrl: [...doc.getElementsByTagNameNS(ns, 'url')].map(
        (u) => u.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link').length,
      ),
    };
  }, xml);
  expect(parsed.error).toBe(false);
  expect(parsed.root).toBe('urlset');
  for (const { code } of LOCALES) {
    expect(parsed.locs).toContain(`${baseURL}${localePath(code, HOME_PATH)}`);
  }
  expect(new Set(parsed.linksPerUrl)).toEqual(new Set([14]));
});

test('robots.txt lets crawlers in, keeps them off non-pages and names the sitemap', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const lines = (await response.text()).split('\n');
  expect(lines).toEqual(
    expect.arrayContaining([
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /sandbox/',
      'Disallow: /login',
      'Disallow: /logout',
      'Disallow: /language',
      `Sitemap: ${baseURL}/sitemap.xml`,
    ]),
  );
});

test('a browser asking for Russian on an English URL is sent to the Russian page', async ({
  request,
}) => {
  const response = await request.get('/sell_BTC?fiat=EUR', {
    headers: { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/ru/sell_BTC?fiat=EUR');
  expect(response.headers().vary).toMatch(/Cookie/);
  expect(response.headers().vary).toMatch(/Accept-Language/);
  expect(response.headers()['cache-control']).toBe('private, no-store');
});

test.describe('a real browser set to Russian', () => {
  test.use({ locale: 'ru-RU' });

  test('lands on the Russian page from an English URL', async ({ page }) => {
    await page.goto('/buy_USDT');
    await expect(page).toHaveURL(/\/ru\/buy_USDT$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });
});

test('a crawler without Accept-Language gets the English page at the English URL', async ({
  request,
}) => {
  const response = await request.get('/buy_USDT', {
    headers: { 'user-agent': GOOGLEBOT },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/<html[^>]* lang="en"/);
  expect(response.headers().vary).toMatch(/Accept-Language/);
});

test('Chinese other than zh-CN and zh-HK is served in traditional Chinese', async ({ request }) => {
  const response = await request.get('/buy_USDT', {
    headers: { 'accept-language': 'zh-TW,zh;q=0.9' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/zh-tc/buy_USDT');
});

test('the language chosen earlier (cookie) wins over the URL prefix', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lang', value: 'fa', url: baseURL ?? '' }]);
  await page.goto('/ko/buy_USDT');
  await expect(page).toHaveURL(/\/fa\/buy_USDT$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('tampered language and theme cookies are ignored and the page renders normally', async ({
  request,
}) => {
  for (const cookie of ['lang=xx; theme=<script>', 'lang=%E0%A4%A; theme=%00', 'lang=; theme=']) {
    const response = await request.get('/buy_USDT', { headers: { cookie }, maxRedirects: 0 });
    expect(response.status(), cookie).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html[^>]* lang="en"/);
    expect(html).toMatch(/<html[^>]* data-theme="sunlight"/);
  }
  const korean = await request.get('/ko/buy_USDT', {
    headers: { cookie: 'lang=xx' },
    maxRedirects: 0,
  });
  expect(korean.status()).toBe(200);
  expect(await korean.text()).toMatch(/<html[^>]* lang="ko"/);
});

test('an unknown locale prefix is the error page', async ({ request }) => {
  const response = await request.get('/xx/buy_USDT', { maxRedirects: 0 });
  expect(response.status()).toBe(404);
});

test('the language switch sets the 7-day cookie and lands on the same page in the new locale', async ({
  request,
  baseURL,
}) => {
  const response = await request.post('/language', {
    form: { code: 'fa', to: '/ko/sell_BTC?fiat=EUR' },
    // A POST is never redirected to the browser's language.
    headers: { origin: baseURL ?? '', 'accept-language': 'ru' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe('/fa/sell_BTC?fiat=EUR');
  const setCookie = response.headers()['set-cookie'] ?? '';
  expect(setCookie).toMatch(/^lang=fa;/);
  expect(setCookie).toMatch(/Max-Age=604800/);
  expect(setCookie).toMatch(/Path=\//);
  expect(setCookie).toMatch(/SameSite=Lax/i);
});

test('after switching language every page stays in it', async ({ page, context, baseURL }) => {
  await page.goto('/buy_USDT');
  const response = await page.request.post('/language', {
    form: { code: 'ja', to: new URL(page.url()).pathname },
    headers: { origin: baseURL ?? '' },
  });
  expect(new URL(response.url()).pathname).toBe('/ja/buy_USDT');
  const cookie = (await context.cookies()).find((c) => c.name === 'lang');
  expect(cookie?.value).toBe('ja');
  const days = (Number(cookie?.expires) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThanOrEqual(7);

  await page.goto('/sell_BTC');
  await expect(page).toHaveURL(/\/ja\/sell_BTC$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});

test('the language switch refuses unknown codes, other sites and off-site targets', async ({
  request,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const unknown = await request.post('/language', {
    form: { code: 'xx', to: '/buy_USDT' },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(unknown.status()).toBe(400);
  expect(unknown.headers()['set-cookie']).toBeUndefined();

  const crossSite = await request.post('/language', {
    form: { code: 'fa', to: '/buy_USDT' },
    headers: { origin: 'https://evil.example' },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);

  const offSite = await request.post('/language', {
    form: { code: 'ko', to: '//evil.example/phish' },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(offSite.status()).toBe(303);
  expect(offSite.headers().location).toBe('/ko/buy_USDT');
});
