/**
 * What a decimal string looks like (`src/lib/decimal.ts` does the arithmetic). Its own module
 * because the code every page runs checks rates with it (`src/stores/currency.ts`), and the
 * shell chunk takes whole modules (`scripts/lib/shell-chunk.ts`): importing `decimal.ts` there
 * would ship all its arithmetic, which only islands use, to every page.
 */

/** Optional sign, digits, optional fraction. No exponent, no bare `.5` or `5.`, no spaces. */
export const DECIMAL_PATTERN = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** True for a string `parseDecimal` accepts, e.g. `"12.50"`, `"-3"`; false for `"1e3"`, `""`. */
export function isDecimal(value: unknown): value is string {
  return typeof value === 'string' && DECIMAL_PATTERN.test(value);
}

/** True for a decimal above zero (`"0.92"`, `"+3"`); false for `"0.00"`, `"-1"` or a non-decimal. */
export function isPositiveDecimal(value: unknown): value is string {
  const match = typeof value === 'string' ? DECIMAL_PATTERN.exec(value) : null;
  return match !== null && match[1] !== '-' && /[1-9]/.test(`${match[2]}${match[3] ?? ''}`);
}
