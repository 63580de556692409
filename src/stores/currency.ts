import { atom, readonlyType } from 'nanostores';
import { z } from 'zod';
import { readStorage, writeStorage } from '@/stores/storage';

/**
 * The fiat used to show amounts (spec section 3: default usd / $), persisted in localStorage.
 * Browser only: the server never writes it per request.
 */

export const currencyChoiceSchema = z.object({
  currency: z.string().min(1).max(16),
  symbol: z.string().min(1).max(8),
});
export type CurrencyChoice = z.infer<typeof currencyChoiceSchema>;

export const DEFAULT_CURRENCY: CurrencyChoice = { currency: 'usd', symbol: '$' };
export const CURRENCY_STORAGE_KEY = 'p2p.currency';

/** The persisted choice, or usd/$ when nothing valid is stored. */
export function readStoredCurrency(): CurrencyChoice {
  const text = readStorage(CURRENCY_STORAGE_KEY);
  if (!text) return DEFAULT_CURRENCY;
  try {
    const parsed = currencyChoiceSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : DEFAULT_CURRENCY;
  } catch {
    return DEFAULT_CURRENCY;
  }
}

const $value = atom<CurrencyChoice>(readStoredCurrency());
/** The current currency and its symbol. Change it with setCurrency so it is persisted. */
export const $currency = readonlyType($value);

/** Sets and persists the currency (the spec reloads the content, not the page, on a change). */
export function setCurrency(choice: CurrencyChoice): void {
  const value = currencyChoiceSchema.parse(choice);
  $value.set(value);
  writeStorage(CURRENCY_STORAGE_KEY, JSON.stringify(value));
}
