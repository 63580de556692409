import type { C2cOrder } from '@/contract/entities';
import type { OrderRole } from '@/contract/entities';
import type { SandboxContext } from '@/sandbox/context';
import { transaction } from '@/sandbox/db/transaction';
import { ApiError } from '@/sandbox/errors';
import { orderErrors } from '@/sandbox/orders/errors';
import { opCancel } from '@/sandbox/orders/ops';
import { publishOrderNotices } from '@/sandbox/orders/notify';
import {
  findOrder,
  roleOf,
  toC2cOrder,
  type OrderNotice,
  type OrderRecord,
} from '@/sandbox/orders/store';

/** What a party's action decided: whether it changed the order, and the notices to publish. */
interface Step<T = undefined> {
  changed: boolean;
  notices?: OrderNotice[];
  extra?: T;
}

export interface ActResult<T> {
  changed: boolean;
  order: C2cOrder;
  extra: T | undefined;
}

/**
 * Runs one party's action on an order in one `BEGIN IMMEDIATE` transaction: loads the order
 * (someone else's answers 404, like a missing one, so order numbers cannot be probed), applies
 * an overdue payment timeout first (the sweep may not have run yet this instant), then the
 * action. An action refused after such a timeout still commits the timeout and then answers
 * its refusal; any other refusal rolls everything back. Notices go out after commit.
 */
export function actOnOrder<T = undefined>(
  ctx: SandboxContext,
  orderNo: string,
  userId: number,
  action: (order: OrderRecord, role: OrderRole, now: number) => Step<T>,
): ActResult<T> {
  const notices: OrderNotice[] = [];
  const outcome = transaction(ctx.db, () => {
    const now = ctx.clock.now();
    let order = findOrder(ctx.db, orderNo);
    const role = order ? roleOf(order, userId) : null;
    if (!order || !role) throw orderErrors.orderNotFound();
    const timedOut = order.status === 'pending_payment' && order.paymentDeadline <= now;
    if (timedOut) {
      notices.push(...opCancel(ctx, order, 'timeout', null, order.paymentDeadline));
      order = findOrder(ctx.db, orderNo) ?? order;
    }
    let step: Step<T>;
    try {
      step = action(order, role, now);
    } catch (error) {
      if (timedOut && error instanceof ApiError) return { error };
      throw error;
    }
    notices.push(...(step.notices ?? []));
    const fresh = findOrder(ctx.db, orderNo) ?? order;
    return { step, order: toC2cOrder(ctx.db, fresh, userId) };
  });
  publishOrderNotices(ctx, notices);
  if ('error' in outcome) throw outcome.error;
  return { changed: outcome.step.changed, order: outcome.order, extra: outcome.step.extra };
}
