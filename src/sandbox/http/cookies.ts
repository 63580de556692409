import { setCookie, deleteCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { SESSION_COOKIE } from '@/contract/headers';

/** HTTPS as the browser sees it (directly, or behind a proxy that says so). */
export function isHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}

/**
 * HttpOnly so scripts cannot steal it; Lax so links from the main site keep the login. It lives
 * exactly as long as the session it carries (`session.ttlSeconds`, read when it was created).
 */
export function setSessionCookie(c: Context, session: { token: string; ttlSeconds: number }): void {
  setCookie(c, SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    maxAge: session.ttlSeconds,
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
  });
}

/** Reads one cookie from a raw `Cookie` header (the socket upgrade has no Hono context). */
export function cookieFromHeader(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}
