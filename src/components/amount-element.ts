import { formatMoney } from '@/i18n/format';
import { isDecimal } from '@/lib/decimal';
import { $currency, type CurrencyChoice } from '@/stores/currency';

/**
 * `<p2p-amount data-usd="1234.5">`: a USD amount shown in the visitor's display currency
 * (`€1,150.00`). The server cannot know the stored currency, so it renders the element (with
 * the USD text as a fallback if it likes) and this element converts it in the browser, and again
 * whenever `$currency` changes, without a reload. A plain custom element rather than a React
 * island, so pages without islands ship no React.
 *
 * Always `dir="ltr"` and `translate="no"`: amounts read left-to-right inside Persian text, and
 * page translators must not touch them. An invalid `data-usd` renders nothing, never throws.
 *
 * Importing the module registers nothing (call `defineAmountElement()`), and it can be imported
 * on the server (e.g. for the tag name): the class only extends `HTMLElement` where it exists.
 */

export const AMOUNT_TAG = 'p2p-amount';

const Base = (globalThis.HTMLElement ?? class {}) as typeof HTMLElement;

export class AmountElement extends Base {
  static readonly observedAttributes = ['data-usd'];
  #unsubscribe: (() => void) | undefined;

  connectedCallback(): void {
    this.setAttribute('dir', 'ltr');
    this.setAttribute('translate', 'no');
    this.#unsubscribe?.();
    this.#unsubscribe = $currency.subscribe((currency) => this.#render(currency));
  }

  disconnectedCallback(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
  }

  attributeChangedCallback(): void {
    if (this.#unsubscribe) this.#render($currency.get());
  }

  #render(currency: CurrencyChoice): void {
    const usd = this.dataset.usd?.trim();
    const text = isDecimal(usd) ? formatMoney(usd, currency) : '';
    // Only touch the DOM on a real change, so screen readers are not told about a no-op.
    if (this.textContent !== text) this.textContent = text;
  }
}

/** Registers the element once (a second bundle importing this module must not throw). */
export function defineAmountElement(registry: CustomElementRegistry = customElements): void {
  if (!registry.get(AMOUNT_TAG)) registry.define(AMOUNT_TAG, AmountElement);
}
