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
