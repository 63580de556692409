import type { APIRoute } from 'astro';
import { webManifest } from '@/shell/pwa/web-manifest';

/** The web app manifest in the request's locale (`/fa/manifest.webmanifest`). */
export const GET: APIRoute = ({ locals }) =>
  new Response(JSON.stringify(webManifest(locals.locale, locals.t)), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
