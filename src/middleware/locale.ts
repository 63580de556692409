import { defineMiddleware } from 'astro:middleware';
import { SANDBOX_API_BASE, SANDBOX_MAIN_SITE } from '@/config/public';
import { routes } from '@/config/routes';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { chooseLocale, LANGUAGE_COOKIE } from '@/i18n/negotiate';
import { collapseLeadingSlashes, localePath, splitLocalePrefix } from '@/i18n/paths';
import { createTranslator } from '@/i18n/t';
import { appendVary } from '@/middleware/vary';

/**
 * Serves every page in the request's locale (architecture section 6). The URL prefix
 * (`/ko/buy_USDT`) gives the page's locale; when the visitor's choice (the `lang` cookie, or on
 * an unprefixed URL the browser's language) is another one, a page request is redirected to the
 * same page in that locale, so the URL always says which language the page is in (crawlable,
 * cacheable, shareable). Then the translator goes on `locals` and the unprefixed page is served.
 */
export const locale = defineMiddleware(async (context, next) => {
  const { url, request } = context;
  const prefix = splitLocalePrefix(url.pathname);
  const urlLocale = prefix.locale ?? DEFAULT_LOCALE;
  const urlHasPrefix = prefix.locale !== null;
  const page = isPageRequest(request.method, prefix.path);

  if (page) {
    const choice = chooseLocale({
      cookie: context.cookies.get(LANGUAGE_COOKIE)?.value,
      urlLocale,
      urlHasPrefix,
      acceptLanguage: request.headers.get('accept-language'),
    });
    if (choice.locale !== urlLocale) {
      return localeRedirect(
        `${localePath(choice.locale, collapseLeadingSlashes(prefix.path))}${url.search}`,
      );
    }
  }

  context.locals.locale = urlLocale;
  context.locals.t = createTranslator(urlLocale);
  context.locals.pathname = prefix.path;
  const response = urlHasPrefix ? await next(`${prefix.path}${url.search}`) : await next();
  // An unprefixed page would have been a redirect for another browser language: caches must
  // keep one copy per language (the session middleware already adds `Vary: Cookie`).
  if (page && !urlHasPrefix) appendVary(response.headers, 'Accept-Language');
  return response;
});

/** Requests that are never redirected: Astro's own paths, files, the API and the sandbox. */
const NOT_PAGES = [`${SANDBOX_API_BASE}/`, `${SANDBOX_MAIN_SITE}/`, '/_'];
/** Endpoints that are not pages (posted forms): they work under any prefix, unredirected. */
const ENDPOINTS: readonly string[] = [routes.language(), routes.logout()];

/**
 * A page navigation: GET or HEAD (a POST is never redirected, its body would be lost) for a path
 * that is not a file (`/robots.txt`, `/sitemap.xml`), an endpoint or an internal path.
 */
function isPageRequest(method: string, path: string) {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (ENDPOINTS.includes(path) || NOT_PAGES.some((p) => path.startsWith(p))) return false;
  return !(path.split('/').at(-1) ?? '').includes('.');
}

/**
 * A redirect that depends on the visitor's cookie and language: no shared cache may keep it,
 * and a private one must ask again when either changes.
 */
function localeRedirect(location: string) {
  return new Response(null, {
    status: 302,
    headers: {
      Location: location,
      Vary: 'Cookie, Accept-Language',
      'Cache-Control': 'private, no-store',
    },
  });
}
