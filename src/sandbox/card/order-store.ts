import { randomInt } from 'node:crypto';
import {
  cardCoin,
  cardPaymentMethod,
  thirdPartyOrderStatus,
  type ThirdPartyOrderDetail,
  type ThirdPartyOrderStatus,
} from '@/contract/card';
import { thirdPartyTopic } from '@/contract/socket';
import type { SandboxContext } from '@/sandbox/context';
import { stmt, type Db } from '@/sandbox/db/database';
import { int, text, textOrNull, type Row } from '@/sandbox/db/rows';

/**
 * Card orders as rows: reading one, its wire detail, guarded status changes and the socket
 * notice. Every status change goes through `moveCardOrder`, which only applies when the order is
 * still in the expected status, so the checkout and the sweep racing each other can never both
 * act (and the coins are credited exactly once).
 */

type FailReason = NonNullable<ThirdPartyOrderDetail['failReason']>;

export interface CardOrderRecord {
  orderNo: string;
  userId: number;
  supplier: string;
  supplierName: string;
  quoteId: string;
  fiat: string;
  coin: ThirdPartyOrderDetail['coin'];
  paymentMethod: ThirdPartyOrderDetail['paymentMethod'];
  price: string;
  totalCost: string;
  fee: string;
  quantity: string;
  status: ThirdPartyOrderStatus;
  failReason: FailReason | null;
  returnPath: string;
  createdAt: number;
  expiresAt: number;
  paidAt: number | null;
  deliverAt: number | null;
  updatedAt: number;
}

function intOrNull(row: Row, col: string): number | null {
  return row[col] === null ? null : int(row, col);
}

function toFailReason(value: string | null): FailReason | null {
  return value === 'declined' || value === 'provider_error' || value === 'expired' ? value : null;
}

function toRecord(row: Row): CardOrderRecord {
  return {
    orderNo: text(row, 'order_no'),
    userId: int(row, 'user_id'),
    supplier: text(row, 'supplier'),
    supplierName: text(row, 'supplier_name'),
    quoteId: text(row, 'quote_id'),
    fiat: text(row, 'fiat'),
    coin: cardCoin.parse(text(row, 'coin')),
    paymentMethod: cardPaymentMethod.parse(text(row, 'payment_method')),
    price: text(row, 'price'),
    totalCost: text(row, 'total_cost'),
    fee: text(row, 'fee'),
    quantity: text(row, 'quantity'),
    status: thirdPartyOrderStatus.parse(text(row, 'status')),
    failReason: toFailReason(textOrNull(row, 'fail_reason')),
    returnPath: text(row, 'return_path'),
    createdAt: int(row, 'created_at'),
    expiresAt: int(row, 'expires_at'),
    paidAt: intOrNull(row, 'paid_at'),
    deliverAt: intOrNull(row, 'deliver_at'),
    updatedAt: int(row, 'updated_at'),
  };
}

export function findCardOrder(db: Db, orderNo: string): CardOrderRecord | undefined {
  const row = stmt(
    db,
    `SELECT o.*, s.name AS supplier_name FROM card_orders o
       JOIN card_suppliers s ON s.code = o.supplier WHERE o.order_no = ?`,
  ).get(orderNo);
  return row ? toRecord(row) : undefined;
}

/** The user's own order; someone else's and a missing one look the same (no probing). */
export function findOwnCardOrder(
  db: Db,
  userId: number,
  orderNo: string,
): CardOrderRecord | undefined {
  const order = findCardOrder(db, orderNo);
  return order?.userId === userId ? order : undefined;
}

export function toOrderDetail(order: CardOrderRecord): ThirdPartyOrderDetail {
  return {
    orderNo: order.orderNo,
    supplier: order.supplier,
    supplierName: order.supplierName,
    status: order.status,
    fiat: order.fiat,
    coin: order.coin,
    paymentMethod: order.paymentMethod,
    totalCost: order.totalCost,
    fee: order.fee,
    quantity: order.quantity,
    failReason: order.failReason,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}

/** `yyMMddHHmmss` (UTC, sandbox clock) + 6 random digits, like P2P order numbers. */
export function newCardOrderNo(db: Db, now: number): string {
  const stamp = new Date(now).toISOString().replace(/\D/g, '').slice(2, 14);
  for (;;) {
    const candidate = `${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    if (!stmt(db, 'SELECT 1 AS taken FROM card_orders WHERE order_no = ?').get(candidate)) {
      return candidate;
    }
  }
}

export type CardOrderChange =
  | { status: 'processing'; paidAt: number; deliverAt: number }
  | { status: 'completed' }
  | { status: 'failed'; failReason: FailReason };

/**
 * Moves an order from `from` to the change's status at `now`, only if it is still in `from`.
 * Returns the updated order, or undefined when something else moved it first.
 */
export function moveCardOrder(
  db: Db,
  orderNo: string,
  from: ThirdPartyOrderStatus,
  change: CardOrderChange,
  now: number,
): CardOrderRecord | undefined {
  const { changes } = stmt(
    db,
    `UPDATE card_orders SET status = :status, fail_reason = :failReason,
       paid_at = COALESCE(:paidAt, paid_at), deliver_at = COALESCE(:deliverAt, deliver_at),
       updated_at = :now
     WHERE order_no = :orderNo AND status = :from`,
  ).run({
    status: change.status,
    failReason: change.status === 'failed' ? change.failReason : null,
    paidAt: change.status === 'processing' ? change.paidAt : null,
    deliverAt: change.status === 'processing' ? change.deliverAt : null,
    now,
    orderNo,
    from,
  });
  return Number(changes) === 1 ? findCardOrder(db, orderNo) : undefined;
}

/**
 * Tells the owner's sockets on `thirdParty.<orderNo>`. Call only after the change committed, so
 * a socket never announces something a rollback undid.
 */
export function publishCardOrder(ctx: SandboxContext, order: CardOrderRecord): void {
  ctx.events.publish({
    userId: order.userId,
    topic: thirdPartyTopic(order.orderNo),
    data: toOrderDetail(order),
  });
}
