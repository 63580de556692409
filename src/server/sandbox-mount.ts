import { mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { getRequestListener } from '@hono/node-server';
import type { ServerEnv } from '@/config/env';
import { SANDBOX_API_BASE, SANDBOX_MAIN_SITE } from '@/config/public';
import { SOCKET_PATH } from '@/contract/socket';
import { createSandbox } from '@/sandbox/index';

type Sandbox = ReturnType<typeof createSandbox>;

/**
 * The sandbox as the settings ask (our server, the sandbox on its own, `astro dev`): its
 * database `sandbox.db` in `DATA_DIR`, created if missing. Throws when the database cannot be
 * opened; each caller says so its own way.
 */
export function openSandbox(
  env: Pick<ServerEnv, 'DATA_DIR' | 'SEED_ADS' | 'SANDBOX_CONTROLS' | 'SANDBOX_PUSH_LOOPBACK'>,
  siteOrigin: () => string,
): Sandbox {
  mkdirSync(env.DATA_DIR, { recursive: true });
  return createSandbox({
    dbPath: join(env.DATA_DIR, 'sandbox.db'),
    seedAds: env.SEED_ADS,
    controls: env.SANDBOX_CONTROLS,
    siteOrigin,
    push: { allowLoopback: env.SANDBOX_PUSH_LOOPBACK === 'on' },
  });
}

/** Path prefixes the embedded sandbox answers: the API and the stand-in main site. */
const SANDBOX_EXACT = [SANDBOX_API_BASE, SANDBOX_MAIN_SITE];
const SANDBOX_PREFIXES = SANDBOX_EXACT.map((p) => `${p}/`);

/** True when a request path belongs to the sandbox (the API or the stand-in main site). */
function isSandboxPath(pathname: string) {
  return SANDBOX_EXACT.includes(pathname) || SANDBOX_PREFIXES.some((p) => pathname.startsWith(p));
}

/**
 * Mounts the sandbox on a Node server: one request listener for its HTTP paths and one upgrade
 * handler for `/api/socket`. Used by our production server and by the `astro dev` integration,
 * so both behave alike.
 */
export function mountSandbox(sandbox: Sandbox) {
  const listener = getRequestListener(sandbox.app.fetch, { overrideGlobalObjects: false });
  const socketPath = `${SANDBOX_API_BASE}${SOCKET_PATH}`;
  return {
    handles: isSandboxPath,
    listener: (req: IncomingMessage, res: ServerResponse) => listener(req, res),
    /** Returns false when the upgrade is not ours (e.g. Vite's HMR socket in dev). */
    upgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (pathname !== socketPath) return false;
      sandbox.handleUpgrade(req, socket, head);
      return true;
    },
  };
}
