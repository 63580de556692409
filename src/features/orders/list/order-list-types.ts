import type { C2cOrder } from '@/contract/entities';
import type { CoinOption, FiatOption } from '@/contract/market';
import type { LocaleCode } from '@/i18n/locales';
import type { RangeProblem, TimeBounds } from '@/features/orders/list/date-range';
import type { OrderListMessages } from '@/features/orders/list/messages';
import type { OrderListFilters } from '@/features/orders/list/order-list-query';
import type { ListPage } from '@/components/list-page';

/**
 * The serialisable shapes the "My orders" page hands its island (architecture section 5: the
 * first page comes from the server, so the island refetches nothing the HTML already shows).
 * Types only: importing this module ships no code.
 */

/** One page of orders as the order-list call answers it. */
export type OrderPage = ListPage<C2cOrder>;

/** The filter choices (from the option box): codes, names and the decimals amounts show. */
export interface OrderListOptions {
  coins: CoinOption[];
  fiats: FiatOption[];
}

export interface OrderListIslandProps {
  locale: LocaleCode;
  messages: OrderListMessages;
  /** Null when the option box failed: the selects then offer "all" and the current value. */
  options: OrderListOptions | null;
  filters: OrderListFilters;
  /** Why the custom range in the address was not applied, if it was not. */
  rangeProblem: RangeProblem | null;
  /** The first page, or null when it could not be loaded. */
  orders: OrderPage | null;
  /** The time bounds the server asked for (UTC days), to tell whether the browser must ask again. */
  renderedBounds: TimeBounds;
  /** Server time of the render: the date pickers' latest day before the island runs. */
  now: number;
  /** Wallet-connected users cannot trade P2P: the page shows the notice instead of the list. */
  walletUser: boolean;
  /** The zone the server rendered times in (`locals.timeZone`; null: UTC, a first visit). */
  timeZone?: string | null;
}
