import { describe, expect, it } from 'vitest';
import { adRequest, englishAdText, type MyAd, type ReferencePrice } from '@/contract/ads';
import {
  CONDITION_BOUNDS,
  adFormFromAd,
  adFormResolver,
  emptyAdForm,
  fieldOfPath,
  onlyRiskMissing,
  ruleContextFor,
  toAdCandidate,
  validateAdForm,
  type AdFormSetup,
  type AdFormValues,
} from '@/features/ads/ad-form';

/**
 * The ad form ↔ the ad request: the values map onto the contract's request, the contract's
 * rules (spec section 5) come back on the fields they are about, and a saved ad fills the form
 * back. The rules are checked with the English texts the contract defines.
 */

const range = ({ min, max }: { min: string; max: string }) =>
  `Enter a whole number from ${min} to ${max}`;

const setup: AdFormSetup = {
  config: {
    fiatLimits: [{ fiat: 'GBP', minSingle: '10', maxSingle: '40000' }],
    coinLimits: [
      { coin: 'USDT', maxQuantity: '1000000' },
      { coin: 'BTC', maxQuantity: '20' },
    ],
    paymentTimeLimitOptions: [15, 30, 45, 60],
    maxPaymentMethodsPerAd: 3,
    priceDeviationWarnPercent: '10',
    adFeePercent: '0.1',
    floatingRatioMin: '50',
    floatingRatioMax: '150',
    floatingRatioScale: 2,
  },
  coins: [
    { coin: 'USDT', name: 'Tether', scale: 2 },
    { coin: 'BTC', name: 'Bitcoin', scale: 8 },
  ],
  fiats: [{ fiat: 'GBP', name: 'British Pound', symbol: '£', scale: 2 }],
};

const reference: ReferencePrice = {
  coin: 'USDT',
  fiat: 'GBP',
  price: '0.79',
  exact: '0.79',
  warnPercent: '10',
  at: 1_750_000_000_000,
};

/** A floating USDT/GBP sell ad that passes every rule. */
const filled: AdFormValues = {
  ...emptyAdForm({ coin: 'USDT', fiat: 'GBP' }),
  type: 'sell',
  priceType: 'floating',
  floatingRatio: '101.5',
  fixedPrice: '9.99',
  quantity: '1000',
  minLimit: '20',
  maxLimit: '500',
  userPaymentIds: [4, 7],
  paymentTimeLimitMinutes: '15',
  remarks: '  Pay with the order number as reference.  ',
  registeredDaysOn: true,
  registeredDays: '30',
  tradesOn: false,
  trades: '12',
  launch: 'now',
};

function check(values: Partial<AdFormValues>, live: ReferencePrice | null = reference) {
  const all = { ...filled, ...values };
  return validateAdForm(all, ruleContextFor(setup, all, live), englishAdText, range);
}

/** The problems of a failed check, by field. */
function problems(values: Partial<AdFormValues>, live: ReferencePrice | null = reference) {
  const result = check(values, live);
  if (result.ok) return {};
  return Object.fromEntries(result.problems.map((p) => [p.field, p.message]));
}

