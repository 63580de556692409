import { compareDecimal, isDecimal, roundDecimal } from '@/lib/decimal';

/**
 * The money rules every area applies to a typed or sent amount, on exact decimal strings (never
 * a JS number). Shared by the pages (order panel, market filter, card amount, ad form, wallet
 * transfer) and the sandbox (order engine, card quotes, transfers), so a value one side accepts
 * the other accepts too.
 */

/** True for a plain non-negative decimal as typed or sent: `12`, `0.5`, `1.500`; not `-1`, `+1`, `1e3`, `.5`. */
export function isUnsignedDecimal(value: string): boolean {
  return isDecimal(value) && !value.startsWith('-') && !value.startsWith('+');
}

/**
 * True when the decimal means no more than `scale` fraction digits: `1.5` and `1.500` fit a
 * 2-decimal fiat, `1.505` does not. Trailing zeros are harmless (they add no value that cannot be
 * charged), so they are accepted, as a real exchange does: a person who types `1.500` for a
 * 2-decimal fiat means `1.50`. False for anything that is not a decimal string.
 */
export function fitsScale(value: string, scale: number): boolean {
  if (!isDecimal(value)) return false;
  return compareDecimal(roundDecimal(value, scale, 'down'), value) === 0;
}

/** True when the decimal is greater than zero. */
export function isPositive(value: string): boolean {
  return compareDecimal(value, '0') > 0;
}
