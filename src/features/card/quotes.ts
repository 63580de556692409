import { formatAmount } from '@/i18n/format';
import { compareQuotes } from '@/rules/card';
import type { CardQuery, QuoteResult, SupplierQuote } from '@/features/card/card-types';

/**
 * Comparing the providers' answers (issue 6): offers ranked best rate first, ties by the lower
 * fee, the rest in the server's order (the sort is stable); then the providers that cannot serve
 * the request, each with its reason. The rate is what the user actually gets: coins received
 * per unit of fiat charged (`quantity / totalCost`, the provider's fee included), compared
 * exactly by cross-multiplying (`compareQuotes`, `src/rules/card.ts`). The server flags `best`
 * by that very function; the page ranks again so the order never depends on how the list
 * arrived, and the badge is always on the first offer.
 */

export type AvailableQuote = Extract<SupplierQuote, { available: true }>;
export type UnavailableQuote = Extract<SupplierQuote, { available: false }>;

export interface RankedQuotes {
  offers: AvailableQuote[];
  unavailable: UnavailableQuote[];
}

export function rankQuotes(quotes: readonly SupplierQuote[]): RankedQuotes {
  const offers = quotes.filter((q): q is AvailableQuote => q.available);
  const unavailable = quotes.filter((q): q is UnavailableQuote => !q.available);
  return { offers: [...offers].sort(compareQuotes), unavailable };
}

/**
 * The quotes to show for the form as it is now, or null (show "loading", never numbers) when the
 * list on hand answers another request: an older amount, another coin, another method.
 */
export function visibleQuotes(
  result: QuoteResult | null,
  currentKey: string | null,
): SupplierQuote[] | null {
  if (!result || currentKey === null || result.key !== currentKey) return null;
  return result.quotes;
}

/** Why a provider gives no quote, as a message key and its parameters. */
type ReasonText =
  | { key: 'card.reason.amountBelowMin'; params: { min: string; fiat: string } }
  | { key: 'card.reason.amountAboveMax'; params: { max: string; fiat: string } }
  | { key: 'card.reason.methodUnsupported'; params: { method: string } }
  | { key: 'card.reason.fiatUnsupported'; params: { fiat: string } }
  | { key: 'card.reason.coinUnsupported'; params: { coin: string } }
  | { key: 'card.reason.providerError' };

/**
 * Explains an unavailable provider with the request's own words (`methodName`: "Apple Pay"),
 * limits formatted for display. A limit the provider does not have in this fiat means it does
 * not serve the fiat at all.
 */
export function reasonText(
  quote: UnavailableQuote,
  query: Pick<CardQuery, 'fiat' | 'coin'>,
  methodName: string,
): ReasonText {
  switch (quote.reason) {
    case 'amount_below_min':
      return quote.minAmount === null
        ? { key: 'card.reason.fiatUnsupported', params: { fiat: query.fiat } }
        : {
            key: 'card.reason.amountBelowMin',
            params: { min: formatAmount(quote.minAmount), fiat: query.fiat },
          };
    case 'amount_above_max':
      return quote.maxAmount === null
        ? { key: 'card.reason.fiatUnsupported', params: { fiat: query.fiat } }
        : {
            key: 'card.reason.amountAboveMax',
            params: { max: formatAmount(quote.maxAmount), fiat: query.fiat },
          };
    case 'method_unsupported':
      return { key: 'card.reason.methodUnsupported', params: { method: methodName } };
    case 'fiat_unsupported':
      return { key: 'card.reason.fiatUnsupported', params: { fiat: query.fiat } };
    case 'coin_unsupported':
      return { key: 'card.reason.coinUnsupported', params: { coin: query.coin } };
    case 'provider_error':
      return { key: 'card.reason.providerError' };
  }
}
