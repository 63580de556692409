import type { MiddlewareHandler } from 'hono';
import { ApiError } from '@/sandbox/errors';

/** Methods that change nothing, so another site may send them (they carry no effect to forge). */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

const CROSS_SITE_MESSAGE = 'Cross-site requests are not accepted.';

/** `name:port` of an address or a bare Host value, normalised by the URL parser; null if invalid. */
function hostOf(value: string, bareHost: boolean): string | null {
  try {
    return new URL(bareHost ? `http://${value}` : value).host || null;
  } catch {
    return null;
  }
}

/**
 * True when a request comes from another site: its `Origin` header is present and names another
 * host than this one (`ownUrl` is the request's own address, or a bare Host header value when
 * `bareHost` is set). Only hosts are compared: the scheme may differ behind a TLS proxy. No
 * `Origin` (curl, server-side calls) is not cross-site; an unreadable one (e.g. `null`) is.
 */
export function isCrossSite(
  origin: string | null | undefined,
  ownUrl: string | null | undefined,
  { bareHost = false }: { bareHost?: boolean } = {},
): boolean {
  if (origin === undefined || origin === null) return false;
  const from = hostOf(origin, false);
  const own = ownUrl ? hostOf(ownUrl, bareHost) : null;
  return from === null || own === null || from !== own;
}

/**
 * Refuses state-changing API calls another site's page makes the browser send (a text/plain form
 * needs no CORS preflight and carries the session cookie). HTTP 403 but envelope code 400: the
 * client logs the user out on envelope 403, which a forged request must not cause either.
 */
export const refuseCrossSite: MiddlewareHandler = async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && isCrossSite(c.req.header('origin'), c.req.url)) {
    throw new ApiError(403, 400, CROSS_SITE_MESSAGE);
  }
  await next();
};
