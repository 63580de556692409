import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '@/i18n/locales';

/**
 * Issue 13, item 2: an amount and its currency reach a sentence through the formatters
 * (`src/i18n/format.ts`) and placeholders (`{amount} {fiat}`), never as digits written into a
 * dictionary value ("100 USDT", "GBP 400"), which no formatter, plural rule or right-to-left
 * isolation would then touch.
 */

const root = join(import.meta.dirname, '../../locales');
const CODES = [
  'USDT',
  'USDC',
  'USD',
  'EUR',
  'GBP',
  'BTC',
  'ETH',
  'CNY',
  'JPY',
  'RUB',
  'UAH',
  'VND',
  'BRL',
  'IRR',
  'KRW',
  'HKD',
  'TWD',
  'INR',
  'NGN',
  'TRY',
].join('|');
/** Digits (ASCII, Persian or Arabic-Indic) right before or after a currency code. */
const RAW_AMOUNT = new RegExp(
  `[0-9\\u06F0-\\u06F9\\u0660-\\u0669][.,]?\\s?(?:${CODES})\\b|\\b(?:${CODES})\\s?[0-9\\u06F0-\\u06F9\\u0660-\\u0669]`,
  'u',
);
/** Names, not amounts: the exchange's "1USD Zone" is a product. */
const NAMES = new Set(['nav.trade.oneUsd']);

describe('dictionaries', () => {
  for (const locale of LOCALE_CODES) {
    it(`${locale}: no amount written next to a currency code`, () => {
      const found: string[] = [];
      for (const file of readdirSync(join(root, locale))) {
        const values = JSON.parse(readFileSync(join(root, locale, file), 'utf8')) as Record<
          string,
          unknown
        >;
        for (const [key, value] of Object.entries(values)) {
          if (typeof value === 'string' && !NAMES.has(key) && RAW_AMOUNT.test(value)) {
            found.push(`${key}: ${value}`);
          }
        }
      }
      expect(found).toEqual([]);
    });
  }

  it('the check sees such amounts', () => {
    for (const text of ['Pay 100 USDT', 'GBP 400.00 left', '۱۰۰ EUR', 'at least 5USD']) {
      expect(RAW_AMOUNT.test(text), text).toBe(true);
    }
    for (const text of ['{amount} {fiat}', 'USDT price', 'Pay {amount} USDT']) {
      expect(RAW_AMOUNT.test(text), text).toBe(false);
    }
  });
});

/** Inside an isolate (first-strong, left-to-right or right-to-left) text keeps its own order. */
const ISOLATED = /[\u2066\u2067\u2068][^\u2069]*\u2069/g;
/** What must keep its order inside Persian: an amount and its unit, a percentage, an id, a date. */
const NEEDS_ISOLATE = [
  /\{\w+\} \{(?:fiat|coin|unit|currency)\}/,
  /\{\w+\}%/,
  /\{\w+\} [A-Z]{3,5}\b/,
  /#\{id\}/,
  /\{orderNo\}/,
  // A date such as 2025-10-22 after Persian letters would read 22-10-2025.
  /\{(?:date|time|day)\}/,
];

describe('Persian (right-to-left) values', () => {
  it('isolate amounts with their currency, percentages, ad or order numbers and dates', () => {
    const found: string[] = [];
    for (const file of readdirSync(join(root, 'fa'))) {
      const values = JSON.parse(readFileSync(join(root, 'fa', file), 'utf8')) as Record<
        string,
        unknown
      >;
      for (const [key, value] of Object.entries(values)) {
        if (typeof value !== 'string') continue;
        const outside = value.replace(ISOLATED, '');
        if (NEEDS_ISOLATE.some((pattern) => pattern.test(outside))) found.push(`${key}: ${value}`);
      }
    }
    expect(found).toEqual([]);
  });
});
