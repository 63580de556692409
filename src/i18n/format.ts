import { formatGrouped, parseDecimal } from '@/lib/decimal';

/**
 * Number and money display (spec section 9: two decimals, thousands commas). One grouping for
 * every locale: the product shows amounts the same way, left-to-right, even in Persian, so
 * `Intl.NumberFormat` (Persian digits, other separators) is deliberately not used, and no value
 * ever passes through a JS number.
 *
 * The one set of money formatters of the product: an amount at its asset's scale
 * (`formatFiat`, `formatCoin`), a price (`formatPrice`), a value with every digit it has
 * (`formatExact`) and a percentage (`formatPercent`); an approximate value in the chosen
 * display currency is `formatApprox` (`@/i18n/format-approx`). Features compose them; none
 * writes its own.
 *
 * Kept free of dayjs: dates are in `@/i18n/format-date`, clock times, durations and countdowns
 * in `@/i18n/format-time`.
 */

/**
 * `"1234567.891"` → `"1,234,567.89"`: rounded half away from zero to `decimals` (default 2) and
 * grouped with commas. Throws a TypeError for a string that is not a plain decimal.
 */
export function formatAmount(value: string, decimals = 2): string {
  return formatGrouped(value, { decimals });
}

/** The number of fraction digits a decimal string is written with (`"1.50"` → 2). */
export function fractionDigits(value: string): number {
  return parseDecimal(value).scale;
}

/** Options of `formatExact`. */
interface ExactOptions {
  /** Fewest fraction digits shown (default 2, the spec's display). */
  min?: number;
  /** Most fraction digits shown (default 8): beyond it the value is rounded half-up. */
  max?: number;
}

/**
 * A value with every fraction digit it has, so nothing is rounded away, but at least `min`
 * (default 2) and at most `max` (default 8): `"0.00012345"` → `"0.00012345"`, `"12"` →
 * `"12.00"`. For a quantity or an amount whose asset's scale is unknown.
 */
export function formatExact(value: string, { min = 2, max = 8 }: ExactOptions = {}): string {
  return formatAmount(value, Math.min(max, Math.max(min, fractionDigits(value))));
}

/**
 * A fiat amount at the fiat's scale (a JPY total has no cents). When the scale is unknown
 * (null: the option box could not be loaded), every digit the value has, at least two.
 */
export function formatFiat(amount: string, fiatScale: number | null): string {
  return formatAmount(amount, fiatScale ?? Math.max(2, fractionDigits(amount)));
}

/**
 * A coin quantity at the coin's scale (a BTC quantity has eight decimals). When the scale is
 * unknown (null), every digit the value has, at least two.
 */
export function formatCoin(quantity: string, coinScale: number | null): string {
  return formatAmount(quantity, coinScale ?? Math.max(2, fractionDigits(quantity)));
}

/**
 * A unit price: never fewer digits than it has (up to 8), so the price a person sees is exactly
 * the price the order is placed at, and never fewer than the fiat's scale (2 when unknown).
 */
export function formatPrice(price: string, fiatScale: number | null): string {
  return formatExact(price, { min: fiatScale ?? 2 });
}

/** A percentage such as a 30-day completion rate, without its sign: two decimals. */
export function formatPercent(rate: string): string {
  return formatAmount(rate, 2);
}

/** What a statistic shows when there is nothing to compute it from yet. */
export const NO_STATISTIC = '—';

/**
 * A rate over `sample` events (a 30-day completion rate over that period's orders) as
 * `formatPercent` writes it, or null when there were none: a new user's rate is unknown, not
 * "0.00%", and the page shows `NO_STATISTIC` in its place (without the percent sign).
 */
export function formatRateOver(rate: string, sample: number): string | null {
  return sample > 0 ? formatPercent(rate) : null;
}
