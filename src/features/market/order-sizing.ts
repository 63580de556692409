import { compareDecimal, roundDecimal } from '@/lib/decimal';
import {
  amountForQuantity,
  maxOrderAmount,
  quantityForAmount,
  type AdBounds,
} from '@/rules/orders';
import { typedDecimal, type OrderMode } from '@/features/market/amounts';

/**
 * The order panel's arithmetic beyond the form's check: the field computed from the one typed
 * (again after the price moved), the seller's "Max" within what they hold, and whether a
 * "price changed" refusal names a new price. Exact on decimal strings (the shared order rules);
 * loaded with the panel only.
 */

interface Scales {
  fiatScale: number;
  coinScale: number;
}

/**
 * What the other field shows for `value` typed into `mode` at `price`: the quantity an amount
 * buys (rounded down) or what a quantity costs (rounded half-up), or '' while the typed text is
 * not a number within its asset's scale.
 */
export function otherFieldValue(
  mode: OrderMode,
  value: string,
  price: string,
  { fiatScale, coinScale }: Scales,
): string {
  const text = typedDecimal(value, mode === 'amount' ? fiatScale : coinScale);
  if (text === null) return '';
  return mode === 'amount'
    ? quantityForAmount(text, price, coinScale)
    : amountForQuantity(text, price, fiatScale);
}

/**
 * A seller's "Max": the quantity of the largest order the ad takes, never more than the seller
 * holds in their P2P account (`balance`, rounded down to the coin's scale; null while unknown).
 */
export function maxSellQuantity(ad: AdBounds, balance: string | null, scales: Scales): string {
  const byAd = quantityForAmount(maxOrderAmount(ad, scales.fiatScale), ad.price, scales.coinScale);
  if (balance === null) return byAd;
  const held = roundDecimal(balance, scales.coinScale, 'down');
  return compareDecimal(held, byAd) < 0 ? held : byAd;
}

/**
 * The price a "price changed" refusal moves the panel to, or null when it names the price the
 * order was already sent at: re-offering the same price would only fail the same way again.
 */
export function movedPrice(refused: string | undefined, sentAt: string): string | null {
  if (refused === undefined || compareDecimal(refused, sentAt) === 0) return null;
  return refused;
}
