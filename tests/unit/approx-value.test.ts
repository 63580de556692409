// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApproxValue, approximate } from '@/components/ApproxValue';
import { defineCurrencyElements } from '@/shell/elements/currency-elements';
import { formatApprox } from '@/i18n/format-approx';
import { convertDecimal } from '@/lib/decimal';
import { displayScale } from '@/rules/display-currency';
import { $rates, setCurrency, setRates } from '@/stores/currency';
import { approxDom } from './support/approx-dom';
import { mount } from './support/shell-dom';

/**
 * The chosen currency means something (issue 13, item 6): an amount in a market or card fiat is
 * shown as "≈ $12.34" in the header's choice, converted exactly through the rate table, at the
 * chosen currency's usual scale, and follows the choice without a reload.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const RATES = [
  { currency: 'usd', symbol: '$', rate: '1' },
  { currency: 'eur', symbol: '€', rate: '0.92' },
  { currency: 'gbp', symbol: '£', rate: '0.79' },
  { currency: 'krw', symbol: '₩', rate: '1365.50' },
  { currency: 'jpy', symbol: '¥', rate: '151.20' },
  { currency: 'irr', symbol: '﷼', rate: '42050' },
  { currency: 'ngn', symbol: '₦', rate: '1550' },
];
const choice = (code: string) => {
  const found = RATES.find((r) => r.currency === code);
  if (!found) throw new Error(code);
  return found;
};

describe('convertDecimal', () => {
  it('divides once at the end, exactly, rounding half away from zero', () => {
    expect(convertDecimal('100', '0.79', '0.92', 2)).toBe('116.46');
    expect(convertDecimal('1550', '1550', '1', 2)).toBe('1.00');
    // 0.1 + 0.2 style float errors cannot happen: 0.3 GBP at 0.79 → 0.379746… USD
    expect(convertDecimal('0.3', '0.79', '1', 4)).toBe('0.3797');
    expect(convertDecimal('-5', '1', '0.92', 2)).toBe('-4.60');
    expect(convertDecimal('0.125', '1', '1', 2)).toBe('0.13');
    expect(convertDecimal('12345678901234567890.5', '1', '1365.50', 0)).toBe(
      '16858024539635802454478',
    );
  });

  it('refuses a zero rate', () => {
    expect(() => convertDecimal('1', '0', '1', 2)).toThrow(RangeError);
  });
});

describe('displayScale', () => {
  it('is 0 for krw, jpy, irr and vnd in any case, 2 otherwise', () => {
    for (const code of ['krw', 'jpy', 'irr', 'vnd', 'KRW', 'VND'])
      expect(displayScale(code)).toBe(0);
    for (const code of ['usd', 'eur', 'gbp', 'ngn', 'BRL']) expect(displayScale(code)).toBe(2);
  });
});

describe('formatApprox', () => {
  it('writes the symbol and the chosen currency scale in en and ja', () => {
    expect(formatApprox('12.345', choice('usd'), 'en')).toBe('≈ $12.35');
    expect(formatApprox('1234.5', choice('eur'), 'ja')).toBe('≈ €1,234.50');
    expect(formatApprox('16981.4', choice('krw'), 'ja')).toBe('≈ ₩16,981');
    expect(formatApprox('-5', choice('eur'), 'en')).toBe('≈ -€5.00');
  });

  it('isolates the whole value left-to-right in fa, even with an Arabic-script symbol', () => {
    expect(formatApprox('12.3449', choice('usd'), 'fa')).toBe('\u2066≈ $12.34\u2069');
    expect(formatApprox('525625.5', choice('irr'), 'fa')).toBe('\u2066≈ ﷼525,626\u2069');
  });
});

describe('the header rate list', () => {
  afterEach(() => {
    document.body.replaceChildren();
    setRates([]);
  });

  it('hands its whole table to $rates when it connects, with no request of its own', () => {
    defineCurrencyElements();
    const buttons = RATES.map(
      (r) =>
        `<button type="button" data-currency="${r.currency}" data-symbol="${r.symbol}" ` +
        `data-rate="${r.rate}">${r.currency}</button>`,
    ).join('');
    mount(`<p2p-currency-list>${buttons}</p2p-currency-list>`);
    expect($rates.get()).toEqual(Object.fromEntries(RATES.map((r) => [r.currency, r.rate])));
  });
});

describe('setRates and approximate', () => {
  beforeEach(() => setRates(RATES));
  afterEach(() => setRates([]));

  it('keeps positive decimal rates only, by lower-case code', () => {
    setRates([
      { currency: 'USD', rate: '1' },
      { currency: 'bad', rate: '0' },
      { currency: 'neg', rate: '-1' },
      { currency: 'nan', rate: 'abc' },
      { rate: '1' },
    ]);
    expect($rates.get()).toEqual({ usd: '1' });
  });

  it('converts a fiat amount to the chosen currency at its scale', () => {
    const rates = $rates.get();
    expect(approximate('100', 'GBP', choice('usd'), rates)).toBe('126.58');
    expect(approximate('100', 'GBP', choice('eur'), rates)).toBe('116.46');
    expect(approximate('155000', 'NGN', choice('jpy'), rates)).toBe('15120');
  });

  it('is null for the chosen currency itself, a fiat with no rate or no decimal', () => {
    const rates = $rates.get();
    expect(approximate('100', 'GBP', choice('gbp'), rates)).toBeNull();
    expect(approximate('100', 'XOF', choice('usd'), rates)).toBeNull();
    expect(approximate('', 'GBP', choice('usd'), rates)).toBeNull();
  });
});

describe('<ApproxValue>', () => {
  const dom = approxDom(RATES);

  const line = () => dom.host.querySelector('[data-approx]');

  it('shows the value in the chosen currency and follows a new choice without a reload', () => {
    act(() =>
      dom.root.render(createElement(ApproxValue, { amount: '100', fiat: 'GBP', locale: 'en' })),
    );
    expect(line()?.textContent).toBe('≈ $126.58');
    expect(line()?.getAttribute('dir')).toBe('ltr');
    act(() => setCurrency(choice('eur')));
    expect(line()?.textContent).toBe('≈ €116.46');
    act(() => setCurrency(choice('krw')));
    expect(line()?.textContent).toBe('≈ ₩172,848');
  });

  it('is hidden when the chosen currency is the amount own fiat, and when the fiat has no rate', () => {
    act(() => setCurrency(choice('gbp')));
    act(() =>
      dom.root.render(createElement(ApproxValue, { amount: '100', fiat: 'GBP', locale: 'en' })),
    );
    expect(line()).toBeNull();
    act(() => setCurrency(choice('usd')));
    expect(line()?.textContent).toBe('≈ $126.58');
    act(() => setRates(RATES.filter((r) => r.currency !== 'gbp')));
    expect(line()).toBeNull();
  });

  it('renders nothing on the server, which does not know the visitor choice', () => {
    expect(
      renderToString(createElement(ApproxValue, { amount: '100', fiat: 'GBP', locale: 'en' })),
    ).toBe('');
  });
});
