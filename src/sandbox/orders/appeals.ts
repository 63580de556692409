import type {
  AppealActionResult,
  AppealDetail,
  AppealRequest,
  OrderAppeal,
} from '@/contract/orders-appeal';
import { appealReasonAllowed } from '@/rules/appeal-reasons';
import type { SandboxContext } from '@/sandbox/context';
import { stmt, type Db } from '@/sandbox/db/database';
import { p2pConfig } from '@/sandbox/config';
import { actOnOrder, type ActResult } from '@/sandbox/orders/act';
import { appealErrors } from '@/sandbox/orders/appeal-errors';
import {
  appealsOf,
  toAppealRecord,
  toOrderAppeal,
  type AppealRecord,
} from '@/sandbox/orders/appeal-records';
import { orderErrors } from '@/sandbox/orders/errors';
import { findOrder, recordEvent, roleOf, type OrderRecord } from '@/sandbox/orders/store';
import { assertOwnImages } from '@/sandbox/uploads/uploads';
import type { UserRecord } from '@/sandbox/user/users';

/**
 * Appeals (spec section 4): either party of a paid order may appeal once the minimum wait after
 * payment has passed, with a reason their side can give (`rules/appeal-reasons.ts`); the raiser
 * may withdraw it (the order goes back to paid and the trade continues) and appeal again later.
 * Release by the seller, or support, resolves it. The respondent's answer and the parties'
 * stances are `appeal-answers.ts`; how a party sees an appeal is `appeal-records.ts`.
 */

/** The latest appeal of an order as the viewer sees it, or null when none was raised. */
export function latestAppeal(
  db: Db,
  order: OrderRecord,
  viewerId: number,
  now: number,
): OrderAppeal | null {
  const latest = appealsOf(db, order.orderNo)[0];
  return latest ? toOrderAppeal(db, order, latest, viewerId, now) : null;
}

/** The wait the order was given (minutes), for 'You cannot appeal within {appealMinMinute} minutes'. */
function waitMinutes(ctx: SandboxContext, order: OrderRecord): number {
  if (order.paidAt === null || order.appealAvailableAt === null) {
    return p2pConfig(ctx).appealMinWaitMinutes;
  }
  return Math.round((order.appealAvailableAt - order.paidAt) / 60_000);
}

/** Either party: paid → appealing, after the minimum wait. Repeating it answers the same appeal. */
export function raiseAppeal(
  ctx: SandboxContext,
  user: UserRecord,
  request: AppealRequest,
): AppealActionResult {
  const result = actOnOrder<AppealRecord>(ctx, request.orderNo, user.id, (order, role, now) => {
    // A reason the raiser's side cannot give is bad input, whatever the order's state.
    if (!appealReasonAllowed(role, request.reason)) throw appealErrors.reasonNotForRole(role);
    const open = appealsOf(ctx.db, order.orderNo).find((a) => a.status === 'open');
    switch (order.status) {
      case 'appealing':
        if (open?.raisedById === user.id) return { changed: false, extra: open };
        throw orderErrors.conflict(
          'The other party has already raised an appeal on this order; support will contact you both.',
        );
      case 'pending_payment':
        throw orderErrors.conflict('You can appeal once the order is marked as paid.');
      case 'completed':
      case 'cancelled':
        throw orderErrors.conflict('The order has ended and can no longer be appealed.');
      case 'paid': {
        if (order.appealAvailableAt !== null && now < order.appealAvailableAt) {
          throw orderErrors.appealTooEarly(waitMinutes(ctx, order), order.appealAvailableAt);
        }
        // Evidence: images the appellant uploaded (400 on `evidence.N` otherwise).
        assertOwnImages(ctx.db, user.id, request.evidence, 'evidence');
        const row = stmt(
          ctx.db,
          `INSERT INTO appeals (order_no, raised_by, reason, description, contact_person,
             contact_info, evidence, status, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, 'open', ?) RETURNING *`,
        ).get(
          order.orderNo,
          user.id,
          request.reason,
          request.description,
          request.contactPerson,
          request.contactInfo,
          JSON.stringify(request.evidence),
          now,
        );
        if (!row) throw new Error('Inserting an appeal returned no row');
        stmt(
          ctx.db,
          `UPDATE orders SET status = 'appealing', updated_at = ? WHERE order_no = ? AND status = 'paid'`,
        ).run(now, order.orderNo);
        const notice = recordEvent(ctx, order, 'appealing', 'appealed', role, now, request.reason);
        return { changed: true, notices: [notice], extra: toAppealRecord(row) };
      }
    }
  });
  return withAppeal(ctx, result, user.id);
}

/** The raiser: appealing → paid. Repeating it (nothing open, theirs withdrawn) changes nothing. */
export function withdrawAppeal(
  ctx: SandboxContext,
  user: UserRecord,
  orderNo: string,
): AppealActionResult {
  const result = actOnOrder<AppealRecord>(ctx, orderNo, user.id, (order, role, now) => {
    const appeals = appealsOf(ctx.db, order.orderNo);
    const open = appeals.find((a) => a.status === 'open');
    if (!open) {
      const mine = appeals.find((a) => a.raisedById === user.id);
      if (mine?.status === 'withdrawn' && appeals[0] === mine)
        return { changed: false, extra: mine };
      throw orderErrors.conflict('There is no appeal in progress on this order.');
    }
    if (open.raisedById !== user.id) {
      throw orderErrors.notYourTurn('Only the party who raised the appeal can withdraw it.');
    }
    stmt(ctx.db, "UPDATE appeals SET status = 'withdrawn', closed_at = ? WHERE id = ?").run(
      now,
      open.id,
    );
    stmt(
      ctx.db,
      `UPDATE orders SET status = 'paid', updated_at = ? WHERE order_no = ? AND status = 'appealing'`,
    ).run(now, order.orderNo);
    const notice = recordEvent(ctx, order, 'paid', 'appeal_withdrawn', role, now);
    return {
      changed: true,
      notices: [notice],
      extra: { ...open, status: 'withdrawn', closedAt: now },
    };
  });
  return withAppeal(ctx, result, user.id);
}

/** An appeal action's answer: the order and the appeal as the acting party now sees them. */
export function withAppeal(
  ctx: SandboxContext,
  result: ActResult<AppealRecord>,
  viewerId: number,
): AppealActionResult {
  const order = findOrder(ctx.db, result.order.orderNo);
  if (!order || !result.extra) throw new Error('An appeal action lost its order or appeal');
  return {
    changed: result.changed,
    order: result.order,
    appeal: toOrderAppeal(ctx.db, order, result.extra, viewerId, ctx.clock.now()),
  };
}

/** The complaint page: the latest appeal, the earlier ones, and when appealing opens. */
export function appealDetail(ctx: SandboxContext, user: UserRecord, orderNo: string): AppealDetail {
  const order = findOrder(ctx.db, orderNo);
  if (!order || !roleOf(order, user.id)) throw orderErrors.orderNotFound();
  const now = ctx.clock.now();
  const [latest, ...earlier] = appealsOf(ctx.db, orderNo).map((a) =>
    toOrderAppeal(ctx.db, order, a, user.id, now),
  );
  return {
    orderNo,
    status: order.status,
    appeal: latest ?? null,
    history: earlier,
    appealAvailableAt: order.appealAvailableAt,
    appealMinWaitMinutes: waitMinutes(ctx, order),
    now,
  };
}
