import type { MiddlewareHandler } from 'hono';
import type { SandboxContext } from '@/sandbox/context';
import type { SandboxEnv } from '@/sandbox/http/app-env';
import { safeSweep } from '@/sandbox/orders/sweep';
import { safeRunAlerts } from '@/sandbox/market/alerts';

/**
 * When the order sweep (`orders/sweep.ts`: timeouts, bots, reminders, reviews, card orders) runs.
 * Not before every request any more (about 5 queries each, 4 % of the CPU under load, issue 16):
 * - on a timer (`startSweepTimer`, every second on the real clock), for what falls due with time;
 * - once after the clock is moved (`POST /sandbox/clock`, or `clock.advance` in a test, which has
 *   no timer): the move marks a sweep due, and the control itself, or else the next `/api`
 *   request, sweeps before its handler runs (the card checkout pages sweep every time);
 * - for one user's orders, when they read them (`sweepOrdersOf`), so an order past its deadline
 *   never reads as payable in the second before the timer's next tick (acting on an order
 *   checks its deadline itself, `orders/act.ts`).
 * A clock that cannot say when it moves (no `onAdvance`) is swept before every request, as before.
 */

interface SweepState {
  /** The clock moved (or the sandbox just opened) since the last sweep. */
  due: boolean;
  /** The clock cannot report moves: sweep before every request. */
  always: boolean;
}

const states = new WeakMap<SandboxContext, SweepState>();

/**
 * Marks a sweep due whenever `ctx.clock` moves, and once now (what fell due while the sandbox
 * was closed). Returns the function that stops watching.
 */
export function watchClock(ctx: SandboxContext): () => void {
  const state: SweepState = { due: true, always: ctx.clock.onAdvance === undefined };
  states.set(ctx, state);
  const stop = ctx.clock.onAdvance?.(() => {
    state.due = true;
  });
  return () => {
    stop?.();
    states.delete(ctx);
  };
}

/** Sweeps now (the timer, the clock control); the clock's move, if any, is caught up with. */
export function sweepNow(ctx: SandboxContext): void {
  const state = states.get(ctx);
  // Saved searches look again when time moved (registration ages grow, timed-out orders free
  // coins), not on every tick of the timer nor before every request (`market/alerts.ts`).
  const moved = state?.due === true && !state.always;
  if (state) state.due = false;
  safeSweep(ctx);
  if (moved) safeRunAlerts(ctx);
}

/**
 * Middleware: sweeps before the handler only when the clock moved since the last sweep (or the
 * clock cannot tell, or nobody watches it); otherwise a plain boolean check.
 */
export const sweepIfClockMoved: MiddlewareHandler<SandboxEnv> = async (c, next) => {
  const ctx = c.get('ctx');
  const state = states.get(ctx);
  if (!state || state.always || state.due) sweepNow(ctx);
  await next();
};

/**
 * Middleware for the few pages that must see the clock to the millisecond (the card checkout: an
 * expired order must not be approved in the second before the timer's tick): always sweeps.
 */
export const sweepFirst: MiddlewareHandler<SandboxEnv> = async (c, next) => {
  sweepNow(c.get('ctx'));
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
