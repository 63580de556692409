import { defineMiddleware } from 'astro:middleware';
import { SESSION_COOKIE } from '@/contract/headers';
import { serverCookieFlags } from '@/lib/cookie-flags';
import { routes } from '@/config/routes';
import { localePath } from '@/i18n/paths';
import { publicConfig } from '@/config/server-env';
import { loadSession, serverApiClient } from '@/middleware/load-session';
import { personalValues } from '@/shell/personal';

/**
 * Reads the session cookie and, on every navigation while logged in, loads the user info, with
 * what the shell shows of the user besides (unread messages, broker status: each may fail on its
 * own). If the user info fails the user is logged out (cookie cleared) and sent to the root, as
 * the spec says. Everything lives on `locals`: nothing per-user is stored in module state.
 */
export const session = defineMiddleware(async (context, next) => {
  const { locale, t } = context.locals;
  const token = context.cookies.get(SESSION_COOKIE)?.value || null;
  context.locals.publicConfig = publicConfig();
  context.locals.session = null;
  context.locals.personal = null;
  context.locals.sameForEveryUser = false;
  context.locals.api = serverApiClient(locale, token, t);
  if (token) {
    const session = await loadSession(context.locals.api, token);
    if (session) {
      context.locals.session = session;
      context.locals.personal = personalValues(session, t);
    } else {
      context.cookies.delete(SESSION_COOKIE, serverCookieFlags(context.url));
      return context.redirect(localePath(locale, routes.root()), 302);
    }
  }
  const response = await next();
  // A response that sets a cookie (invitation code, theme) belongs to one visitor too.
  const setsCookie = !context.cookies.headers().next().done;
  return withCachePolicy(response, context.locals.session !== null || setsCookie);
});

/**
 * A logged-in page carries that user's data: nobody may store it. A visitor's page may be kept
 * briefly by a shared cache (CDN) and is revalidated by browsers.
 */
function withCachePolicy(response: Response, personal: boolean) {
  if (response.headers.has('Cache-Control')) return response;
  try {
    response.headers.set(
      'Cache-Control',
      personal ? 'private, no-store' : 'public, max-age=0, s-maxage=60',
    );
    response.headers.append('Vary', 'Cookie');
    return response;
  } catch {
    // Immutable headers (a response from fetch): hand it on as it is.
    return response;
  }
}
