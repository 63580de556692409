import { SANDBOX_API_BASE, SANDBOX_MAIN_SITE } from '@/config/public';
import { collapseLeadingSlashes, localePath, splitLocalePrefix } from '@/i18n/paths';

/** Paths that are not pages: the API, the sandbox's main site, Astro's own files. */
const NOT_PAGES = [`${SANDBOX_API_BASE}/`, `${SANDBOX_MAIN_SITE}/`, '/_'];

/**
 * Where a page URL with a trailing slash belongs (`/fa/buy_USDT/` → `/fa/buy_USDT`), or null
 * when it is already canonical. The roots keep their slash: `/` and a locale's `/fa/` (the form
 * `localePath` builds and the canonical uses); `/fa//` goes to `/fa/`. Leading slashes collapse
 * to one, so `//evil.example/` can never become a protocol-relative Location. Only GET and HEAD;
 * never the API, the sandbox or Astro's internal paths. Pure.
 */
export function trailingSlashTarget(method: string, pathname: string): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (!pathname.endsWith('/') || pathname === '/') return null;
  const path = collapseLeadingSlashes(pathname);
  if (NOT_PAGES.some((p) => path.startsWith(p))) return null;
  const stripped = path.replace(/\/+$/, '');
  if (stripped === '') return '/';
  const { locale, path: page } = splitLocalePrefix(stripped);
  const target = locale !== null && page === '/' ? localePath(locale, '/') : stripped;
  return target === pathname ? null : target;
}
