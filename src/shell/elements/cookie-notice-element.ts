import { scriptCookie } from '@/lib/cookie-flags';
import { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_MAX_AGE } from '@/shell/cookie-notice';

/**
 * `<p2p-cookie-notice>`: the footer's cookie banner. "Got it" remembers the dismissal in a
 * cookie (the server then leaves the banner out of every page, so it never flashes) and removes
 * the banner at once.
 */
export class CookieNoticeElement extends HTMLElement {
  #onClick = (event: Event) => {
    if (!(event.target as Element | null)?.closest('[data-cookie-accept]')) return;
    document.cookie = scriptCookie(COOKIE_NOTICE_COOKIE, '1', COOKIE_NOTICE_MAX_AGE);
    this.remove();
  };

  connectedCallback() {
    this.addEventListener('click', this.#onClick);
  }

  disconnectedCallback() {
    this.removeEventListener('click', this.#onClick);
  }
}

export function defineCookieNoticeElement() {
  if (!customElements.get('p2p-cookie-notice'))
    customElements.define('p2p-cookie-notice', CookieNoticeElement);
}
