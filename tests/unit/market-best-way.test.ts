import { describe, expect, it } from 'vitest';
import type { BestWay, BestWayOption } from '@/contract/market-best-way';
import { amountProblem } from '@/features/market/best-way/best-way-amount';
import {
  bestWayHref,
  DEFAULT_AMOUNT,
  parseBestWaySearch,
} from '@/features/market/best-way/best-way-query';
import { continueHref } from '@/islands/best-way-links';
import { effectivePrice, p2pMinutes, rankOptions } from '@/rules/best-way';
import { marketAdFixture } from './support/market-ad';

/**
 * The best way to buy (issue 17, item 1), its pure parts: one ranking for P2P ads and card
 * quotes (what the fiat buys, fees included), the effective price and the time, the page's
 * address and amount rule, and where each option continues with the amount filled.
 */

describe('ranking P2P ads and card quotes together', () => {
  it('puts first what buys the most coins per unit of fiat, fees included', () => {
    const p2p = { id: 'p2p', quantity: '52.63', totalCost: '100.00', fee: '0' };
    const card = { id: 'card', quantity: '48.01', totalCost: '100.00', fee: '3.00' };
    expect(rankOptions([card, p2p]).map((o) => o.id)).toEqual(['p2p', 'card']);
    const dearP2p = { ...p2p, quantity: '40.00' };
    expect(rankOptions([dearP2p, card]).map((o) => o.id)).toEqual(['card', 'p2p']);
  });

  it('compares a "receive" ask by what the coins cost', () => {
    const p2p = { id: 'p2p', quantity: '50.00', totalCost: '95.00', fee: '0' };
    const card = { id: 'card', quantity: '50.00', totalCost: '104.03', fee: '3.03' };
    expect(rankOptions([card, p2p]).map((o) => o.id)).toEqual(['p2p', 'card']);
  });

  it('breaks an equal rate by the lower fee, and keeps equal ones in order', () => {
    const a = { id: 'a', quantity: '10', totalCost: '20', fee: '1' };
    const b = { id: 'b', quantity: '10', totalCost: '20', fee: '0' };
    const c = { id: 'c', quantity: '10', totalCost: '20', fee: '0' };
    expect(rankOptions([a, b, c]).map((o) => o.id)).toEqual(['b', 'c', 'a']);
  });

  it('prices a coin by what was paid for it, rounded up to the fiat', () => {
    expect(effectivePrice('100.00', '52.63', 2)).toBe('1.91');
    expect(effectivePrice('100', '3', 0)).toBe('34');
  });

  it('times P2P from the advertiser’s release to the window plus it (at least a minute)', () => {
    expect(p2pMinutes(15, null)).toEqual({ min: 1, max: 16 });
    expect(p2pMinutes(30, 150)).toEqual({ min: 3, max: 33 });
  });
});

describe('the best-way address and amount', () => {
  it('keeps the defaults out of the address and reads it back', () => {
    const form = {
      coin: 'BTC',
      fiat: 'EUR',
      amount: DEFAULT_AMOUNT,
      amountType: 'fiat' as const,
      paymentMethod: 'visa' as const,
    };
    expect(bestWayHref('en', form)).toBe('/bestway/BTC_EUR');
    const href = bestWayHref('fa', {
      ...form,
      amount: '0.5',
      amountType: 'crypto',
      paymentMethod: 'mastercard',
    });
    expect(href).toBe('/fa/bestway/BTC_EUR?amount=0.5&amountType=crypto&paymentMethod=mastercard');
    const search = new URL(href, 'https://x.example').searchParams;
    expect(parseBestWaySearch(search, ['visa', 'mastercard'])).toEqual({
      amount: '0.5',
      amountType: 'crypto',
      paymentMethod: 'mastercard',
    });
  });

  it('falls back to the defaults for unknown values, keeping a typed amount as it is', () => {
    const search = new URLSearchParams({ amount: 'abc', amountType: 'x', paymentMethod: 'cash' });
    expect(parseBestWaySearch(search, ['visa'])).toEqual({
      amount: 'abc',
      amountType: 'fiat',
      paymentMethod: 'visa',
    });
  });

  it('checks an amount by the contract’s rule and the scale of what it counts', () => {
    expect(amountProblem('', 2, 'EUR')).toEqual({ kind: 'required' });
    expect(amountProblem('1,5', 2, 'EUR')).toEqual({ kind: 'format' });
    expect(amountProblem('0', 2, 'EUR')).toEqual({ kind: 'format' });
    expect(amountProblem('1.234', 2, 'EUR')).toEqual({ kind: 'scale', scale: 2, asset: 'EUR' });
    expect(amountProblem(' 100.5 ', 2, 'EUR')).toBeNull();
  });
});

describe('where an option continues', () => {
  const result: Pick<BestWay, 'coin' | 'fiat' | 'amount' | 'amountType' | 'paymentMethod'> = {
    coin: 'USDT',
    fiat: 'EUR',
    amount: '50',
    amountType: 'crypto',
    paymentMethod: 'visa',
  };
  const figures = {
    price: '1.90',
    quantity: '50.00',
    totalCost: '95.00',
    fee: '0',
    effectivePrice: '1.90',
    minutes: { min: 1, max: 16 },
    best: true,
  };
  const p2p = (needs: BestWayOption['needs']): BestWayOption => ({
    ...figures,
    kind: 'p2p',
    needs,
    ad: marketAdFixture({ id: 42 }, { userId: 9, nickname: 'Ann' }),
  });
  const context = { locale: 'fa' as const, identityHref: 'https://main.example/verify' };

  it('opens the ad’s order panel on the market with the fiat amount of the option', () => {
    expect(continueHref(p2p(['transfer']), result, context)).toBe(
      '/fa/buy_USDT?fiat=EUR&amount=95.00&trade=42',
    );
  });

  it('goes through the login for a visitor and to verification for an unverified user', () => {
    const login = continueHref(p2p(['sign_in', 'identity', 'transfer']), result, context);
    expect(login).toBe(
      `/fa/login?returnUrl=${encodeURIComponent('/fa/buy_USDT?fiat=EUR&amount=95.00&trade=42')}`,
    );
    expect(continueHref(p2p(['identity', 'transfer']), result, context)).toBe(context.identityHref);
  });

  it('opens the card page on the same purchase', () => {
    const card: BestWayOption = {
      ...figures,
      kind: 'card',
      supplier: 'banxo',
      name: 'Banxo',
      paymentMethod: 'mastercard',
      needs: ['card'],
    };
    expect(continueHref(card, result, context)).toBe(
      '/fa/thirdParty?fiat=EUR&coin=USDT&amount=50&amountType=crypto&paymentMethod=mastercard',
    );
  });
});
