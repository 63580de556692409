import type { CoinOption, FiatOption } from '@/contract/market';

/**
 * The scales the ad pages show amounts at (with `@/i18n/format`): a coin or a fiat the option
 * box does not know shows with a safe default.
 */

export function fiatScaleOf(fiats: readonly FiatOption[] | null, fiat: string): number {
  return fiats?.find((f) => f.fiat === fiat)?.scale ?? 2;
}

export function coinScaleOf(coins: readonly CoinOption[] | null, coin: string): number {
  return coins?.find((c) => c.coin === coin)?.scale ?? 8;
}
