/**
 * The flags every cookie of ours carries, set or deleted, on the server or by a script (issue
 * 15, item 6): the whole site (`Path=/`), `SameSite=Lax` (sent on top-level navigations from the
 * main site, never on cross-site subrequests), `Secure` when the page is served over https, and
 * `HttpOnly` unless a script of ours reads or writes the cookie. A deletion carries the same
 * flags as the cookie it removes: browsers may ignore a `Set-Cookie` whose flags disagree (a
 * `Secure` cookie cannot be overwritten from http), and a flag-less deletion is what scanners
 * flag.
 */

/** Options for Astro's `cookies.set` / `cookies.delete`. */
export interface ServerCookieFlags {
  path: '/';
  sameSite: 'lax';
  secure: boolean;
  httpOnly: boolean;
}

/**
 * Flags for a cookie the server sets or deletes; `url` is the request's (https behind a proxy
 * that says so: `src/server/app.ts` marks such requests encrypted). `readByScript` only for a
 * cookie a script must see; the server's own cookies (session, language, invitation) are not.
 */
export function serverCookieFlags(url: URL, readByScript = false): ServerCookieFlags {
  return {
    path: '/',
    sameSite: 'lax',
    secure: url.protocol === 'https:',
    httpOnly: !readByScript,
  };
}

/**
 * The `document.cookie` assignment for a cookie a script writes (theme, time zone, cookie
 * notice): never HttpOnly (the script is its author), otherwise the server's flags.
 */
export function scriptCookie(
  name: string,
  value: string,
  maxAgeSeconds: number,
  protocol: string | undefined = globalThis.location?.protocol,
): string {
  const secure = protocol === 'https:' ? '; Secure' : '';
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}
