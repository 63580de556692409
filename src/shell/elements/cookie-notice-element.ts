import { scriptCookie } from '@/lib/cookie-flags';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE,
  consentIn,
  OLD_NOTICE_COOKIE,
  type Consent,
} from '@/lib/consent';

/**
 * `<p2p-cookie-notice>` (CookieNotice.astro, in the footer of every page): the cookie choice
 * (issue 15, item 8). The banner, rendered only while no choice is made, offers "Accept all",
 * "Necessary only" and "Manage"; the footer's "Cookie settings" opens the same dialog as Manage
 * (a native modal `<dialog>`: focus moves in, Escape closes, focus goes back to the button that
 * opened it). A choice is saved in the `consent` cookie (the server then leaves the banner out,
 * so it never flashes) and the banner goes at once.
 *
 * With analytics allowed (now or by an earlier visit) it loads the analytics module, which sends
 * this page's view and reports chunk failures. Loaded only then: a visitor who did not allow
 * analytics downloads none of it, and every page's byte budget carries only this element.
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
    if (choice === 'analytics' && before !== choice) this.#start();
  }

  /** A plain `import()`: a failed analytics load has nothing to show the visitor. */
  #start() {
    void import('@/client/analytics').then(
      (analytics) => analytics.startPageAnalytics(this),
      () => {},
    );
  }

  // No disconnectedCallback: the footer stays for the page's life, and adding the same
  // listeners again on a reconnect is a no-op (bytes on every page's budget).
  connectedCallback() {
    this.addEventListener('click', this.#onClick);
    this.querySelector('dialog')?.addEventListener('close', this.#onClose);
    if (consentIn(document.cookie) === 'analytics') this.#start();
  }
}

export function defineCookieNoticeElement() {
  if (!customElements.get('p2p-cookie-notice'))
    customElements.define('p2p-cookie-notice', CookieNoticeElement);
}
