/**
 * A small seeded pseudo-random generator (mulberry32) for the demo seed. The seed must be
 * deterministic (two sandboxes seeded at the same instant hold the same data, tests can rely
 * on it), so `Math.random` is never used; the quality needed is "looks varied", not crypto.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `count` distinct elements of `items`, in a random order (all of them if fewer). */
  sample<T>(items: readonly T[], count: number): T[];
  /** A string of `length` random digits (account numbers, phone numbers). */
  digits(length: number): string;
}

/** A generator whose whole sequence is decided by `seed` (any 32-bit integer). */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new RangeError('pick() needs a non-empty list');
      return item;
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      for (let i = pool.length - 1; i > 0; i--) {
        const j = int(0, i);
        [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
      }
      return pool.slice(0, Math.min(count, pool.length));
    },
    digits: (length) => Array.from({ length }, () => String(int(0, 9))).join(''),
  };
}
