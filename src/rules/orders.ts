import { compareDecimal, divideDecimal, multiplyDecimal, roundDecimal } from '@/lib/decimal';
import { isPositive } from '@/rules/money';

/**
 * How an order on an ad is sized and bounded (spec section 6), exact on decimal strings. The
 * market's order panel explains these rules before a click and the sandbox's `order/proceed`
 * enforces them, both through this module, so what the panel lets through is what the exchange
 * takes. A typed amount is kept and buys the quantity it pays for, rounded down to the coin's
 * decimals (a buyer never gets more than paid for); a typed quantity costs its total rounded
 * half-up to the fiat's decimals.
 */

/** The coin quantity a fiat amount buys at `price`, rounded down to the coin's scale. */
export function quantityForAmount(amount: string, price: string, coinScale: number): string {
  return divideDecimal(amount, price, coinScale, 'down');
}

/** The fiat amount of a coin quantity at `price`, rounded half-up to the fiat's scale. */
export function amountForQuantity(quantity: string, price: string, fiatScale: number): string {
  return roundDecimal(multiplyDecimal(quantity, price), fiatScale, 'half-up');
}

/**
 * What the coins left on an ad are worth at `price`, rounded down to the fiat's scale: the most
 * fiat one order can still spend (never more than the coins left are worth).
 */
export function remainingValue(remaining: string, price: string, fiatScale: number): string {
  return roundDecimal(multiplyDecimal(remaining, price), fiatScale, 'down');
}

/** What an order on an ad is bounded by (all decimal strings from the contract). */
export interface AdBounds {
  price: string;
  minLimit: string;
  maxLimit: string;
  remainingQuantity: string;
}

/**
 * The largest fiat amount one order can take: the ad's maximum, or less when the remaining
 * quantity is worth less (rounded down to the fiat's scale, so it is always fillable).
 */
export function maxOrderAmount(ad: AdBounds, fiatScale: number): string {
  const worth = remainingValue(ad.remainingQuantity, ad.price, fiatScale);
  return compareDecimal(worth, ad.maxLimit) < 0 ? worth : ad.maxLimit;
}

/** The decimals of an ad's two assets. */
interface OrderScales {
  fiatScale: number;
  coinScale: number;
}

/** An order's coin quantity and fiat total, each at its asset's scale. */
export interface OrderSize {
  quantity: string;
  totalPrice: string;
}

/**
 * The size of an order typed as a fiat amount (already within the fiat's scale, see
 * `fitsScale`): the amount itself at the fiat's scale, and the quantity it buys.
 */
export function sizeFromAmount(amount: string, price: string, scales: OrderScales): OrderSize {
  const totalPrice = roundDecimal(amount, scales.fiatScale);
  return { totalPrice, quantity: quantityForAmount(totalPrice, price, scales.coinScale) };
}

/**
 * The size of an order typed as a coin quantity (already within the coin's scale): the
 * quantity at the coin's scale, and what it costs.
 */
export function sizeFromQuantity(quantity: string, price: string, scales: OrderScales): OrderSize {
  const exact = roundDecimal(quantity, scales.coinScale);
  return { quantity: exact, totalPrice: amountForQuantity(exact, price, scales.fiatScale) };
}

/**
 * The limit an order of `size` breaks, or null when the ad takes it, checked in this order:
 * more coins than the ad has left (`remaining`), a total under the ad's minimum or nothing
 * bought at all (`min`), a total over the ad's maximum (`max`).
 */
type OrderLimitBreach = 'remaining' | 'min' | 'max';

export function orderLimitBreach(
  size: OrderSize,
  ad: Pick<AdBounds, 'minLimit' | 'maxLimit' | 'remainingQuantity'>,
): OrderLimitBreach | null {
  if (compareDecimal(size.quantity, ad.remainingQuantity) > 0) return 'remaining';
  if (compareDecimal(size.totalPrice, ad.minLimit) < 0 || !isPositive(size.quantity)) return 'min';
  if (compareDecimal(size.totalPrice, ad.maxLimit) > 0) return 'max';
  return null;
}
