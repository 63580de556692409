import { describe, expect, it } from 'vitest';
import type { SupplierQuote } from '@/contract/card';
import { compareQuotes } from '@/rules/card';
import {
  rankQuotes,
  reasonText,
  visibleQuotes,
  type AvailableQuote,
  type UnavailableQuote,
} from '@/features/card/quotes';

const base = {
  minAmount: '20',
  maxAmount: '5000',
  paymentMethods: ['visa' as const],
  arrivalMinutes: { min: 2, max: 10 },
};

function offer(
  supplier: string,
  quantity: string,
  totalCost: string,
  fee: string,
  best = false,
): AvailableQuote {
  return {
    ...base,
    supplier,
    name: supplier.toUpperCase(),
    available: true,
    quoteId: `q-${supplier}`,
    price: '90000',
    quantity,
    fee,
    totalCost,
    best,
    expiresAt: 1,
  };
}

function unavailable(supplier: string, reason: UnavailableQuote['reason']): UnavailableQuote {
  return { ...base, supplier, name: supplier, available: false, reason };
}

describe('rankQuotes', () => {
  it('puts the best rate first (most coin per fiat charged), whatever order the list came in', () => {
    const list: SupplierQuote[] = [
      offer('a', '0.001000', '100', '1'),
      offer('b', '0.001100', '100', '3'),
      offer('c', '0.000900', '100', '0.5'),
    ];
    expect(rankQuotes(list).offers.map((q) => q.supplier)).toEqual(['b', 'a', 'c']);
  });

  it('compares rates, not raw quantities: a larger purchase is not a better rate', () => {
    // 0.002 for 210 is a worse rate than 0.001 for 100.
    const ranked = rankQuotes([
      offer('big', '0.002', '210', '1'),
      offer('small', '0.001', '100', '1'),
    ]);
    expect(ranked.offers.map((q) => q.supplier)).toEqual(['small', 'big']);
  });

  it('breaks a tie in rate by the lower fee, then keeps the server order', () => {
    const ranked = rankQuotes([
      offer('x', '0.001', '100', '2'),
      offer('y', '0.001', '100', '1'),
      offer('z', '0.001', '100', '2'),
    ]);
    expect(ranked.offers.map((q) => q.supplier)).toEqual(['y', 'x', 'z']);
    expect(compareQuotes(offer('p', '1', '10', '1'), offer('q', '2', '20', '1'))).toBe(0);
  });

  it('lists unavailable providers apart, in the server order', () => {
    const ranked = rankQuotes([
      unavailable('u1', 'amount_above_max'),
      offer('a', '0.001', '100', '1'),
      unavailable('u2', 'provider_error'),
    ]);
    expect(ranked.offers.map((q) => q.supplier)).toEqual(['a']);
    expect(ranked.unavailable.map((q) => q.supplier)).toEqual(['u1', 'u2']);
  });

  it('never compares through floating point', () => {
    // Beyond 2^53 these two quantities are the same JS number: a float comparison would call the
    // rates equal and let the lower fee win.
    const ranked = rankQuotes([
      offer('cheaper-fee', '9007199254740992', '1', '1'),
      offer('more-coin', '9007199254740993', '1', '2'),
    ]);
    expect(ranked.offers[0]?.supplier).toBe('more-coin');
  });
});

describe('visibleQuotes', () => {
  const result = { key: 'EUR|BTC|100|fiat|visa', quotes: [offer('a', '0.001', '100', '1')] };

  it('shows a list only for the query on screen', () => {
    expect(visibleQuotes(result, 'EUR|BTC|100|fiat|visa')).toBe(result.quotes);
    expect(visibleQuotes(result, 'EUR|BTC|1000|fiat|visa')).toBeNull();
    expect(visibleQuotes(result, 'EUR|ETH|100|fiat|visa')).toBeNull();
    expect(visibleQuotes(result, null)).toBeNull();
    expect(visibleQuotes(null, 'EUR|BTC|100|fiat|visa')).toBeNull();
  });
});

describe('reasonText', () => {
  const query = { fiat: 'EUR', coin: 'BTC' as const };

  it('explains every reason with the request’s own values', () => {
    expect(reasonText(unavailable('a', 'amount_below_min'), query, 'Visa')).toEqual({
      key: 'card.reason.amountBelowMin',
      params: { min: '20.00', fiat: 'EUR' },
    });
    expect(reasonText(unavailable('a', 'amount_above_max'), query, 'Visa')).toEqual({
      key: 'card.reason.amountAboveMax',
      params: { max: '5,000.00', fiat: 'EUR' },
    });
    expect(reasonText(unavailable('a', 'method_unsupported'), query, 'Apple Pay')).toEqual({
      key: 'card.reason.methodUnsupported',
      params: { method: 'Apple Pay' },
    });
    expect(reasonText(unavailable('a', 'coin_unsupported'), query, 'Visa')).toEqual({
      key: 'card.reason.coinUnsupported',
      params: { coin: 'BTC' },
    });
    expect(reasonText(unavailable('a', 'provider_error'), query, 'Visa')).toEqual({
      key: 'card.reason.providerError',
    });
  });

  it('says the fiat is not served when the provider has no limits in it', () => {
    const noFiat = { ...unavailable('a', 'amount_below_min'), minAmount: null, maxAmount: null };
    expect(reasonText(noFiat, query, 'Visa').key).toBe('card.reason.fiatUnsupported');
  });
});
