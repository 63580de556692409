import { fitNav } from '@/shell/elements/nav-fit';
import { throttle } from '@/shell/elements/throttle';

/** Spec section 9: the scroll listener runs at most every 100 ms. */
export const SCROLL_THROTTLE_MS = 100;

/**
 * `<p2p-header>`: marks the sticky header `data-scrolled` once the page scrolls (a shadow
 * separates it from the content), with a passive listener throttled to 100 ms, and keeps the
 * navigation on one line (`fitNav`) whenever its room changes.
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
    // The header lives as long as the page, and the observer with it (no disconnect: this code
    // ships on every page, where every byte counts).
    const nav = this.querySelector<HTMLElement>('[data-nav-fit]');
    if (nav) new ResizeObserver(() => fitNav(nav)).observe(nav);
  }

  disconnectedCallback() {
    this.#abort?.abort();
  }
}

export function defineHeaderElement() {
  if (!customElements.get('p2p-header')) customElements.define('p2p-header', HeaderElement);
}
