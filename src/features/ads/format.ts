import type { CoinOption, FiatOption } from '@/contract/market';
import { formatAmount } from '@/i18n/format';
import { isDecimal } from '@/lib/decimal';

/**
 * Display helpers of the ad pages. Amounts stay strings (spec section 9: two decimals,
 * thousands commas); a coin or a fiat the option box does not know shows with a safe default.
 */

export function fiatScaleOf(fiats: readonly FiatOption[] | null, fiat: string): number {
  return fiats?.find((f) => f.fiat === fiat)?.scale ?? 2;
}

export function coinScaleOf(coins: readonly CoinOption[] | null, coin: string): number {
  return coins?.find((c) => c.coin === coin)?.scale ?? 8;
}

/** A fiat amount (limits, worth) at the fiat's decimals. */
export function formatFiatAmount(value: string, fiatScale: number): string {
  return formatAmount(value, fiatScale);
}

/** A quantity of a coin: two decimals, more when the value has them (up to the coin's scale). */
export function formatQuantity(value: string, coinScale: number): string {
  const digits = value.split('.')[1]?.length ?? 0;
  return formatAmount(value, Math.min(coinScale, Math.max(2, digits)));
}

/** A unit price: the fiat's decimals, more when the price has them (up to 8). */
export function formatPrice(value: string, fiatScale: number): string {
  const digits = value.split('.')[1]?.length ?? 0;
  return formatAmount(value, Math.min(8, Math.max(fiatScale, digits)));
}

/** True for a plain non-negative decimal as typed (`12`, `0.5`), the only values shown as money. */
export function isTypedAmount(value: string): boolean {
  return isDecimal(value) && !value.startsWith('-') && !value.startsWith('+');
}

/** `HH:mm:ss` of a time in the browser's zone (the live reference price's "updated" time). */
export function clockTime(time: number): string {
  const date = new Date(time);
  return [date.getHours(), date.getMinutes(), date.getSeconds()]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
}
