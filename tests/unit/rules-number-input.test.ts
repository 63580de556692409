import { describe, expect, it } from 'vitest';
import { parseNumberInput, toAsciiDigits } from '@/rules/number-input';

const ok = (value: string) => ({ ok: true, value });
const problem = (kind: string) => ({ ok: false, problem: kind });

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
