import { describe, expect, it } from 'vitest';
import { amountRules, askedQuery, checkAmount, normalizeAmount } from '@/features/card/amount';
import type { CardOptions, CardQuery } from '@/features/card/card-types';

const fiatRules = { scale: 2, unit: 'EUR', min: '20', max: '15000' };
const problemOf = (raw: string, rules: Parameters<typeof checkAmount>[1] = fiatRules) => {
  const result = checkAmount(raw, rules);
  return result.ok ? null : result.problem;
};

describe('checkAmount', () => {
  it('accepts plain amounts within the limit and makes them canonical', () => {
    expect(checkAmount('100', fiatRules)).toEqual({ ok: true, amount: '100' });
    expect(checkAmount(' 99.5 ', fiatRules)).toEqual({ ok: true, amount: '99.5' });
    expect(checkAmount('0020', fiatRules)).toEqual({ ok: true, amount: '20' });
    expect(checkAmount('15000.00', fiatRules)).toEqual({ ok: true, amount: '15000.00' });
  });

  it('reads a lone comma as the decimal point, as many of the page’s languages write it', () => {
    expect(checkAmount('12,5', { scale: 2, unit: 'EUR' })).toEqual({ ok: true, amount: '12.5' });
  });

  it('reads thousands separators typed by the user (issue 13)', () => {
    expect(checkAmount('1,000', fiatRules)).toEqual({ ok: true, amount: '1000' });
    expect(checkAmount('1,000.50', fiatRules)).toEqual({ ok: true, amount: '1000.50' });
    expect(checkAmount('۱٬۰۰۰', fiatRules)).toEqual({ ok: true, amount: '1000' });
    expect(problemOf('1,00,000')?.key).toBe('card.amount.number');
  });

  it('reads Persian and Arabic-Indic digits as the numbers they are', () => {
    expect(checkAmount('۱۰۰٫۵', fiatRules)).toEqual({ ok: true, amount: '100.5' });
    expect(checkAmount('١٢٠', fiatRules)).toEqual({ ok: true, amount: '120' });
  });

  it('refuses anything that is not a number', () => {
    for (const raw of ['abc', '12a', '1e3', '1.2.3', '+5', '0x10', '12€']) {
      expect(problemOf(raw)?.key, raw).toBe('card.amount.number');
    }
  });

  it('refuses negative and zero amounts, and says an empty field needs an amount', () => {
    expect(problemOf('-5')?.key).toBe('card.amount.negative');
    expect(problemOf('-0.5')?.key).toBe('card.amount.negative');
    expect(problemOf('0')?.key).toBe('card.amount.zero');
    expect(problemOf('0.00')?.key).toBe('card.amount.zero');
    expect(problemOf('')?.key).toBe('card.amount.required');
    expect(problemOf('   ')?.key).toBe('card.amount.required');
  });

  it('refuses more decimals than the asset has', () => {
    expect(problemOf('100.123')).toEqual({ key: 'card.amount.scale', params: { scale: 2 } });
    const btc = { scale: 6, unit: 'BTC' };
    expect(checkAmount('0.000001', btc)).toEqual({ ok: true, amount: '0.000001' });
    expect(problemOf('0.0000001', btc)).toEqual({ key: 'card.amount.scale', params: { scale: 6 } });
  });

  it('keeps a fiat amount within the single-transaction limit, exactly', () => {
    expect(problemOf('19.99')).toEqual({
      key: 'card.amount.min',
      params: { min: '20.00', unit: 'EUR' },
    });
    expect(problemOf('15000.01')).toEqual({
      key: 'card.amount.max',
      params: { max: '15,000.00', unit: 'EUR' },
    });
  });

  it('lets the last keystroke of a decimal through while typing', () => {
    expect(normalizeAmount('12.')).toBe('12');
    expect(normalizeAmount('.5')).toBe('0.5');
    expect(normalizeAmount('1 000')).toBe('1000');
  });
});

describe('amountRules and askedQuery', () => {
  const options: CardOptions = {
    fiats: [{ fiat: 'EUR', name: 'Euro', symbol: '€', minAmount: '20', maxAmount: '15000' }],
    coins: [{ coin: 'BTC', name: 'Bitcoin', scale: 6 }],
    methods: [{ method: 'visa', name: 'Visa' }],
  };
  const form: CardQuery = {
    fiat: 'EUR',
    coin: 'BTC',
    amount: '100',
    amountType: 'fiat',
    paymentMethod: 'visa',
  };

  it('uses the fiat limit for a fiat amount and the coin scale for a coin amount', () => {
    expect(amountRules(form, options)).toEqual({
      scale: 2,
      unit: 'EUR',
      min: '20',
      max: '15000',
    });
    expect(amountRules({ ...form, amountType: 'crypto' }, options)).toEqual({
      scale: 6,
      unit: 'BTC',
    });
  });

  it('asks offers only for a valid amount, with the canonical text', () => {
    expect(askedQuery({ ...form, amount: '0100.50' }, options).asked?.amount).toBe('100.50');
    expect(askedQuery({ ...form, amount: 'abc' }, options).asked).toBeNull();
    expect(askedQuery({ ...form, amount: '20000' }, options).asked).toBeNull();
    expect(askedQuery({ ...form, amount: '2', amountType: 'crypto' }, options).asked?.amount).toBe(
      '2',
    );
  });
});
