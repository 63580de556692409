/**
 * How many fraction digits an amount in a display currency (the header's exchange-rate choice,
 * `GET /user/config/rates`) is shown with: the currency's usual minor unit. The one place that
 * knows it, for every approximate value ("≈ ₩16,981", "≈ €11.35"). Codes are compared in any
 * case, as the rates endpoint writes them lower case and the market upper case.
 */

/** Currencies whose minor unit is not used in everyday prices: shown as whole units. */
const WHOLE_UNIT_CURRENCIES: ReadonlySet<string> = new Set(['krw', 'jpy', 'irr', 'vnd']);

/** The usual number of decimals of `currency`: 0 for krw, jpy, irr and vnd, 2 otherwise. */
export function displayScale(currency: string): number {
  return WHOLE_UNIT_CURRENCIES.has(currency.toLowerCase()) ? 0 : 2;
}
