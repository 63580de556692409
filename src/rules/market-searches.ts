import { compareDecimal } from '@/lib/decimal';

/**
 * Saved searches' price limit (issue 17, item 3), one rule for the page and the exchange: the
 * limit is the worst unit price the user accepts, a ceiling when they buy and a floor when they
 * sell. The page words the limit by its bound ("at most", "at least"); the exchange alerts only
 * on ads priced within it.
 */

export type PriceLimitBound = 'max' | 'min';

/** Whether the user's price limit on `side` is a ceiling (`max`, buying) or a floor (`min`). */
export function priceLimitBound(side: 'buy' | 'sell'): PriceLimitBound {
  return side === 'buy' ? 'max' : 'min';
}

/** Whether an ad at `price` is within the limit (no limit: every price is). Exact decimals. */
export function withinPriceLimit(
  side: 'buy' | 'sell',
  price: string,
  limit: string | null | undefined,
): boolean {
  if (limit === null || limit === undefined) return true;
  const order = compareDecimal(price, limit);
  return priceLimitBound(side) === 'max' ? order <= 0 : order >= 0;
}
