import { formatGrouped, multiplyDecimal } from '@/lib/decimal';

/**
 * Number and money display (spec section 9: two decimals, thousands commas). One grouping for
 * every locale: the product shows amounts the same way, left-to-right, even in Persian, so
 * `Intl.NumberFormat` (Persian digits, other separators) is deliberately not used, and no value
 * ever passes through a JS number.
 *
 * Kept free of dayjs so that `<p2p-amount>`, which is on pages without islands, stays within
 * the bootstrap budget; dates are in `@/i18n/format-date`.
 */

/** What `formatMoney` needs of a display currency: its symbol and units per 1 USD. */
export interface MoneyCurrency {
  symbol: string;
  /** Units of the currency per 1 USD, a decimal string (`GET /user/config/rates`). */
  rate: string;
}

/**
 * `"1234567.891"` → `"1,234,567.89"`: rounded half away from zero to `decimals` (default 2) and
 * grouped with commas. Throws a TypeError for a string that is not a plain decimal.
 */
export function formatAmount(value: string, decimals = 2): string {
  return formatGrouped(value, { decimals });
}

/**
 * A USD amount in another currency, exact and unrounded (`"1000"` at rate `"0.92"` →
 * `"920.00"`); round only for display, so totals computed from it do not drift.
 */
export function convertFromUsd(usd: string, rate: string): string {
  return multiplyDecimal(usd, rate);
}

/**
 * A USD amount shown in the chosen currency: `formatMoney("1250", { symbol: "€", rate: "0.92" })`
 * → `"€1,150.00"`. A negative amount puts the sign before the symbol (`-€5.00`).
 */
export function formatMoney(usd: string, currency: MoneyCurrency, decimals = 2): string {
  const amount = formatAmount(convertFromUsd(usd, currency.rate), decimals);
  return amount.startsWith('-')
    ? `-${currency.symbol}${amount.slice(1)}`
    : `${currency.symbol}${amount}`;
}
