import type { C2cOrder } from '@/contract/entities';
import type { OrderCancelReason, OrderDetail } from '@/contract/orders';
import type { LocaleCode } from '@/i18n/locales';
import type { SandboxContext } from '@/sandbox/context';
import { stmt } from '@/sandbox/db/database';
import { int } from '@/sandbox/db/rows';
import { latestAppeal } from '@/sandbox/orders/appeals';
import { p2pConfig } from '@/sandbox/config';
import { orderErrors } from '@/sandbox/orders/errors';
import {
  findOrder,
  orderEvents,
  roleOf,
  toC2cOrder,
  toOrderRecord,
  toPaymentDetails,
} from '@/sandbox/orders/store';
import type { OrderListQuery } from '@/contract/orders';
import { legalName, payerAccount, payerSuggestions } from '@/sandbox/orders/trust';
import { presenceOfUser } from '@/sandbox/user/presence';

/** Read side of orders: the order page and "My orders". */

/**
 * The order page for one of its parties (anyone else: 404). The seller's payment details are
 * left out once the order is cancelled: there is nothing to pay any more.
 */
export function orderDetail(
  ctx: SandboxContext,
  userId: number,
  orderNo: string,
  lang: LocaleCode | null,
): OrderDetail {
  const order = findOrder(ctx.db, orderNo);
  const role = order ? roleOf(order, userId) : null;
  if (!order || !role) throw orderErrors.orderNotFound();
  const config = p2pConfig(ctx);
  return {
    ...toC2cOrder(ctx.db, order, userId),
    role,
    isAdvertiser: order.advertiserId === userId,
    sellerPayments: order.status === 'cancelled' ? [] : toPaymentDetails(ctx.db, order, lang),
    events: orderEvents(ctx.db, orderNo),
    appeal: latestAppeal(ctx.db, order, userId, ctx.clock.now()),
    cancelledBy: order.cancelledBy,
    cancelReason: order.cancelledBy === 'buyer' ? (order.cancelReason as OrderCancelReason) : null,
    paidAt: order.paidAt,
    completedAt: order.completedAt,
    cancelledAt: order.cancelledAt,
    releaseExpectMinutes: config.releaseExpectMinutes,
    appealMinWaitMinutes: config.appealMinWaitMinutes,
    buyerName: legalName(ctx.db, order.buyerId),
    payerAccount: payerAccount(ctx.db, order),
    payerSuggestions: role === 'buyer' ? payerSuggestions(ctx.db, order) : [],
    deadlineExtendedMinutes: order.deadlineExtendedMinutes,
    deadlineExtensionMinutes: config.deadlineExtensionMinutes,
    counterpartyPresence: presenceOfUser(
      ctx,
      order.buyerId === userId ? order.sellerId : order.buyerId,
    ),
    now: ctx.clock.now(),
  };
}

const STATUS_CLAUSE: Record<OrderListQuery['status'], string> = {
  all: '1 = 1',
  in_progress: "status IN ('pending_payment', 'paid', 'appealing')",
  pending_payment: "status = 'pending_payment'",
  paid: "status = 'paid'",
  appealing: "status = 'appealing'",
  completed: "status = 'completed'",
  cancelled: "status = 'cancelled'",
};

/**
 * "My orders": the user's orders as buyer or seller, filtered (status tab, coin, fiat, the
 * user's side, a created-at range in epoch ms, both ends included), newest first, paged.
 */
export function listOrders(
  ctx: SandboxContext,
  userId: number,
  query: OrderListQuery,
): { items: C2cOrder[]; total: number; page: number; pageSize: number } {
  const where = [STATUS_CLAUSE[query.status]];
  const params: Record<string, string | number> = { userId };
  if (query.type === 'buy') where.push('buyer_id = :userId');
  else if (query.type === 'sell') where.push('seller_id = :userId');
  else where.push('(buyer_id = :userId OR seller_id = :userId)');
  if (query.coin) {
    where.push('coin = :coin');
    params.coin = query.coin;
  }
  if (query.fiat) {
    where.push('fiat = :fiat');
    params.fiat = query.fiat;
  }
  if (query.startTime !== undefined) {
    where.push('created_at >= :startTime');
    params.startTime = query.startTime;
  }
  if (query.endTime !== undefined) {
    where.push('created_at <= :endTime');
    params.endTime = query.endTime;
  }
  const clause = where.join(' AND ');
  const totalRow = stmt(ctx.db, `SELECT COUNT(*) AS n FROM orders WHERE ${clause}`).get(params);
  const items = stmt(
    ctx.db,
    `SELECT * FROM orders WHERE ${clause}
      ORDER BY created_at DESC, order_no DESC LIMIT :limit OFFSET :offset`,
  )
    .all({ ...params, limit: query.pageSize, offset: (query.page - 1) * query.pageSize })
    .map((row) => toC2cOrder(ctx.db, toOrderRecord(row), userId));
  return {
    items,
    total: totalRow ? int(totalRow, 'n') : 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
