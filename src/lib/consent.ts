/**
 * The visitor's cookie choice (issue 15, item 8), one cookie both the server (which renders the
 * notice only while no choice is made) and the page's scripts (which send analytics only with
 * consent) read: `consent=analytics` (every cookie) or `consent=necessary` (only what the site
 * needs to work: session, language, theme, time zone, this choice). No cookie, or any other
 * value, is "not decided". The old `cookie_notice=1` dismissal ("Got it", before there was a
 * choice) is not a choice: such visitors see the notice again, with its choices.
 */

export const CONSENT_COOKIE = 'consent';

/** The dismissal cookie of the old notice; deleted once a choice is saved. */
export const OLD_NOTICE_COOKIE = 'cookie_notice';

/** Six months, in seconds: then the visitor is asked again (as regulators advise). */
export const CONSENT_MAX_AGE = 60 * 60 * 24 * 182;

export type Consent = 'analytics' | 'necessary';

/** A cookie value as a choice, or null when it is none. */
export function parseConsent(value: string | null | undefined): Consent | null {
  return value === 'analytics' || value === 'necessary' ? value : null;
}

/** The choice in a `Cookie` header or `document.cookie`, or null when none was made. */
export function consentIn(cookies: string): Consent | null {
  const match = /(?:^|;\s*)consent=([^;]*)/.exec(cookies);
  return parseConsent(match?.[1]);
}
