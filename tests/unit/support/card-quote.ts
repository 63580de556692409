import type { AvailableQuote } from '@/features/card/quotes';

/** A provider's offer for 100 EUR of BTC by Visa, the best one; `patch` sets any field. */
export function quoteFixture(patch: Partial<AvailableQuote> = {}): AvailableQuote {
  return {
    supplier: 'fast',
    name: 'Fast',
    available: true,
    quoteId: 'q-fast',
    price: '91259.87',
    quantity: '0.001068',
    fee: '2.49',
    totalCost: '100',
    best: true,
    expiresAt: 1,
    minAmount: '20',
    maxAmount: '5000',
    paymentMethods: ['visa'],
    arrivalMinutes: { min: 2, max: 10 },
    ...patch,
  };
}
