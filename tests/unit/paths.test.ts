import { describe, expect, it } from 'vitest';
import { HOME_PATH } from '@/config/routes';
import { LOCALES } from '@/i18n/locales';
import {
  alternateUrls,
  localePath,
  localeUrl,
  splitLocalePrefix,
  stripLocalePrefix,
  switchLocaleTarget,
} from '@/i18n/paths';

const origin = 'https://p2p.example.com';

describe('localePath', () => {
  it('leaves English unprefixed and prefixes other locales with their lowercase slug', () => {
    expect(localePath('en', '/buy_USDT')).toBe('/buy_USDT');
    expect(localePath('zh-TC', '/buy_USDT')).toBe('/zh-tc/buy_USDT');
    expect(localePath('fa', '/')).toBe('/fa/');
  });
});

describe('stripLocalePrefix', () => {
  it('removes a locale prefix, whatever its case', () => {
    expect(stripLocalePrefix('/fa/sell_BTC')).toBe('/sell_BTC');
    expect(stripLocalePrefix('/zh-hk/order/view/1')).toBe('/order/view/1');
    expect(stripLocalePrefix('/ZH-TC/buy_USDT')).toBe('/buy_USDT');
  });

  it('turns a bare prefix into the root', () => {
    expect(stripLocalePrefix('/fa')).toBe('/');
    expect(stripLocalePrefix('/fa/')).toBe('/');
  });

  it('keeps unprefixed paths and first segments that are not locales', () => {
    expect(stripLocalePrefix('/buy_USDT')).toBe('/buy_USDT');
    expect(stripLocalePrefix('/')).toBe('/');
    expect(stripLocalePrefix('/xx/buy_USDT')).toBe('/xx/buy_USDT');
    expect(stripLocalePrefix('/en/buy_USDT')).toBe('/en/buy_USDT');
    expect(stripLocalePrefix('/fax/buy_USDT')).toBe('/fax/buy_USDT');
  });

  it('tells which locale the prefix was', () => {
    expect(splitLocalePrefix('/ko/buy_USDT')).toEqual({ locale: 'ko', path: '/buy_USDT' });
    expect(splitLocalePrefix('/buy_USDT')).toEqual({ locale: null, path: '/buy_USDT' });
  });
});

describe('switchLocaleTarget', () => {
  it('sends the switch to the same page in the new locale, query kept', () => {
    expect(switchLocaleTarget('fa', '/buy_USDT')).toBe('/fa/buy_USDT');
    expect(switchLocaleTarget('fa', '/ko/sell_BTC?fiat=EUR')).toBe('/fa/sell_BTC?fiat=EUR');
    expect(switchLocaleTarget('en', '/zh-tc/sell_BTC')).toBe('/sell_BTC');
    expect(switchLocaleTarget('ko', '/')).toBe('/ko/');
    expect(switchLocaleTarget('ko', '/fa')).toBe('/ko/');
  });

  it('falls back to the home market for anything that is not a same-site path', () => {
    for (const to of [
      undefined,
      null,
      '',
      'buy_USDT',
      '//evil.example/x',
      '/\\evil.example/x',
      '/\t/evil.example/x',
      'https://evil.example/',
      'javascript:alert(1)',
      `/${'a'.repeat(5000)}`,
      42,
    ]) {
      expect(switchLocaleTarget('ru', to), String(to)).toBe(localePath('ru', HOME_PATH));
    }
  });

  it('never builds a protocol-relative Location from dot segments', () => {
    expect(switchLocaleTarget('en', '/a/..//evil.example')).toBe('/evil.example');
    expect(switchLocaleTarget('en', '/fa//evil.example')).toBe('/evil.example');
  });
});

describe('alternateUrls', () => {
  it('lists every locale under its BCP 47 tag and x-default on the English URL', () => {
    const alternates = alternateUrls(origin, '/buy_USDT');
    expect(alternates).toHaveLength(LOCALES.length + 1);
    expect(alternates).toContainEqual({ hreflang: 'en', href: `${origin}/buy_USDT` });
    expect(alternates).toContainEqual({ hreflang: 'zh-Hant', href: `${origin}/zh-tc/buy_USDT` });
    expect(alternates).toContainEqual({ hreflang: 'zh-HK', href: `${origin}/zh-hk/buy_USDT` });
    expect(alternates).toContainEqual({ hreflang: 'fa', href: `${origin}/fa/buy_USDT` });
    // The Portuguese texts are Brazilian: the alternate says so, the URL keeps the /pt slug.
    expect(alternates).toContainEqual({ hreflang: 'pt-BR', href: `${origin}/pt/buy_USDT` });
    expect(alternates.some((a) => a.hreflang === 'pt')).toBe(false);
    expect(alternates.at(-1)).toEqual({ hreflang: 'x-default', href: `${origin}/buy_USDT` });
    expect(new Set(alternates.map((a) => a.hreflang)).size).toBe(alternates.length);
  });

  it('tolerates an origin with a trailing slash', () => {
    expect(localeUrl(`${origin}/`, 'ko', '/sell_BTC')).toBe(`${origin}/ko/sell_BTC`);
  });
});
