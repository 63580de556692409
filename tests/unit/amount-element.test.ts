// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AMOUNT_TAG, AmountElement, defineAmountElement } from '@/components/amount-element';
import { $currency, DEFAULT_CURRENCY, setCurrency } from '@/stores/currency';

const EUR = { currency: 'eur', symbol: '€', rate: '0.92' };

function mount(usd: string | undefined): HTMLElement {
  const element = document.createElement(AMOUNT_TAG);
  if (usd !== undefined) element.dataset.usd = usd;
  document.body.append(element);
  return element;
}

beforeAll(() => defineAmountElement());

afterEach(() => {
  document.body.replaceChildren();
  setCurrency(DEFAULT_CURRENCY);
  localStorage.clear();
});

describe('<p2p-amount>', () => {
  it('registers once, however often it is defined', () => {
    expect(() => defineAmountElement()).not.toThrow();
    expect(customElements.get(AMOUNT_TAG)).toBe(AmountElement);
  });

  it('shows the USD amount in the current currency, left to right and untranslated', () => {
    const element = mount('1234.5');
    expect(element.textContent).toBe('$1,234.50');
    expect(element.getAttribute('dir')).toBe('ltr');
    expect(element.getAttribute('translate')).toBe('no');
  });

  it('follows a currency change without a reload', () => {
    const element = mount('1250');
    setCurrency(EUR);
    expect(element.textContent).toBe('€1,150.00');
    setCurrency(DEFAULT_CURRENCY);
    expect(element.textContent).toBe('$1,250.00');
  });

  it('renders a server-rendered element and follows a new amount', () => {
    document.body.innerHTML = `<${AMOUNT_TAG} data-usd="10">$10.00</${AMOUNT_TAG}>`;
    const element = document.body.firstElementChild as HTMLElement;
    setCurrency(EUR);
    expect(element.textContent).toBe('€9.20');
    element.dataset.usd = '20';
    expect(element.textContent).toBe('€18.40');
  });

  it.each([['1e3'], ['abc'], [''], ['NaN'], [undefined]])(
    'shows nothing for data-usd=%j and does not throw',
    (usd) => {
      const element = mount(usd);
      expect(element.textContent).toBe('');
      expect(() => setCurrency(EUR)).not.toThrow();
      expect(element.textContent).toBe('');
    },
  );

  it('stops listening to the currency once removed from the page', () => {
    const listeners = $currency.lc;
    const element = mount('1250');
    expect($currency.lc).toBe(listeners + 1);
    element.remove();
    expect($currency.lc).toBe(listeners);
    setCurrency(EUR);
    expect(element.textContent).toBe('$1,250.00');
  });

  it('listens again when moved back into the page', () => {
    const element = mount('1250');
    element.remove();
    setCurrency(EUR);
    document.body.append(element);
    expect(element.textContent).toBe('€1,150.00');
  });

  it('can be imported on the server, where HTMLElement does not exist', async () => {
    vi.stubGlobal('HTMLElement', undefined);
    try {
      vi.resetModules();
      const module = await import('@/components/amount-element');
      expect(module.AMOUNT_TAG).toBe('p2p-amount');
    } finally {
      vi.unstubAllGlobals();
      vi.resetModules();
    }
  });
});
