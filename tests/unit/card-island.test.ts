import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SupplierQuote, ThirdPartyOrderDetail } from '@/contract/card';
import CardIsland, { type CardIslandProps } from '@/features/card/CardIsland';
import { quoteKey } from '@/features/card/card-query';
import type { CardQuery } from '@/features/card/card-types';
import { cardMessages } from '@/features/card/server/messages';

/**
 * The island's server render (what visitors and crawlers get, and what hydration starts from):
 * the offers ranked with one best, never offers for another amount, the amount's problem, and
 * the order panel instead of the form after a checkout.
 */

const form: CardQuery = {
  fiat: 'EUR',
  coin: 'BTC',
  amount: '100',
  amountType: 'fiat',
  paymentMethod: 'visa',
};

const base = {
  minAmount: '20',
  maxAmount: '5000',
  paymentMethods: ['visa' as const],
  arrivalMinutes: { min: 2, max: 10 },
};

const quote = (supplier: string, quantity: string, best: boolean): SupplierQuote => ({
  ...base,
  supplier,
  name: supplier.toUpperCase(),
  available: true,
  quoteId: `q-${supplier}`,
  price: '91259.87',
  quantity,
  fee: '2.49',
  totalCost: '100',
  best,
  expiresAt: 1,
});

const quotes: SupplierQuote[] = [
  // The server's order is not trusted: the page ranks again.
  quote('slow', '0.001060', false),
  quote('fast', '0.001068', true),
  { ...base, supplier: 'gone', name: 'GONE', available: false, reason: 'amount_above_max' },
];

function render(overrides: Partial<CardIslandProps> = {}) {
  const props: CardIslandProps = {
    locale: 'en',
    messages: cardMessages('en'),
    options: {
      fiats: [{ fiat: 'EUR', name: 'Euro', symbol: '€', minAmount: '20', maxAmount: '15000' }],
      coins: [{ coin: 'BTC', name: 'Bitcoin', scale: 6 }],
      methods: [
        { method: 'visa', name: 'Visa' },
        { method: 'apple_pay', name: 'Apple Pay' },
      ],
    },
    query: form,
    quotes: { key: quoteKey(form), quotes },
    order: null,
    loggedIn: false,
    mainSite: '/sandbox',
    origin: 'http://localhost',
    safari: false,
    methodIcons: {},
    disclaimerHref: '/thirdParty/disclaimer',
    disclaimerDialogId: 'card-disclaimer-dialog',
    ...overrides,
  };
  return renderToString(createElement(CardIsland, props));
}

describe('CardIsland server render', () => {
  it('shows the offers best first, one marked best, then the unavailable ones with why', () => {
    const html = render();
    expect(html.indexOf('data-supplier="fast"')).toBeLessThan(html.indexOf('data-supplier="slow"'));
    expect(html.match(/Best offer/g)).toHaveLength(1);
    expect(html).toContain('0.001068 BTC');
    expect(html).toContain('aria-label="Buy with FAST"');
    expect(html).toContain('The amount is above this provider&#x27;s maximum of 5,000.00 EUR.');
    expect(html).toContain('Single transaction limit: 20.00 – 15,000.00 EUR');
  });

  it('never shows offers that answer another amount: it says they are loading', () => {
    const html = render({ query: { ...form, amount: '1000' } });
    expect(html).not.toContain('data-testid="card-offer"');
    expect(html).toContain('Getting offers…');
  });

  it('says what is wrong with the amount and asks for no offers', () => {
    const html = render({ query: { ...form, amount: '12abc' }, quotes: null });
    expect(html).toContain('You must enter a number');
    expect(html).toContain('aria-invalid="true"');
    expect(html).not.toContain('Getting offers…');
    expect(html).toContain('Enter a valid amount to see the offers.');
  });

  it('tells a browser other than Safari to use Safari for Apple Pay, and disables Buy', () => {
    const applePay = { ...form, paymentMethod: 'apple_pay' as const };
    const html = render({ query: applePay, quotes: { key: quoteKey(applePay), quotes } });
    expect(html).toContain('Please use Safari for Apple Pay');
    expect(html.match(/<button[^>]*disabled=""[^>]*aria-label="Buy with/g)).toHaveLength(2);
    expect(render({ query: applePay, safari: true })).not.toContain('Please use Safari');
  });

  it('shows the order instead of the form after the checkout', () => {
    const detail: ThirdPartyOrderDetail = {
      orderNo: '250101000000000001',
      supplier: 'fast',
      supplierName: 'FAST',
      status: 'processing',
      fiat: 'EUR',
      coin: 'BTC',
      paymentMethod: 'visa',
      totalCost: '100',
      fee: '2.49',
      quantity: '0.001068',
      failReason: null,
      createdAt: 1,
      updatedAt: 2,
    };
    const html = render({ order: { kind: 'detail', detail }, quotes: null, loggedIn: true });
    expect(html).toContain('data-status="processing"');
    expect(html).toContain('Your BTC is on its way and arrives in about 2–10 minutes.');
    expect(html).not.toContain('id="card-amount"');
    const failed = render({
      order: { kind: 'detail', detail: { ...detail, status: 'failed', failReason: 'declined' } },
      loggedIn: true,
    });
    expect(failed).toContain('The payment was declined.');
    expect(failed).toContain('Try another provider');
  });
});
