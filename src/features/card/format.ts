import { formatAmount } from '@/i18n/format';
import type { CardOptions } from '@/features/card/card-types';
import { FIAT_SCALE } from '@/features/card/amount';

/**
 * Display of card amounts, composed from `@/i18n/format`: fiat always at the card's two
 * decimals (cards are charged in cents), coins at their own scale from the card's option box
 * (what the provider delivers, to the last unit; 8 for a coin the box does not list).
 */
export function formatFiat(value: string): string {
  return formatAmount(value, FIAT_SCALE);
}

export function formatCoin(value: string, coin: string, options: CardOptions): string {
  return formatAmount(value, options.coins.find((c) => c.coin === coin)?.scale ?? 8);
}
