import type { APIRoute } from 'astro';
import { routes } from '@/config/routes';
import { LOCALES } from '@/i18n/locales';
import { localePath } from '@/i18n/paths';
import { PAGE_BUILD } from '@/lib/load-chunk';
import { serviceWorkerSource } from '@/shell/pwa/service-worker';

const source = serviceWorkerSource({
  build: PAGE_BUILD,
  offlinePages: Object.fromEntries(
    LOCALES.map(({ code, slug }) => [slug, localePath(code, routes.offline())]),
  ),
});

/**
 * The service worker (`src/shell/pwa/service-worker.ts`) with this build's id and every
 * locale's offline page. Never cached by the HTTP cache: the browser then sees a new build's
 * worker on the next navigation.
 */
export const GET: APIRoute = () =>
  new Response(source, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    },
  });
