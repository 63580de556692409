import { describe, expect, it } from 'vitest';
import {
  cardHref,
  cardSearch,
  parseCardSearch,
  quoteKey,
  restoreForm,
} from '@/features/card/card-query';
import type { CardOptions } from '@/features/card/card-types';

const options: CardOptions = {
  fiats: [
    { fiat: 'USD', name: 'US Dollar', symbol: '$', minAmount: '30', maxAmount: '20000' },
    { fiat: 'EUR', name: 'Euro', symbol: '€', minAmount: '20', maxAmount: '15000' },
  ],
  coins: [
    { coin: 'USDT', name: 'Tether', scale: 2 },
    { coin: 'BTC', name: 'Bitcoin', scale: 6 },
  ],
  methods: [
    { method: 'mastercard', name: 'Mastercard' },
    { method: 'visa', name: 'Visa' },
  ],
};

describe('parseCardSearch', () => {
  it('starts with 100 EUR of BTC by Visa', () => {
    expect(parseCardSearch(new URLSearchParams(), options)).toEqual({
      query: { fiat: 'EUR', coin: 'BTC', amount: '100', amountType: 'fiat', paymentMethod: 'visa' },
      orderNo: null,
    });
  });

  it('restores the form from the address the login came back to', () => {
    const search = new URLSearchParams(
      'fiat=USD&coin=USDT&amount=250.5&amountType=crypto&paymentMethod=mastercard&orderNo=123456789012',
    );
    expect(parseCardSearch(search, options)).toEqual({
      query: {
        fiat: 'USD',
        coin: 'USDT',
        amount: '250.5',
        amountType: 'crypto',
        paymentMethod: 'mastercard',
      },
      orderNo: '123456789012',
    });
  });

  it('falls back to what is offered for unknown values and ignores a malformed order number', () => {
    const search = new URLSearchParams(
      'fiat=XXX&coin=DOGE&amountType=x&paymentMethod=paypal&orderNo=../../x',
    );
    const parsed = parseCardSearch(search, options);
    expect(parsed.query).toMatchObject({ fiat: 'EUR', coin: 'BTC', paymentMethod: 'visa' });
    expect(parsed.query.amountType).toBe('fiat');
    expect(parsed.orderNo).toBeNull();
  });

  it('keeps an invalid amount as typed so the form can say why', () => {
    const parsed = parseCardSearch(new URLSearchParams('amount=12abc'), options);
    expect(parsed.query.amount).toBe('12abc');
  });
});

describe('cardHref and quoteKey', () => {
  const query = {
    fiat: 'EUR',
    coin: 'BTC' as const,
    amount: '100',
    amountType: 'fiat' as const,
    paymentMethod: 'visa' as const,
  };

  it('puts the form in the localized page address, round trip', () => {
    expect(cardHref('fa', query)).toBe(
      '/fa/thirdParty?fiat=EUR&coin=BTC&amount=100&amountType=fiat&paymentMethod=visa',
    );
    expect(parseCardSearch(new URLSearchParams(cardSearch(query)), options).query).toEqual(query);
  });

  it('tells requests apart by every input', () => {
    const keys = new Set([
      quoteKey(query),
      quoteKey({ ...query, amount: '1000' }),
      quoteKey({ ...query, coin: 'USDT' }),
      quoteKey({ ...query, fiat: 'USD' }),
      quoteKey({ ...query, amountType: 'crypto' }),
      quoteKey({ ...query, paymentMethod: 'mastercard' }),
    ]);
    expect(keys.size).toBe(6);
  });

  it('restores a remembered form only with offered values', () => {
    expect(
      restoreForm({ fiat: 'USD', coin: 'ETH', amount: '50', amountType: 'fiat' }, options),
    ).toEqual({
      fiat: 'USD',
      coin: 'BTC',
      amount: '50',
      amountType: 'fiat',
      paymentMethod: 'visa',
    });
    expect(restoreForm({ amount: 5 as unknown as string }, options).amount).toBe('100');
  });
});
