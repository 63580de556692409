import type { APIRoute } from 'astro';
import { SANDBOX_API_BASE, SANDBOX_MAIN_SITE } from '@/config/public';
import { routes } from '@/config/routes';
import { absoluteUrl } from '@/config/site-url';

/**
 * Crawlers may read every page; the API, the sandbox's stand-in main site and the endpoints that
 * only redirect or take posts are not pages. Served by Astro (not a static file) so the sitemap
 * line carries this site's absolute URL: PUBLIC_SITE_URL, never the request's Host (this answer
 * is cached publicly for an hour).
 */
const DISALLOWED = [
  `${SANDBOX_API_BASE}/`,
  `${SANDBOX_MAIN_SITE}/`,
  routes.login(),
  routes.logout(),
  routes.language(),
];

export const GET: APIRoute = () => {
  const body = [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
};
