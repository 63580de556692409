import type { APIRoute } from 'astro';
import { HOME_PATH } from '@/config/routes';
import { SESSION_COOKIE } from '@/contract/headers';
import { userEndpoints } from '@/contract/user';
import { localePath } from '@/i18n/paths';
import { serverCookieFlags } from '@/lib/cookie-flags';

/**
 * Sign out (any logged-in user, account or wallet-connected): ends the API session, clears the
 * cookie and lands on the market in the language the user signed out in. The form posts to the
 * page's locale (`/ja/logout`), which the locale middleware puts on `locals.locale`; landing on
 * the unprefixed root instead would switch a visitor without a `lang` cookie to English.
 */
export const POST: APIRoute = async ({ locals, cookies, redirect, url }) => {
  if (locals.session) {
    await locals.api.call(userEndpoints.logout, {}, { errors: 'silent' }).catch(() => undefined);
  }
  // The deletion carries the session cookie's own flags (the sandbox sets it HttpOnly, Lax).
  cookies.delete(SESSION_COOKIE, serverCookieFlags(url));
  return redirect(localePath(locals.locale, HOME_PATH), 303);
};
