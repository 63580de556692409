import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, type LocaleCode } from '@/i18n/locales';
import { MERCHANT_FORM_TEXTS } from '@/sandbox/merchant/field-texts';
import { PAYMENT_FIELD_TEXTS } from '@/sandbox/payments/field-texts';
import * as orderTexts from '@/sandbox/user/order-message-texts';
import * as moreOrderTexts from '@/sandbox/user/order-message-texts-more';
import { MARKET_ALERT_TEXTS } from '@/sandbox/user/market-alert-texts';

/**
 * Issue 13: one term per concept per language. `src/i18n/glossary.json` names, for every locale,
 * the chosen term of each concept (escrow, appeal, release, advertiser, order, payment method,
 * quote, provider, deposit, QR code) and the variants that must not appear, plus forms banned in
 * the whole language (the other register, another region's usage, Korean particle fallbacks).
 * This test reads every dictionary value of every namespace, so a text that drifts back to a
 * banned variant fails here, whichever page shows it.
 */

interface Term {
  term: string;
  avoid: string[];
  /** Namespaces (file names) where the concept does not apply, e.g. the card shop's orders. */
  outside?: string[];
  note?: string;
}

interface LocaleGlossary {
  register: string;
  terms: Record<string, Term>;
  avoid: string[];
}

interface Glossary {
  concepts: string[];
  locales: Record<string, LocaleGlossary>;
}

const root = join(import.meta.dirname, '../../locales');
const glossary = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../src/i18n/glossary.json'), 'utf8'),
) as Glossary;

/** Languages whose words are not separated by spaces (or take attached particles). */
const UNSPACED: ReadonlySet<LocaleCode> = new Set(['zh-CN', 'zh-TC', 'zh-Hk', 'ja', 'ko']);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pattern of one banned variant: case-insensitive, a whole word in spaced languages (so the
 * French "devis" does not match "devise"), a prefix when it ends with `*` ("заказ*" also bans
 * "заказы"), a plain substring in Chinese, Japanese and Korean.
 */
function variantPattern(variant: string, locale: LocaleCode): RegExp {
  const prefix = variant.endsWith('*');
  const body = escapeRegExp(prefix ? variant.slice(0, -1) : variant);
  if (UNSPACED.has(locale)) return new RegExp(body, 'iu');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}${prefix ? '' : '(?![\\p{L}\\p{N}])'}`, 'iu');
}

/**
 * The words a reader sees: `{name}` placeholders and the syntax of ICU plural blocks are taken
 * out (their branches' texts stay), so a parameter name never counts as a word.
 */
function visibleText(value: string): string {
  return value
    .replace(/\{\w+,\s*plural,/g, ' ')
    .replace(/(?:=\d+|\b(?:zero|one|two|few|many|other))\s*\{/g, ' ')
    .replace(/\{\w+\}/g, ' ')
    .replace(/[{}]/g, ' ');
}

interface Entry {
  file: string;
  key: string;
  value: string;
  /** The namespace a concept's `outside` list names; the card pages' content counts as card.json. */
  scope?: string;
}

/** Every dictionary value of a locale, with the file and key it comes from. */
function entries(locale: LocaleCode): Entry[] {
  const dir = join(root, locale);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const json = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
      return Object.entries(json)
        .filter((pair): pair is [string, string] => typeof pair[1] === 'string')
        .map(([key, value]) => ({ file, key, value }));
    });
}

/** Every string inside a value (nested records and tuples of the sandbox's text tables). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The sandbox's notification texts per locale (the exported tables are named by locale). */
const ORDER_MESSAGE_TABLES: Partial<Record<LocaleCode, unknown>> = {
  en: orderTexts.EN,
  'zh-CN': orderTexts.ZH_CN,
  'zh-TC': orderTexts.ZH_TC,
  'zh-Hk': orderTexts.ZH_HK,
  ko: orderTexts.KO,
  ja: orderTexts.JA,
  ru: moreOrderTexts.RU,
  uk: moreOrderTexts.UK,
  fa: moreOrderTexts.FA,
  es: moreOrderTexts.ES,
  vi: moreOrderTexts.VI,
  fr: moreOrderTexts.FR,
  pt: moreOrderTexts.PT,
};

/**
 * The texts the exchange sandbox sends in a locale (the `lang` header) and pages show as they
 * come: order notifications, payment-method form words and the merchant form; and the card
 * pages' Markdown content. Chat bots' replies are left out: they are a party's own words, like
 * anything a person writes.
 */
function serverEntries(locale: LocaleCode): Entry[] {
  const tables = {
    'order-message-texts': ORDER_MESSAGE_TABLES[locale],
    'payment-field-texts': locale === 'en' ? undefined : PAYMENT_FIELD_TEXTS[locale],
    'merchant-form-texts': MERCHANT_FORM_TEXTS[locale],
    'market-alert-texts': MARKET_ALERT_TEXTS[locale],
  };
  const server = Object.entries(tables).flatMap(([file, table]) =>
    strings(table).map((value, index) => ({ file, key: `#${index}`, value })),
  );
  return [...server, ...contentEntries(locale)];
}

