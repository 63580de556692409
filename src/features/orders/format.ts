/**
 * The decimals of an order's two assets, from the market's option box, or null when it could
 * not be loaded: the order page then shows each value with its own decimals (at least two), so
 * nothing is ever rounded away (`formatFiat`, `formatCoin`, `formatPrice` in `@/i18n/format`).
 */
export interface OrderScales {
  coin: number | null;
  fiat: number | null;
}
