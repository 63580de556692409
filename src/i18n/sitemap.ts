import { LOCALES } from '@/i18n/locales';
import { alternateUrls, localeUrl } from '@/i18n/paths';
import { escapeMarkup } from '@/lib/escape-markup';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/**
 * A sitemap with one `<url>` per page per locale, each declaring every language version
 * (`xhtml:link`, 13 locales and x-default) exactly as the page's own `<head>` does, which is
 * how search engines want localized pages announced.
 */
export function sitemapXml(origin: string, paths: readonly string[]) {
  const urls = paths.flatMap((path) => {
    const links = alternateUrls(origin, path)
      .map(
        (a) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeMarkup(a.hreflang)}" href="${escapeMarkup(a.href)}"/>`,
      )
      .join('\n');
    return LOCALES.map(
      (l) =>
        `  <url>\n    <loc>${escapeMarkup(localeUrl(origin, l.code, path))}</loc>\n${links}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`,
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
