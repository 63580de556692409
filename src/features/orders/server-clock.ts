/**
 * Server time in the browser without trusting the browser's clock: the server's `now` from the
 * latest order detail, plus the time elapsed since it arrived, measured on the monotonic
 * `performance.now()` (which a wrong or changed system clock does not move).
 */
export interface ClockBase {
  /** Server time (epoch ms) carried by a response. */
  server: number;
  /** `performance.now()` when that response arrived. */
  perf: number;
}

/** Server time at monotonic instant `perf`. */
export function serverTimeAt(base: ClockBase, perf: number): number {
  return base.server + Math.max(0, perf - base.perf);
}

/**
 * The base for the server-rendered `now`: the page's HTML arrived at the navigation's
 * `responseStart`, so the countdown does not gain the seconds spent loading scripts and hydrating.
 */
export function pageClockBase(serverNow: number): ClockBase {
  const [navigation] =
    typeof performance.getEntriesByType === 'function'
      ? (performance.getEntriesByType('navigation') as PerformanceNavigationTiming[])
      : [];
  const arrived = navigation && navigation.responseStart > 0 ? navigation.responseStart : null;
  return { server: serverNow, perf: arrived ?? performance.now() };
}
