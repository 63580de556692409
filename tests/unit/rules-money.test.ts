import { describe, expect, it } from 'vitest';
import { checkAmount } from '@/features/card/amount';
import { checkOrder, isValidAmountFilter } from '@/features/market/amounts';
import { amountProblem } from '@/features/wallet/transfer-form';
import { adRequestSchema } from '@/contract/ads';
import { fitsScale, isPositive, isUnsignedDecimal } from '@/rules/money';

describe('fitsScale: one scale rule for the page and the sandbox', () => {
  it('accepts trailing zeros beyond the scale, refuses significant digits', () => {
    expect(fitsScale('1.500', 2)).toBe(true);
    expect(fitsScale('1.50', 2)).toBe(true);
    expect(fitsScale('7', 0)).toBe(true);
    expect(fitsScale('7.000', 0)).toBe(true);
    expect(fitsScale('1.505', 2)).toBe(false);
    expect(fitsScale('0.1', 0)).toBe(false);
  });

  it('is false, never a throw, for what is not a decimal', () => {
    for (const value of ['', '1e3', '.5', '5.', 'abc', '1,5']) {
      expect(fitsScale(value, 2), value).toBe(false);
    }
  });

  it('is what every amount field of the page applies: 1.500 at scale 2 is 1.50', () => {
    const ad = {
      price: '0.80',
      minLimit: '1',
      maxLimit: '1000',
      remainingQuantity: '500',
      fiat: 'GBP',
      coin: 'USDT',
      fiatScale: 2,
      coinScale: 2,
    };
    expect(checkOrder('amount', '1.500', ad)).toBeNull();
    expect(checkOrder('quantity', '2.500', ad)).toBeNull();
    expect(isValidAmountFilter('1.500', 2)).toBe(true);
    expect(checkAmount('100.500', { scale: 2, unit: 'EUR' })).toEqual({
      ok: true,
      amount: '100.500',
    });
    expect(amountProblem('1.500', '10', 2)).toBeNull();
    expect(amountProblem('1.505', '10', 2)).toBe('scale');
  });

  it('is what the ad form and the ad endpoints apply', () => {
    const base = {
      type: 'sell',
      coin: 'USDT',
      fiat: 'GBP',
      priceType: 'fixed',
      fixedPrice: '0.800',
      quantity: '1000.00',
      minLimit: '20.000',
      maxLimit: '500.00',
      userPaymentIds: [11],
      paymentTimeLimitMinutes: 15,
      remarks: '',
      conditions: { minRegisteredDays: null, minCompletedTrades: null },
      launch: 'now',
      riskConfirmed: false,
    };
    const schema = adRequestSchema({ fiatScale: 2, coinScale: 2 });
    const scaleIssues = (ad: object) =>
      (schema.safeParse(ad).error?.issues ?? []).filter((i) =>
        i.message.startsWith('Too many decimal'),
      );
    expect(scaleIssues(base)).toEqual([]);
    expect(scaleIssues({ ...base, fixedPrice: '0.805' }).map((i) => i.path)).toEqual([
      ['fixedPrice'],
    ]);
  });
});

describe('the other money rules', () => {
  it('tells a plain unsigned decimal from a signed or malformed one', () => {
    expect(isUnsignedDecimal('12.50')).toBe(true);
    expect(isUnsignedDecimal('-1')).toBe(false);
    expect(isUnsignedDecimal('+1')).toBe(false);
    expect(isUnsignedDecimal('1e3')).toBe(false);
  });

  it('knows a positive amount', () => {
    expect(isPositive('0.01')).toBe(true);
    expect(isPositive('0.00')).toBe(false);
    expect(isPositive('-1')).toBe(false);
  });
});
