import {
  compareDecimal,
  decimalToString,
  parseDecimal,
  roundDecimal,
  type RoundingMode,
} from '@/lib/decimal';

/**
 * The few money operations the order engine needs on top of `src/lib/decimal.ts`: a division
 * (fiat amount → coin quantity) and scale checks. Everything stays in exact decimal strings.
 */

/**
 * `a / b` with exactly `scale` fraction digits, rounded by `mode` (default: down, so a buyer
 * never gets more coins than the amount pays for). Throws on division by zero: prices are
 * positive, so that would be a bug.
 */
export function divideDecimal(
  a: string,
  b: string,
  scale: number,
  mode: RoundingMode = 'down',
): string {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  if (y.units === 0n) throw new RangeError('Division by zero');
  // Two guard digits beyond `scale`, plus a sticky digit that records a non-zero remainder, so
  // the one rounding step below sees whether anything was dropped (for 'up' and exact halves).
  const guard = scale + 2;
  const numerator = x.units * 10n ** BigInt(guard + y.scale);
  const denominator = y.units * 10n ** BigInt(x.scale);
  const quotient = numerator / denominator;
  const negative = numerator < 0n !== denominator < 0n;
  const sticky = numerator % denominator === 0n ? 0n : negative ? -1n : 1n;
  const units = quotient * 10n + sticky;
  return roundDecimal(decimalToString({ units, scale: guard + 1 }), scale, mode);
}

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
