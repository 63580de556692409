/**
 * The exchange's sense of time. Everything time-based (code countdowns, sessions, later order
 * timeouts) reads `now()` from here, so tests and demos move time instead of sleeping.
 */
export interface Clock {
  /** Current time in epoch milliseconds. */
  now(): number;
  /** Moves time forward by `seconds` and returns the new `now()`. */
  advance(seconds: number): number;
}

function assertAdvance(seconds: number) {
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new RangeError('The clock only moves forward by a finite number of seconds');
  }
}

/** Wall-clock time plus an offset that `advance` grows (what `POST /sandbox/clock` moves). */
export function createSystemClock(): Clock {
  let offsetMs = 0;
  return {
    now: () => Date.now() + offsetMs,
    advance(seconds) {
      assertAdvance(seconds);
      offsetMs += Math.round(seconds * 1000);
      return Date.now() + offsetMs;
    },
  };
}

/** A clock that stands still until advanced: deterministic time for tests. */
export function createManualClock(startMs = Date.UTC(2025, 0, 15, 8, 0, 0)): Clock {
  let nowMs = startMs;
  return {
    now: () => nowMs,
    advance(seconds) {
      assertAdvance(seconds);
      nowMs += Math.round(seconds * 1000);
      return nowMs;
    },
  };
}
