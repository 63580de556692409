import { defineMiddleware } from 'astro:middleware';
import { DEFAULT_LOCALE, localeBySlug } from '@/i18n/locales';
import { createTranslator } from '@/i18n/t';

/**
 * Reads the locale from the URL prefix (`/ko/buy_USDT`), puts the request's translator on
 * `locals`, and serves the unprefixed page. Cookie and browser-language choice arrive with the
 * shell and localization work.
 */
export const locale = defineMiddleware((context, next) => {
  const { pathname } = context.url;
  const [, first = '', ...rest] = pathname.split('/');
  const match = localeBySlug(first);
  context.locals.locale = match?.code ?? DEFAULT_LOCALE;
  context.locals.t = createTranslator(context.locals.locale);
  context.locals.pathname = match ? `/${rest.join('/')}` : pathname;
  if (match) return next(`${context.locals.pathname}${context.url.search}`);
  return next();
});
