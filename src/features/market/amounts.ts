import {
  compareDecimal,
  divideDecimal,
  isDecimal,
  multiplyDecimal,
  roundDecimal,
} from '@/lib/decimal';

/**
 * The money arithmetic of the market and the order panel, exact on decimal strings (never a JS
 * number): fiat amount <-> coin quantity at an ad's price, the most one order can take, and the
 * rules an order amount must meet. Pure and browser-safe: the island, the order form's schema
 * and the unit tests share it.
 */

/** The coin quantity a fiat amount buys at `price`, rounded down to the coin's scale. */
export function quantityForAmount(amount: string, price: string, coinScale: number): string {
  return divideDecimal(amount, price, coinScale, 'down');
}

/** The fiat amount of a coin quantity at `price`, rounded half-up to the fiat's scale. */
export function amountForQuantity(quantity: string, price: string, fiatScale: number): string {
  return roundDecimal(multiplyDecimal(quantity, price), fiatScale, 'half-up');
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
  const worth = roundDecimal(multiplyDecimal(ad.remainingQuantity, ad.price), fiatScale, 'down');
  return compareDecimal(worth, ad.maxLimit) < 0 ? worth : ad.maxLimit;
}

/** True for a plain non-negative decimal with at most `scale` fraction digits (`12`, `12.5`). */
export function fitsScale(value: string, scale: number): boolean {
  if (!/^\d+(\.\d+)?$/.test(value)) return false;
  const fraction = value.split('.')[1] ?? '';
  return fraction.length <= scale;
}

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
  return fitsScale(value, scale) && /[1-9]/.test(value) && value.length <= 40;
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
  | { key: 'market.validation.remaining'; params: { quantity: string; coin: string } };

export interface OrderRules extends AdBounds {
  fiat: string;
  coin: string;
  fiatScale: number;
  coinScale: number;
}

/**
 * Checks what the person typed (`value`, an amount in fiat or a quantity in coin) against the
 * ad: a number, within the scale of its asset, and within the ad's limits and remaining quantity,
 * with the exchange's own rounding (the sandbox's `order/proceed` rounds the same way), so what
 * passes here is what the server accepts. Returns null when the order is fine.
 */
export function checkOrder(mode: OrderMode, value: string, ad: OrderRules): OrderProblem | null {
  const text = value.trim();
  if (text === '') return { key: 'market.validation.required' };
  if (!isDecimal(text) || text.startsWith('-') || text.startsWith('+')) {
    return { key: 'market.validation.number' };
  }
  const scale = mode === 'amount' ? ad.fiatScale : ad.coinScale;
  if (!fitsScale(text, scale)) return { key: 'market.validation.scale', params: { scale } };

  const max = maxOrderAmount(ad, ad.fiatScale);
  // What the order costs and buys, rounded the way the exchange rounds them: a typed quantity
  // costs its amount rounded half-up, a typed amount buys its quantity rounded down.
  const amount = mode === 'amount' ? text : amountForQuantity(text, ad.price, ad.fiatScale);
  const quantity = mode === 'quantity' ? text : quantityForAmount(text, ad.price, ad.coinScale);
  if (mode === 'quantity' && compareDecimal(text, ad.remainingQuantity) > 0) {
    return {
      key: 'market.validation.remaining',
      params: { quantity: ad.remainingQuantity, coin: ad.coin },
    };
  }
  if (compareDecimal(amount, ad.minLimit) < 0 || compareDecimal(quantity, '0') <= 0) {
    return { key: 'market.validation.min', params: { min: ad.minLimit, fiat: ad.fiat } };
  }
  if (compareDecimal(amount, max) > 0) {
    return { key: 'market.validation.max', params: { max, fiat: ad.fiat } };
  }
  return null;
}
