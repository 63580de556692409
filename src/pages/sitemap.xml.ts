import type { APIRoute } from 'astro';
import { publicPagePaths } from '@/config/public-pages';
import { sitemapXml } from '@/i18n/sitemap';

/**
 * Every localized public page with its alternates. The list changes when the market's coins
 * do, so it is built per request and cached for an hour (by browsers, crawlers and a CDN).
 */
export const GET: APIRoute = async ({ locals, url }) => {
  const paths = await publicPagePaths(locals.api);
  return new Response(sitemapXml(url.origin, paths), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
};
