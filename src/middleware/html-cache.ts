import { defineMiddleware } from 'astro:middleware';
import { serverEnv } from '@/config/server-env';
import { createHtmlCache, sharedHtmlCache } from '@/middleware/html-cache-store';

let shared: ReturnType<typeof createHtmlCache> | undefined;

/**
 * The cache as Astro middleware, the first of the chain (`HTML_CACHE_MS`; 0 turns it off): the
 * one our server shares, so its hits are answered before Astro runs; else (`astro dev`) its own.
 * Being first, it also hands a logged-in page kept for every user of a kind its response as it
 * leaves (`personal-page.ts`).
 */
export const htmlCache = defineMiddleware((context, next) => {
  shared ??= sharedHtmlCache() ?? createHtmlCache({ ttlMs: serverEnv().HTML_CACHE_MS });
  context.locals.keepPersonalPage = undefined;
  return shared.handle(context.request, async () => {
    const response = await next();
    context.locals.keepPersonalPage?.(response);
    return response;
  });
});
