import type { MiddlewareHandler } from 'hono';
import type { SandboxEnv } from '@/sandbox/http/app-env';
import { safeSweep } from '@/sandbox/orders/sweep';

/**
 * Brings orders up to the sandbox clock before every API call (timeouts, bots' due actions), so
 * a request never sees an unpaid order past its deadline as still payable, even when the clock
 * was just moved by `POST /sandbox/clock` and no timer ran in between (tests have no timer).
 */
export const sweepOnRequest: MiddlewareHandler<SandboxEnv> = async (c, next) => {
  safeSweep(c.get('ctx'));
  await next();
};

/**
 * The sweep on a timer, for a sandbox on the real clock: orders time out and bots act while
 * nobody calls the API (the order page hears it on the socket). Unref'd so it never keeps the
 * process alive; returns the function that stops it.
 */
export function startSweepTimer(run: () => void, intervalMs: number): () => void {
  if (intervalMs <= 0) return () => {};
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
