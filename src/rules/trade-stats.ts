import { decimalToString } from '@/lib/decimal';

/**
 * Fair statistics (issue 14, item 3): how an order's ending counts in each party's 30-day
 * completion rate, with the cause of a cancellation explicit. The rate is completed ÷ orders of
 * the user; an ending counts against a party (an order but no completion) only when that party
 * caused it. One pure rule, used by the sandbox's counters and explained on the profile.
 */

/**
 * How an order ended:
 * - `released`: the seller released the coins (a normal trade);
 * - `appeal_released`: support decided an appeal against the seller and released the coins;
 * - `buyer_cancelled`: the buyer cancelled before paying;
 * - `payment_timeout`: the buyer did not mark the order paid in time;
 * - `appeal_cancelled`: support decided an appeal against the buyer (coins back to the seller).
 */
export type OrderEnding =
  'released' | 'appeal_released' | 'buyer_cancelled' | 'payment_timeout' | 'appeal_cancelled';

/** What one ending adds to one party's counters (each 0 or 1). */
export interface StatsEffect {
  /** Counts as an order of the 30-day window (the rate's denominator). */
  orders: 0 | 1;
  /** Counts as completed (the rate's numerator). */
  completed: 0 | 1;
  /** Coins changed hands: a trade for "completed trades", volume and first trade. */
  trade: 0 | 1;
}

const NONE: StatsEffect = { orders: 0, completed: 0, trade: 0 };
const DONE: StatsEffect = { orders: 1, completed: 1, trade: 1 };
/** Caused a cancellation: an order that did not complete. */
const FAILED: StatsEffect = { orders: 1, completed: 0, trade: 0 };
/** Traded, but only because support decided against them: a trade that counts against them. */
const FORCED: StatsEffect = { orders: 1, completed: 0, trade: 1 };

/**
 * The effect of an ending on the buyer and on the seller. A buyer's cancellation, a payment
 * timeout or an appeal lost by the buyer count against the buyer only, never against the
 * advertiser who sold; an appeal lost by the seller counts against the seller (the buyer still
 * completed a trade).
 */
export function statsEffect(ending: OrderEnding): { buyer: StatsEffect; seller: StatsEffect } {
  switch (ending) {
    case 'released':
      return { buyer: DONE, seller: DONE };
    case 'appeal_released':
      return { buyer: DONE, seller: FORCED };
    case 'buyer_cancelled':
    case 'payment_timeout':
    case 'appeal_cancelled':
      return { buyer: FAILED, seller: NONE };
  }
}

/**
 * A rate in percent with two decimals, `part / whole × 100` rounded half-up with integer
 * arithmetic (no float); "0.00" when `whole` is zero.
 */
export function percentRate(part: number, whole: number): string {
  if (whole <= 0) return '0.00';
  const numerator = BigInt(part) * 10_000n * 2n + BigInt(whole);
  return decimalToString({ units: numerator / (2n * BigInt(whole)), scale: 2 });
}

/** The positive-feedback rate, or null before any feedback (shown as "—", never as 0 %). */
export function positiveFeedbackRate(positive: number, negative: number): string | null {
  const total = positive + negative;
  return total > 0 ? percentRate(positive, total) : null;
}
