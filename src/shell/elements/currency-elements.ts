import { $currency, isCurrencyChoice, setCurrency, setRates } from '@/stores/currency';

/**
 * `<p2p-currency-list>`: the exchange-rate tab of the picker. Each button carries one rate
 * option from `/user/config/rates` (`data-currency`, `data-symbol`, `data-rate`); choosing one
 * updates the currency store, so every amount on the page re-renders without a reload. On
 * connect it also refreshes a stored choice's rate from the list the server just rendered, and
 * hands the whole list to the rate table (`$rates`) that approximate values convert through.
 */
export class CurrencyListElement extends HTMLElement {
  #unsubscribe: (() => void) | undefined;

  get options() {
    return [...this.querySelectorAll<HTMLButtonElement>('button[data-currency]')];
  }

  #choose = (event: Event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>(
      'button[data-currency]',
    );
    const { currency, symbol, rate } = button?.dataset ?? {};
    const choice = { currency, symbol, rate };
    // The contract allows any decimal rate; one the store refuses (zero, negative) is ignored.
    if (!isCurrencyChoice(choice)) return;
    setCurrency(choice);
    const menu = this.closest<HTMLElement & { open: boolean }>('p2p-menu');
    if (menu) menu.open = false;
  };

  connectedCallback() {
    this.addEventListener('click', this.#choose);
    setRates(
      this.options.map(({ dataset }) => ({ currency: dataset.currency, rate: dataset.rate })),
    );
    const current = $currency.get();
    const fresh = this.options.find((b) => b.dataset.currency === current.currency)?.dataset;
    const refreshed = { currency: current.currency, symbol: fresh?.symbol, rate: fresh?.rate };
    if (fresh?.rate !== current.rate && isCurrencyChoice(refreshed)) setCurrency(refreshed);
    this.#unsubscribe = $currency.subscribe(({ currency }) => {
      for (const option of this.options)
        option.setAttribute('aria-pressed', String(option.dataset.currency === currency));
    });
  }

  disconnectedCallback() {
    this.removeEventListener('click', this.#choose);
    this.#unsubscribe?.();
  }
}

/** `<p2p-currency-label>`: shows the chosen currency's code and symbol (`USD $`). */
export class CurrencyLabelElement extends HTMLElement {
  #unsubscribe: (() => void) | undefined;

  connectedCallback() {
    this.#unsubscribe = $currency.subscribe(({ currency, symbol }) => {
      this.textContent = `${currency.toUpperCase()} ${symbol}`;
    });
  }

  disconnectedCallback() {
    this.#unsubscribe?.();
  }
}

export function defineCurrencyElements() {
  if (!customElements.get('p2p-currency-list'))
    customElements.define('p2p-currency-list', CurrencyListElement);
  if (!customElements.get('p2p-currency-label'))
    customElements.define('p2p-currency-label', CurrencyLabelElement);
}
