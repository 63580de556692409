import { describe, expect, it } from 'vitest';
import { checkOrder } from '@/features/market/amounts';
import {
  amountForQuantity,
  maxOrderAmount,
  orderLimitBreach,
  quantityForAmount,
  remainingValue,
  sizeFromAmount,
  sizeFromQuantity,
} from '@/rules/orders';

const scales = { fiatScale: 2, coinScale: 2 };
const ad = { price: '0.80', minLimit: '20', maxLimit: '1000', remainingQuantity: '500' };

describe('sizing an order', () => {
  it('keeps a typed amount and buys what it pays for, rounded down', () => {
    expect(sizeFromAmount('100', '0.80', scales)).toEqual({
      totalPrice: '100.00',
      quantity: '125.00',
    });
    expect(sizeFromAmount('1.500', '3', scales)).toEqual({ totalPrice: '1.50', quantity: '0.50' });
    expect(quantityForAmount('10', '3', 2)).toBe('3.33');
  });

  it('keeps a typed quantity and charges its total rounded half-up', () => {
    expect(sizeFromQuantity('24.994', '0.80', { ...scales, coinScale: 3 })).toEqual({
      quantity: '24.994',
      totalPrice: '20.00',
    });
    expect(amountForQuantity('0.125', '1', 2)).toBe('0.13');
  });

  it('worths what is left rounded down, so the most an order can take is always fillable', () => {
    expect(remainingValue('0.123', '0.80', 2)).toBe('0.09');
    expect(maxOrderAmount(ad, 2)).toBe('400.00');
  });
});

describe('the limits of an order', () => {
  it('names the first limit an order breaks', () => {
    const size = (quantity: string, totalPrice: string) => ({ quantity, totalPrice });
    expect(orderLimitBreach(size('125', '100'), ad)).toBeNull();
    expect(orderLimitBreach(size('500.01', '400.01'), ad)).toBe('remaining');
    expect(orderLimitBreach(size('24', '19.20'), ad)).toBe('min');
    expect(orderLimitBreach(size('0', '20'), ad)).toBe('min');
    const rich = { ...ad, remainingQuantity: '5000' };
    expect(orderLimitBreach(size('1250.02', '1000.01'), rich)).toBe('max');
  });

  it('lets the order panel take what the exchange takes, up to the last coin left', () => {
    // 1.00 coin left at 3.333: worth 3.33 rounded down, but 3.34 still buys only 1.00 coin
    // (rounded down), which the exchange accepts; the panel used to refuse it as above 3.33.
    const last = {
      price: '3.333',
      minLimit: '1',
      maxLimit: '100',
      remainingQuantity: '1.00',
      fiat: 'GBP',
      coin: 'USDT',
      ...scales,
    };
    expect(orderLimitBreach(sizeFromAmount('3.34', last.price, scales), last)).toBeNull();
    expect(checkOrder('amount', '3.34', last)).toBeNull();
    expect(checkOrder('amount', '3.67', last)).toEqual({
      key: 'market.validation.max',
      params: { max: '3.33', fiat: 'GBP' },
    });
  });
});
