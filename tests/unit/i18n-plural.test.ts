import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, type LocaleCode } from '@/i18n/locales';
import { formatPlural } from '@/i18n/plural';
import { createTranslator } from '@/i18n/t';
import type { Params } from '@/i18n/interpolate';
import { createIslandTranslator } from '@/i18n/island-t';

/**
 * Issue 13, item 2: counts are worded by the reader's plural rules. The rules themselves in all
 * 13 languages, a few real messages, and a scan of every dictionary for a count followed by a
 * noun outside a plural block ("1 orders", "31 ордеров").
 */

const root = join(import.meta.dirname, '../../locales');
const dictionary = (locale: string): Record<string, string> => {
  const merged: Record<string, string> = {};
  for (const file of readdirSync(join(root, locale))) {
    const entries = Object.entries(JSON.parse(readFileSync(join(root, locale, file), 'utf8')));
    for (const [key, value] of entries) if (typeof value === 'string') merged[key] = value;
  }
  return merged;
};

/** The server translator over every namespace (its type knows only common and shell keys). */
const server = (locale: LocaleCode) =>
  createTranslator(locale) as unknown as (key: string, params?: Params) => string;

const ALL = '{n, plural, =0 {zero} one {one #} few {few #} many {many #} other {other #}}';

describe('plural rules in every locale', () => {
  const cases: Record<LocaleCode, [number, string][]> = {
    en: [
      [1, 'one 1'],
      [2, 'other 2'],
      [0, 'zero'],
      [1.5, 'other 1.5'],
    ],
    'zh-CN': [
      [1, 'other 1'],
      [2, 'other 2'],
    ],
    'zh-TC': [
      [1, 'other 1'],
      [5, 'other 5'],
    ],
    'zh-Hk': [
      [1, 'other 1'],
      [5, 'other 5'],
    ],
    ko: [
      [1, 'other 1'],
      [31, 'other 31'],
    ],
    ja: [
      [1, 'other 1'],
      [31, 'other 31'],
    ],
    ru: [
      [1, 'one 1'],
      [21, 'one 21'],
      [3, 'few 3'],
      [24, 'few 24'],
      [5, 'many 5'],
      [11, 'many 11'],
      [31, 'one 31'],
      [1.5, 'other 1.5'],
    ],
    fa: [
      [1, 'one 1'],
      [2, 'other 2'],
    ],
    uk: [
      [1, 'one 1'],
      [2, 'few 2'],
      [12, 'many 12'],
      [25, 'many 25'],
      [2.5, 'other 2.5'],
    ],
    es: [
      [1, 'one 1'],
      [2, 'other 2'],
      [1000000, 'many 1000000'],
    ],
    vi: [
      [1, 'other 1'],
      [2, 'other 2'],
    ],
    fr: [
      [1, 'one 1'],
      [2, 'other 2'],
      [1000000, 'many 1000000'],
    ],
    pt: [
      [1, 'one 1'],
      [2, 'other 2'],
    ],
  };

  it('covers the 13 languages', () => {
    expect(Object.keys(cases).sort()).toEqual([...LOCALE_CODES].sort());
  });

  for (const locale of LOCALE_CODES) {
    it(`chooses ${locale}'s categories`, () => {
      for (const [n, expected] of cases[locale]) {
        expect(formatPlural(ALL, { n }, locale), `${locale} ${n}`).toBe(expected);
      }
    });
  }

  it('falls back to other, and reads counts passed as grouped digit strings', () => {
    expect(formatPlural('{n, plural, one {# ad} other {# ads}}', { n: '1,234' }, 'en')).toBe(
      '1,234 ads',
    );
    expect(formatPlural('{n, plural, one {# ad} other {# ads}}', { n: '1' }, 'en')).toBe('1 ad');
    expect(formatPlural('{n, plural, one {# ордер} other {# ордера}}', { n: 5 }, 'ru')).toBe(
      '5 ордера',
    );
    expect(formatPlural('{n, plural, one {# ad} other {# ads}}', { n: 'x' }, 'en')).toBe(
      '{n, plural, one {# ad} other {# ads}}',
    );
  });
});

