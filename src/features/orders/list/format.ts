import { formatAmount } from '@/i18n/format';
import type { OrderListOptions } from '@/features/orders/list/order-list-types';

/**
 * Display of order amounts: two decimals and thousands commas by default (spec section 9), but
 * each asset at its own scale (a JPY total has no cents, a BTC quantity has eight decimals), and
 * a price never with fewer digits than it has.
 */

const MAX_DECIMALS = 8;

function fractionDigits(value: string): number {
  return value.split('.')[1]?.length ?? 0;
}

export interface Scales {
  fiat: number;
  coin: number;
}

/** The decimals of an order's fiat and coin, from the option box (2 and 8 when unknown). */
export function scalesFor(options: OrderListOptions | null, coin: string, fiat: string): Scales {
  return {
    fiat: options?.fiats.find((f) => f.fiat === fiat)?.scale ?? 2,
    coin: options?.coins.find((c) => c.coin === coin)?.scale ?? MAX_DECIMALS,
  };
}

/** A unit price: the fiat's scale, or more when the price has more digits (up to 8). */
export function formatPrice(price: string, fiatScale: number): string {
  return formatAmount(price, Math.min(MAX_DECIMALS, Math.max(fiatScale, fractionDigits(price))));
}

/** A fiat amount at the fiat's scale. */
export function formatFiat(amount: string, fiatScale: number): string {
  return formatAmount(amount, fiatScale);
}

/** A coin quantity at the coin's scale. */
export function formatCoin(quantity: string, coinScale: number): string {
  return formatAmount(quantity, coinScale);
}