/** The card FAQ and disclaimer (content collections, one Markdown file per locale), by line. */
function contentEntries(locale: LocaleCode): Entry[] {
  return ['card-faq', 'card-disclaimer'].flatMap((collection) => {
    const file = join(import.meta.dirname, '../../src/content', collection, `${locale}.md`);
    return readFileSync(file, 'utf8')
      .split('\n')
      .map((value, index) => ({
        file: `${collection}/${locale}.md`,
        key: `line ${index + 1}`,
        value,
        scope: 'card.json',
      }));
  });
}

/** Each place a locale's texts use a banned variant, as `file:key uses "variant" (why)`. */
function violations(locale: LocaleCode): string[] {
  const own = glossary.locales[locale];
  if (!own) return [`${locale} has no glossary`];
  const rules = [
    ...own.avoid.map((variant) => ({ variant, why: own.register, outside: [] as string[] })),
    ...Object.values(own.terms).flatMap((t) =>
      t.avoid.map((variant) => ({ variant, why: `say "${t.term}"`, outside: t.outside ?? [] })),
    ),
  ].map((rule) => ({ ...rule, pattern: variantPattern(rule.variant, locale) }));
  const found: string[] = [];
  for (const { file, key, value, scope = file } of [...entries(locale), ...serverEntries(locale)]) {
    const text = visibleText(value);
    for (const rule of rules) {
      if (rule.outside.includes(scope) || !rule.pattern.test(text)) continue;
      found.push(`${file}:${key} uses "${rule.variant}" (${rule.why}): ${value}`);
    }
  }
  return found;
}

describe('the glossary file', () => {
  it('has every locale, each with every concept', () => {
    expect(Object.keys(glossary.locales).sort()).toEqual([...LOCALE_CODES].sort());
    for (const code of LOCALE_CODES) {
      const terms = glossary.locales[code]?.terms ?? {};
      expect(Object.keys(terms).sort(), code).toEqual([...glossary.concepts].sort());
      for (const [concept, term] of Object.entries(terms)) {
        expect(term.term.trim(), `${code}:${concept}`).not.toBe('');
        // A banned variant must never also be (part of) the chosen term.
        for (const variant of term.avoid) {
          expect(variantPattern(variant, code).test(term.term), `${code}:${concept}`).toBe(false);
        }
      }
    }
  });

  it('names the issue-13 terms: one appeal in pt, a quote not a promotion in vi, Taiwan and Hong Kong QR codes', () => {
    expect(glossary.locales.pt?.terms.appeal?.avoid).toContain('recurso*');
    expect(glossary.locales.vi?.terms.quote?.avoid).toContain('ưu đãi');
    expect(glossary.locales['zh-TC']?.terms.qrCode?.avoid).toContain('條碼');
    expect(glossary.locales['zh-Hk']?.terms.qrCode?.avoid).toContain('二維碼');
    expect(glossary.locales.ko?.avoid).toContain('을(를)');
    expect(glossary.locales.es?.avoid).toContain('usted');
  });
});

describe('variant matching', () => {
  it('matches whole words in spaced languages and prefixes with a star', () => {
    expect(variantPattern('devis', 'fr').test('la devise fiat')).toBe(false);
    expect(variantPattern('devis', 'fr').test('Demandez un devis')).toBe(true);
    expect(variantPattern('заказ*', 'ru').test('Всего заказов')).toBe(true);
    expect(variantPattern('заказ*', 'ru').test('отказ')).toBe(false);
    expect(variantPattern('Usted', 'es').test('para USTED')).toBe(true);
  });

  it('matches substrings in Chinese, Japanese and Korean', () => {
    expect(variantPattern('條碼', 'zh-TC').test('掃描條碼下載')).toBe(true);
    expect(variantPattern('을(를)', 'ko').test('USDT을(를) 구매')).toBe(true);
  });

  it('ignores placeholder names and plural syntax but reads the branches', () => {
    expect(visibleText('{supplier} {count, plural, one {# pedido} other {# pedidos}}')).not.toMatch(
      /supplier|plural|other/,
    );
    expect(visibleText('{count, plural, one {# pedido} other {# pedidos}}')).toMatch(/pedidos/);
  });
});

describe('every dictionary follows its glossary', () => {
  for (const locale of LOCALE_CODES) {
    it(`${locale}: no banned variant in any namespace nor in the texts the sandbox sends`, () => {
      expect(violations(locale)).toEqual([]);
    });

    it(`${locale}: each chosen term is used somewhere`, () => {
      const text = entries(locale)
        .map((e) => visibleText(e.value))
        .join('\n');
      for (const [concept, { term }] of Object.entries(glossary.locales[locale]?.terms ?? {})) {
        // "contestação (contestar)": the word before a parenthesised note is what pages show.
        const shown = term.replace(/\s*\(.*\)$/, '');
        expect(text.toLowerCase(), `${locale}:${concept} "${shown}"`).toContain(
          shown.toLowerCase(),
        );
      }
    });
  }
});
