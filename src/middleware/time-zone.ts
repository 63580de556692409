import { defineMiddleware } from 'astro:middleware';
import { parseTimeZone, TIME_ZONE_COOKIE } from '@/i18n/time-zone';

/**
 * Puts the viewer's zone (the `tz` cookie the page bootstrap writes) on `locals.timeZone`, or
 * null when there is none or it is no zone the runtime knows (pages then render UTC and say so).
 * Public pages already vary on `Cookie` (session middleware), so a shared cache never hands a
 * page rendered in one zone to a visitor in another.
 */
export const timeZone = defineMiddleware((context, next) => {
  context.locals.timeZone = parseTimeZone(context.cookies.get(TIME_ZONE_COOKIE)?.value);
  return next();
});