describe('form values → ad request', () => {
  it('a valid form is exactly the request the contract accepts', () => {
    const result = check({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.request).toEqual({
      type: 'sell',
      coin: 'USDT',
      fiat: 'GBP',
      priceType: 'floating',
      floatingRatio: '101.5',
      quantity: '1000',
      minLimit: '20',
      maxLimit: '500',
      userPaymentIds: [4, 7],
      paymentTimeLimitMinutes: 15,
      remarks: 'Pay with the order number as reference.',
      autoReply: '',
      conditions: { minRegisteredDays: 30, minCompletedTrades: null },
      launch: 'now',
      riskConfirmed: false,
    });
    expect(adRequest.safeParse(result.request).success).toBe(true);
  });

  it('sends only the price of the chosen type', () => {
    const { candidate } = toAdCandidate(
      { ...filled, priceType: 'fixed', fixedPrice: '0.80' },
      englishAdText,
      range,
    );
    expect(candidate).toMatchObject({ priceType: 'fixed', fixedPrice: '0.80' });
    expect(candidate).not.toHaveProperty('floatingRatio');
  });

  it('a condition that is switched off is null whatever its box holds', () => {
    const result = check({
      registeredDaysOn: false,
      registeredDays: 'abc',
      tradesOn: true,
      trades: '5',
    });
    expect(result.ok && result.request.conditions).toEqual({
      minRegisteredDays: null,
      minCompletedTrades: 5,
    });
  });
});

describe('the rules of spec section 5, on their fields', () => {
  it('numbers only: "You must enter a number"', () => {
    expect(problems({ floatingRatio: '1o1' })).toEqual({
      floatingRatio: 'You must enter a number',
    });
    expect(problems({ priceType: 'fixed', fixedPrice: '0.8.0' })).toMatchObject({
      fixedPrice: 'You must enter a number',
    });
    expect(problems({ quantity: 'ten' })).toMatchObject({ quantity: 'You must enter a number' });
    expect(problems({ minLimit: '-5' })).toMatchObject({ minLimit: 'You must enter a number' });
    expect(problems({ registeredDays: '3.5' })).toMatchObject({
      registeredDays: 'You must enter a number',
    });
  });

  it('reads Persian digits, thousands commas and a decimal comma as numbers (issue 13)', () => {
    expect(
      problems({ priceType: 'fixed', fixedPrice: '0,80', quantity: '1,000', minLimit: '۲۰' }),
    ).toEqual({});
    expect(problems({ registeredDays: '۳۰' })).toEqual({});
  });

  it('the price of the chosen type is required and above 0', () => {
    expect(problems({ floatingRatio: '' })).toMatchObject({
      floatingRatio: 'Please enter a price',
    });
    expect(problems({ priceType: 'fixed', fixedPrice: '0.00' })).toMatchObject({
      fixedPrice: 'The price must be greater than 0',
    });
  });

  it('maximum single limit must be greater than the minimum', () => {
    expect(problems({ minLimit: '300', maxLimit: '300' })).toEqual({
      maxLimit: 'Maximum single limit must be greater than the minimum single limit',
    });
  });

  it('per-fiat floor and cap', () => {
    expect(problems({ minLimit: '5' })).toEqual({
      minLimit: 'The minimum single limit cannot be below 10 GBP',
    });
    expect(problems({ quantity: '100000', maxLimit: '40000.01' })).toEqual({
      maxLimit: 'The maximum single limit cannot exceed 40000 GBP',
    });
  });

  it('the coin cap and the coin and fiat decimals', () => {
    expect(problems({ quantity: '100.005' })).toMatchObject({
      quantity: 'Too many decimal places (at most 2)',
    });
    expect(problems({ quantity: '2000000' })).toMatchObject({
      quantity: 'The total quantity cannot exceed 1000000 USDT',
    });
    expect(problems({ quantity: '0' })).toMatchObject({
      quantity: 'The total quantity must be greater than 0',
    });
    expect(problems({ minLimit: '20.005' })).toMatchObject({
      minLimit: 'Too many decimal places (at most 2)',
    });
  });

  it('the maximum cannot exceed what the quantity is worth at the live price', () => {
    // 100 USDT at 0.79 × 101.5% = 0.80 GBP is worth 80 GBP.
    expect(problems({ quantity: '100', maxLimit: '81' })).toEqual({
      maxLimit: 'The maximum single limit cannot exceed the total quantity at this price',
    });
    // Without a reference price a floating ad's worth is unknown: the sandbox checks it.
    expect(check({ quantity: '100', maxLimit: '81' }, null).ok).toBe(true);
  });

  it('payment methods: 1 to the configured most', () => {
    expect(problems({ userPaymentIds: [] })).toEqual({
      userPaymentIds: 'Please choose at least one payment method',
    });
    expect(problems({ userPaymentIds: [1, 2, 3, 4] })).toEqual({
      userPaymentIds: 'Choose at most 3 payment methods',
    });
  });

  it('a payment time limit from the offered ones', () => {
    expect(problems({ paymentTimeLimitMinutes: '' })).toMatchObject({
      paymentTimeLimitMinutes: 'Please choose a payment time limit',
    });
    expect(problems({ paymentTimeLimitMinutes: '20' })).toEqual({
      paymentTimeLimitMinutes: 'Please choose a payment time limit',
    });
  });

  it('remarks up to 500 characters, counted after trimming', () => {
    expect(check({ remarks: `  ${'x'.repeat(500)}  ` }).ok).toBe(true);
    expect(problems({ remarks: 'x'.repeat(501) })).toEqual({
      remarks: 'Remarks can have at most 500 characters',
    });
  });

  it('counterparty conditions: whole numbers within the contract bounds', () => {
    const { max } = CONDITION_BOUNDS.registeredDays;
    expect(problems({ registeredDays: String(max + 1) })).toEqual({
      registeredDays: `Enter a whole number from 0 to ${max}`,
    });
    expect(problems({ tradesOn: true, trades: '' })).toEqual({ trades: 'You must enter a number' });
  });

  it('a price far from the market needs the risk confirmation, and only that', () => {
    const far = problems({ floatingRatio: '150' });
    expect(far).toEqual({
      riskConfirmed:
        'Your price deviates from the market reference price by more than 10%. Please confirm the risk.',
    });
    const result = check({ floatingRatio: '150' });
    expect(!result.ok && result.problems.map((p) => p.field)).toEqual(['riskConfirmed']);
    expect(check({ floatingRatio: '150', riskConfirmed: true }).ok).toBe(true);
    // 0.79 → 0.72 is 8.86 % away: no confirmation.
    expect(check({ priceType: 'fixed', fixedPrice: '0.72' }).ok).toBe(true);
  });

  it('a reference price of another pair is not used', () => {
    const btc: ReferencePrice = { ...reference, coin: 'BTC', price: '50000' };
    expect(check({ floatingRatio: '150' }, btc).ok).toBe(true);
  });

  it('keeps the first problem of each field', () => {
    const result = check({ minLimit: '5', maxLimit: '5' });
    expect(!result.ok && result.problems).toEqual([
      {
        field: 'maxLimit',
        message: 'Maximum single limit must be greater than the minimum single limit',
      },
      { field: 'minLimit', message: 'The minimum single limit cannot be below 10 GBP' },
    ]);
  });
});

describe('resolver', () => {
  const resolver = adFormResolver(setup, englishAdText, range);
  const options = { fields: {}, shouldUseNativeValidation: false } as const;

  it('gives the request on success and field errors otherwise', async () => {
    const ok = await resolver(filled, reference, options);
    expect(ok.errors).toEqual({});
    expect(ok.values).toMatchObject({ paymentTimeLimitMinutes: 15 });

    const bad = await resolver(
      { ...filled, quantity: 'x', userPaymentIds: [] },
      reference,
      options,
    );
    expect(bad.values).toEqual({});
    expect(bad.errors).toEqual({
      quantity: { type: 'validate', message: 'You must enter a number' },
      userPaymentIds: { type: 'validate', message: 'Please choose at least one payment method' },
    });
  });

  it('tells when only the risk confirmation is missing', async () => {
    const far = await resolver({ ...filled, floatingRatio: '150' }, reference, options);
    expect(onlyRiskMissing(far.errors)).toBe(true);
    const more = await resolver(
      { ...filled, floatingRatio: '150', quantity: '' },
      reference,
      options,
    );
    expect(onlyRiskMissing(more.errors)).toBe(false);
  });
});

describe('request paths → form fields', () => {
  it('maps the request (and the update body) back to the inputs', () => {
    expect(fieldOfPath(['quantity'])).toBe('quantity');
    expect(fieldOfPath(['ad', 'maxLimit'])).toBe('maxLimit');
    expect(fieldOfPath(['conditions', 'minRegisteredDays'])).toBe('registeredDays');
    expect(fieldOfPath(['ad', 'conditions', 'minCompletedTrades'])).toBe('trades');
    expect(fieldOfPath(['userPaymentIds', 0])).toBe('userPaymentIds');
    expect(fieldOfPath(['version'])).toBe('root');
    expect(fieldOfPath([])).toBe('root');
  });
});

describe('saved ad → form values', () => {
  const saved: MyAd = {
    id: 42,
    type: 'buy',
    coin: 'USDT',
    fiat: 'GBP',
    priceType: 'fixed',
    floatingRatio: null,
    marketPrice: '0.79',
    price: '0.78',
    quantity: '5000',
    remainingQuantity: '4200',
    minLimit: '20',
    maxLimit: '3000',
    paymentMethods: [{ code: 'bank_transfer', name: 'Bank transfer', color: '#2f6fed' }],
    paymentTimeLimitMinutes: 30,
    remarks: 'Fast payer',
    autoReply: 'Hello! Please pay within 30 minutes.',
    conditions: { minRegisteredDays: null, minCompletedTrades: 10 },
    status: 'delisted',
    createdAt: 1_750_000_000_000,
    version: 3,
    userPaymentIds: [9],
    openOrders: 0,
    updatedAt: 1_750_000_100_000,
  };

  it('fills every input and comes back as the same ad', () => {
    const values = adFormFromAd(saved);
    expect(values).toMatchObject({
      type: 'buy',
      priceType: 'fixed',
      fixedPrice: '0.78',
      floatingRatio: '',
      paymentTimeLimitMinutes: '30',
      registeredDaysOn: false,
      tradesOn: true,
      trades: '10',
      launch: 'later',
      riskConfirmed: false,
    });
    const result = validateAdForm(
      values,
      ruleContextFor(setup, values, reference),
      englishAdText,
      range,
    );
    expect(result.ok && result.request).toEqual({
      type: 'buy',
      coin: 'USDT',
      fiat: 'GBP',
      priceType: 'fixed',
      fixedPrice: '0.78',
      quantity: '5000',
      minLimit: '20',
      maxLimit: '3000',
      userPaymentIds: [9],
      paymentTimeLimitMinutes: 30,
      remarks: 'Fast payer',
      autoReply: 'Hello! Please pay within 30 minutes.',
      conditions: { minRegisteredDays: null, minCompletedTrades: 10 },
      launch: 'later',
      riskConfirmed: false,
    });
  });

  it('a floating ad keeps its ratio, a listed ad stays online', () => {
    const values = adFormFromAd({
      ...saved,
      priceType: 'floating',
      floatingRatio: '101.20',
      status: 'listed',
    });
    // Normalised as a person writes it (issue 13: "101.5%", not "101.50%").
    expect(values).toMatchObject({ floatingRatio: '101.2', fixedPrice: '', launch: 'now' });
  });
});

describe('rule context', () => {
  it('reads the limits of the coin and fiat, and the live price only for its own pair', () => {
    expect(ruleContextFor(setup, { coin: 'BTC', fiat: 'GBP' }, reference)).toEqual({
      fiatLimit: { minSingle: '10', maxSingle: '40000' },
      maxQuantity: '20',
      coinScale: 8,
      fiatScale: 2,
      paymentTimeLimitOptions: [15, 30, 45, 60],
      maxPaymentMethods: 3,
      priceDeviationWarnPercent: '10',
      floatingRatio: { min: '50', max: '150', scale: 2 },
    });
    expect(
      ruleContextFor(setup, { coin: 'USDT', fiat: 'GBP' }, { ...reference, warnPercent: '5' }),
    ).toMatchObject({ marketPrice: '0.79', priceDeviationWarnPercent: '5' });
  });
});
