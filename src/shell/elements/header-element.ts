import { throttle } from '@/shell/elements/throttle';

/** Spec section 9: the scroll listener runs at most every 100 ms. */
export const SCROLL_THROTTLE_MS = 100;

/**
 * `<p2p-header>`: marks the sticky header `data-scrolled` once the page scrolls (a shadow
 * separates it from the content), with a passive listener throttled to 100 ms.
 */
export class HeaderElement extends HTMLElement {
  #abort: AbortController | undefined;

  update = () => this.toggleAttribute('data-scrolled', window.scrollY > 0);

  connectedCallback() {
    this.#abort = new AbortController();
    this.update();
    window.addEventListener('scroll', throttle(this.update, SCROLL_THROTTLE_MS), {
      passive: true,
      signal: this.#abort.signal,
    });
  }

  disconnectedCallback() {
    this.#abort?.abort();
  }
}

export function defineHeaderElement() {
  if (!customElements.get('p2p-header')) customElements.define('p2p-header', HeaderElement);
}
