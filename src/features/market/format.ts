import { formatAmount } from '@/i18n/format';

/**
 * Display of market numbers. Amounts keep their asset's scale (a price in JPY has no cents, a BTC
 * quantity has eight decimals); a price is never shown with fewer digits than it has, so the
 * price the viewer sees is exactly the price the order is placed at.
 */

function fractionDigits(value: string): number {
  return value.split('.')[1]?.length ?? 0;
}

/** A price: the fiat's scale, or more when the ad's price has more digits (up to 8). */
export function formatPrice(price: string, fiatScale: number): string {
  return formatAmount(price, Math.min(8, Math.max(fiatScale, fractionDigits(price))));
}

/** A fiat amount at the fiat's scale. */
export function formatFiat(amount: string, fiatScale: number): string {
  return formatAmount(amount, fiatScale);
}

/** A coin quantity at the coin's scale. */
export function formatCoin(quantity: string, coinScale: number): string {
  return formatAmount(quantity, coinScale);
}

/** A percentage such as the 30-day completion rate: two decimals. */
export function formatPercent(rate: string): string {
  return formatAmount(rate, 2);
}
