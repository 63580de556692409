import { compareDecimal, parseDecimal, roundDecimal } from '@/lib/decimal';

/**
 * The few money checks the order engine needs on top of `src/lib/decimal.ts` (which also does
 * the division, fiat amount → coin quantity). Everything stays in exact decimal strings.
 */

/** Number of fraction digits a decimal string is written with (`"1.50"` → 2). */
export function fractionDigits(value: string): number {
  return parseDecimal(value).scale;
}

/** True when the value has no more significant fraction digits than `scale` allows. */
export function fitsScale(value: string, scale: number): boolean {
  return compareDecimal(roundDecimal(value, scale, 'down'), value) === 0;
}

/** True when the decimal is greater than zero. */
export function isPositive(value: string): boolean {
  return compareDecimal(value, '0') > 0;
}
