import { z } from 'zod';

/**
 * Configuration the browser needs at run time. The server reads it from the environment
 * (see `src/config/env.ts`) and the layout serialises it into a JSON data block, so one build
 * can be pointed at another API or main site without rebuilding.
 */
const publicConfigSchema = z.object({
  /** Base of every API call: same-origin `/api` by default, or an absolute URL. */
  apiBase: z.string().min(1),
  /** Origin (and optional path) of the exchange's main site: login, register, wallet... */
  mainSite: z.string().min(1),
  /**
   * Where analytics beacons go, with the visitor's consent (`PUBLIC_ANALYTICS_URL`); empty:
   * analytics off. Optional, so a page rendered before the setting existed still parses.
   */
  analyticsUrl: z.string().optional(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

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
  cached = text ? publicConfigSchema.parse(JSON.parse(text)) : DEFAULT_PUBLIC_CONFIG;
  return cached;
}
