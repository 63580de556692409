import { describe, expect, it } from 'vitest';
import type { SupplierQuote } from '@/contract/card';
import { quoteKey } from '@/features/card/card-query';
import type { CardQuery, QuoteResult } from '@/features/card/card-types';
import { createLatestRequest } from '@/features/card/latest-request';
import { visibleQuotes } from '@/features/card/quotes';

const form = (amount: string): CardQuery => ({
  fiat: 'EUR',
  coin: 'BTC',
  amount,
  amountType: 'fiat',
  paymentMethod: 'visa',
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const quotesFor = (amount: string): SupplierQuote[] => [
  {
    supplier: `for-${amount}`,
    name: amount,
    minAmount: '20',
    maxAmount: '5000',
    paymentMethods: ['visa'],
    arrivalMinutes: { min: 2, max: 10 },
    available: false,
    reason: 'provider_error',
  },
];

/**
 * The island's loop in miniature: every change of the form starts a request, an answer is kept
 * only when `isCurrent` says so, and the screen shows `visibleQuotes` of what was kept.
 */
function harness() {
  const latest = createLatestRequest();
  let current = form('100');
  let kept: QuoteResult | null = null;
  return {
    type(amount: string) {
      current = form(amount);
      const ticket = latest.begin(quoteKey(current));
      const answer = deferred<SupplierQuote[]>();
      void answer.promise.then((quotes) => {
        if (latest.isCurrent(ticket, quoteKey(current))) kept = { key: ticket.key, quotes };
      });
      return { ticket, answer };
    },
    screen: () => visibleQuotes(kept, quoteKey(current)),
  };
}

describe('stale quote guard', () => {
  it('never shows the answer for an old amount that arrives after the new one', async () => {
    const page = harness();
    const old = page.type('100');
    const fresh = page.type('1000');
    expect(old.ticket.signal.aborted).toBe(true);
    fresh.answer.resolve(quotesFor('1000'));
    await Promise.resolve();
    old.answer.resolve(quotesFor('100'));
    await Promise.resolve();
    expect(page.screen()?.[0]?.supplier).toBe('for-1000');
  });

  it('shows nothing (loading) while the answer for the current amount is still on its way', async () => {
    const page = harness();
    const first = page.type('100');
    first.answer.resolve(quotesFor('100'));
    await Promise.resolve();
    expect(page.screen()?.[0]?.supplier).toBe('for-100');
    const second = page.type('250');
    // The 100 EUR offers are still held, but never shown for 250 EUR.
    expect(page.screen()).toBeNull();
    first.answer.resolve(quotesFor('100'));
    await Promise.resolve();
    expect(page.screen()).toBeNull();
    second.answer.resolve(quotesFor('250'));
    await Promise.resolve();
    expect(page.screen()?.[0]?.supplier).toBe('for-250');
  });

  it('drops an answer whose query is no longer the form, even for the latest ticket', () => {
    const latest = createLatestRequest();
    const ticket = latest.begin('EUR|BTC|100|fiat|visa');
    expect(latest.isCurrent(ticket, 'EUR|BTC|100|fiat|visa')).toBe(true);
    expect(latest.isCurrent(ticket, 'EUR|BTC|10|fiat|visa')).toBe(false);
    expect(latest.isCurrent(ticket, null)).toBe(false);
  });

  it('cancel aborts the running request and keeps nothing current', () => {
    const latest = createLatestRequest();
    const ticket = latest.begin('k');
    latest.cancel();
    expect(ticket.signal.aborted).toBe(true);
    expect(latest.isCurrent(ticket, 'k')).toBe(false);
  });
});
