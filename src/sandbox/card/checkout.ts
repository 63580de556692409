import type { SandboxContext } from '@/sandbox/context';
import { transaction } from '@/sandbox/db/transaction';
import { findSupplier } from '@/sandbox/card/catalogue';
import {
  findOwnCardOrder,
  moveCardOrder,
  publishCardOrder,
  type CardOrderRecord,
  type CardOrderChange,
} from '@/sandbox/card/order-store';
import { configInt } from '@/sandbox/config';

/**
 * What the user does at the stand-in provider checkout. Approving pays: the order goes
 * `processing` and the sweep delivers the coins `card.processingSeconds` later; if the provider
 * was switched to fail or time out meanwhile, the payment fails with `provider_error` instead.
 * Declining fails the order `declined`. Only a `created` order changes; acting again on a decided
 * one changes nothing (a resubmitted form is harmless).
 */

export type CheckoutDecision = 'approve' | 'decline';

function changeFor(
  ctx: SandboxContext,
  order: CardOrderRecord,
  decision: CheckoutDecision,
  now: number,
): CardOrderChange {
  if (decision === 'decline') return { status: 'failed', failReason: 'declined' };
  if (findSupplier(ctx.db, order.supplier)?.mode !== 'normal') {
    return { status: 'failed', failReason: 'provider_error' };
  }
  const deliverAt = now + configInt(ctx.db, 'card.processingSeconds') * 1000;
  return { status: 'processing', paidAt: now, deliverAt };
}

/**
 * Applies the user's decision to their own order. Returns the order as it now is, or undefined
 * when it is not theirs (or does not exist).
 */
export function decideCheckout(
  ctx: SandboxContext,
  userId: number,
  orderNo: string,
  decision: CheckoutDecision,
): CardOrderRecord | undefined {
  const outcome = transaction(ctx.db, () => {
    const order = findOwnCardOrder(ctx.db, userId, orderNo);
    if (!order || order.status !== 'created') return { order, moved: false };
    const now = ctx.clock.now();
    const moved = moveCardOrder(
      ctx.db,
      orderNo,
      'created',
      changeFor(ctx, order, decision, now),
      now,
    );
    return { order: moved ?? order, moved: moved !== undefined };
  });
  if (outcome.moved && outcome.order) publishCardOrder(ctx, outcome.order);
  return outcome.order;
}
