import { parseEnv, type ServerEnv } from '@/config/env';
import { SANDBOX_ANALYTICS_URL, type PublicConfig } from '@/config/public';
import { internalApiFetch, internalApiOrigin } from '@/server/internal-origin';

let env: ServerEnv | undefined;

/** The server's configuration, parsed on first use (our server already refused bad values). */
export function serverEnv(): ServerEnv {
  env ??= parseEnv();
  return env;
}

/**
 * What the browser is told: where the API, the main site and the analytics collector are
 * (`PUBLIC_ANALYTICS_URL`: by default the sandbox's collector while the sandbox is on, else off).
 */
export function publicConfig(): PublicConfig {
  const { PUBLIC_API_BASE, PUBLIC_MAIN_SITE, PUBLIC_ANALYTICS_URL, SANDBOX } = serverEnv();
  const analytics = PUBLIC_ANALYTICS_URL ?? (SANDBOX === 'on' ? SANDBOX_ANALYTICS_URL : 'off');
  return {
    apiBase: PUBLIC_API_BASE,
    mainSite: PUBLIC_MAIN_SITE,
    analyticsUrl: analytics === 'off' ? '' : analytics,
  };
}

/** Where server-side rendering calls the API: loopback for a same-origin base, else the base. */
export function serverApiBase(): string {
  const base = serverEnv().PUBLIC_API_BASE;
  return base.startsWith('/') ? `${internalApiOrigin()}${base}` : base;
}

/**
 * The fetch server rendering uses for API calls: the embedded sandbox in this process when the
 * API is same-origin and the sandbox is mounted, otherwise the network.
 */
export function serverApiFetch(): typeof globalThis.fetch | undefined {
  return serverEnv().PUBLIC_API_BASE.startsWith('/') ? internalApiFetch() : undefined;
}
