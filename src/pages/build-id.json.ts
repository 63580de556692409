import type { APIRoute } from 'astro';
import { PAGE_BUILD } from '@/lib/load-chunk';

/**
 * The build this server serves (issue 15, item 1). A page whose on-demand chunk failed asks it:
 * a build other than its own means the site was deployed since the page loaded (the old chunks
 * are gone), so the page offers a reload instead of a retry. Never cached.
 */
export const GET: APIRoute = () =>
  new Response(JSON.stringify({ build: PAGE_BUILD }), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
