import { compareDecimal } from '@/lib/decimal';
import { fitsScale, isUnsignedDecimal } from '@/rules/money';
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
 * Keeps what a person types into an amount field usable: digits and one point only, at most
 * `scale` fraction digits (none at all for a scale of 0). `"1,234.567"` at scale 2 → `"1234.56"`.
 */
export function sanitizeAmountInput(value: string, scale: number): string {
  const cleaned = value.replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  if (point === -1) return cleaned;
  const whole = cleaned.slice(0, point);
  if (scale === 0) return whole;
  const fraction = cleaned
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, scale);
  return `${whole}.${fraction}`;
}

/** A valid amount filter: within the fiat's scale and above zero. */
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
  const text = value.trim();
  if (text === '') return { key: 'market.validation.required' };
  if (!isUnsignedDecimal(text)) return { key: 'market.validation.number' };
  const scale = mode === 'amount' ? ad.fiatScale : ad.coinScale;
  if (!fitsScale(text, scale)) return { key: 'market.validation.scale', params: { scale } };

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
