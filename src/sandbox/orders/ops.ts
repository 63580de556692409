import type { OrderStatus } from '@/contract/entities';
import type { OrderActor, OrderCancelledBy } from '@/contract/orders';
import type { OrderRole } from '@/contract/entities';
import { addDecimal } from '@/lib/decimal';
import type { OrderEnding } from '@/rules/trade-stats';
import type { SandboxContext } from '@/sandbox/context';
import { stmt } from '@/sandbox/db/database';
import { text } from '@/sandbox/db/rows';
import { payOutHeld, returnHeld } from '@/sandbox/orders/escrow';
import { scheduleBotRelease } from '@/sandbox/orders/bot-schedule';
import { botFeedbackOnCompletion } from '@/sandbox/orders/feedback';
import { p2pConfig } from '@/sandbox/config';
import { recordEvent, type OrderNotice, type OrderRecord } from '@/sandbox/orders/store';
import { recordEnding } from '@/sandbox/orders/trade-stats';

/**
 * The writes of each order transition, shared by the parties' actions, the bots, the timeout
 * sweep and the support stand-in. Callers run them inside a transaction after checking who may
 * act; each op re-checks the state in its UPDATE's WHERE clause and throws if the row was not in
 * it, so a transition can never apply twice. `at` is when it happened (the sweep passes the due
 * time, so a late sweep still dates a timeout at its deadline).
 */

function moveStatus(
  ctx: SandboxContext,
  order: OrderRecord,
  from: readonly OrderStatus[],
  set: string,
  params: Record<string, string | number | null>,
): void {
  const allowed = from.map((s) => `'${s}'`).join(', ');
  const { changes } = stmt(
    ctx.db,
    `UPDATE orders SET ${set}, updated_at = :at WHERE order_no = :orderNo AND status IN (${allowed})`,
  ).run({ ...params, orderNo: order.orderNo });
  if (Number(changes) !== 1) {
    throw new Error(`Order ${order.orderNo} left ${from.join('/')} before its transition`);
  }
}

/** Closes the open appeal, if any, as resolved for `favour`; returns the notice when one closed. */
function resolveOpenAppeal(
  ctx: SandboxContext,
  order: OrderRecord,
  status: OrderStatus,
  favour: OrderRole,
  actor: OrderActor,
  at: number,
): OrderNotice | null {
  const { changes } = stmt(
    ctx.db,
    `UPDATE appeals SET status = 'resolved', resolution = ?, closed_at = ?
      WHERE order_no = ? AND status = 'open'`,
  ).run(favour, at, order.orderNo);
  if (Number(changes) === 0) return null;
  return recordEvent(ctx, order, status, 'appeal_resolved', actor, at, favour);
}

/** pending_payment → paid: the appeal clock starts; an `auto` bot seller schedules its release. */
export function opPay(
  ctx: SandboxContext,
  order: OrderRecord,
  paymentMethod: string,
  at: number,
): OrderNotice[] {
  const appealAt = at + p2pConfig(ctx).appealMinWaitMinutes * 60_000;
  moveStatus(
    ctx,
    order,
    ['pending_payment'],
    `status = 'paid', payment_method_code = :method, paid_at = :at, appeal_available_at = :appealAt`,
    { method: paymentMethod, at, appealAt },
  );
  scheduleBotRelease(ctx.db, order, at);
  return [recordEvent(ctx, order, 'paid', 'paid', 'buyer', at, paymentMethod)];
}

/** paid | appealing → completed: the held coins go to the buyer; an open appeal is resolved. */
export function opRelease(
  ctx: SandboxContext,
  order: OrderRecord,
  actor: 'seller' | 'support',
  at: number,
): OrderNotice[] {
  moveStatus(ctx, order, ['paid', 'appealing'], `status = 'completed', completed_at = :at`, {
    at,
  });
  payOutHeld(ctx.db, order.sellerId, order.buyerId, order.coin, order.quantity);
  // Support releases only when it decides an appeal against the seller: that counts against them.
  recordEnding(ctx.db, order, actor === 'support' ? 'appeal_released' : 'released', at);
  const notices: OrderNotice[] = [];
  const resolved = resolveOpenAppeal(ctx, order, 'completed', 'buyer', actor, at);
  if (resolved) notices.push(resolved);
  const released = recordEvent(ctx, order, 'completed', 'released', actor, at);
  // A bot party of a normal trade rates it positive at once (the other party is told).
  if (actor === 'seller') released.messageUserIds.push(...botFeedbackOnCompletion(ctx, order, at));
  notices.push(released);
  return notices;
}

const ACTOR_OF: Record<OrderCancelledBy, OrderActor> = {
  buyer: 'buyer',
  timeout: 'system',
  support: 'support',
};

/** Who caused a cancellation, for the statistics: each of them counts against the buyer. */
const ENDING_OF: Record<OrderCancelledBy, OrderEnding> = {
  buyer: 'buyer_cancelled',
  timeout: 'payment_timeout',
  support: 'appeal_cancelled',
};

/**
 * → cancelled: the held coins go back to the seller and the quantity back to the ad. A buyer
 * and the timeout cancel unpaid orders; support cancels an order under appeal.
 */
export function opCancel(
  ctx: SandboxContext,
  order: OrderRecord,
  by: OrderCancelledBy,
  reason: string | null,
  at: number,
): OrderNotice[] {
  const from: OrderStatus[] = by === 'support' ? ['appealing', 'paid'] : ['pending_payment'];
  moveStatus(
    ctx,
    order,
    from,
    `status = 'cancelled', cancelled_by = :by, cancel_reason = :reason, cancelled_at = :at`,
    { by, reason, at },
  );
  returnHeld(ctx.db, order.sellerId, order.coin, order.quantity);
  const ad = stmt(ctx.db, 'SELECT remaining FROM ads WHERE id = ?').get(order.adId);
  if (ad) {
    stmt(ctx.db, 'UPDATE ads SET remaining = ?, updated_at = ? WHERE id = ?').run(
      addDecimal(text(ad, 'remaining'), order.quantity),
      at,
      order.adId,
    );
  }
  recordEnding(ctx.db, order, ENDING_OF[by], at);
  const notices: OrderNotice[] = [];
  const actor = ACTOR_OF[by];
  const resolved = resolveOpenAppeal(ctx, order, 'cancelled', 'seller', actor, at);
  if (resolved) notices.push(resolved);
  notices.push(recordEvent(ctx, order, 'cancelled', 'cancelled', actor, at, reason ?? by));
  return notices;
}
