import { track } from '@/client/analytics';
import type { AnalyticsRoute } from '@/contract/analytics';
import { scriptCookie } from '@/lib/cookie-flags';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE,
  consentIn,
  OLD_NOTICE_COOKIE,
  type Consent,
} from '@/lib/consent';

type Locale = Parameters<typeof track<'page_view'>>[1]['locale'];

/**
 * `<p2p-cookie-notice>` (CookieNotice.astro, in the footer of every page): the cookie choice and
 * the analytics it allows (issue 15, item 8). The banner, rendered only while no choice is made,
 * offers "Accept all", "Necessary only" and "Manage"; the footer's "Cookie settings" opens the
 * same dialog as Manage (a native modal `<dialog>`: focus moves in, Escape closes, focus goes
 * back to the button that opened it). A choice is saved in the `consent` cookie (the server then
 * leaves the banner out, so it never flashes) and the banner goes at once.
 *
 * With analytics allowed it sends the page view (route and locale, from its data attributes)
 * and reports chunks the loader could not fetch (`p2p:chunk-error` on `window`); an island
 * sends its own events with `track`.
 */
export class CookieNoticeElement extends HTMLElement {
  #onClick = (event: Event) => {
    const target = (event.target as Element | null)?.closest('button');
    const choice = target?.dataset.consent;
    if (choice === 'manage') this.#open();
    else if (choice) this.#save(choice as Consent);
  };

  #onClose = (event: Event) => {
    const dialog = event.target as HTMLDialogElement;
    if (dialog.returnValue !== 'save') return;
    const analytics = dialog.querySelector<HTMLInputElement>('[name=analytics]')?.checked;
    this.#save(analytics ? 'analytics' : 'necessary');
  };

  #onChunkError = (event: Event) => {
    const name = (event as CustomEvent<{ chunk?: string } | null>).detail?.chunk;
    const chunk = String(name ?? '')
      .replace(/[^\w.-]/g, '')
      .slice(0, 64);
    if (chunk) track('chunk_error', { chunk });
  };

  #open() {
    const dialog = this.querySelector('dialog');
    const box = dialog?.querySelector<HTMLInputElement>('[name=analytics]');
    if (box) box.checked = consentIn(document.cookie) === 'analytics';
    dialog?.showModal();
  }

  #save(choice: Consent) {
    const before = consentIn(document.cookie);
    document.cookie = scriptCookie(CONSENT_COOKIE, choice, CONSENT_MAX_AGE);
    document.cookie = scriptCookie(OLD_NOTICE_COOKIE, '', 0);
    const banner = this.querySelector('[data-banner]');
    if (banner) {
      // The banner's button had focus: keep it on the way back to the choice.
      this.querySelector<HTMLElement>('[data-consent=manage]:not([data-banner] *)')?.focus({
        preventScroll: true,
      });
      banner.remove();
    }
    if (choice === 'analytics' && before !== choice) this.#pageView();
  }

  #pageView() {
    const { route, locale } = this.dataset;
    if (route && locale)
      track('page_view', { route: route as AnalyticsRoute, locale: locale as Locale });
  }

  connectedCallback() {
    this.addEventListener('click', this.#onClick);
    this.querySelector('dialog')?.addEventListener('close', this.#onClose);
    addEventListener('p2p:chunk-error', this.#onChunkError);
    this.#pageView();
  }

  disconnectedCallback() {
    this.removeEventListener('click', this.#onClick);
    this.querySelector('dialog')?.removeEventListener('close', this.#onClose);
    removeEventListener('p2p:chunk-error', this.#onChunkError);
  }
}

export function defineCookieNoticeElement() {
  if (!customElements.get('p2p-cookie-notice'))
    customElements.define('p2p-cookie-notice', CookieNoticeElement);
}
