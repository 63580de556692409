import { defineMiddleware } from 'astro:middleware';
import { trailingSlashTarget } from '@/middleware/trailing-slash-target';

/**
 * `/buy_USDT/` is the same page as `/buy_USDT`: one URL per page, so a page reached with a
 * trailing slash is moved permanently (301, query kept) to its canonical address before anything
 * else runs (no session call, no locale redirect). The Location is a path, never built from the
 * request's Host. Only page navigations (GET, HEAD): a post keeps its address.
 */
export const trailingSlash = defineMiddleware((context, next) => {
  const { request, url } = context;
  const target = trailingSlashTarget(request.method, url.pathname);
  if (target === null) return next();
  return new Response(null, {
    status: 301,
    headers: {
      Location: `${target}${url.search}`,
      'Cache-Control': 'public, max-age=86400',
    },
  });
});
