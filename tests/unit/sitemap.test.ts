import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@/client/http';
import { marketPages, publicPagePaths, type PublicPageKind } from '@/config/public-pages';
import { HOME_PATH } from '@/config/routes';
import { LOCALES } from '@/i18n/locales';
import { escapeXml, sitemapXml } from '@/i18n/sitemap';

const origin = 'https://p2p.example.com';

/** An API client whose every call answers `data`, or fails when `data` is an Error. */
function fakeApi(data: unknown): ApiClient {
  return {
    call: () => (data instanceof Error ? Promise.reject(data) : Promise.resolve(data)),
  } as ApiClient;
}

const coin = (code: string) => ({ coin: code, name: code, scale: 2 });

describe('public pages', () => {
  it('lists the buy and sell market of every coin, the default market first', async () => {
    const api = fakeApi({ coins: [coin('BTC'), coin('USDT')], fiats: [], paymentMethods: [] });
    expect(await publicPagePaths(api)).toEqual([HOME_PATH, '/buy_BTC', '/sell_BTC', '/sell_USDT']);
  });

  it('skips coins that make no valid market path', async () => {
    const api = fakeApi({ coins: [coin('ABCDEFGHIJK')], fiats: [], paymentMethods: [] });
    expect(await marketPages.paths(api)).toEqual([HOME_PATH]);
  });

  it('falls back to the default market when the coin list cannot be had', async () => {
    expect(await publicPagePaths(fakeApi(new Error('501')))).toEqual([HOME_PATH]);
  });

  it('keeps the other kinds when one kind fails', async () => {
    const broken: PublicPageKind = { name: 'broken', paths: () => Promise.reject(new Error()) };
    const card: PublicPageKind = { name: 'card', paths: async () => ['/thirdParty'] };
    expect(await publicPagePaths(fakeApi(null), [broken, card])).toEqual(['/thirdParty']);
  });
});

describe('sitemapXml', () => {
  const xml = sitemapXml(origin, ['/buy_USDT', '/sell_BTC']);

  it('has one url per page per locale, each with every alternate and x-default', () => {
    expect(xml.match(/<url>/g)).toHaveLength(2 * LOCALES.length);
    expect(xml.match(/<xhtml:link /g)).toHaveLength(2 * LOCALES.length * (LOCALES.length + 1));
    expect(xml).toContain(`<loc>${origin}/zh-tc/sell_BTC</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/buy_USDT"/>`,
    );
  });

  it('declares the sitemap and xhtml namespaces', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('escapes what XML cannot carry as it is', () => {
    expect(escapeXml(`/a?b=1&c="<'>"`)).toBe('/a?b=1&amp;c=&quot;&lt;&apos;&gt;&quot;');
  });
});
