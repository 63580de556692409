import type { PlaceResult } from '@/features/card/card-api';
import { formatFiat } from '@/features/card/format';
import type { CardT } from '@/features/card/messages';
import type { AvailableQuote } from '@/features/card/quotes';

/** A refusal caused by the offer on screen: it is no longer what the provider would do. */
type QuoteRefusal = Exclude<PlaceResult, { kind: 'ok' } | { kind: 'refused' }>;

/**
 * What to tell the person when Buy was refused because of the offer itself: the provider's
 * limits (the refusal's own, else the offer's), the provider gone, or the offer expired or
 * changed. The page then asks for fresh offers.
 */
export function quoteRefusalText(
  outcome: QuoteRefusal,
  quote: AvailableQuote,
  fiat: string,
  t: CardT,
): string {
  switch (outcome.kind) {
    case 'amountOutOfLimits':
      return t('card.error.amountOutOfLimits', {
        supplier: quote.name,
        min: formatFiat(outcome.minAmount ?? quote.minAmount ?? '0'),
        max: formatFiat(outcome.maxAmount ?? quote.maxAmount ?? '0'),
        fiat,
      });
    case 'supplierUnavailable':
      return t('card.error.supplierUnavailable', { supplier: quote.name });
    case 'quoteExpired':
      return t('card.error.quoteExpired');
    case 'quoteMismatch':
      return t('card.error.quoteMismatch');
  }
}
