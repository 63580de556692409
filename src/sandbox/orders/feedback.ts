import type { FeedbackSummary } from '@/contract/entities';
import {
  FEEDBACK_REFUSALS,
  type FeedbackRating,
  type FeedbackRequest,
  type OrderFeedback,
  type OrderFeedbackView,
  type ReceivedFeedbackPage,
} from '@/contract/orders-feedback';
import { positiveFeedbackRate } from '@/rules/trade-stats';
import { p2pConfig } from '@/sandbox/config';
import type { SandboxContext } from '@/sandbox/context';
import { stmt, type Db } from '@/sandbox/db/database';
import { int, text, type Row } from '@/sandbox/db/rows';
import { transaction } from '@/sandbox/db/transaction';
import { notFound, refuse } from '@/sandbox/errors';
import { orderErrors } from '@/sandbox/orders/errors';
import { findOrder, roleOf, type OrderRecord } from '@/sandbox/orders/store';
import { publishUnread } from '@/sandbox/user/messages';
import { insertOrderMessage, orderMessageParams, partyName } from '@/sandbox/user/order-messages';

/**
 * Feedback after a trade (issue 14, item 2; `orders-feedback.ts` of the contract). Each party of
 * a completed order may rate the other once, and change it until `p2p.feedbackEditDays` after
 * the order completed; the other party gets an internal message each time. Someone else's order
 * answers exactly like a missing one. Bots leave positive feedback when a trade completes.
 */

const DAY_MS = 24 * 3600_000;

function toFeedback(row: Row): OrderFeedback {
  return {
    rating: text(row, 'rating') as FeedbackRating,
    comment: text(row, 'comment'),
    createdAt: int(row, 'created_at'),
    updatedAt: int(row, 'updated_at'),
  };
}

function feedbackBy(db: Db, orderNo: string, fromUserId: number): OrderFeedback | null {
  const row = stmt(db, 'SELECT * FROM order_feedback WHERE order_no = ? AND from_user_id = ?').get(
    orderNo,
    fromUserId,
  );
  return row ? toFeedback(row) : null;
}

/** Until when feedback on `order` may be given or changed; null while it is not completed. */
export function feedbackClosesAt(ctx: SandboxContext, order: OrderRecord): number | null {
  if (order.status !== 'completed' || order.completedAt === null) return null;
  return order.completedAt + p2pConfig(ctx).feedbackEditDays * DAY_MS;
}

function partyOrder(ctx: SandboxContext, orderNo: string, userId: number) {
  const order = findOrder(ctx.db, orderNo);
  const role = order ? roleOf(order, userId) : null;
  if (!order || !role) throw orderErrors.orderNotFound();
  return { order, role, otherId: role === 'buyer' ? order.sellerId : order.buyerId };
}

function viewOf(
  ctx: SandboxContext,
  order: OrderRecord,
  userId: number,
  otherId: number,
): OrderFeedbackView {
  const now = ctx.clock.now();
  const closesAt = feedbackClosesAt(ctx, order);
  return {
    orderNo: order.orderNo,
    mine: feedbackBy(ctx.db, order.orderNo, userId),
    theirs: feedbackBy(ctx.db, order.orderNo, otherId),
    editable: closesAt !== null && now < closesAt,
    editableUntil: closesAt,
    now,
  };
}

/** An order's feedback for one of its parties (`GET /c2c/v3/order/feedback`). */
export function orderFeedbackView(
  ctx: SandboxContext,
  userId: number,
  orderNo: string,
): OrderFeedbackView {
  const { order, otherId } = partyOrder(ctx, orderNo, userId);
  return viewOf(ctx, order, userId, otherId);
}

/**
 * Stores a party's feedback (new, or changed within the window) and messages the other party.
 * Giving the same rating and comment again changes nothing and sends nothing.
 */
function storeFeedback(
  ctx: SandboxContext,
  order: OrderRecord,
  fromUserId: number,
  toUserId: number,
  rating: FeedbackRating,
  comment: string,
  at: number,
): boolean {
  const before = feedbackBy(ctx.db, order.orderNo, fromUserId);
  if (before && before.rating === rating && before.comment === comment) return false;
  stmt(
    ctx.db,
    `INSERT INTO order_feedback (order_no, from_user_id, to_user_id, rating, comment, created_at, updated_at)
     VALUES (:orderNo, :from, :to, :rating, :comment, :at, :at)
     ON CONFLICT (order_no, from_user_id)
     DO UPDATE SET rating = excluded.rating, comment = excluded.comment, updated_at = excluded.updated_at`,
  ).run({ orderNo: order.orderNo, from: fromUserId, to: toUserId, rating, comment, at });
  const role = toUserId === order.buyerId ? 'buyer' : 'seller';
  insertOrderMessage(
    ctx,
    toUserId,
    'feedback.received',
    { ...orderMessageParams(ctx.db, order, role), changed: before !== null },
    at,
  );
  return true;
}

