/**
 * `<p2p-cookie-notice>` (CookieNotice.astro, in the footer of every page): the cookie choice
 * (issue 15, item 8). The banner, rendered only while no choice is made, offers "Accept all",
 * "Necessary only" and "Manage"; the footer's "Cookie settings" opens the same dialog as Manage.
 * What the buttons do loads on the first click (`shell/consent-actions.ts`), and analytics
 * (`client/analytics.ts`: this page's view, chunk failures) only once it is allowed, so a first
 * load carries this element alone on every page's byte budget. Plain `import()`s: the chunk
 * loader is not on every page, and a failed load has nothing to show beyond a button that
 * works on the next click.
 */
export class CookieNoticeElement extends HTMLElement {
  #start = () => {
    void import('@/client/analytics').then(
      (analytics) => analytics.startPageAnalytics(this),
      () => {},
    );
  };

  #onClick = (event: Event) => {
    const action = (event.target as Element | null)?.closest('button')?.dataset.consent;
    if (action) {
      void import('@/shell/consent-actions').then(
        (actions) => actions.choose(this, action, this.#start),
        () => {},
      );
    }
  };

  // No disconnectedCallback: the footer stays for the page's life, and adding the same
  // listener again on a reconnect is a no-op (bytes on every page's budget).
  connectedCallback() {
    this.addEventListener('click', this.#onClick);
    // The server marks the notice when analytics is allowed (it read the cookie already);
    // `track` checks the cookie again before each send.
    if (this.hasAttribute('data-analytics')) this.#start();
  }
}

export function defineCookieNoticeElement() {
  if (!customElements.get('p2p-cookie-notice'))
    customElements.define('p2p-cookie-notice', CookieNoticeElement);
}
