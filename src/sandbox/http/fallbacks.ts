import type { Context } from 'hono';
import { COMMON_REFUSALS } from '@/contract/define';
import { ApiError } from '@/sandbox/errors';
import type { SandboxApp } from '@/sandbox/http/app-env';
import { sendApiError, sendEnvelope } from '@/sandbox/http/envelope';
import { requestLang } from '@/sandbox/http/lang';
import { refusalMsg } from '@/sandbox/http/refusal-msg';
import { mountedRoutes } from '@/sandbox/http/mount';
import { API_PREFIX } from '@/sandbox/http/paths';

/**
 * The answer for an API path with no endpoint (404). Also what hidden endpoints answer (the
 * sandbox controls to a client that may not use them, `loopback.ts`), so both look alike.
 */
export function sendNoEndpoint(c: Context): Response {
  return sendEnvelope(c, 404, 404, `There is no API endpoint at ${c.req.path}.`, null);
}

/**
 * The answers nobody's handler gives: unknown API paths (404), a known path with the wrong
 * method (405 with `Allow`), thrown ApiErrors, and anything unexpected (500, logged, with no
 * internals in the response). Install after every route is mounted.
 */
export function installFallbacks(app: SandboxApp, log: (line: string) => void): void {
  app.notFound((c) => {
    const path = c.req.path;
    if (path !== API_PREFIX && !path.startsWith(`${API_PREFIX}/`)) {
      return c.text('Not found', 404);
    }
    const allowed = [
      ...new Set(
        mountedRoutes(app)
          .filter((r) => r.pattern.test(path))
          .map((r) => r.method),
      ),
    ];
    if (allowed.length > 0) {
      c.header('allow', allowed.join(', '));
      return sendEnvelope(
        c,
        405,
        405,
        `${c.req.method} is not allowed on ${path}; use ${allowed.join(' or ')}.`,
        null,
      );
    }
    return sendNoEndpoint(c);
  });

  app.onError((error, c) => {
    const api = c.req.path.startsWith(`${API_PREFIX}/`);
    if (error instanceof ApiError) {
      return api ? sendApiError(c, error) : c.text(error.message, error.status);
    }
    log(
      `[sandbox] ${c.req.method} ${c.req.path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    const english = 'Something went wrong on our side. Please try again later.';
    // The common `unavailable` refusal (500), worded in the request's language like any other.
    const lang = requestLang(c);
    const msg =
      (lang &&
        lang !== 'en' &&
        refusalMsg('unavailable', COMMON_REFUSALS.unavailable.code, null, lang)) ||
      english;
    return api ? sendEnvelope(c, 500, 500, msg, null) : c.text(msg, 500);
  });
}
