import type { C2cOrder, OrderStatus } from '@/contract/entities';
import type {
  OrderActor,
  OrderCancelledBy,
  OrderEvent,
  OrderEventType,
  OrderPaymentDetails,
} from '@/contract/orders';
import type { OrderRole } from '@/contract/entities';
import type { PaymentFieldType } from '@/contract/payments';
import type { LocaleCode } from '@/i18n/locales';
import type { SandboxContext } from '@/sandbox/context';
import { stmt, type Db } from '@/sandbox/db/database';
import { int, text, textOrNull, type Row } from '@/sandbox/db/rows';
import { paymentMethodSummary } from '@/sandbox/market/catalogue';
import { chatUnreadCount } from '@/sandbox/orders/chat-store';
import { paymentFieldText } from '@/sandbox/payments/field-texts';
import { partyName, recordOrderMessages } from '@/sandbox/user/order-messages';

/**
 * Reading and writing order rows: the typed record, the viewer-relative wire shape, the event
 * timeline. Transitions (`order-transitions.ts`) and placement (`orders.ts`) build on these.
 */

/** The seller's payment details as snapshotted on the order when it was placed. */
export interface PaymentSnapshot {
  code: string;
  fields: { key: string; name: string; type: PaymentFieldType; value: string }[];
}

export interface OrderRecord {
  orderNo: string;
  adId: number;
  advertiserId: number;
  takerId: number;
  buyerId: number;
  sellerId: number;
  coin: string;
  fiat: string;
  price: string;
  quantity: string;
  totalPrice: string;
  paymentMethodCode: string | null;
  paymentDetails: PaymentSnapshot[];
  status: OrderStatus;
  cancelReason: string | null;
  cancelledBy: OrderCancelledBy | null;
  paymentTimeLimit: number;
  paymentDeadline: number;
  paidAt: number | null;
  completedAt: number | null;
  cancelledAt: number | null;
  appealAvailableAt: number | null;
  createdAt: number;
  /** The paying account the buyer declared at paid (issue 14), null when none was. */
  payerMethod: string | null;
  payerName: string | null;
  /** Minutes the seller added to the payment deadline, null while not extended. */
  deadlineExtendedMinutes: number | null;
}

const intOrNull = (row: Row, col: string) => (row[col] === null ? null : int(row, col));

const STATUSES: readonly OrderStatus[] = [
  'pending_payment',
  'paid',
  'appealing',
  'completed',
  'cancelled',
];

function parseSnapshot(raw: string | null): PaymentSnapshot[] {
  if (!raw) return [];
  const parsed = JSON.parse(raw) as unknown;
  return Array.isArray(parsed) ? (parsed as PaymentSnapshot[]) : [];
}

export function toOrderRecord(row: Row): OrderRecord {
  const status = text(row, 'status') as OrderStatus;
  if (!STATUSES.includes(status)) throw new TypeError(`Unknown order status "${status}"`);
  return {
    orderNo: text(row, 'order_no'),
    adId: int(row, 'ad_id'),
    advertiserId: int(row, 'advertiser_id'),
    takerId: int(row, 'taker_id'),
    buyerId: int(row, 'buyer_id'),
    sellerId: int(row, 'seller_id'),
    coin: text(row, 'coin'),
    fiat: text(row, 'fiat'),
    price: text(row, 'price'),
    quantity: text(row, 'quantity'),
    totalPrice: text(row, 'total_price'),
    paymentMethodCode: textOrNull(row, 'payment_method_code'),
    paymentDetails: parseSnapshot(textOrNull(row, 'payment_details')),
    status,
    cancelReason: textOrNull(row, 'cancel_reason'),
    cancelledBy: textOrNull(row, 'cancelled_by') as OrderCancelledBy | null,
    paymentTimeLimit: int(row, 'payment_time_limit'),
    paymentDeadline: int(row, 'payment_deadline'),
    paidAt: intOrNull(row, 'paid_at'),
    completedAt: intOrNull(row, 'completed_at'),
    cancelledAt: intOrNull(row, 'cancelled_at'),
    appealAvailableAt: intOrNull(row, 'appeal_available_at'),
    createdAt: int(row, 'created_at'),
    payerMethod: textOrNull(row, 'payer_method'),
    payerName: textOrNull(row, 'payer_name'),
    deadlineExtendedMinutes: intOrNull(row, 'deadline_extended_minutes'),
  };
}

