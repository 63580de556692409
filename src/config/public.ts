/**
 * Configuration the browser needs at run time. The server reads it from the environment
 * (see `src/config/env.ts`) and the layout serialises it into a JSON data block, so one build
 * can be pointed at another API or main site without rebuilding. Checked by a small guard, not
 * zod: the socket reads it, and the socket ships on every logged-in page at idle.
 */
export interface PublicConfig {
  /** Base of every API call: same-origin `/api` by default, or an absolute URL. */
  apiBase: string;
  /** Origin (and optional path) of the exchange's main site: login, register, wallet... */
  mainSite: string;
  /**
   * Where analytics beacons go, with the visitor's consent (`PUBLIC_ANALYTICS_URL`); empty:
   * analytics off. Optional, so a page rendered before the setting existed still parses.
   */
  analyticsUrl?: string;
}

/** The public config in a page's data block; throws on anything else (a broken deployment). */
export function parsePublicConfig(value: unknown): PublicConfig {
  const config = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const { apiBase, mainSite, analyticsUrl } = config;
  if (typeof apiBase !== 'string' || apiBase === '')
    throw new TypeError('The public config has no apiBase');
  if (typeof mainSite !== 'string' || mainSite === '')
    throw new TypeError('The public config has no mainSite');
  if (analyticsUrl !== undefined && typeof analyticsUrl !== 'string')
    throw new TypeError('The public config has a malformed analyticsUrl');
  return analyticsUrl === undefined ? { apiBase, mainSite } : { apiBase, mainSite, analyticsUrl };
}

/** Id of the `<script type="application/json">` block holding the public config. */
export const PUBLIC_CONFIG_ELEMENT_ID = 'p2p-public-config';

/** Where the embedded sandbox serves the API, and its stand-in for the main site. */
export const SANDBOX_API_BASE = '/api';
export const SANDBOX_MAIN_SITE = '/sandbox';
/** The sandbox's analytics collector (the contract's `analyticsCollect` under the API base). */
export const SANDBOX_ANALYTICS_URL = '/api/analytics/collect';

const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  apiBase: SANDBOX_API_BASE,
  mainSite: SANDBOX_MAIN_SITE,
};

let cached: PublicConfig | undefined;

/** Browser only: the public config the server rendered into the page. */
export function readPublicConfig(doc: Document = document): PublicConfig {
  if (cached) return cached;
  const text = doc.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
  cached = text ? parsePublicConfig(JSON.parse(text)) : DEFAULT_PUBLIC_CONFIG;
  return cached;
}
