// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CurrencyLabelElement,
  CurrencyListElement,
  defineCurrencyElements,
} from '@/shell/elements/currency-elements';
import { defineMenuElement } from '@/shell/elements/menu-element';
import { $currency, CURRENCY_STORAGE_KEY, DEFAULT_CURRENCY, setCurrency } from '@/stores/currency';
import { $, mount } from './support/shell-dom';

const RATES = [
  { currency: 'usd', symbol: '$', rate: '1' },
  { currency: 'eur', symbol: '€', rate: '0.92' },
  { currency: 'jpy', symbol: '¥', rate: '151.3' },
];

/** The picker LocalePicker.astro renders: the label in the menu trigger, the list in the panel. */
function pickerHtml(rates = RATES) {
  return `
    <p2p-menu class="relative block" data-menu="locale">
      <button type="button" data-menu-trigger aria-expanded="false" aria-controls="menu-locale"
        aria-label="Language and currency">
        <span><p2p-currency-label class="ltr text-xs">USD $</p2p-currency-label></span>
      </button>
      <div id="menu-locale" data-menu-panel hidden class="menu-panel end-0">
        <p2p-currency-list class="grid grid-cols-2 gap-1 p-2">
          ${rates
            .map(
              (r) =>
                `<button type="button" class="option-button ltr" data-currency="${r.currency}" ` +
                `data-symbol="${r.symbol}" data-rate="${r.rate}" aria-pressed="false">` +
                `${r.currency.toUpperCase()} <span>${r.symbol}</span></button>`,
            )
            .join('')}
        </p2p-currency-list>
      </div>
    </p2p-menu>`;
}

const option = (currency: string) => $<HTMLButtonElement>(`[data-currency="${currency}"]`);
const label = () => $('p2p-currency-label');
const pressed = () =>
  [...document.querySelectorAll('[data-currency]')]
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.getAttribute('data-currency'));

beforeAll(() => {
  defineMenuElement();
  defineCurrencyElements();
});

afterEach(() => {
  document.body.replaceChildren();
  setCurrency(DEFAULT_CURRENCY);
  localStorage.clear();
});

describe('<p2p-currency-list> and <p2p-currency-label>', () => {
  it('register once, however often they are defined', () => {
    expect(() => defineCurrencyElements()).not.toThrow();
    expect(customElements.get('p2p-currency-list')).toBe(CurrencyListElement);
    expect(customElements.get('p2p-currency-label')).toBe(CurrencyLabelElement);
  });

  it('marks the current currency pressed and labels it on connect', () => {
    mount(pickerHtml());
    expect(pressed()).toEqual(['usd']);
    expect(label().textContent).toBe('USD $');
  });

  it('chooses a rate: store, persisted choice, aria-pressed and label follow', () => {
    mount(pickerHtml());
    option('eur').click();
    expect($currency.get()).toEqual({ currency: 'eur', symbol: '€', rate: '0.92' });
    expect(JSON.parse(localStorage.getItem(CURRENCY_STORAGE_KEY) ?? 'null')).toEqual(
      $currency.get(),
    );
    expect(pressed()).toEqual(['eur']);
    expect(label().textContent).toBe('EUR €');
  });

  it('chooses from a click on the symbol inside an option too', () => {
    mount(pickerHtml());
    option('jpy').querySelector('span')?.click();
    expect($currency.get().currency).toBe('jpy');
    expect(label().textContent).toBe('JPY ¥');
  });

  it('closes the picker menu after a choice', () => {
    mount(pickerHtml());
    $('[data-menu-trigger]').click();
    expect($('[data-menu-panel]').hidden).toBe(false);
    option('eur').click();
    expect($('[data-menu-trigger]').getAttribute('aria-expanded')).toBe('false');
    expect($('[data-menu-panel]').hidden).toBe(true);
  });

  it('ignores clicks that are not on an option', () => {
    mount(pickerHtml());
    $('p2p-currency-list').click();
    expect($currency.get()).toEqual(DEFAULT_CURRENCY);
  });

  it('follows a change made elsewhere on the page', () => {
    mount(pickerHtml());
    setCurrency({ currency: 'jpy', symbol: '¥', rate: '151.3' });
    expect(pressed()).toEqual(['jpy']);
    expect(label().textContent).toBe('JPY ¥');
  });

  it('refreshes a stored currency whose rate changed from the list the server rendered', () => {
    setCurrency({ currency: 'eur', symbol: '€', rate: '0.90' });
    mount(pickerHtml());
    expect($currency.get()).toEqual({ currency: 'eur', symbol: '€', rate: '0.92' });
    expect(JSON.parse(localStorage.getItem(CURRENCY_STORAGE_KEY) ?? 'null').rate).toBe('0.92');
    expect(pressed()).toEqual(['eur']);
    expect(label().textContent).toBe('EUR €');
  });

  it('keeps a stored currency the list does not offer', () => {
    const chf = { currency: 'chf', symbol: 'Fr', rate: '0.88' };
    setCurrency(chf);
    mount(pickerHtml());
    expect($currency.get()).toEqual(chf);
    expect(pressed()).toEqual([]);
    expect(label().textContent).toBe('CHF Fr');
  });

  it('keeps the stored choice when the server renders a rate the store refuses', () => {
    // The contract lets the API send any decimal ("0", "-1"); the store accepts only positive.
    const eur = { currency: 'eur', symbol: '€', rate: '0.90' };
    setCurrency(eur);
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    try {
      mount(pickerHtml([RATES[0], { currency: 'eur', symbol: '€', rate: '0' }] as typeof RATES));
    } finally {
      window.removeEventListener('error', onError);
    }
    expect(errors).toEqual([]);
    expect($currency.get()).toEqual(eur);
    expect(pressed()).toEqual(['eur']);
    setCurrency(DEFAULT_CURRENCY);
    expect(pressed()).toEqual(['usd']);
  });

  it('ignores an option whose rate the store refuses, and leaves the menu open', () => {
    mount(pickerHtml([...RATES, { currency: 'xxx', symbol: 'X', rate: '-1' }]));
    $('[data-menu-trigger]').click();
    expect(() => option('xxx').click()).not.toThrow();
    expect($currency.get()).toEqual(DEFAULT_CURRENCY);
    expect(pressed()).toEqual(['usd']);
    expect($('[data-menu-panel]').hidden).toBe(false);
  });

  it('stops listening once removed from the page', () => {
    mount(pickerHtml());
    const list = $('p2p-currency-list');
    const eur = option('eur');
    const listeners = $currency.lc;
    list.remove();
    label().remove();
    expect($currency.lc).toBe(listeners - 2);
    eur.click();
    expect($currency.get()).toEqual(DEFAULT_CURRENCY);
  });
});
