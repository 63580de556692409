import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/i18n/locales';
import {
  breadcrumbJsonLd,
  jsonLdScript,
  ogLocale,
  siteJsonLd,
  socialMeta,
  type MetaTag,
} from '@/shell/seo';

/** Issue 15, item 3: Open Graph, Twitter and structured data of public pages. */

const SITE = 'https://p2p.example';
const value = (meta: MetaTag[], key: string) =>
  meta.filter((m) => m.key === key).map((m) => m.content);

describe('Open Graph and Twitter meta', () => {
  const meta = socialMeta({
    locale: 'fa',
    title: 'خرید USDT | P2P',
    description: 'توضیح',
    siteName: 'P2P',
    url: `${SITE}/fa/buy_USDT`,
    image: `${SITE}/og-image.png`,
    type: 'website',
  });

  it('repeats the title, description and canonical with an absolute image', () => {
    expect(value(meta, 'og:title')).toEqual(['خرید USDT | P2P']);
    expect(value(meta, 'og:description')).toEqual(['توضیح']);
    expect(value(meta, 'og:url')).toEqual([`${SITE}/fa/buy_USDT`]);
    expect(value(meta, 'og:type')).toEqual(['website']);
    expect(value(meta, 'og:site_name')).toEqual(['P2P']);
    expect(value(meta, 'og:image')).toEqual([`${SITE}/og-image.png`]);
    expect(value(meta, 'twitter:card')).toEqual(['summary_large_image']);
    expect(value(meta, 'twitter:image')).toEqual([`${SITE}/og-image.png`]);
    expect(meta.filter((m) => m.key.startsWith('og:')).every((m) => m.attr === 'property')).toBe(
      true,
    );
    expect(meta.filter((m) => m.key.startsWith('twitter:')).every((m) => m.attr === 'name')).toBe(
      true,
    );
  });

  it("names the locale in Open Graph's form with every other one as an alternate", () => {
    expect(value(meta, 'og:locale')).toEqual(['fa_IR']);
    const alternates = value(meta, 'og:locale:alternate');
    expect(alternates).toHaveLength(LOCALES.length - 1);
    expect(alternates).not.toContain('fa_IR');
    expect(alternates).toContain('pt_BR');
    for (const { code } of LOCALES) expect(ogLocale(code)).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
    expect(new Set(LOCALES.map((l) => ogLocale(l.code))).size).toBe(LOCALES.length);
  });
});

describe('structured data', () => {
  it('describes the site as one Organization publishing one WebSite', () => {
    const [org, site] = siteJsonLd({
      locale: 'pt',
      origin: SITE,
      siteName: 'P2P',
      description: 'd',
      logo: `${SITE}/og-image.png`,
    });
    expect(org).toMatchObject({
      '@type': 'Organization',
      url: `${SITE}/`,
      logo: `${SITE}/og-image.png`,
    });
    expect(site).toMatchObject({
      '@type': 'WebSite',
      url: `${SITE}/`,
      inLanguage: 'pt-BR',
      publisher: { '@id': `${SITE}/#organization` },
    });
  });

  it('numbers a breadcrumb trail from the top', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Buy USDT', url: `${SITE}/buy_USDT` },
        { name: 'MaxMerch', url: `${SITE}/addetail/2` },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Buy USDT', item: `${SITE}/buy_USDT` },
      { '@type': 'ListItem', position: 2, name: 'MaxMerch', item: `${SITE}/addetail/2` },
    ]);
  });

  it('cannot be closed by what a name holds', () => {
    const text = jsonLdScript(
      breadcrumbJsonLd([{ name: '</script><script>alert(1)</script>\u2028', url: SITE }]),
    );
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text).itemListElement[0].name).toBe(
      '</script><script>alert(1)</script>\u2028',
    );
  });
});
