import type { APIRoute } from 'astro';
import { publicPagePaths } from '@/config/public-pages';
import { siteOrigin } from '@/config/site-url';
import { sitemapXml } from '@/i18n/sitemap';

/**
 * Every localized public page with its alternates: the markets, the card pages and the profile
 * of every advertiser with an ad on the market. The list changes with the market, so it is built
 * per request and cached for an hour by browsers, crawlers and a CDN; the advertiser list, the
 * costly part (a market call per side, coin and fiat), is also kept in memory for that hour.
 * Every URL is on PUBLIC_SITE_URL: a Host header a client sent must not end up in a cached copy.
 */
export const GET: APIRoute = async ({ locals }) => {
  const paths = await publicPagePaths(locals.api);
  return new Response(sitemapXml(siteOrigin(), paths), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
};
