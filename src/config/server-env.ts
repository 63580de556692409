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

/**
 * Where server-side rendering calls the API: `API_INTERNAL_URL` when set (the API runs apart,
 * e.g. the sandbox on its own behind the same nginx as the site), else loopback for a
 * same-origin base (the embedded sandbox), else the base itself.
 */
export function serverApiBase(): string {
  const { PUBLIC_API_BASE: base, API_INTERNAL_URL: internal } = serverEnv();
  if (internal) return internal;
  return base.startsWith('/') ? `${internalApiOrigin()}${base}` : base;
}

/**
 * The fetch server rendering uses for API calls: the embedded sandbox in this process when the
 * API is same-origin and the sandbox is mounted, otherwise the network.
 */
export function serverApiFetch(): typeof globalThis.fetch | undefined {
  const { PUBLIC_API_BASE: base, API_INTERNAL_URL: internal } = serverEnv();
  return base.startsWith('/') && !internal ? internalApiFetch() : undefined;
}
