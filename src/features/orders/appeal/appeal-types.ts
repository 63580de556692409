import type { OrderStatus, TradeSide } from '@/contract/entities';
import type { OrderRole } from '@/contract/entities';
import type { OrderAppeal } from '@/contract/orders-appeal';
import type { LocaleCode } from '@/i18n/locales';
import type { GateInput } from '@/features/orders/appeal/appeal-gate';
import type { AppealMessages } from '@/features/orders/appeal/messages';

/** The serialisable shapes the appeal page hands its island. Types only. */

/** What the page shows of the order (the order detail, trimmed to the summary). */
export interface AppealOrderSummary {
  orderNo: string;
  type: TradeSide;
  role: OrderRole;
  coin: string;
  fiat: string;
  price: string;
  quantity: string;
  totalPrice: string;
  status: OrderStatus;
  counterparty: string;
  createdAt: number;
}

export interface AppealIslandProps {
  locale: LocaleCode;
  messages: AppealMessages;
  order: AppealOrderSummary;
  /** Decimals of the order's fiat and coin. */
  scales: { fiat: number; coin: number };
  gate: GateInput;
  /** The latest appeal with its timeline (null before any), and the earlier ones, newest first. */
  appeal?: OrderAppeal | null;
  history?: OrderAppeal[];
  /** The wait this order was given, for 'You cannot appeal within {appealMinMinute} minutes'. */
  waitMinutes: number;
  /** Exchange time of the render: the countdown follows the exchange's clock, not the browser's. */
  serverNow: number;
  /** Localized links: the order page (where a filed appeal returns) and the order list. */
  orderHref: string;
  myOrdersHref: string;
  /** The zone the server rendered times in (`locals.timeZone`; null: UTC, a first visit). */
  timeZone?: string | null;
}
