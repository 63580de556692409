import { describe, expect, it } from 'vitest';
import {
  cardFee,
  cardPrice,
  priceQuote,
  type QuoteAsk,
  type SupplierTerms,
} from '@/sandbox/card/pricing';
import { compareQuotes } from '@/rules/card';

/** The quote arithmetic on its own: exact decimals; fees and costs round up, coins round down. */

const TERMS: SupplierTerms = {
  spread: '0.01',
  feeRate: '0.025',
  fixedFee: '0.30',
  minAmount: '10',
  maxAmount: '1000',
};

const ASK: QuoteAsk = {
  amount: '100',
  amountType: 'fiat',
  fiatScale: 2,
  coinScale: 4,
  usdPrice: '3.3333',
  usdRate: '0.9',
};

describe('card quote arithmetic', () => {
  it('prices the coin at the reference price in the fiat plus the spread, rounded up', () => {
    // 3.3333 × 0.9 × 1.01 = 3.02996970 exactly
    expect(cardPrice('3.3333', '0.9', '0.01')).toBe('3.02996970');
    // 0.123456789 × 1 × 1 has 9 decimals: rounded up to 8
    expect(cardPrice('0.123456789', '1', '0')).toBe('0.12345679');
  });

  it('rounds the fee up to the fiat scale', () => {
    // 2.5 % of 10.01 = 0.25025, + 0.30 = 0.55025 → 0.56
    expect(cardFee('10.01', TERMS, 2)).toBe('0.56');
    expect(cardFee('10.00', TERMS, 2)).toBe('0.55');
  });

  it('spends a fiat amount: the fee comes out of it, the coins are rounded down', () => {
    // fee 2.80; (100 - 2.80) / 3.0299697 = 32.0795... → 32.0795
    expect(priceQuote(ASK, TERMS)).toEqual({
      ok: true,
      price: '3.02996970',
      fee: '2.80',
      totalCost: '100.00',
      quantity: '32.0795',
    });
  });

  it('buys a coin amount: its cost rounded up, then the fee on top', () => {
    // 10 × 3.0299697 = 30.299697 → 30.30; fee 0.7575 + 0.30 → 1.06; total 31.36
    expect(priceQuote({ ...ASK, amount: '10', amountType: 'crypto' }, TERMS)).toEqual({
      ok: true,
      price: '3.02996970',
      quantity: '10.0000',
      fee: '1.06',
      totalCost: '31.36',
    });
  });

  it('checks the limits on the total charged, inclusive', () => {
    expect(priceQuote({ ...ASK, amount: '9.99' }, TERMS)).toEqual({
      ok: false,
      reason: 'amount_below_min',
    });
    expect(priceQuote({ ...ASK, amount: '10' }, TERMS)).toMatchObject({ ok: true });
    expect(priceQuote({ ...ASK, amount: '1000' }, TERMS)).toMatchObject({ ok: true });
    expect(priceQuote({ ...ASK, amount: '1000.01' }, TERMS)).toEqual({
      ok: false,
      reason: 'amount_above_max',
    });
    // 330 coins cost about 1,000 + fee: above the maximum once the fee is added.
    expect(priceQuote({ ...ASK, amount: '330', amountType: 'crypto' }, TERMS)).toEqual({
      ok: false,
      reason: 'amount_above_max',
    });
  });

  it('calls an amount the fee swallows below the minimum', () => {
    const steep = { ...TERMS, minAmount: '0.01', fixedFee: '5' };
    expect(priceQuote({ ...ASK, amount: '5' }, steep)).toEqual({
      ok: false,
      reason: 'amount_below_min',
    });
  });

  it('ranks by coins per unit of fiat, then by the lower fee', () => {
    const a = { quantity: '1.0', totalCost: '100', fee: '2' };
    const b = { quantity: '2.1', totalCost: '200', fee: '1' };
    expect(compareQuotes(b, a)).toBeLessThan(0);
    expect(compareQuotes(a, b)).toBeGreaterThan(0);
    const tie = { quantity: '2', totalCost: '200', fee: '1' };
    expect(compareQuotes(tie, a)).toBeLessThan(0);
    expect(compareQuotes(a, { ...a })).toBe(0);
  });
});
