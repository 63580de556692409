// @vitest-environment happy-dom
import { act, createElement, createRef, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { CardForm } from '@/features/card/CardForm';
import { CardOrderPanel } from '@/features/card/CardOrderPanel';
import type { CardOptions, CardQuery } from '@/features/card/card-types';
import { QuoteList } from '@/features/card/QuoteList';
import { rankQuotes } from '@/features/card/quotes';
import { cardMessages } from '@/features/card/server/messages';
import { createIslandTranslator } from '@/i18n/island-t';
import { DEFAULT_CURRENCY, setCurrency } from '@/stores/currency';
import { approxDom } from './support/approx-dom';
import { quoteFixture } from './support/card-quote';

/**
 * The card page in the chosen currency (issue 13, item 6): the amount to spend, each offer's
 * total and the order's total show their value in the header's choice ("≈ $108.70" for
 * 100 EUR), follow a new choice at once and are not shown when it is the purchase's own fiat.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const RATES = [
  { currency: 'usd', symbol: '$', rate: '1' },
  { currency: 'eur', symbol: '€', rate: '0.92' },
  { currency: 'gbp', symbol: '£', rate: '0.79' },
  { currency: 'jpy', symbol: '¥', rate: '151.20' },
];
const choose = (index: number) => act(() => setCurrency(RATES[index] ?? DEFAULT_CURRENCY));

const t = createIslandTranslator(cardMessages('en'), 'en');
const options: CardOptions = {
  fiats: [{ fiat: 'EUR', name: 'Euro', symbol: '€', minAmount: '20', maxAmount: '15000' }],
  coins: [{ coin: 'BTC', name: 'Bitcoin', scale: 6 }],
  methods: [{ method: 'visa', name: 'Visa' }],
};
const form: CardQuery = {
  fiat: 'EUR',
  coin: 'BTC',
  amount: '1,000',
  amountType: 'fiat',
  paymentMethod: 'visa',
};

const dom = approxDom(RATES);

const show = (element: ReactElement) => act(() => dom.root.render(element));
const approx = () => [...dom.host.querySelectorAll('[data-approx]')].map((e) => e.textContent);

function cardForm(query: CardQuery, locale: 'en' | 'fa' = 'en') {
  return createElement(CardForm, {
    action: '/thirdParty',
    form: query,
    options,
    problem: null,
    hydrated: true,
    applePayBlocked: false,
    methodIcons: {},
    onAmount: () => {},
    onAmountType: () => {},
    onFiat: () => {},
    onCoin: () => {},
    onMethod: () => {},
    locale,
    t,
  });
}

describe('the card form', () => {
  it('shows the amount to spend, as typed, in the chosen currency and follows a new choice', () => {
    show(cardForm(form));
    // 1,000 EUR / 0.92 = 1,086.956… USD
    expect(approx()).toEqual(['≈ $1,086.96']);
    choose(3);
    expect(approx()).toEqual(['≈ ¥164,348']);
    choose(1);
    expect(approx()).toEqual([]);
  });

  it('shows nothing for a coin amount or an amount with a problem, and isolates it in fa', () => {
    show(cardForm({ ...form, amountType: 'crypto', amount: '0.01' }));
    expect(approx()).toEqual([]);
    show(
      createElement(CardForm, { ...cardForm(form).props, problem: { key: 'card.amount.zero' } }),
    );
    expect(approx()).toEqual([]);
    show(cardForm({ ...form, amount: '100' }, 'fa'));
    expect(approx()).toEqual(['\u2066≈ $108.70\u2069']);
  });
});

describe('the offers', () => {
  it('show each total in the chosen currency and follow a new choice', () => {
    show(
      createElement(QuoteList, {
        ranked: rankQuotes([
          quoteFixture(),
          quoteFixture({ supplier: 'slow', name: 'Slow', best: false, totalCost: '102.49' }),
        ]),
        asked: { ...form, amount: '100' },
        options,
        loading: false,
        failed: false,
        placing: null,
        buyBlocked: false,
        headingRef: createRef<HTMLHeadingElement>(),
        onBuy: () => {},
        onRetry: () => {},
        locale: 'en',
        t,
      }),
    );
    expect(approx()).toEqual(['≈ $108.70', '≈ $111.40']);
    choose(2);
    expect(approx()).toEqual(['≈ £85.87', '≈ £88.01']);
    choose(1);
    expect(approx()).toEqual([]);
  });
});

describe('the card order', () => {
  it('shows its total in the chosen currency', () => {
    show(
      createElement(CardOrderPanel, {
        view: {
          kind: 'detail',
          detail: {
            orderNo: '3000000001',
            supplier: 'fast',
            supplierName: 'Fast',
            status: 'completed',
            fiat: 'EUR',
            coin: 'BTC',
            paymentMethod: 'visa',
            totalCost: '100',
            fee: '2.49',
            quantity: '0.001068',
            failReason: null,
            createdAt: 1,
            updatedAt: 2,
          },
        },
        options,
        loginHref: '/login',
        live: true,
        stale: false,
        onTryAnother: () => {},
        onBuyMore: () => {},
        locale: 'en',
        t,
      }),
    );
    expect(approx()).toEqual(['≈ $108.70']);
    choose(3);
    expect(approx()).toEqual(['≈ ¥16,435']);
  });
});
