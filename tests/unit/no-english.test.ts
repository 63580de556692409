import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LocaleCode } from '@/i18n/locales';
import { formatPlural } from '@/i18n/plural';
import { BROWSER_NAMES, COMMON_ENGLISH, englishRuns, wordsOf } from '../e2e/support/english-text';

/**
 * The e2e check "no English sentence on a non-English page" (issue 13) rests on `englishRuns`:
 * it must catch the mixed lines the issue measured and let correct pages through.
 */

const allowed = ['Faster Payments', 'SEPA Instant', 'Revolut', 'MaxMerch', 'NeverRelease'];

describe('englishRuns', () => {
  it('finds the English reason inside a Persian sentence', () => {
    expect(englishRuns('سفارش ثبت نشد: The price has changed', { allowed })).toEqual([
      'The price has changed',
    ]);
    expect(englishRuns('سفارش ثبت نشد: Service temporarily unavailable', { allowed })).toHaveLength(
      1,
    );
  });

  it('finds English in Russian and Japanese lines, across light punctuation', () => {
    expect(englishRuns('Заказ не создан: Insufficient balance, please top up.')).toEqual([
      'Insufficient balance, please top up',
    ]);
    expect(englishRuns('注文できませんでした：This ad is no longer available.')).toEqual([
      'This ad is no longer available',
    ]);
  });

  it('lets translated lines with codes, amounts, brands, names and addresses through', () => {
    const lines = [
      'قیمت تغییر کرد: \u20680.80 GBP\u2069. با قیمت جدید سفارش دهید',
      'روش‌های پرداخت: Faster Payments، Revolut، SEPA Instant',
      'MaxMerch · 120 سفارش در ۳۰ روز · 98.50%',
      'پشتیبانی: support@example.com https://example.com/help/p2p-trading-guide',
      'Цена изменилась: 1 234,50 RUB за USDT (P2P)',
      'シリアル番号 250101120000123456 の注文',
    ];
    for (const line of lines) expect(englishRuns(line, { allowed }), line).toEqual([]);
  });

  it('does not take two English words (a name, a label) for a sentence', () => {
    expect(englishRuns('کاربر Vera Trades سفارش داد')).toEqual([]);
    expect(englishRuns('Vera Trades Ltd سفارش داد')).toHaveLength(1);
    expect(englishRuns('Vera Trades Ltd سفارش داد', { allowed: ['Vera Trades Ltd'] })).toEqual([]);
  });

  it('needs the page language’s own words when it writes in Latin letters', () => {
    // A Spanish text the server sends, in no dictionary, is no English either.
    expect(
      englishRuns('Foto sosteniendo tu documento', {
        ownWords: wordsOf(['Sube el archivo']),
        englishWords: new Set(COMMON_ENGLISH),
      }),
    ).toEqual([]);
    const ownWords = wordsOf([
      'El pedido no se realizó: {reason}',
      'El precio ha cambiado. Revisa el nuevo precio y vuelve a intentarlo.',
    ]);
    expect(
      englishRuns('El precio ha cambiado. Revisa el nuevo precio y vuelve a intentarlo.', {
        ownWords,
      }),
    ).toEqual([]);
    expect(
      englishRuns('El pedido no se realizó: Service temporarily unavailable', { ownWords }),
    ).toEqual(['Service temporarily unavailable']);
    expect(
      englishRuns('El pedido no se realizó: The price has changed. Please check the new price', {
        ownWords,
      }),
    ).toEqual(['The price has changed. Please check the new price']);
  });

  it('treats each line apart: words ending one line and starting the next are no sentence', () => {
    expect(englishRuns('خرید Faster\nPayments Revolut')).toEqual([]);
    expect(englishRuns('Buy now\nplease')).toEqual([]);
  });

  it('never matches a name inside a longer word', () => {
    expect(englishRuns('PayPal is not accepted here', { allowed: ['Pay'] })).toEqual([
      'PayPal is not accepted here',
    ]);
  });
});

/** A message as a page shows it: every placeholder (and plural block) filled with 3. */
function filled(text: string, locale: LocaleCode) {
  const names = [...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1] ?? '');
  return formatPlural(text, Object.fromEntries(names.map((name) => [name, 3])), locale);
}

describe('englishRuns on the real dictionaries', () => {
  const dictionary = (locale: string) => {
    const dir = join(process.cwd(), 'locales', locale);
    return readdirSync(dir).flatMap((file) =>
      Object.values(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>),
    );
  };
  const english = JSON.parse(
    readFileSync(join(process.cwd(), 'locales', 'en', 'refusals.json'), 'utf8'),
  ) as Record<string, string>;
  // The sentences of the English refusal messages that have three words or more, as a page
  // would show them (placeholders filled with a number).
  const sentences = Object.entries(english)
    .map(([key, text]) => [key, filled(text, 'en')] as const)
    .filter(([, text]) => text.split(' ').length >= 3);
  const englishWords = new Set([...wordsOf(dictionary('en')), ...COMMON_ENGLISH]);

  it.each(['fa', 'ru', 'ja', 'es'] as const)(
    'catches every English refusal message on a %s page',
    (locale) => {
      const ownWords = locale === 'es' ? wordsOf(dictionary('es')) : undefined;
      const missed = sentences
        .filter(([, text]) => englishRuns(`— ${text}`, { ownWords, englishWords }).length === 0)
        .map(([key]) => key);
      expect(missed).toEqual([]);
    },
  );

  it.each(['fa', 'ru', 'ja', 'es'] as const)('passes every text of the %s pages', (locale) => {
    const ownWords = locale === 'es' ? wordsOf(dictionary('es')) : undefined;
    const flagged = dictionary(locale).filter(
      (text) =>
        englishRuns(filled(text, locale), {
          ownWords,
          englishWords,
          allowed: ['Apple Pay', 'Google Pay', ...BROWSER_NAMES],
        }).length > 0,
    );
    expect(flagged).toEqual([]);
  });
});
