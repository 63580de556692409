import { parseEnv, type ServerEnv } from '@/config/env';
import type { PublicConfig } from '@/config/public';
import { internalApiFetch, internalApiOrigin } from '@/server/internal-origin';

let env: ServerEnv | undefined;

/** The server's configuration, parsed on first use (our server already refused bad values). */
export function serverEnv(): ServerEnv {
  env ??= parseEnv();
  return env;
}

/** What the browser is told: where the API and the main site are. */
export function publicConfig(): PublicConfig {
  const { PUBLIC_API_BASE, PUBLIC_MAIN_SITE } = serverEnv();
  return { apiBase: PUBLIC_API_BASE, mainSite: PUBLIC_MAIN_SITE };
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
