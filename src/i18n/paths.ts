import { HOME_PATH } from '@/config/routes';
import {
  DEFAULT_LOCALE,
  LOCALES,
  type LocaleCode,
  localeByCode,
  localeBySlug,
} from '@/i18n/locales';

/** The same page in a locale: English unprefixed, others under their lowercase slug. */
export function localePath(locale: LocaleCode, path: string) {
  const { slug } = localeByCode(locale);
  if (!slug) return path;
  return path === '/' ? `/${slug}/` : `/${slug}${path}`;
}

/**
 * Splits a URL path into its locale prefix and the page path: `/ko/buy_USDT` →
 * `{ locale: 'ko', path: '/buy_USDT' }`; an unprefixed path has no locale (it is English).
 * A first segment that is not a locale slug (`/xx/buy_USDT`) is part of the page path.
 */
export function splitLocalePrefix(pathname: string): { locale: LocaleCode | null; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  const match = localeBySlug(first);
  return match
    ? { locale: match.code, path: `/${rest.join('/')}` }
    : { locale: null, path: pathname };
}

/** The page path without its locale prefix: `/fa/sell_BTC` → `/sell_BTC`, `/fa` → `/`. */
export function stripLocalePrefix(pathname: string) {
  return splitLocalePrefix(pathname).path;
}

/** `//host/x` would leave the site as a Location: a page path keeps one leading slash. */
export function collapseLeadingSlashes(path: string) {
  return path.replace(/^\/+/, '/');
}

/** Longest `to` the language switch follows; anything longer is not a page of ours. */
const MAX_TARGET_LENGTH = 2048;
/** One leading `/` not followed by `/` or `\` (which browsers read as `//`), no control characters. */
const SAFE_TARGET = /^\/(?![/\\])\P{Cc}*$/u;

/**
 * Where the language switch goes: the page `to` (a same-site path, query kept) in `locale`.
 * `to` must be a path starting with a single `/`; anything else (`//host`, `/\host`,
 * `https://...`, control characters) could leave the site, so it falls back to the home market.
 * A locale prefix on `to` is replaced, since the form may be posted from a prefixed page.
 */
export function switchLocaleTarget(locale: LocaleCode, to: unknown) {
  const home = localePath(locale, HOME_PATH);
  if (typeof to !== 'string' || to.length > MAX_TARGET_LENGTH || !SAFE_TARGET.test(to)) return home;
  const base = 'http://localhost';
  let url: URL;
  try {
    url = new URL(to, base);
  } catch {
    return home;
  }
  if (url.origin !== base) return home;
  const path = collapseLeadingSlashes(stripLocalePrefix(url.pathname));
  return `${localePath(locale, path)}${url.search}`;
}

/** One `<link rel="alternate">` (or sitemap `xhtml:link`): a BCP 47 tag or `x-default`. */
interface AlternateUrl {
  hreflang: string;
  href: string;
}

/** The absolute URL of a page (unprefixed `pathname`) in a locale. */
export function localeUrl(origin: string, locale: LocaleCode, pathname: string) {
  return `${origin.replace(/\/+$/, '')}${localePath(locale, pathname)}`;
}

/**
 * Every language version of a page (unprefixed `pathname`, no query) as absolute URLs: one per
 * locale under its BCP 47 tag, plus `x-default` on the English (unprefixed) URL, which is what
 * a visitor without a matching language gets. Pages and the sitemap declare the same set, so
 * search engines see reciprocal alternates.
 */
export function alternateUrls(origin: string, pathname: string): AlternateUrl[] {
  return [
    ...LOCALES.map((l) => ({ hreflang: l.tag, href: localeUrl(origin, l.code, pathname) })),
    { hreflang: 'x-default', href: localeUrl(origin, DEFAULT_LOCALE, pathname) },
  ];
}
