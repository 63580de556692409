import { defineMiddleware } from 'astro:middleware';
import { guardRedirect } from '@/config/routes';

/** Visitors on a protected path go to the main-site login with the P2P flag and a return address. */
export const guard = defineMiddleware((context, next) => {
  const target = guardRedirect({
    pathname: context.locals.pathname,
    loggedIn: context.locals.session !== null,
    href: context.url.href,
    mainSite: context.locals.publicConfig.mainSite,
  });
  return target ? context.redirect(target, 302) : next();
});
