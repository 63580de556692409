import type { Context } from 'hono';
import type { SandboxEnv } from '@/sandbox/http/app-env';

/**
 * The P2P site's public origin as the sandbox uses it: the stand-in provider's checkout address
 * and the absolute return addresses the stand-in main site accepts. Our server passes
 * PUBLIC_SITE_URL (`createSandbox({ siteOrigin })`), so neither depends on the request's Host
 * header, which a client chooses. Without it (a sandbox made by a test), the request's own
 * origin stands in, HTTPS when a TLS proxy says so (`https`).
 */
export function siteOriginOf(c: Context<SandboxEnv>, https = false): string {
  const configured = c.get('ctx').siteOrigin?.();
  if (configured) return configured;
  const url = new URL(c.req.url);
  return `${https ? 'https:' : url.protocol}//${url.host}`;
}
