import type { APIRoute } from 'astro';
import { isLocaleCode } from '@/i18n/locales';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from '@/i18n/negotiate';
import { switchLocaleTarget } from '@/i18n/paths';
import { serverCookieFlags } from '@/lib/cookie-flags';

/**
 * The language switch (spec section 4: "changing language reloads the page and stores the choice
 * in a cookie for 7 days"). A plain form post (`code`, `to`), so it works without JavaScript;
 * Astro's `checkOrigin` refuses it from other sites. It answers 303 to the page `to` in the new
 * locale, where the cookie then keeps every later page in that language.
 *
 * - An unknown `code` is a 400, not a silent fall-back to English: the picker only offers valid
 *   codes, so this is a forged or broken request, and it must not overwrite a real choice.
 * - The cookie is HttpOnly: only the server reads it (the browser takes the language from
 *   `<html lang>`), so no script needs to see it.
 */
export const POST: APIRoute = async ({ request, cookies, redirect, url }) => {
  const form = await request.formData().catch(() => null);
  const code = form?.get('code');
  if (!isLocaleCode(code)) {
    return new Response('Unknown language code.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  cookies.set(LANGUAGE_COOKIE, code, {
    ...serverCookieFlags(url),
    maxAge: LANGUAGE_COOKIE_MAX_AGE,
  });
  return redirect(switchLocaleTarget(code, form?.get('to')), 303);
};
