import { describe, expect, it } from 'vitest';
import {
  browserLocale,
  chooseLocale,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  matchLocale,
  parseAcceptLanguage,
} from '@/i18n/negotiate';

describe('the language cookie', () => {
  it('is named lang and kept for 7 days, as spec section 9 says', () => {
    expect(LANGUAGE_COOKIE).toBe('lang');
    expect(LANGUAGE_COOKIE_MAX_AGE).toBe(604_800);
  });
});

describe('parseAcceptLanguage', () => {
  it('orders ranges by weight and keeps the header order for equal weights', () => {
    expect(parseAcceptLanguage('fr;q=0.5, ru, de;q=0.9, ja')).toEqual([
      { tag: 'ru', q: 1 },
      { tag: 'ja', q: 1 },
      { tag: 'de', q: 0.9 },
      { tag: 'fr', q: 0.5 },
    ]);
  });

  it('reads weights with spaces and an upper-case Q, and drops q=0 ("not acceptable")', () => {
    expect(parseAcceptLanguage('ko ; Q = 0.7 , en;q=0, pt;q=0.000')).toEqual([
      { tag: 'ko', q: 0.7 },
    ]);
  });

  it('drops malformed entries and keeps the good ones', () => {
    expect(parseAcceptLanguage('en;q=2, <script>, fr;q=abc, , es;q=0.8, de-;q=0.5, vi')).toEqual([
      { tag: 'vi', q: 1 },
      { tag: 'es', q: 0.8 },
    ]);
  });

  it('answers nothing for missing, empty or garbage headers', () => {
    for (const header of [undefined, null, '', ';;;', ',,,', 'q=1', '\u0000\uffff', '   ']) {
      expect(parseAcceptLanguage(header), JSON.stringify(header)).toEqual([]);
    }
  });

  it('reads only the start of a huge header', () => {
    const header = `${'xx-yy;q=0.1,'.repeat(100_000)}ru`;
    const ranges = parseAcceptLanguage(header);
    expect(ranges.length).toBeLessThanOrEqual(32);
    expect(ranges.some((r) => r.tag === 'ru')).toBe(false);
  });
});

describe('matchLocale', () => {
  it('matches supported codes and tags whatever their case', () => {
    expect(matchLocale('EN')).toBe('en');
    expect(matchLocale('zh-cn')).toBe('zh-CN');
    expect(matchLocale('zh-CN')).toBe('zh-CN');
    expect(matchLocale('zh-HK')).toBe('zh-Hk');
    expect(matchLocale('zh-tc')).toBe('zh-TC');
    expect(matchLocale('FA')).toBe('fa');
    for (const code of ['ko', 'ja', 'ru', 'uk', 'es', 'vi', 'fr', 'pt'] as const) {
      expect(matchLocale(code)).toBe(code);
    }
  });

  it('matches region variants on the language', () => {
    expect(matchLocale('fr-CA')).toBe('fr');
    expect(matchLocale('pt-BR')).toBe('pt');
    expect(matchLocale('es-419')).toBe('es');
    expect(matchLocale('en-US')).toBe('en');
    expect(matchLocale('ru-UA')).toBe('ru');
  });

  it('maps Simplified Chinese (zh-Hans, zh-CN, zh-SG) to zh-CN', () => {
    for (const tag of ['zh-Hans', 'zh-SG', 'zh-CN', 'zh-Hans-CN', 'zh-Hans-SG', 'zh-MY']) {
      expect(matchLocale(tag), tag).toBe('zh-CN');
    }
    // An explicit script beats the region: simplified characters in Hong Kong stay simplified.
    expect(matchLocale('zh-Hans-HK')).toBe('zh-CN');
  });

  it('maps Hong Kong and Macao Chinese (zh-HK, zh-MO) to zh-Hk', () => {
    for (const tag of ['zh-HK', 'zh-MO', 'zh-Hant-HK', 'zh-Hant-MO', 'ZH-hk']) {
      expect(matchLocale(tag), tag).toBe('zh-Hk');
    }
  });

  it('maps bare, Traditional and Taiwan Chinese (zh, zh-Hant, zh-TW) to zh-TC', () => {
    for (const tag of ['zh', 'ZH', 'zh-Hant', 'zh-TW', 'zh-Hant-TW', 'zh-Hant-CN', 'zh-US']) {
      expect(matchLocale(tag), tag).toBe('zh-TC');
    }
  });

  it('matches nothing for unsupported languages and the wildcard', () => {
    for (const tag of ['de', 'de-DE', 'it', '*', 'x-klingon', 'english']) {
      expect(matchLocale(tag), tag).toBeNull();
    }
  });
});

describe('browserLocale', () => {
  it('takes the first supported language by weight', () => {
    expect(browserLocale('de-DE,de;q=0.9,ru;q=0.8,en;q=0.7')).toBe('ru');
    expect(browserLocale('en;q=0.5, ja;q=0.9')).toBe('ja');
    expect(browserLocale('zh-TW,zh;q=0.9')).toBe('zh-TC');
    expect(browserLocale('zh-SG,zh;q=0.9,en;q=0.8')).toBe('zh-CN');
    expect(browserLocale('zh-Hans;q=0.9, de')).toBe('zh-CN');
    expect(browserLocale('zh-MO,en;q=0.5')).toBe('zh-Hk');
  });

  it('answers null when no language is supported or the header is garbage', () => {
    expect(browserLocale('de, it;q=0.5, *;q=0.1')).toBeNull();
    expect(browserLocale('%%%garbage%%%')).toBeNull();
    expect(browserLocale(undefined)).toBeNull();
  });
});

describe('chooseLocale', () => {
  const unprefixed = { urlLocale: 'en', urlHasPrefix: false } as const;
  const korean = { urlLocale: 'ko', urlHasPrefix: true } as const;

  it('puts the explicit choice (cookie) before the URL and the browser', () => {
    expect(chooseLocale({ ...korean, cookie: 'fa', acceptLanguage: 'ru' })).toEqual({
      locale: 'fa',
      source: 'cookie',
    });
    expect(chooseLocale({ ...unprefixed, cookie: 'en', acceptLanguage: 'ru' })).toEqual({
      locale: 'en',
      source: 'cookie',
    });
  });

  it('puts the URL prefix before the browser language', () => {
    expect(chooseLocale({ ...korean, acceptLanguage: 'ru' })).toEqual({
      locale: 'ko',
      source: 'url',
    });
  });

  it('uses the browser language only on an unprefixed URL', () => {
    expect(chooseLocale({ ...unprefixed, acceptLanguage: 'ru-RU,ru;q=0.9' })).toEqual({
      locale: 'ru',
      source: 'browser',
    });
    expect(chooseLocale({ ...unprefixed, acceptLanguage: 'zh-TW' })).toEqual({
      locale: 'zh-TC',
      source: 'browser',
    });
  });

  it('falls back to English without cookie, prefix or supported browser language (crawlers)', () => {
    expect(chooseLocale({ ...unprefixed })).toEqual({ locale: 'en', source: 'default' });
    expect(chooseLocale({ ...unprefixed, acceptLanguage: 'de' })).toEqual({
      locale: 'en',
      source: 'default',
    });
  });

  it('ignores a tampered cookie', () => {
    for (const cookie of ['xx', 'FA', 'zh-tc', '<script>', '', 'en; Path=/', '__proto__', null]) {
      expect(chooseLocale({ ...korean, cookie }), String(cookie)).toEqual({
        locale: 'ko',
        source: 'url',
      });
      expect(chooseLocale({ ...unprefixed, cookie, acceptLanguage: 'ja' }).locale).toBe('ja');
    }
  });
});
