import { describe, expect, it } from 'vitest';
import { defaultSiteUrl, parseEnv } from '@/config/env';
import {
  absoluteUrl,
  alternateLinks,
  canonicalUrl,
  currentPageUrl,
  siteOrigin,
} from '@/config/site-url';
import { marketCanonicalQuery } from '@/features/market/canonical-query';
import type { MarketOptions } from '@/features/market/market-types';
import { isAdvertiser } from '@/features/user/profile/advertiser';
import { trailingSlashTarget } from '@/middleware/trailing-slash-target';

/** Issue 15, item 3: one public origin (PUBLIC_SITE_URL) for every absolute URL of the site. */

const SITE = 'https://p2p.example';

describe('PUBLIC_SITE_URL', () => {
  it('defaults to the listening address for local use', () => {
    expect(parseEnv({}).PUBLIC_SITE_URL).toBe('http://localhost:4321');
    expect(parseEnv({ PORT: '8080', HOST: '127.0.0.1' }).PUBLIC_SITE_URL).toBe(
      'http://127.0.0.1:8080',
    );
    // A wildcard address is not one a browser opens; port 80 is http's own.
    expect(parseEnv({ HOST: '0.0.0.0', PORT: '80' }).PUBLIC_SITE_URL).toBe('http://localhost');
    expect(defaultSiteUrl('::1', 4321)).toBe('http://[::1]:4321');
    expect(defaultSiteUrl('::', 4321)).toBe('http://localhost:4321');
    expect(defaultSiteUrl('bad host', 4321)).toBe('http://localhost:4321');
  });

  it('takes an absolute http(s) origin, a trailing slash dropped', () => {
    expect(parseEnv({ PUBLIC_SITE_URL: 'https://p2p.example' }).PUBLIC_SITE_URL).toBe(SITE);
    expect(parseEnv({ PUBLIC_SITE_URL: 'https://P2P.example/' }).PUBLIC_SITE_URL).toBe(SITE);
    expect(parseEnv({ PUBLIC_SITE_URL: 'http://10.0.0.5:8080' }).PUBLIC_SITE_URL).toBe(
      'http://10.0.0.5:8080',
    );
    expect(parseEnv({ PUBLIC_SITE_URL: '' }).PUBLIC_SITE_URL).toBe('http://localhost:4321');
  });

  it('refuses anything else with one sentence', () => {
    const sentence = (value: string) =>
      `Invalid configuration: PUBLIC_SITE_URL must be an absolute http(s) URL without a path, query or fragment (got "${value}").`;
    for (const value of [
      'p2p.example',
      '/p2p',
      'ftp://p2p.example',
      'https://p2p.example/p2p',
      'https://p2p.example?x=1',
      'https://p2p.example#top',
      'https://user:pw@p2p.example',
      'https://',
      'javascript:alert(1)',
    ]) {
      expect(() => parseEnv({ PUBLIC_SITE_URL: value }), value).toThrow(sentence(value));
    }
  });
});

describe('the URL module', () => {
  it('builds every absolute URL on the given origin', () => {
    expect(absoluteUrl('/sitemap.xml', SITE)).toBe('https://p2p.example/sitemap.xml');
    expect(absoluteUrl('og-image.png', SITE)).toBe('https://p2p.example/og-image.png');
    // A path can never turn into another host.
    expect(absoluteUrl('//evil.example/x', SITE)).toBe('https://p2p.example/evil.example/x');
    expect(canonicalUrl('en', '/buy_USDT', undefined, SITE)).toBe(`${SITE}/buy_USDT`);
    expect(canonicalUrl('fa', '/buy_USDT', 'fiat=EUR&page=2', SITE)).toBe(
      `${SITE}/fa/buy_USDT?fiat=EUR&page=2`,
    );
    expect(canonicalUrl('zh-TC', '/', '', SITE)).toBe(`${SITE}/zh-tc/`);
    expect(currentPageUrl('ja', '/myorder', '?status=2', SITE)).toBe(`${SITE}/ja/myorder?status=2`);
  });

  it('gives 13 alternates and x-default carrying the same query', () => {
    const links = alternateLinks('/sell_BTC', new URLSearchParams('page=2'), SITE);
    expect(links).toHaveLength(14);
    expect(links.find((l) => l.hreflang === 'fa')?.href).toBe(`${SITE}/fa/sell_BTC?page=2`);
    expect(links.find((l) => l.hreflang === 'x-default')?.href).toBe(`${SITE}/sell_BTC?page=2`);
    expect(links.every((l) => l.href.startsWith(`${SITE}/`))).toBe(true);
  });

  it('reads the origin from the configuration, not from any request', () => {
    expect(siteOrigin()).toBe(parseEnv().PUBLIC_SITE_URL);
  });
});