/** The order, or undefined when there is no such order number. */
export function findOrder(db: Db, orderNo: string): OrderRecord | undefined {
  const row = stmt(db, 'SELECT * FROM orders WHERE order_no = ?').get(orderNo);
  return row ? toOrderRecord(row) : undefined;
}

/** The viewer's role, or null when the viewer is not a party (who must not learn it exists). */
export function roleOf(order: OrderRecord, userId: number): OrderRole | null {
  if (order.buyerId === userId) return 'buyer';
  if (order.sellerId === userId) return 'seller';
  return null;
}

/** The order as `viewerId` (a party) sees it: `type` is the viewer's side. */
export function toC2cOrder(db: Db, order: OrderRecord, viewerId: number): C2cOrder {
  const viewerBuys = order.buyerId === viewerId;
  const other = viewerBuys ? order.sellerId : order.buyerId;
  return {
    orderNo: order.orderNo,
    adId: order.adId,
    type: viewerBuys ? 'buy' : 'sell',
    coin: order.coin,
    fiat: order.fiat,
    price: order.price,
    quantity: order.quantity,
    totalPrice: order.totalPrice,
    status: order.status,
    paymentMethod: order.paymentMethodCode
      ? paymentMethodSummary(db, order.paymentMethodCode)
      : null,
    counterparty: { userId: other, nickname: partyName(db, other) },
    paymentTimeLimitMinutes: order.paymentTimeLimit,
    paymentDeadline: order.paymentDeadline,
    appealAvailableAt: order.appealAvailableAt,
    createdAt: order.createdAt,
    chatUnread: chatUnreadCount(db, order.orderNo, viewerId),
  };
}

/** The seller's payment details for the order page, labelled in `lang` (null: as stored). */
export function toPaymentDetails(
  db: Db,
  order: OrderRecord,
  lang: LocaleCode | null,
): OrderPaymentDetails[] {
  return order.paymentDetails.map((p) => ({
    method: paymentMethodSummary(db, p.code),
    fields: p.fields.map((f) => ({
      key: f.key,
      name: paymentFieldText(f.name, lang),
      type: f.type,
      value: f.value,
    })),
  }));
}

/** What happened to an order, to publish on the socket once the transaction has committed. */
export interface OrderNotice {
  orderNo: string;
  buyerId: number;
  sellerId: number;
  status: OrderStatus;
  event: OrderEventType;
  at: number;
  /** Users who got an internal message about it (their unread count changed). */
  messageUserIds: number[];
}

/**
 * Appends one timeline entry and the parties' internal messages about it (inside the
 * transition's transaction) and returns the notice to publish after commit. `actor` says who
 * acted; `actorId` is the acting user, null for the system and support.
 */
export function recordEvent(
  ctx: SandboxContext,
  order: Pick<
    OrderRecord,
    'orderNo' | 'buyerId' | 'sellerId' | 'coin' | 'quantity' | 'fiat' | 'totalPrice'
  >,
  status: OrderStatus,
  event: OrderEventType,
  actor: OrderActor,
  at: number,
  detail: string | null = null,
): OrderNotice {
  const actorId = actor === 'buyer' ? order.buyerId : actor === 'seller' ? order.sellerId : null;
  stmt(
    ctx.db,
    'INSERT INTO order_events (order_no, type, actor_id, at, data) VALUES (?, ?, ?, ?, ?)',
  ).run(order.orderNo, event, actorId, at, JSON.stringify({ actor, detail }));
  const messageUserIds = recordOrderMessages(ctx, order, event, actor, at, detail);
  return {
    orderNo: order.orderNo,
    buyerId: order.buyerId,
    sellerId: order.sellerId,
    status,
    event,
    at,
    messageUserIds,
  };
}

/** The order's timeline, oldest first. */
export function orderEvents(db: Db, orderNo: string): OrderEvent[] {
  return stmt(db, 'SELECT id, type, at, data FROM order_events WHERE order_no = ? ORDER BY id')
    .all(orderNo)
    .map((row) => {
      const data = JSON.parse(textOrNull(row, 'data') ?? '{}') as {
        actor?: OrderActor;
        detail?: string | null;
      };
      return {
        id: int(row, 'id'),
        type: text(row, 'type') as OrderEventType,
        actor: data.actor ?? 'system',
        at: int(row, 'at'),
        detail: data.detail ?? null,
      };
    });
}
