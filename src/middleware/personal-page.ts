import { defineMiddleware } from 'astro:middleware';
import { serverEnv } from '@/config/server-env';
import {
  createPersonalPages,
  sharedPersonalPages,
  type PersonalPages,
} from '@/middleware/personal-page-store';

let pages: PersonalPages | undefined;

/**
 * A logged-in user's page (`src/middleware/personal-page-store.ts`). A page that says it is the
 * same for every user of a kind (`locals.sameForEveryUser`) is rendered with markers where the
 * shell prints the user's own values, filled with this user's, and kept for the next user of the
 * same kind on the same address for `HTML_CACHE_MS`, as the visitor's cache; any other page is
 * rendered with the user's values and streams as it is. Runs after the session (the
 * user, unread count and broker status) and the guard; other methods, and visitors, render as
 * they are. The store is the one our server shares, so it answers kept pages before Astro runs.
 */
export const personalPage = defineMiddleware((context, next) => {
  const { session, personal, locale } = context.locals;
  if (!session || !personal || context.request.method !== 'GET') return next();
  pages ??= sharedPersonalPages() ?? createPersonalPages({ ttlMs: serverEnv().HTML_CACHE_MS });
  return pages.handle(
    {
      request: context.request,
      locale,
      input: session,
      values: personal,
      settingCookies: () => !context.cookies.headers().next().done,
      sameForEveryUser: () => context.locals.sameForEveryUser,
      useMarkers: (markers) => (context.locals.personalMarkers = markers),
      offerSharedPage: (shared) => (context.locals.sharedPage = shared),
      // The first middleware (`html-cache.ts`) calls it with the response as it leaves.
      keepWhenSent: (keep) => (context.locals.keepPersonalPage = keep),
    },
    () => next(),
  );
});
