import type { AnalyticsEventName, AnalyticsProps } from '@/contract/analytics';
import { consentIn } from '@/lib/consent';

/**
 * Product analytics from the page (issue 15, item 8): `track(name, props)` sends one event with
 * `navigator.sendBeacon` to the collector the server names (`PUBLIC_ANALYTICS_URL`, rendered on
 * the cookie notice's element), and ONLY when the visitor allowed analytics: without that
 * choice nothing is sent and nothing is queued for later. The props are the contract's closed
 * set per event (`src/contract/analytics.ts`, types only: no zod reaches the page), so nothing
 * personal can be passed. A string body travels as text/plain, which a collector on another
 * origin receives without a CORS preflight.
 */

/** Id of the element carrying the collector's address (`data-collect`; empty: analytics off). */
export const ANALYTICS_ELEMENT_ID = 'p2p-consent';

/** Sends one event when allowed; true when the browser queued the beacon. */
export function track<N extends AnalyticsEventName>(name: N, props: AnalyticsProps<N>): boolean {
  const url = document.getElementById(ANALYTICS_ELEMENT_ID)?.dataset.collect;
  if (!url || consentIn(document.cookie) !== 'analytics' || !navigator.sendBeacon) return false;
  return navigator.sendBeacon(url, JSON.stringify({ name, props }));
}

/** A chunk the loader could not fetch (`p2p:chunk-error`, `detail.chunk`), by name only. */
function onChunkError(event: Event) {
  const name = (event as CustomEvent<{ chunk?: string } | null>).detail?.chunk;
  const chunk = String(name ?? '')
    .replace(/[^\w.-]/g, '')
    .slice(0, 64);
  if (chunk) track('chunk_error', { chunk });
}

/**
 * Once analytics is allowed on a page (the cookie notice calls it): sends the page view, the
 * route name and locale the server rendered on `element` (never the path, which may hold an
 * order number or a user id), and from then on reports chunks that failed to load.
 */
export function startPageAnalytics(element: HTMLElement): void {
  const { route, locale } = element.dataset;
  if (route && locale) {
    track('page_view', {
      route: route as AnalyticsProps<'page_view'>['route'],
      locale: locale as AnalyticsProps<'page_view'>['locale'],
    });
  }
  addEventListener('p2p:chunk-error', onChunkError);
}
