import { formatAmount } from '@/i18n/format';

/**
 * Order amounts as the page shows them (spec section 9: thousands commas, two decimals): a
 * fiat amount at its fiat's scale, a quantity at its coin's scale, a price with every digit it
 * has. Scales come from the market's option box; when it could not be loaded, the value's own
 * decimals (at least two) are shown, so nothing is ever rounded away.
 */
export interface OrderScales {
  coin: number | null;
  fiat: number | null;
}

function ownDecimals(value: string): number {
  return value.split('.')[1]?.length ?? 0;
}

/** A fiat amount: the fiat's scale, else the value's decimals (at least 2). */
export function formatOrderFiat(value: string, scale: number | null): string {
  return formatAmount(value, scale ?? Math.max(2, ownDecimals(value)));
}

/** A coin quantity: the coin's scale, else the value's decimals (at least 2). */
export function formatOrderCoin(value: string, scale: number | null): string {
  return formatAmount(value, scale ?? Math.max(2, ownDecimals(value)));
}

/** A unit price: never fewer digits than it has (up to 8), never fewer than the fiat's scale. */
export function formatOrderPrice(value: string, fiatScale: number | null): string {
  return formatAmount(value, Math.min(8, Math.max(fiatScale ?? 2, ownDecimals(value))));
}
