/**
 * The exchange's sense of time. Everything time-based (code countdowns, sessions, later order
 * timeouts) reads `now()` from here, so tests and demos move time instead of sleeping.
 */
export interface Clock {
  /** Current time in epoch milliseconds. */
  now(): number;
  /** Moves time forward by `seconds` and returns the new `now()`. */
  advance(seconds: number): number;
  /**
   * Calls `listener` after each `advance` (the sandbox then sweeps what the move made due before
   * its next request); returns the function that stops it. A clock without it gets swept
   * before every request instead.
   */
  onAdvance?(listener: () => void): () => void;
}

/** The listeners of one clock's moves. */
function advanceListeners() {
  const listeners = new Set<() => void>();
  return {
    notify: () => {
      for (const listener of listeners) listener();
    },
    onAdvance(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function assertAdvance(seconds: number) {
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new RangeError('The clock only moves forward by a finite number of seconds');
  }
}

/** Wall-clock time plus an offset that `advance` grows (what `POST /sandbox/clock` moves). */
export function createSystemClock(): Clock {
  let offsetMs = 0;
  const moves = advanceListeners();
  return {
    now: () => Date.now() + offsetMs,
    advance(seconds) {
      assertAdvance(seconds);
      offsetMs += Math.round(seconds * 1000);
      moves.notify();
      return Date.now() + offsetMs;
    },
    onAdvance: moves.onAdvance,
  };
}

/** A clock that stands still until advanced: deterministic time for tests. */
export function createManualClock(startMs = Date.UTC(2025, 0, 15, 8, 0, 0)): Clock {
  let nowMs = startMs;
  const moves = advanceListeners();
  return {
    now: () => nowMs,
    advance(seconds) {
      assertAdvance(seconds);
      nowMs += Math.round(seconds * 1000);
      moves.notify();
      return nowMs;
    },
    onAdvance: moves.onAdvance,
  };
}