describe('translators fill plural blocks', () => {
  it('on the server, in the page language', () => {
    const en = server('en');
    expect(en('market.row.orders30d', { count: 1 })).toBe('1 order in 30 days');
    expect(en('market.row.orders30d', { count: 31 })).toBe('31 orders in 30 days');
    expect(en('card.quotes.count', { count: 1 })).toBe('Offers from 1 provider');
    expect(en('market.validation.scale', { scale: 0 })).toBe('Enter a whole number');
    expect(en('market.validation.scale', { scale: 1 })).toBe('Use at most 1 decimal place');
    const ru = server('ru');
    expect(
      ru('profile.page.description', { nickname: 'Max', orders: 31, rate: '88.24' }),
    ).toContain('31 ордер за');
    expect(ru('profile.page.description', { nickname: 'Max', orders: 22, rate: '1' })).toContain(
      '22 ордера за',
    );
    expect(ru('market.panel.conditionTrades', { count: 5 })).toBe('Не менее 5 завершённых сделок');
    expect(server('uk')('merchant.auth.releaseBlocked', { ads: 2, orders: 1 })).toMatch(
      /^У вас 2 розміщені оголошення і 1 відкритий ордер:/,
    );
  });

  it('in an island given its locale', () => {
    const t = createIslandTranslator(
      { 'ads.list.count': dictionary('es')['ads.list.count'] ?? '' },
      'es',
    );
    expect(t('ads.list.count', { total: 1 })).toBe('1 anuncio');
    expect(t('ads.list.count', { total: 7 })).toBe('7 anuncios');
  });
});

/** Placeholders that hold a count, whose noun may change with it. */
const COUNT = 'count|total|days|hours|minutes|seconds|scale|orders|ads|max|min|size|left|remaining';
/** Words that may follow a count in any number: units, prepositions, conjunctions. */
const INVARIANT: Partial<Record<LocaleCode, string[]>> = {
  en: ['to', 'and', 'of', 'or', 'in', 'on', 'per', 'saved', 'MB', 'KB', 'min', 's', 'h'],
  es: ['a', 'y', 'de', 'o', 'en', 'MB', 'KB', 'min', 's', 'h'],
  fr: ['à', 'et', 'de', 'ou', 'en', 'au', 'sur', 'Mo', 'Ko', 'MB', 'KB', 'min', 's', 'h'],
  pt: ['a', 'e', 'de', 'ou', 'em', 'no', 'MB', 'KB', 'min', 's', 'h'],
  ru: ['до', 'и', 'за', 'по', 'из', 'от', 'мин', 'дн', 'ч', 'с', 'МБ', 'КБ', 'MB', 'KB'],
  uk: [
    'до',
    'і',
    'й',
    'за',
    'по',
    'з',
    'із',
    'від',
    'хв',
    'дн',
    'год',
    'с',
    'МБ',
    'КБ',
    'MB',
    'KB',
  ],
};
/** Messages whose count never meets a changing noun, and why. */
const EXEMPT: Record<string, string> = {
  // "from 1 to {max} of your payment methods": the range's top is at least 2, the noun plural
  'ads.form.payment.hint': 'a range from 1',
};
const BLOCK = /\{(\w+),\s*plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;

describe('dictionaries', () => {
  for (const [locale, invariant] of Object.entries(INVARIANT)) {
    it(`${locale}: a count followed by a word is inside a plural block`, () => {
      const found: string[] = [];
      const pattern = new RegExp(`\\{(${COUNT})\\}(?:/\\{\\w+\\})?\\s*(\\p{L}+)`, 'gu');
      for (const [key, value] of Object.entries(dictionary(locale))) {
        if (key in EXEMPT) continue;
        for (const match of value.replace(BLOCK, '#').matchAll(pattern)) {
          if (!invariant.includes(match[2] ?? '')) found.push(`${key}: ${value}`);
        }
      }
      expect(found).toEqual([]);
    });
  }

  for (const locale of LOCALE_CODES) {
    it(`${locale}: every plural block is well formed, with an other branch`, () => {
      for (const [key, value] of Object.entries(dictionary(locale))) {
        for (const block of value.matchAll(BLOCK)) {
          expect(block[2], `${locale}:${key}`).toMatch(/\bother\s*\{/);
        }
        expect(value.replace(BLOCK, ''), `${locale}:${key}`).not.toMatch(/,\s*plural\s*,/);
      }
    });
  }
});
