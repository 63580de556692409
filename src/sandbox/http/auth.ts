import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { HEADER, SESSION_COOKIE } from '@/contract/headers';

/** The session token of a request: the `token` header wins over the session cookie. */
export function requestToken(c: Context): string | undefined {
  const header = c.req.header(HEADER.token)?.trim();
  if (header) return header;
  return getCookie(c, SESSION_COOKIE) || undefined;
}