describe('trailing slashes', () => {
  it('moves a page with a trailing slash to the address without it', () => {
    expect(trailingSlashTarget('GET', '/buy_USDT/')).toBe('/buy_USDT');
    expect(trailingSlashTarget('HEAD', '/thirdParty/')).toBe('/thirdParty');
    expect(trailingSlashTarget('GET', '/fa/buy_USDT/')).toBe('/fa/buy_USDT');
    expect(trailingSlashTarget('GET', '/thirdParty/faq//')).toBe('/thirdParty/faq');
    expect(trailingSlashTarget('GET', '//evil.example/')).toBe('/evil.example');
    expect(trailingSlashTarget('GET', '/fa//')).toBe('/fa/');
  });

  it('leaves the roots, other methods, the API and canonical paths alone', () => {
    expect(trailingSlashTarget('GET', '/')).toBeNull();
    expect(trailingSlashTarget('GET', '/fa/')).toBeNull();
    expect(trailingSlashTarget('GET', '/zh-tc/')).toBeNull();
    expect(trailingSlashTarget('GET', '/buy_USDT')).toBeNull();
    expect(trailingSlashTarget('POST', '/buy_USDT/')).toBeNull();
    expect(trailingSlashTarget('GET', '/api/c2c/v3/public/option-box/')).toBeNull();
    expect(trailingSlashTarget('GET', '/sandbox/login/')).toBeNull();
    expect(trailingSlashTarget('GET', '/_astro/x/')).toBeNull();
  });
});

describe('the market canonical', () => {
  const options: MarketOptions = {
    coins: [{ coin: 'USDT', name: 'Tether', scale: 2 }],
    fiats: [
      { fiat: 'USD', name: 'US Dollar', symbol: '$', scale: 2 },
      { fiat: 'EUR', name: 'Euro', symbol: '€', scale: 2 },
    ],
    paymentMethods: [
      { code: 'wise', name: 'Wise', color: '#9fe870', fiats: ['USD', 'EUR'] },
      { code: 'sepa', name: 'SEPA', color: '#123456', fiats: ['EUR'] },
    ],
  };
  const canonical = (s: string) => marketCanonicalQuery(new URLSearchParams(s), options);

  it('keeps fiat, payment method and page, in that order', () => {
    expect(canonical('page=2')).toBe('page=2');
    expect(canonical('page=3&payment=sepa&fiat=eur')).toBe('fiat=EUR&payment=sepa&page=3');
    expect(canonical('fiat=EUR&payment=wise')).toBe('fiat=EUR&payment=wise');
  });

  it('drops view state, defaults and values the market does not offer', () => {
    expect(canonical('')).toBe('');
    expect(canonical('amount=100&sort=orders&online=1&invitationCode=ABC')).toBe('');
    expect(canonical('fiat=USD&page=1')).toBe('');
    expect(canonical('fiat=XXX&payment=sepa&page=0')).toBe('');
    expect(canonical('page=2.5')).toBe('');
    expect(canonical('fiat=EUR&sort=completion&amount=50&page=2')).toBe('fiat=EUR&page=2');
  });
});

describe('advertiser profiles', () => {
  it('exist for certified advertisers and users with listed ads only', () => {
    expect(isAdvertiser({ tier: 'certified_advertiser' }, 0)).toBe(true);
    expect(isAdvertiser({ tier: 'certified_advertiser' }, null)).toBe(true);
    expect(isAdvertiser({ tier: 'verified_user' }, 2)).toBe(true);
    expect(isAdvertiser({ tier: 'verified_user' }, 0)).toBe(false);
    expect(isAdvertiser({ tier: 'normal_user' }, 0)).toBe(false);
    // Unknown when the markets call failed: the page is unavailable, not missing.
    expect(isAdvertiser({ tier: 'normal_user' }, null)).toBeNull();
  });
});
