import { scriptCookie } from '@/lib/cookie-flags';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE,
  consentIn,
  OLD_NOTICE_COOKIE,
  type Consent,
} from '@/lib/consent';

/**
 * What the cookie notice's buttons do (issue 15, item 8), loaded on the first click so every
 * page's first load carries only the notice's element: Manage and "Cookie settings" open the
 * native modal dialog (focus moves in, Escape closes, focus goes back to the opener); a choice,
 * from the banner or the dialog's Save, is saved in the `consent` cookie, the old dismissal
 * cookie goes, the banner goes, and analytics starts when it was just allowed.
 */

/** Saves `choice`; `start` loads analytics when it was just allowed. */
function save(notice: HTMLElement, choice: Consent, start: () => void) {
  const before = consentIn(document.cookie);
  document.cookie = scriptCookie(CONSENT_COOKIE, choice, CONSENT_MAX_AGE);
  document.cookie = scriptCookie(OLD_NOTICE_COOKIE, '', 0);
  const banner = notice.querySelector('[data-banner]');
  if (banner) {
    // The banner's button had focus: keep it on the way back to the choice.
    notice
      .querySelector<HTMLElement>('[data-consent=manage]:not([data-banner] *)')
      ?.focus({ preventScroll: true });
    banner.remove();
  }
  if (choice === 'analytics' && before !== choice) start();
}

/** Acts on a notice button's `data-consent`: `manage`, `analytics` or `necessary`. */
export function choose(notice: HTMLElement, action: string, start: () => void): void {
  if (action !== 'manage') {
    save(notice, action === 'analytics' ? 'analytics' : 'necessary', start);
    return;
  }
  const dialog = notice.querySelector('dialog');
  if (!dialog) return;
  const box = dialog.querySelector<HTMLInputElement>('[name=analytics]');
  if (box) box.checked = consentIn(document.cookie) === 'analytics';
  // A property, not a listener: opening again must not save twice.
  dialog.onclose = () => {
    if (dialog.returnValue === 'save')
      save(notice, box?.checked ? 'analytics' : 'necessary', start);
  };
  dialog.showModal();
}
