import { atom, readonlyType } from 'nanostores';
import { isPositiveDecimal } from '@/lib/decimal-pattern';
import { readStorage, writeStorage } from '@/stores/storage';

/**
 * The fiat used to show amounts (spec section 3: default usd / $), with its rate against USD so
 * amounts can be converted without a request, persisted in localStorage. Browser only: the
 * server never writes it per request.
 *
 * This module imports no zod: it is in every page's bootstrap script, so a small hand-written
 * check validates what localStorage (which anyone can edit) and callers hand it.
 */

/** A display currency: the shape of a `rateOption` from `GET /user/config/rates`. */
export interface CurrencyChoice {
  /** Currency code, e.g. `usd`, `eur`. */
  currency: string;
  /** Symbol put before amounts, e.g. `$`, `€`. */
  symbol: string;
  /** Units of the currency per 1 USD, a positive decimal string (never a float). */
  rate: string;
}

export const DEFAULT_CURRENCY: CurrencyChoice = { currency: 'usd', symbol: '$', rate: '1' };
export const CURRENCY_STORAGE_KEY = 'p2p.currency';

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

/**
 * True for a usable choice: a currency code (1-16 chars), a symbol (1-8 chars) and a rate that
 * is a positive decimal of at most 40 chars (the contract's decimal limit). A zero or negative
 * rate would show every amount as 0 or negative, so it is refused.
 */
export function isCurrencyChoice(value: unknown): value is CurrencyChoice {
  if (typeof value !== 'object' || value === null) return false;
  const { currency, symbol, rate } = value as Record<string, unknown>;
  return isText(currency, 16) && isText(symbol, 8) && isText(rate, 40) && isPositiveDecimal(rate);
}

/** Only the three fields, so extra ones (from storage or an API object) are not kept. */
function pick({ currency, symbol, rate }: CurrencyChoice): CurrencyChoice {
  return { currency, symbol, rate };
}

/**
 * The persisted choice, or usd/$/1 when nothing valid is stored (including a choice saved
 * before rates were kept, which has no rate).
 */
function readStoredCurrency(): CurrencyChoice {
  const text = readStorage(CURRENCY_STORAGE_KEY);
  if (!text) return DEFAULT_CURRENCY;
  try {
    const parsed: unknown = JSON.parse(text);
    return isCurrencyChoice(parsed) ? pick(parsed) : DEFAULT_CURRENCY;
  } catch {
    return DEFAULT_CURRENCY;
  }
}

const $value = atom<CurrencyChoice>(readStoredCurrency());
/** The current currency, symbol and rate. Change it with setCurrency so it is persisted. */
export const $currency = readonlyType($value);

/**
 * Sets and persists the currency; amounts on the page follow at once (the spec reloads the
 * content, not the page, on a change). Throws a TypeError for an invalid choice.
 */
export function setCurrency(choice: CurrencyChoice): void {
  if (!isCurrencyChoice(choice)) {
    throw new TypeError(`Not a valid currency choice: ${JSON.stringify(choice)}`);
  }
  const value = pick(choice);
  $value.set(value);
  writeStorage(CURRENCY_STORAGE_KEY, JSON.stringify(value));
}

/**
 * Units per 1 USD of every currency the exchange lists (`GET /user/config/rates`), keyed by its
 * lower-case code: the table an amount in a market or card fiat is converted through to the
 * chosen currency ("≈ $12.34"). Empty until the header's exchange-rate list (rendered by the
 * server on every page, so no request of its own) hands it over; a currency missing from it
 * simply gets no approximate value.
 */
export type RateTable = Readonly<Record<string, string>>;

const $rateTable = atom<RateTable>({});
/** The rate table; set it with `setRates`. */
export const $rates = readonlyType($rateTable);

/**
 * Replaces the rate table with `options` (the rates endpoint's items). An option whose rate is
 * not a positive decimal is left out (it would divide by zero or flip signs), never thrown on.
 */
export function setRates(options: readonly { currency?: string; rate?: string }[]): void {
  const table: Record<string, string> = {};
  for (const { currency, rate } of options) {
    if (isText(currency, 16) && isText(rate, 40) && isPositiveDecimal(rate))
      table[currency.toLowerCase()] = rate;
  }
  $rateTable.set(table);
}
