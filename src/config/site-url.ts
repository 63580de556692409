import { serverEnv } from '@/config/server-env';
import type { LocaleCode } from '@/i18n/locales';
import { alternateUrls, collapseLeadingSlashes, localePath, localeUrl } from '@/i18n/paths';

/**
 * Server only: every absolute URL of this site is built here, from `PUBLIC_SITE_URL` (validated
 * at start-up, defaulting to the listening address). Nothing takes the origin from the request:
 * the Host and X-Forwarded-Host headers are chosen by the client, and a canonical, a sitemap or a
 * redirect built from them could be cached with another site's address in it (cache poisoning,
 * SEO hijacking). Each function takes the origin as a last argument only so tests can pass one.
 */

/** The site's public origin, without a trailing slash: `https://p2p.example`. */
export function siteOrigin(): string {
  return serverEnv().PUBLIC_SITE_URL;
}

/** The absolute URL of a same-site path (`/sitemap.xml`, `/og-image.png`, `/fa/buy_USDT?x=1`). */
export function absoluteUrl(path: string, origin: string = siteOrigin()): string {
  const safe = collapseLeadingSlashes(path.startsWith('/') ? path : `/${path}`);
  return `${origin}${safe}`;
}

/** `?a=1` for a non-empty query (a string without `?`, or URLSearchParams), else ''. */
function querySuffix(query: string | URLSearchParams | undefined): string {
  const text = (typeof query === 'string' ? query : (query?.toString() ?? '')).replace(/^\?/, '');
  return text === '' ? '' : `?${text}`;
}

/**
 * The canonical URL of a page (unprefixed `pathname`) in a locale, with the query that makes it
 * distinct content (page 2 of a market is its own page); view state is left out by the caller.
 */
export function canonicalUrl(
  locale: LocaleCode,
  pathname: string,
  query?: string | URLSearchParams,
  origin: string = siteOrigin(),
): string {
  return `${localeUrl(origin, locale, pathname)}${querySuffix(query)}`;
}

/** Every language version of a page (13 locales and x-default), with the same canonical query. */
export function alternateLinks(
  pathname: string,
  query?: string | URLSearchParams,
  origin: string = siteOrigin(),
): { hreflang: string; href: string }[] {
  const suffix = querySuffix(query);
  return alternateUrls(origin, pathname).map((a) => ({ ...a, href: `${a.href}${suffix}` }));
}

/**
 * The address the visitor is on, absolute (a login or registration `returnUrl`, which the main
 * site needs absolute): the page in its locale with the query it was asked with.
 */
export function currentPageUrl(
  locale: LocaleCode,
  pathname: string,
  search: string,
  origin: string = siteOrigin(),
): string {
  return absoluteUrl(`${localePath(locale, pathname)}${search}`, origin);
}
