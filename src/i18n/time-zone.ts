/**
 * The viewer's time zone (issue 13, item 5). The browser knows it (`Intl`), the server does not:
 * the page bootstrap remembers it in the `tz` cookie, the middleware reads it into
 * `Astro.locals.timeZone`, pages render times in it and hand it to their islands, which render
 * the same zone while hydrating (the same text, no jump) and the browser's own zone afterwards
 * (the same one unless the viewer has just travelled). Without the cookie (a first visit) the
 * server renders UTC and says so. Tiny and free of dayjs: the bootstrap of every page loads it.
 */

import { scriptCookie } from '@/lib/cookie-flags';

/** The cookie that carries the browser's IANA zone to the server. */
export const TIME_ZONE_COOKIE = 'tz';

/** The zone the server renders in when it does not know the viewer's. */
export const UTC_ZONE = 'UTC';

/** A year: the zone is refreshed on every page anyway, the cookie only has to outlive visits. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * `Asia/Tehran` → `Asia/Tehran`; a name the runtime does not know, an offset or anything that is
 * not a zone name (a cookie is the user's input) → null. Known names come back canonical
 * (`utc` → `UTC`). Names are short ASCII; anything longer or stranger is refused before `Intl`
 * sees it.
 */
export function parseTimeZone(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return null;
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The browser's (or the process's) zone, UTC when the runtime does not say a usable one. */
export function browserTimeZone(): string {
  return parseTimeZone(new Intl.DateTimeFormat().resolvedOptions().timeZone) ?? UTC_ZONE;
}

/**
 * The zone an island shows times in: while hydrating, the one the server rendered (its cookie
 * zone, UTC without one), so the first client render is the server's text; once mounted, the
 * browser's own zone.
 */
export function displayTimeZone(serverZone: string | null, hydrated: boolean): string {
  return hydrated ? browserTimeZone() : (serverZone ?? UTC_ZONE);
}

/**
 * Browser only (the page bootstrap, on every page): writes the browser's zone into the cookie
 * when the cookie does not hold it yet, so the next page is rendered in it. Readable by scripts
 * (not HttpOnly) and sent on top-level navigations (SameSite=Lax).
 */
export function rememberTimeZone(doc: Document = document): void {
  const zone = browserTimeZone();
  const current = doc.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${TIME_ZONE_COOKIE}=`))
    ?.slice(TIME_ZONE_COOKIE.length + 1);
  if (current !== undefined && decodeURIComponent(current) === zone) return;
  doc.cookie = scriptCookie(TIME_ZONE_COOKIE, zone, COOKIE_MAX_AGE_S, doc.location?.protocol);
}
