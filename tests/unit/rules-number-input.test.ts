import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, type LocaleCode } from '@/i18n/locales';
import { parseNumberInput, toAsciiDigits } from '@/rules/number-input';

const ok = (value: string) => ({ ok: true, value });
const problem = (kind: string) => ({ ok: false, problem: kind });

/** How a person in each UI language may type one thousand two hundred and thirty-four and a half. */
const TYPED: Record<LocaleCode, string[]> = {
  en: ['1234.5', '1,234.5', '1,234.50'],
  // Full-width digits and marks, as a Chinese or Japanese input method may type them.
  'zh-CN': ['1234.5', '1,234.5', '１，２３４．５'],
  'zh-TC': ['1234.5', '1,234.5'],
  'zh-Hk': ['1234.5', '1,234.5'],
  ko: ['1234.5', '1,234.5'],
  ja: ['1234.5', '1,234.5', '１２３４．５'],
  ru: ['1234,5', '1 234,5', '1\u00A0234,50'],
  fa: ['۱۲۳۴٫۵', '۱٬۲۳۴٫۵', '١٢٣٤٫٥', '1234.5'],
  uk: ['1234,5', '1 234,5'],
  es: ['1234,5', '1.234,5', '1.234,50'],
  vi: ['1234,5', '1.234,5'],
  fr: ['1234,5', '1 234,5', '1\u202F234,50'],
  pt: ['1234,5', '1.234,5'],
};

describe('typed numbers in every locale', () => {
  for (const locale of LOCALE_CODES) {
    it(`${locale}: reads the ways its readers write 1234.5`, () => {
      for (const typed of TYPED[locale]) {
        const read = parseNumberInput(typed, 2);
        expect(read.ok && read.value.replace(/0+$/, ''), `${locale} ${typed}`).toBe('1234.5');
      }
    });
  }

  it('refuses a points-and-comma number whose points do not group thousands', () => {
    expect(parseNumberInput('1.23,5', 2)).toEqual(problem('malformed'));
    expect(parseNumberInput('1.234,5,6', 2)).toEqual(problem('malformed'));
  });
});

describe('parseNumberInput', () => {
  it('reads plain numbers, trimming spaces and leading zeros', () => {
    expect(parseNumberInput('80', 2)).toEqual(ok('80'));
    expect(parseNumberInput('  12.50 ', 2)).toEqual(ok('12.50'));
    expect(parseNumberInput('007', 2)).toEqual(ok('7'));
    expect(parseNumberInput('.5', 2)).toEqual(ok('0.5'));
    expect(parseNumberInput('12.', 2)).toEqual(ok('12'));
    expect(parseNumberInput('0', 2)).toEqual(ok('0'));
  });

  it('reads Persian and Arabic-Indic digits and separators', () => {
    expect(parseNumberInput('۸۰', 2)).toEqual(ok('80'));
    expect(parseNumberInput('٨٠', 2)).toEqual(ok('80'));
    expect(parseNumberInput('۱٬۲۳۴٫۵', 2)).toEqual(ok('1234.5'));
    expect(parseNumberInput('١,٠٠٠.٥٠', 2)).toEqual(ok('1000.50'));
    expect(toAsciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('accepts thousands separators typed by the user', () => {
    expect(parseNumberInput('1,000', 2)).toEqual(ok('1000'));
    expect(parseNumberInput('1,000.50', 2)).toEqual(ok('1000.50'));
    expect(parseNumberInput('12,345,678', 0)).toEqual(ok('12345678'));
    expect(parseNumberInput('1 000', 2)).toEqual(ok('1000'));
    expect(parseNumberInput('1\u202F000,5', 2)).toEqual(ok('1000.5'));
  });

  it('reads a lone comma that cannot group thousands as the decimal comma', () => {
    expect(parseNumberInput('12,5', 2)).toEqual(ok('12.5'));
    expect(parseNumberInput('0,25', 2)).toEqual(ok('0.25'));
    expect(parseNumberInput('1,2345', 8)).toEqual(ok('1.2345'));
  });

  it('says what is wrong', () => {
    expect(parseNumberInput('', 2)).toEqual(problem('required'));
    expect(parseNumberInput('   ', 2)).toEqual(problem('required'));
    expect(parseNumberInput('-5', 2)).toEqual(problem('negative'));
    expect(parseNumberInput('−5', 2)).toEqual(problem('negative'));
    expect(parseNumberInput('-۵', 2)).toEqual(problem('negative'));
    expect(parseNumberInput('1.2.3', 2)).toEqual(problem('malformed'));
    expect(parseNumberInput('1,00,000', 2)).toEqual(problem('malformed'));
    expect(parseNumberInput('1,000,5', 2)).toEqual(problem('malformed'));
    expect(parseNumberInput('1e3', 2)).toEqual(problem('malformed'));
    expect(parseNumberInput('+5', 2)).toEqual(problem('malformed'));
    expect(parseNumberInput('abc', 2)).toEqual(problem('malformed'));
    expect(parseNumberInput('-', 2)).toEqual(problem('malformed'));
    expect(parseNumberInput('.', 2)).toEqual(problem('malformed'));
    expect(parseNumberInput('1'.repeat(31), 2)).toEqual(problem('malformed'));
    expect(parseNumberInput('1.234', 2)).toEqual(problem('scale'));
    expect(parseNumberInput('1.5', 0)).toEqual(problem('scale'));
  });

  it('keeps trailing zeros within the scale, as fitsScale does', () => {
    expect(parseNumberInput('1.500', 2)).toEqual(ok('1.500'));
  });
});
