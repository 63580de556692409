/**
 * Exact decimal arithmetic on strings. Money (amounts, prices, balances, rates) travels as
 * decimal strings (`src/contract/common.ts`) and must never pass through a JS number: `0.1 * 3`
 * is `0.30000000000000004` and prices above 2^53 minor units lose digits. A value is held as an
 * integer count of units (BigInt) and a scale (digits after the point), so every operation here
 * is exact and only `roundDecimal` ever drops digits, by an explicit rule.
 *
 * Pure and browser-safe. What a decimal string looks like is `@/lib/decimal-pattern`.
 */

import { DECIMAL_PATTERN } from '@/lib/decimal-pattern';

export { isDecimal, isPositiveDecimal } from '@/lib/decimal-pattern';

/** `units / 10^scale`, e.g. `-12.50` is `{ units: -1250n, scale: 2 }`. */
interface Decimal {
  units: bigint;
  scale: number;
}

/** How `roundDecimal` treats dropped digits. */
type RoundingMode =
  /** Half away from zero: 2.345 → 2.35, -2.345 → -2.35 (what people expect on a receipt). */
  | 'half-up'
  /** Towards zero (truncate): never shows more than there is, e.g. an available balance. */
  | 'down'
  /** Away from zero: never shows less than is due, e.g. a fee. */
  | 'up';

/**
 * Parses a decimal string. Throws a TypeError for anything else (exponents, `NaN`, empty,
 * numbers): callers pass wire values the contract already checked, so bad input is a bug.
 */
export function parseDecimal(value: string): Decimal {
  const match = typeof value === 'string' ? DECIMAL_PATTERN.exec(value) : null;
  if (!match) throw new TypeError(`Not a decimal number: ${JSON.stringify(value)}`);
  const [, sign, whole = '', fraction = ''] = match;
  const magnitude = BigInt(whole + fraction);
  return { units: sign === '-' ? -magnitude : magnitude, scale: fraction.length };
}

/** The canonical string of a decimal: keeps its scale, never `-0`, e.g. `-0.50`, `1685709.750`. */
export function decimalToString({ units, scale }: Decimal): string {
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const text = scale === 0 ? whole : `${whole}.${digits.slice(digits.length - scale)}`;
  return units < 0n ? `-${text}` : text;
}

/**
 * The same value without the zeros that end its fraction (`"101.50"` → `"101.5"`, `"100.00"` →
 * `"100"`), so a ratio or percentage reads the same however it was typed or stored.
 */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/** Brings a decimal to a larger or equal scale without changing its value. */
function rescale(value: Decimal, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

/** `a × b`, exact: the result's scale is the sum of both scales (`1.5 × 0.25 = 0.375`). */
export function multiplyDecimal(a: string, b: string): string {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  return decimalToString({ units: x.units * y.units, scale: x.scale + y.scale });
}

/** `a + b`, exact, at the larger of both scales. */
export function addDecimal(a: string, b: string): string {
  return sum(a, b, 1n);
}

/** `a - b`, exact, at the larger of both scales. */
export function subtractDecimal(a: string, b: string): string {
  return sum(a, b, -1n);
}

function sum(a: string, b: string, sign: bigint): string {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  const scale = Math.max(x.scale, y.scale);
  return decimalToString({ units: rescale(x, scale) + sign * rescale(y, scale), scale });
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b` (`"1.50"` equals `"1.5"`). */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  const scale = Math.max(x.scale, y.scale);
  const difference = rescale(x, scale) - rescale(y, scale);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/**
 * The value with exactly `scale` fraction digits: dropped digits are rounded by `mode`
 * (half away from zero by default), missing ones are padded with zeros (`1.5` → `1.50`).
 */
export function roundDecimal(value: string, scale: number, mode: RoundingMode = 'half-up'): string {
  if (!Number.isInteger(scale) || scale < 0) {
    throw new RangeError(`The scale must be a non-negative integer, got ${scale}`);
  }
  const x = parseDecimal(value);
  if (scale >= x.scale) return decimalToString({ units: rescale(x, scale), scale });
  const divisor = 10n ** BigInt(x.scale - scale);
  // BigInt division truncates towards zero and the remainder takes the dividend's sign.
  let units = x.units / divisor;
  const remainder = x.units % divisor;
  const away = x.units < 0n ? -1n : 1n;
  const dropped = remainder < 0n ? -remainder : remainder;
  if (mode === 'up' && dropped > 0n) units += away;
  if (mode === 'half-up' && dropped * 2n >= divisor) units += away;
  return decimalToString({ units, scale });
}

/** Options of `formatGrouped`. */
interface GroupOptions {
  /** Fraction digits shown, rounded half-up (spec section 9: two). 0 shows none. */
  decimals?: number;
}

/**
 * `1234567.891` → `1,234,567.89`: rounded half-up to `decimals` (default 2) and grouped by
 * thousands with commas, the sign kept (`-1,234.50`). The same in every locale: the spec fixes
 * one number display, and amounts are shown left-to-right even in Persian.
 */
export function formatGrouped(value: string, { decimals = 2 }: GroupOptions = {}): string {
  const rounded = roundDecimal(value, decimals);
  const negative = rounded.startsWith('-');
  const [whole = '', fraction] = (negative ? rounded.slice(1) : rounded).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * `a / b` with exactly `scale` fraction digits, rounded by `mode` (down by default, so a buyer
 * never gets more coins than the amount pays for): a quotient needs an explicit precision.
 * Throws a RangeError when `b` is zero.
 */
export function divideDecimal(
  a: string,
  b: string,
  scale: number,
  mode: RoundingMode = 'down',
): string {
  if (!Number.isInteger(scale) || scale < 0) {
    throw new RangeError(`The scale must be a non-negative integer, got ${scale}`);
  }
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  if (y.units === 0n) throw new RangeError('Division by zero');
  // (xu / 10^xs) / (yu / 10^ys) × 10^scale = xu × 10^(scale + ys - xs) / yu, in integers.
  const shift = scale + y.scale - x.scale;
  const numerator = shift >= 0 ? x.units * 10n ** BigInt(shift) : x.units;
  const denominator = shift >= 0 ? y.units : y.units * 10n ** BigInt(-shift);
  // BigInt division truncates towards zero; the remainder decides the rounding.
  let units = numerator / denominator;
  const remainder = numerator % denominator;
  const abs = (n: bigint) => (n < 0n ? -n : n);
  const away = numerator < 0n !== denominator < 0n ? -1n : 1n;
  if (remainder !== 0n) {
    if (mode === 'up') units += away;
    if (mode === 'half-up' && abs(remainder) * 2n >= abs(denominator)) units += away;
  }
  return decimalToString({ units, scale });
}

/**
 * An amount in one currency expressed in another through their rates against a common base
 * (units per 1 USD): `value / fromRate × toRate`, with exactly `scale` fraction digits, rounded
 * half away from zero. One exact division at the end, so no intermediate rounding drifts the
 * result (`convertDecimal("100", "0.79", "0.92", 2)` → `"116.46"`). Throws a RangeError when
 * `fromRate` is zero.
 */
export function convertDecimal(
  value: string,
  fromRate: string,
  toRate: string,
  scale: number,
): string {
  return divideDecimal(multiplyDecimal(value, toRate), fromRate, scale, 'half-up');
}