/** Gives or changes the user's feedback on a completed order (`POST …/order/feedback/give`). */
export function giveFeedback(
  ctx: SandboxContext,
  userId: number,
  body: FeedbackRequest,
): OrderFeedbackView {
  let told: number | null = null;
  const view = transaction(ctx.db, () => {
    const { order, otherId } = partyOrder(ctx, body.orderNo, userId);
    const closesAt = feedbackClosesAt(ctx, order);
    if (closesAt === null) {
      throw refuse(
        FEEDBACK_REFUSALS.feedbackNotCompleted,
        'Feedback can be left only once the order is completed.',
      );
    }
    const now = ctx.clock.now();
    if (now >= closesAt) {
      throw refuse(
        FEEDBACK_REFUSALS.feedbackWindowClosed,
        'The time to leave or change feedback on this order has ended.',
        { closedAt: closesAt },
      );
    }
    if (storeFeedback(ctx, order, userId, otherId, body.rating, body.comment, now)) told = otherId;
    return viewOf(ctx, order, userId, otherId);
  });
  if (told !== null) publishUnread(ctx, told);
  return view;
}

/**
 * A bot party of a just-completed order leaves positive feedback without a comment (inside the
 * release's transaction); returns the user to tell their unread count after commit, if any.
 */
export function botFeedbackOnCompletion(
  ctx: SandboxContext,
  order: OrderRecord,
  at: number,
): number[] {
  const told: number[] = [];
  for (const [from, to] of [
    [order.sellerId, order.buyerId],
    [order.buyerId, order.sellerId],
  ] as const) {
    const bot = stmt(ctx.db, 'SELECT 1 AS found FROM p2p_bots WHERE user_id = ?').get(from);
    if (bot && storeFeedback(ctx, order, from, to, 'positive', '', at)) told.push(to);
  }
  return told;
}

/** Counts of the feedback a user received and their positive rate. */
export function feedbackSummaryOf(db: Db, userId: number): FeedbackSummary {
  const row = stmt(
    db,
    `SELECT COALESCE(SUM(rating = 'positive'), 0) AS positive,
            COALESCE(SUM(rating = 'negative'), 0) AS negative
       FROM order_feedback WHERE to_user_id = ?`,
  ).get(userId);
  const positive = row ? int(row, 'positive') : 0;
  const negative = row ? int(row, 'negative') : 0;
  return { positive, negative, positiveRate: positiveFeedbackRate(positive, negative) };
}

/** A user's received feedback, latest first (`GET /c2c/v3/public/user/feedback`); 404: no user. */
export function receivedFeedback(
  ctx: SandboxContext,
  query: { userId: number; page: number; pageSize: number; rating?: FeedbackRating | undefined },
): ReceivedFeedbackPage {
  const { db } = ctx;
  if (!stmt(db, 'SELECT 1 AS found FROM users WHERE id = ?').get(query.userId)) {
    throw notFound(`There is no user with id ${query.userId}.`);
  }
  const rating = query.rating ?? null;
  const where = 'to_user_id = :userId AND (:rating IS NULL OR rating = :rating)';
  const total = stmt(db, `SELECT COUNT(*) AS n FROM order_feedback WHERE ${where}`).get({
    userId: query.userId,
    rating,
  });
  const rows = stmt(
    db,
    `SELECT id, rating, comment, from_user_id, updated_at FROM order_feedback WHERE ${where}
      ORDER BY updated_at DESC, id DESC LIMIT :limit OFFSET :offset`,
  ).all({
    userId: query.userId,
    rating,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    items: rows.map((row) => ({
      id: int(row, 'id'),
      rating: text(row, 'rating') as FeedbackRating,
      comment: text(row, 'comment'),
      fromNickname: partyName(db, int(row, 'from_user_id')),
      updatedAt: int(row, 'updated_at'),
    })),
    total: total ? int(total, 'n') : 0,
    page: query.page,
    pageSize: query.pageSize,
    summary: feedbackSummaryOf(db, query.userId),
  };
}
