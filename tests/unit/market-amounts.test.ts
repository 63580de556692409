import { describe, expect, it } from 'vitest';
import {
  checkOrder,
  isValidAmountFilter,
  readAmountFilter,
  sanitizeAmountInput,
  type OrderRules,
} from '@/features/market/amounts';
import { fitsScale } from '@/rules/money';
import { amountForQuantity, maxOrderAmount, quantityForAmount } from '@/rules/orders';
import { divideDecimal } from '@/lib/decimal';

describe('divideDecimal', () => {
  it('divides exactly at the asked scale, truncating by default', () => {
    expect(divideDecimal('100', '3', 2)).toBe('33.33');
    expect(divideDecimal('2', '3', 4)).toBe('0.6666');
    expect(divideDecimal('1', '8', 3)).toBe('0.125');
    expect(divideDecimal('10', '4', 0)).toBe('2');
  });

  it('rounds half away from zero or up when asked', () => {
    expect(divideDecimal('2', '3', 4, 'half-up')).toBe('0.6667');
    expect(divideDecimal('1', '8', 2, 'half-up')).toBe('0.13');
    expect(divideDecimal('1', '3', 2, 'up')).toBe('0.34');
    expect(divideDecimal('0.3', '0.1', 2, 'up')).toBe('3.00');
    expect(divideDecimal('-1', '3', 2, 'up')).toBe('-0.34');
  });

  it('never loses digits to floating point', () => {
    // 0.3 / 0.1 is 2.9999999999999996 in JS numbers.
    expect(divideDecimal('0.3', '0.1', 8)).toBe('3.00000000');
    expect(divideDecimal('123456789012345678.9', '0.0001', 0)).toBe('1234567890123456789000');
  });

  it('refuses a division by zero', () => {
    expect(() => divideDecimal('1', '0.00', 2)).toThrow(RangeError);
  });
});

describe('amount and quantity at an ad price', () => {
  it('turns a fiat amount into a coin quantity rounded down to the coin scale', () => {
    // 100 GBP at 0.79 GBP/USDT is 126.5822... USDT: never more than was paid for.
    expect(quantityForAmount('100', '0.79', 2)).toBe('126.58');
    expect(quantityForAmount('1000', '61234.56', 8)).toBe('0.01633064');
  });

  it('turns a coin quantity into a fiat amount rounded half-up to the fiat scale', () => {
    expect(amountForQuantity('126.58', '0.79', 2)).toBe('100.00');
    expect(amountForQuantity('0.015', '61234.567', 2)).toBe('918.52');
    expect(amountForQuantity('3', '25340.5', 0)).toBe('76022');
  });
});

const ad: OrderRules = {
  price: '0.80',
  minLimit: '20',
  maxLimit: '1000',
  remainingQuantity: '500',
  fiat: 'GBP',
  coin: 'USDT',
  fiatScale: 2,
  coinScale: 2,
};

describe('maxOrderAmount', () => {
  it('is the ad maximum when the remaining quantity is worth more', () => {
    expect(maxOrderAmount({ ...ad, remainingQuantity: '5000' }, 2)).toBe('1000');
  });

  it('is what the remaining quantity is worth when that is less', () => {
    expect(maxOrderAmount(ad, 2)).toBe('400.00');
    expect(maxOrderAmount({ ...ad, remainingQuantity: '0.123' }, 2)).toBe('0.09');
  });
});

