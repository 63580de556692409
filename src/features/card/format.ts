import { formatGrouped } from '@/lib/decimal';
import type { CardOptions } from '@/features/card/card-types';
import { FIAT_SCALE } from '@/features/card/amount';

/**
 * Display of card amounts: fiat with two decimals, coins with their own scale (what the provider
 * delivers, to the last unit), both grouped by thousands and never through a JS number.
 */
export function formatFiat(value: string): string {
  return formatGrouped(value, { decimals: FIAT_SCALE });
}

export function formatCoin(value: string, coin: string, options: CardOptions): string {
  const scale = options.coins.find((c) => c.coin === coin)?.scale ?? 8;
  return formatGrouped(value, { decimals: scale });
}
