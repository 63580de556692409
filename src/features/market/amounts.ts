import { compareDecimal } from '@/lib/decimal';
import { fitsScale, isUnsignedDecimal } from '@/rules/money';
import { parseNumberInput, toAsciiDigits } from '@/rules/number-input';
import {
  maxOrderAmount,
  orderLimitBreach,
  sizeFromAmount,
  sizeFromQuantity,
  type AdBounds,
} from '@/rules/orders';

/**
 * The market's side of the order rules: what a person may type into an amount field, the amount
 * filter, and the order panel's explanation of a refused order. The sizing and the limits
 * themselves are `src/rules/orders.ts`, the same module the sandbox's `order/proceed` applies,
 * so what passes here is what the server accepts. Pure and browser-safe.
 */

/**
 * What typing leaves in the amount filter: Persian and Arabic-Indic digits as ASCII, and only
 * the characters a number may be written with (digits, points, commas, a minus), so that
 * `readAmountFilter` can say what is wrong with "-5" or "1.2.3" instead of the field quietly
 * changing them.
 */
export function sanitizeAmountInput(value: string): string {
  return toAsciiDigits(value).replace(/[^\d.,\-\u2212]/g, '');
}

/**
 * The amount filter as typed (`"1,000"`, `"۸۰"`), read by the shared parser: its canonical
 * decimal when it is a number above zero within the fiat's scale, else the problem to show.
 */
export function readAmountFilter(
  value: string,
  scale: number,
): { ok: true; amount: string } | { ok: false; problem: 'negative' | 'number' | 'invalid' } {
  const read = parseNumberInput(value, scale);
  if (read.ok) {
    return /[1-9]/.test(read.value)
      ? { ok: true, amount: read.value }
      : { ok: false, problem: 'invalid' };
  }
  if (read.problem === 'negative') return { ok: false, problem: 'negative' };
  return { ok: false, problem: read.problem === 'malformed' ? 'number' : 'invalid' };
}

/**
 * What a typed amount or quantity means, for the other field and the order request: the shared
 * parser's canonical decimal (`"1,000.50"` → `"1000.50"`), or null while it is not a number
 * within `scale`.
 */
export function typedDecimal(value: string, scale: number): string | null {
  const read = parseNumberInput(value, scale);
  return read.ok ? read.value : null;
}

/** A valid amount filter in a URL: a canonical decimal within the fiat's scale, above zero. */
export function isValidAmountFilter(value: string, scale: number): boolean {
  return (
    isUnsignedDecimal(value) && fitsScale(value, scale) && /[1-9]/.test(value) && value.length <= 40
  );
}

/** Which field of the order panel the person typed into last (the other one is computed). */
export type OrderMode = 'amount' | 'quantity';

/** A rule an order breaks, as a message key and its parameters (translated by the caller). */
export type OrderProblem =
  | { key: 'market.validation.required' }
  | { key: 'market.validation.number' }
  | { key: 'market.validation.negative' }
  | { key: 'market.validation.scale'; params: { scale: number } }
  | { key: 'market.validation.min'; params: { min: string; fiat: string } }
  | { key: 'market.validation.max'; params: { max: string; fiat: string } }
  | { key: 'market.validation.remaining'; params: { quantity: string; coin: string } }
  | { key: 'market.validation.balance'; params: { available: string; coin: string } };

export interface OrderRules extends AdBounds {
  fiat: string;
  coin: string;
  fiatScale: number;
  coinScale: number;
  /**
   * What a seller holds of the coin in their P2P account, when known: an order needing more is
   * refused by the exchange ('Insufficient Balance'), so the form says so first. Null or absent
   * for a buyer, or while the balance is not known (the exchange then decides).
   */
  balance?: string | null;
}

/**
 * Checks what the person typed (`value`, an amount in fiat or a quantity in coin) against the
 * ad: a number, within the scale of its asset (`fitsScale`, trailing zeros allowed), and within
 * the ad's limits and remaining quantity (`orderLimitBreach`, the rule the sandbox enforces).
 * Returns null when the order is fine. Typed as an amount, an order that needs more coins than
 * are left is explained by the most the ad can take (`maxOrderAmount`), the figure a person can
 * act on; typed as a quantity, by the quantity left.
 */
export function checkOrder(mode: OrderMode, value: string, ad: OrderRules): OrderProblem | null {
  const scale = mode === 'amount' ? ad.fiatScale : ad.coinScale;
  // Read by the shared parser: "۸۰", "1,000" and "1,000.50" are numbers; "-5" and "1.2.3" are not.
  const read = parseNumberInput(value, scale);
  if (!read.ok) {
    if (read.problem === 'required') return { key: 'market.validation.required' };
    if (read.problem === 'negative') return { key: 'market.validation.negative' };
    if (read.problem === 'scale') return { key: 'market.validation.scale', params: { scale } };
    return { key: 'market.validation.number' };
  }
  const text = read.value;

  const size =
    mode === 'amount' ? sizeFromAmount(text, ad.price, ad) : sizeFromQuantity(text, ad.price, ad);
  const breach = orderLimitBreach(size, ad);
  if (breach === 'remaining' && mode === 'quantity') {
    return {
      key: 'market.validation.remaining',
      params: { quantity: ad.remainingQuantity, coin: ad.coin },
    };
  }
  if (breach === 'min') {
    return { key: 'market.validation.min', params: { min: ad.minLimit, fiat: ad.fiat } };
  }
  if (breach !== null) {
    return {
      key: 'market.validation.max',
      params: { max: maxOrderAmount(ad, ad.fiatScale), fiat: ad.fiat },
    };
  }
  // Checked after the ad's limits, in the order the exchange checks them (the balance last).
  if (ad.balance != null && compareDecimal(size.quantity, ad.balance) > 0) {
    return { key: 'market.validation.balance', params: { available: ad.balance, coin: ad.coin } };
  }
  return null;
}