describe('checkOrder', () => {
  it('accepts an amount within the limits and what is left', () => {
    expect(checkOrder('amount', '20', ad)).toBeNull();
    expect(checkOrder('amount', '400.00', ad)).toBeNull();
    expect(checkOrder('quantity', '500', ad)).toBeNull();
  });

  it('says "You must enter a number" for anything that is not one', () => {
    for (const value of ['abc', '1e3', '1.2.3', '1,00,000', '+5']) {
      expect(checkOrder('amount', value, ad), value).toEqual({ key: 'market.validation.number' });
    }
  });

  it('says a negative amount is refused, rather than that it is no number', () => {
    expect(checkOrder('amount', '-5', ad)).toEqual({ key: 'market.validation.negative' });
    expect(checkOrder('quantity', '−25', ad)).toEqual({ key: 'market.validation.negative' });
  });

  it('reads Persian digits and thousands separators as the shared parser does', () => {
    for (const value of ['۸۰', '٨٠', '80.', '80,00', ' 80 ']) {
      expect(checkOrder('amount', value, ad), value).toBeNull();
    }
    expect(
      checkOrder('quantity', '1,250', { ...ad, maxLimit: '5000', remainingQuantity: '2000' }),
    ).toBeNull();
    expect(checkOrder('amount', '1,000.50', ad)).toMatchObject({ key: 'market.validation.max' });
  });

  it('asks for a value when the field is empty', () => {
    expect(checkOrder('amount', '  ', ad)).toEqual({ key: 'market.validation.required' });
  });

  it('refuses more decimals than the asset has', () => {
    expect(checkOrder('amount', '20.005', ad)).toEqual({
      key: 'market.validation.scale',
      params: { scale: 2 },
    });
    expect(checkOrder('quantity', '30.123', { ...ad, coinScale: 2 })).toMatchObject({
      key: 'market.validation.scale',
    });
  });

  it('refuses an amount below the minimum or above what the ad can take', () => {
    expect(checkOrder('amount', '19.99', ad)).toEqual({
      key: 'market.validation.min',
      params: { min: '20', fiat: 'GBP' },
    });
    expect(checkOrder('amount', '400.01', ad)).toEqual({
      key: 'market.validation.max',
      params: { max: '400.00', fiat: 'GBP' },
    });
    expect(checkOrder('amount', '0', { ...ad, minLimit: '0' })).toMatchObject({
      key: 'market.validation.min',
    });
  });

  it('checks a quantity by the amount it costs and by what is left', () => {
    // 24 USDT cost 19.20 GBP, below the 20 GBP minimum.
    expect(checkOrder('quantity', '24', ad)).toMatchObject({ key: 'market.validation.min' });
    expect(checkOrder('quantity', '500.01', ad)).toEqual({
      key: 'market.validation.remaining',
      params: { quantity: '500', coin: 'USDT' },
    });
    const rich = { ...ad, remainingQuantity: '5000' };
    expect(checkOrder('quantity', '1250.01', rich)).toMatchObject({ key: 'market.validation.max' });
    expect(checkOrder('quantity', '1250', rich)).toBeNull();
    // 24.994 USDT cost 19.9952 GBP, which the exchange rounds to 20.00: enough.
    expect(checkOrder('quantity', '24.994', { ...ad, coinScale: 3 })).toBeNull();
  });

  it('refuses an amount too small to buy the smallest unit of the coin', () => {
    const cheap = { ...ad, price: '61234.56', minLimit: '0', remainingQuantity: '1', coinScale: 8 };
    expect(checkOrder('amount', '0.0001', { ...cheap, fiatScale: 4 })).toMatchObject({
      key: 'market.validation.min',
    });
  });
});

describe('the amount filter', () => {
  it('keeps what a number is written with, Persian digits as ASCII, for the parser to judge', () => {
    expect(sanitizeAmountInput('1,234.567')).toBe('1,234.567');
    expect(sanitizeAmountInput('12a3 GBP')).toBe('123');
    expect(sanitizeAmountInput('1.2.3')).toBe('1.2.3');
    expect(sanitizeAmountInput('-5')).toBe('-5');
    expect(sanitizeAmountInput('۱۲٫۵')).toBe('12.5');
  });

  it('reads the typed filter: canonical when above zero within the scale, else why not', () => {
    expect(readAmountFilter('1,000', 2)).toEqual({ ok: true, amount: '1000' });
    expect(readAmountFilter('1,000.50', 2)).toEqual({ ok: true, amount: '1000.50' });
    expect(readAmountFilter('۸۰', 2)).toEqual({ ok: true, amount: '80' });
    expect(readAmountFilter('-5', 2)).toEqual({ ok: false, problem: 'negative' });
    expect(readAmountFilter('1.2.3', 2)).toEqual({ ok: false, problem: 'number' });
    expect(readAmountFilter('0', 2)).toEqual({ ok: false, problem: 'invalid' });
    expect(readAmountFilter('1.005', 2)).toEqual({ ok: false, problem: 'invalid' });
  });

  it('accepts only amounts above zero within the scale', () => {
    expect(isValidAmountFilter('100', 2)).toBe(true);
    expect(isValidAmountFilter('100.25', 2)).toBe(true);
    expect(isValidAmountFilter('100.255', 2)).toBe(false);
    expect(isValidAmountFilter('100.5', 0)).toBe(false);
    expect(isValidAmountFilter('0', 2)).toBe(false);
    expect(isValidAmountFilter('0.00', 2)).toBe(false);
    expect(isValidAmountFilter('12.', 2)).toBe(false);
    expect(isValidAmountFilter('', 2)).toBe(false);
    expect(fitsScale('7', 0)).toBe(true);
  });
});
