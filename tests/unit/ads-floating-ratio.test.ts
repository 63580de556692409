import { describe, expect, it } from 'vitest';
import { englishAdText, type MyAd } from '@/contract/ads';
import {
  adFormFromAd,
  emptyAdForm,
  ruleContextFor,
  validateAdForm,
  type AdFormSetup,
  type AdFormValues,
} from '@/features/ads/ad-form';
import { adProblemText } from '@/features/ads/ad-problems';
import { adFormMessages } from '@/features/ads/server/messages';
import { createIslandTranslator } from '@/i18n/island-t';
import { trimDecimal } from '@/lib/decimal';

/**
 * The floating price ratio in the ad form (issue 13, item 4): its range and decimals come from
 * the config (the same numbers the sandbox applies through the same contract schema), the
 * form says what is wrong in the viewer's language, and a saved ratio comes back normalised.
 */

const setup: AdFormSetup = {
  config: {
    fiatLimits: [{ fiat: 'GBP', minSingle: '10', maxSingle: '40000' }],
    coinLimits: [{ coin: 'USDT', maxQuantity: '1000000' }],
    paymentTimeLimitOptions: [15, 30, 45, 60],
    maxPaymentMethodsPerAd: 3,
    priceDeviationWarnPercent: '10',
    adFeePercent: '0.1',
    floatingRatioMin: '80.00',
    floatingRatioMax: '120',
    floatingRatioScale: 2,
  },
  coins: [{ coin: 'USDT', name: 'Tether', scale: 2 }],
  fiats: [{ fiat: 'GBP', name: 'British Pound', symbol: '£', scale: 2 }],
};

const filled: AdFormValues = {
  ...emptyAdForm({ coin: 'USDT', fiat: 'GBP' }),
  priceType: 'floating',
  floatingRatio: '101.5',
  quantity: '1000',
  minLimit: '20',
  maxLimit: '500',
  userPaymentIds: [4],
  paymentTimeLimitMinutes: '15',
};

const range = ({ min, max }: { min: string; max: string }) => `${min}-${max}`;

function ratioProblem(floatingRatio: string, text = englishAdText) {
  const values = { ...filled, floatingRatio, riskConfirmed: true };
  const result = validateAdForm(values, ruleContextFor(setup, values, null), text, range);
  return result.ok ? null : (result.problems.find((p) => p.field === 'floatingRatio') ?? null);
}

describe('the floating ratio in the ad form', () => {
  it('accepts a ratio within the configured range and decimals, both ends included', () => {
    expect(ratioProblem('101.5')).toBeNull();
    expect(ratioProblem('80')).toBeNull();
    expect(ratioProblem('120.00')).toBeNull();
  });

  it('refuses more decimals than configured ("101.123456789")', () => {
    expect(ratioProblem('101.123456789')?.message).toBe('Too many decimal places (at most 2)');
  });

  it('refuses a ratio outside the range, naming it normalised', () => {
    expect(ratioProblem('120.01')?.message).toBe('The floating ratio must be from 80% to 120%');
    expect(ratioProblem('79.99')?.message).toBe('The floating ratio must be from 80% to 120%');
  });

  it('says so in the viewer’s language', () => {
    const t = createIslandTranslator(adFormMessages('ru'), 'ru');
    expect(ratioProblem('130', adProblemText(t))?.message).toBe(
      'Плавающий коэффициент должен быть от 80% до 120%',
    );
  });
});

describe('a ratio shown normalised', () => {
  it('drops the zeros that end a fraction, and only those', () => {
    expect(trimDecimal('101.50')).toBe('101.5');
    expect(trimDecimal('101.20')).toBe('101.2');
    expect(trimDecimal('100.00')).toBe('100');
    expect(trimDecimal('100')).toBe('100');
    expect(trimDecimal('0.05')).toBe('0.05');
  });

  it('fills the edit form with the saved ratio as a person writes it', () => {
    const saved = {
      ...({} as MyAd),
      type: 'sell',
      coin: 'USDT',
      fiat: 'GBP',
      priceType: 'floating',
      floatingRatio: '101.20',
      price: '0.80',
      quantity: '100',
      minLimit: '20',
      maxLimit: '80',
      paymentTimeLimitMinutes: 15,
      remarks: '',
      autoReply: '',
      conditions: { minRegisteredDays: null, minCompletedTrades: null },
      status: 'listed',
      userPaymentIds: [4],
    } satisfies Partial<MyAd> as MyAd;
    expect(adFormFromAd(saved).floatingRatio).toBe('101.2');
  });
});
