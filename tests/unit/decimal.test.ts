import { describe, expect, it } from 'vitest';
import {
  addDecimal,
  compareDecimal,
  formatGrouped,
  isDecimal,
  isPositiveDecimal,
  multiplyDecimal,
  parseDecimal,
  roundDecimal,
  subtractDecimal,
} from '@/lib/decimal';

describe('parseDecimal', () => {
  it('reads sign, digits and fraction into units and scale', () => {
    expect(parseDecimal('-12.50')).toEqual({ units: -1250n, scale: 2 });
    expect(parseDecimal('+7')).toEqual({ units: 7n, scale: 0 });
    expect(parseDecimal('0.001')).toEqual({ units: 1n, scale: 3 });
  });

  it.each([
    '',
    ' 1',
    '1 ',
    '1e3',
    '1E-2',
    'NaN',
    'Infinity',
    '.5',
    '5.',
    '1,000',
    '--1',
    '0x10',
    '١٢',
  ])('refuses %j', (value) => {
    expect(isDecimal(value)).toBe(false);
    expect(() => parseDecimal(value)).toThrow(TypeError);
  });

  it('refuses values that are not strings', () => {
    expect(isDecimal(1.5)).toBe(false);
    expect(() => parseDecimal(1.5 as unknown as string)).toThrow(TypeError);
  });
});

describe('isPositiveDecimal', () => {
  it.each(['0.92', '+3', '1', '0.0001', '25400.5'])('accepts %j', (value) => {
    expect(isPositiveDecimal(value)).toBe(true);
  });

  it.each(['0', '0.00', '-0.0', '+0', '-1', '-0.5', '1e3', '', '.5', 1, null])(
    'refuses %j',
    (value) => {
      expect(isPositiveDecimal(value)).toBe(false);
    },
  );
});

describe('multiplyDecimal', () => {
  it('is exact where floating point is not: 0.1 × 3 is 0.3', () => {
    expect(0.1 * 3).not.toBe(0.3);
    expect(multiplyDecimal('0.1', '3')).toBe('0.3');
  });

  it('keeps every digit of a price times a quantity', () => {
    expect(multiplyDecimal('1365.50', '1234.5')).toBe('1685709.750');
  });

  it('handles signs and never produces -0', () => {
    expect(multiplyDecimal('-2.5', '4')).toBe('-10.0');
    expect(multiplyDecimal('-2.5', '-4')).toBe('10.0');
    expect(multiplyDecimal('-0.00', '5')).toBe('0.00');
  });

  it('stays exact for numbers far beyond 2^53', () => {
    expect(multiplyDecimal('9007199254740993', '3')).toBe('27021597764222979');
    // Checked against Python's decimal module at 200 digits of precision.
    expect(
      multiplyDecimal('123456789012345678901234567890.123456789', '1000000000.000000001'),
    ).toBe('123456789012345679024691356902469135690.234567890123456789');
  });
});

describe('addDecimal and subtractDecimal', () => {
  it('align scales exactly', () => {
    expect(addDecimal('0.1', '0.2')).toBe('0.3');
    expect(addDecimal('1.005', '-2')).toBe('-0.995');
    expect(subtractDecimal('10', '0.01')).toBe('9.99');
    expect(subtractDecimal('0.5', '0.50')).toBe('0.00');
  });
});

describe('compareDecimal', () => {
  it('compares by value, not by text', () => {
    expect(compareDecimal('1.50', '1.5')).toBe(0);
    expect(compareDecimal('2', '10')).toBe(-1);
    expect(compareDecimal('-1', '-10')).toBe(1);
    expect(compareDecimal('0.0001', '0')).toBe(1);
    expect(compareDecimal('-0', '0')).toBe(0);
  });
});

describe('roundDecimal', () => {
  it('rounds half away from zero by default', () => {
    expect(roundDecimal('2.345', 2)).toBe('2.35');
    expect(roundDecimal('2.344', 2)).toBe('2.34');
    expect(roundDecimal('-2.345', 2)).toBe('-2.35');
    expect(roundDecimal('0.5', 0)).toBe('1');
    expect(roundDecimal('-0.5', 0)).toBe('-1');
    expect(roundDecimal('1.005', 2)).toBe('1.01');
  });

  it('truncates with down and rounds any remainder away from zero with up', () => {
    expect(roundDecimal('1.999', 2, 'down')).toBe('1.99');
    expect(roundDecimal('-1.999', 2, 'down')).toBe('-1.99');
    expect(roundDecimal('1.001', 2, 'up')).toBe('1.01');
    expect(roundDecimal('-1.001', 2, 'up')).toBe('-1.01');
    expect(roundDecimal('1.000', 2, 'up')).toBe('1.00');
  });

  it('pads to the scale and never returns -0', () => {
    expect(roundDecimal('1.5', 2)).toBe('1.50');
    expect(roundDecimal('7', 3)).toBe('7.000');
    expect(roundDecimal('-0.004', 2)).toBe('0.00');
  });

  it('refuses a negative or fractional scale', () => {
    expect(() => roundDecimal('1', -1)).toThrow(RangeError);
    expect(() => roundDecimal('1', 1.5)).toThrow(RangeError);
  });
});

describe('formatGrouped', () => {
  it('shows two decimals and thousands commas by default', () => {
    expect(formatGrouped('1234567.891')).toBe('1,234,567.89');
    expect(formatGrouped('1234567.895')).toBe('1,234,567.90');
    expect(formatGrouped('0')).toBe('0.00');
    expect(formatGrouped('999.999')).toBe('1,000.00');
    expect(formatGrouped('100')).toBe('100.00');
  });

  it('keeps the sign of negative numbers', () => {
    expect(formatGrouped('-1234.5')).toBe('-1,234.50');
    expect(formatGrouped('-0.001')).toBe('0.00');
  });

  it('shows whole numbers with decimals 0 and more digits when asked', () => {
    expect(formatGrouped('1234567.5', { decimals: 0 })).toBe('1,234,568');
    expect(formatGrouped('0.12345678', { decimals: 8 })).toBe('0.12345678');
  });

  it('groups huge numbers exactly', () => {
    expect(formatGrouped('12345678901234567890.125')).toBe('12,345,678,901,234,567,890.13');
  });

  it('throws on bad input', () => {
    expect(() => formatGrouped('1e6')).toThrow(TypeError);
  });
});
