import type { OrderListOptions } from '@/features/orders/list/order-list-types';

/**
 * The scales My orders shows each order's amounts at (`formatFiat`, `formatCoin`,
 * `formatPrice` in `@/i18n/format`): a JPY total has no cents, a BTC quantity has eight
 * decimals.
 */

interface Scales {
  fiat: number;
  coin: number;
}

/** The decimals of an order's fiat and coin, from the option box (2 and 8 when unknown). */
export function scalesFor(options: OrderListOptions | null, coin: string, fiat: string): Scales {
  return {
    fiat: options?.fiats.find((f) => f.fiat === fiat)?.scale ?? 2,
    coin: options?.coins.find((c) => c.coin === coin)?.scale ?? 8,
  };
}
