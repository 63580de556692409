import { describe, expect, it } from 'vitest';
import {
  adEffectivePrice,
  adRequestSchema,
  englishAdText,
  priceDeviationPercent,
  type AdRuleContext,
} from '@/contract/ads';

/** The GBP/USDT context the sandbox builds from its seed (config and catalogue). */
const CONTEXT: AdRuleContext = {
  fiatLimit: { minSingle: '10', maxSingle: '40000' },
  maxQuantity: '1000000',
  coinScale: 2,
  fiatScale: 2,
  paymentTimeLimitOptions: [15, 30, 45, 60],
  maxPaymentMethods: 3,
  marketPrice: '0.79',
  priceDeviationWarnPercent: '10',
};

const AD = {
  type: 'sell',
  coin: 'USDT',
  fiat: 'GBP',
  priceType: 'fixed',
  fixedPrice: '0.80',
  quantity: '1000',
  minLimit: '20',
  maxLimit: '500',
  userPaymentIds: [11],
  paymentTimeLimitMinutes: 15,
  remarks: '',
  conditions: { minRegisteredDays: null, minCompletedTrades: null },
  launch: 'now',
  riskConfirmed: false,
};

/** Every problem of `changes` applied to the valid ad, as `path: message` lines. */
function problems(changes: Record<string, unknown>, context: AdRuleContext = CONTEXT): string[] {
  const result = adRequestSchema(context).safeParse({ ...AD, ...changes });
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('adRequestSchema: numbers', () => {
  it('accepts a valid ad', () => {
    expect(problems({})).toEqual([]);
  });

  it.each([
    ['quantity', '12a'],
    ['quantity', '1e3'],
    ['quantity', '-5'],
    ['quantity', ''],
    ['minLimit', 'abc'],
    ['maxLimit', '5,00'],
    ['fixedPrice', '0.8x'],
  ])('%s = %j → "You must enter a number"', (field, value) => {
    expect(problems({ [field]: value })).toContain(`${field}: You must enter a number`);
  });

  it('checks the floating ratio as a number too', () => {
    expect(problems({ priceType: 'floating', floatingRatio: '10%' })).toContain(
      'floatingRatio: You must enter a number',
    );
  });

  it('trims what was typed before judging it', () => {
    expect(problems({ quantity: ' 1000 ', minLimit: '20 ' })).toEqual([]);
  });
});

describe('adRequestSchema: price', () => {
  it('requires the price of the chosen type', () => {
    expect(problems({ fixedPrice: undefined })).toEqual(['fixedPrice: Please enter a price']);
    expect(problems({ fixedPrice: '' })).toEqual(['fixedPrice: Please enter a price']);
    expect(problems({ priceType: 'floating', fixedPrice: undefined })).toEqual([
      'floatingRatio: Please enter a price',
    ]);
  });

  it('refuses a zero price', () => {
    expect(problems({ fixedPrice: '0.00' })).toContain(
      'fixedPrice: The price must be greater than 0',
    );
    expect(problems({ priceType: 'floating', floatingRatio: '0' })).toContain(
      'floatingRatio: The price must be greater than 0',
    );
  });

  it('limits a fixed price to the fiat scale', () => {
    expect(problems({ fixedPrice: '0.801' })).toEqual([
      'fixedPrice: Too many decimal places (at most 2)',
    ]);
  });
});

describe('adRequestSchema: quantity and limits', () => {
  it('refuses a zero quantity and one above the coin cap', () => {
    expect(problems({ quantity: '0' })).toContain(
      'quantity: The total quantity must be greater than 0',
    );
    expect(problems({ quantity: '1000000.01' })).toContain(
      'quantity: The total quantity cannot exceed 1000000 USDT',
    );
    expect(problems({ quantity: '1000000' })).toEqual([]);
  });

  it('limits the quantity to the coin scale and the limits to the fiat scale', () => {
    expect(problems({ quantity: '1.123' })).toContain(
      'quantity: Too many decimal places (at most 2)',
    );
    expect(problems({ minLimit: '20.001' })).toContain(
      'minLimit: Too many decimal places (at most 2)',
    );
  });

  it('needs the maximum single limit above the minimum', () => {
    const message = 'maxLimit: Maximum single limit must be greater than the minimum single limit';
    expect(problems({ minLimit: '500', maxLimit: '500' })).toEqual([message]);
    expect(problems({ minLimit: '600', maxLimit: '500' })).toEqual([message]);
  });

  it('applies the fiat floor and cap', () => {
    expect(problems({ minLimit: '9.99' })).toEqual([
      'minLimit: The minimum single limit cannot be below 10 GBP',
    ]);
    expect(problems({ quantity: '100000', maxLimit: '40000.01' })).toEqual([
      'maxLimit: The maximum single limit cannot exceed 40000 GBP',
    ]);
    expect(problems({ minLimit: '10', quantity: '100000', maxLimit: '40000' })).toEqual([]);
  });

  it('refuses a maximum above what the whole quantity is worth at the price', () => {
    // 100 USDT at 0.80 is worth 80 GBP.
    expect(problems({ quantity: '100', maxLimit: '80.01' })).toEqual([
      'maxLimit: The maximum single limit cannot exceed the total quantity at this price',
    ]);
    expect(problems({ quantity: '100', maxLimit: '80' })).toEqual([]);
  });
});

describe('adRequestSchema: payment methods, time limit, remarks, body', () => {
  it('takes 1 to the configured number of payment methods', () => {
    expect(problems({ userPaymentIds: [] })).toEqual([
      'userPaymentIds: Please choose at least one payment method',
    ]);
    expect(problems({ userPaymentIds: [1, 2, 3] })).toEqual([]);
    expect(problems({ userPaymentIds: [1, 2, 3, 4] })).toEqual([
      'userPaymentIds: Choose at most 3 payment methods',
    ]);
    expect(problems({ userPaymentIds: [1, 2, 3] }, { ...CONTEXT, maxPaymentMethods: 2 })).toEqual([
      'userPaymentIds: Choose at most 2 payment methods',
    ]);
  });

  it('takes only a payment time limit on offer', () => {
    const message = 'paymentTimeLimitMinutes: Please choose a payment time limit';
    expect(problems({ paymentTimeLimitMinutes: 20 })).toEqual([message]);
    expect(problems({ paymentTimeLimitMinutes: undefined })).toEqual([message]);
    expect(problems({ paymentTimeLimitMinutes: 0 })).toContain(message);
    expect(problems({ paymentTimeLimitMinutes: 60 })).toEqual([]);
  });

  it('caps the remarks at 500 characters', () => {
    expect(problems({ remarks: 'x'.repeat(500) })).toEqual([]);
    expect(problems({ remarks: 'x'.repeat(501) })).toEqual([
      'remarks: Remarks can have at most 500 characters',
    ]);
  });

  it('refuses unknown fields', () => {
    const result = adRequestSchema(CONTEXT).safeParse({ ...AD, status: 'listed' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('without context applies only the structural rules', () => {
    const loose = { minLimit: '1', maxLimit: '99999999', paymentTimeLimitMinutes: 7 };
    expect(problems({ ...loose, quantity: '1000000000', fixedPrice: '0.999' }, {})).toEqual([]);
    expect(problems({ minLimit: '5', maxLimit: '5' }, {})).toEqual([
      'maxLimit: Maximum single limit must be greater than the minimum single limit',
    ]);
  });
});

describe('adRequestSchema: risk confirmation', () => {
  const risk =
    'riskConfirmed: Your price deviates from the market reference price by more than 10%. Please confirm the risk.';

  it('asks for it when a fixed price deviates more than the configured percent', () => {
    expect(problems({ fixedPrice: '0.90' })).toEqual([risk]); // 13.92 % above 0.79
    expect(problems({ fixedPrice: '0.70' })).toEqual([risk]); // 11.39 % below
    expect(problems({ fixedPrice: '0.86' })).toEqual([]); // 8.86 %
    expect(problems({ fixedPrice: '0.90', riskConfirmed: true })).toEqual([]);
  });

  it('applies to a floating ratio too', () => {
    expect(problems({ priceType: 'floating', floatingRatio: '115' })).toEqual([risk]);
    expect(problems({ priceType: 'floating', floatingRatio: '105' })).toEqual([]);
  });

  it('cannot judge without the reference price', () => {
    expect(problems({ fixedPrice: '0.90' }, { ...CONTEXT, marketPrice: undefined })).toEqual([]);
  });
});

describe('adEffectivePrice and priceDeviationPercent', () => {
  it('is the fixed price, or the reference times the ratio at the fiat scale', () => {
    expect(adEffectivePrice({ priceType: 'fixed', fixedPrice: '0.80' }, '0.79')).toBe('0.80');
    expect(adEffectivePrice({ priceType: 'fixed', fixedPrice: '0.8x' }, '0.79')).toBeNull();
    expect(adEffectivePrice({ priceType: 'floating', floatingRatio: '98.5' }, '1234.56')).toBe(
      '1216.04',
    );
    expect(adEffectivePrice({ priceType: 'floating', floatingRatio: '98.5' }, '1234.56', 0)).toBe(
      '1216',
    );
    expect(
      adEffectivePrice({ priceType: 'floating', floatingRatio: '98.5' }, undefined),
    ).toBeNull();
  });

  it('measures the absolute deviation in percent, two decimals', () => {
    expect(priceDeviationPercent('0.90', '0.79')).toBe('13.92');
    expect(priceDeviationPercent('0.70', '0.79')).toBe('11.39');
    expect(priceDeviationPercent('0.79', '0.79')).toBe('0.00');
    expect(priceDeviationPercent('1', '0')).toBeNull();
  });

  it('words problems with their values', () => {
    expect(englishAdText('minBelowFloor', { min: '10', fiat: 'GBP' })).toBe(
      'The minimum single limit cannot be below 10 GBP',
    );
    expect(englishAdText('paymentTooMany')).toBe('Choose at most {max} payment methods');
  });
});

describe('the form and the market price a floating ad alike', () => {
  it.each(['80', '99.99', '102.5', '101.37', '120'])('ratio %s %%', async (ratio) => {
    const { effectivePrice, exactReference } = await import('@/sandbox/market/pricing');
    const market = { usdPrice: '0.99987', usdRate: '0.7913', fiatScale: 2 };
    const form = adEffectivePrice(
      { priceType: 'floating', floatingRatio: ratio },
      exactReference(market),
      2,
    );
    const server = effectivePrice(
      { priceType: 'floating', fixedPrice: null, floatingRatio: ratio },
      market,
    );
    expect(form).toBe(server);
  });
});
