import type { Context, MiddlewareHandler } from 'hono';
import { sendNoEndpoint } from '@/sandbox/http/fallbacks';

/**
 * Who may use the sandbox controls (`/api/sandbox/*`: a session as any persona, live codes,
 * reset, clock, balances, appeal decisions). They are a back door by design, for scripts, tests
 * and demos on the developer's own machine, so by default only loopback clients reach them.
 *
 * - `loopback` (default): clients on this machine only (127.0.0.0/8, ::1, ::ffff:127.x), and
 *   server rendering in this process; a request relayed by a proxy is not local (see below).
 * - `on`: everyone who reaches the port (a shared demo whose testers need the controls).
 * - `off`: nobody, not even loopback.
 */
export type ControlsAccess = 'on' | 'loopback' | 'off';

/** Path prefix of the controls on the sandbox app (contract paths `/sandbox/...` under `/api`). */
export const CONTROLS_PATH = '/api/sandbox/*';

/**
 * Headers a reverse proxy adds to say whom it relays. A proxy on this machine connects from
 * loopback on behalf of anyone, so a request carrying one is treated as remote; a loopback
 * client that sends one itself only locks itself out.
 */
const RELAY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/** True for an address of this machine's loopback interface, IPv4, IPv6 or IPv4-mapped. */
export function isLoopbackAddress(address: string | null | undefined): boolean {
  if (!address) return false;
  const bare = address.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === '::1' || bare === '0:0:0:0:0:0:0:1' || bare === 'localhost') return true;
  const v4 = bare.startsWith('::ffff:') ? bare.slice('::ffff:'.length) : bare;
  return /^127(\.\d{1,3}){3}$/.test(v4);
}

/** The socket a request arrived on, as @hono/node-server hands it over (`c.env.incoming`). */
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
  server?: { incoming?: { socket?: { remoteAddress?: string } } };
}

/**
 * The client's address as the Node server saw it, or `null` for a request handed to the app in
 * this process (server rendering calls `app.fetch` directly, with no socket, and so do tests).
 * Never from a header: anyone can write one.
 */
export function remoteAddress(c: Context): string | null {
  const env = c.env as NodeBindings | undefined;
  const incoming = env?.server?.incoming ?? env?.incoming;
  if (!incoming) return null;
  return incoming.socket?.remoteAddress ?? '';
}

/** True when `c` may use the controls under `access`. */
export function mayUseControls(c: Context, access: ControlsAccess): boolean {
  if (access === 'on') return true;
  if (access === 'off') return false;
  const address = remoteAddress(c);
  // In this process: our own server rendering (it never calls a control on a visitor's behalf).
  if (address === null) return true;
  if (!isLoopbackAddress(address)) return false;
  return RELAY_HEADERS.every((name) => !c.req.header(name));
}

/**
 * Hides the controls from clients that may not use them: they get the very answer of a path
 * with no endpoint (404), so nothing tells them the controls exist. Runs before every other
 * middleware (no sweep, no fault injection, no cross-site check happens for them).
 */
export function guardControls(access: ControlsAccess): MiddlewareHandler {
  return async (c, next) => {
    if (!mayUseControls(c, access)) return sendNoEndpoint(c);
    await next();
  };
}

/**
 * The start-up warning when the sandbox listens on an address other machines can reach
 * (`HOST=0.0.0.0`, a LAN address...), or null on loopback. `address` is what the server is
 * bound to.
 */
export function exposureWarning(address: string, access: ControlsAccess): string | null {
  if (isLoopbackAddress(address)) return null;
  const controls =
    access === 'on'
      ? 'and SANDBOX_CONTROLS=on lets anyone use its controls (/api/sandbox/*: log in as any demo account, read codes, reset, move the clock)'
      : access === 'off'
        ? 'its controls (/api/sandbox/*) are off'
        : 'its controls (/api/sandbox/*) answer only this machine (SANDBOX_CONTROLS=on opens them)';
  return `Warning: the demo exchange sandbox is reachable on ${address} by anyone who can reach this port (demo accounts, fake money); ${controls}.`;
}
