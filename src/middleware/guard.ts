import { defineMiddleware } from 'astro:middleware';
import { guardRedirect } from '@/config/routes';
import { currentPageUrl } from '@/config/site-url';

/**
 * Visitors on a protected path go to the main-site login with the P2P flag and a return address:
 * the page in its locale on PUBLIC_SITE_URL (never the request's Host, which a client chooses).
 */
export const guard = defineMiddleware((context, next) => {
  const { locale, pathname } = context.locals;
  const target = guardRedirect({
    pathname,
    loggedIn: context.locals.session !== null,
    href: currentPageUrl(locale, pathname, context.url.search),
    mainSite: context.locals.publicConfig.mainSite,
  });
  return target ? context.redirect(target, 302) : next();
});
