import type { TwoFactor } from '@/contract/entities';
import type { OrderActionResult, OrderCancelReason } from '@/contract/orders';
import type { SandboxContext } from '@/sandbox/context';
import { transaction } from '@/sandbox/db/transaction';
import { badRequest } from '@/sandbox/errors';
import { actOnOrder } from '@/sandbox/orders/act';
import { orderErrors } from '@/sandbox/orders/errors';
import { publishOrderNotices } from '@/sandbox/orders/notify';
import { opCancel, opPay, opRelease } from '@/sandbox/orders/ops';
import { findOrder, type OrderNotice } from '@/sandbox/orders/store';
import { declarePayer } from '@/sandbox/orders/trust';
import { consumeTwoFactor } from '@/sandbox/verification/two-factor';
import type { UserRecord } from '@/sandbox/user/users';

/**
 * The parties' order actions (architecture section 7). Each is idempotent: repeating an action
 * that already happened answers `changed: false` and changes nothing; an action the state does
 * not allow (release a cancelled order) answers 409; the wrong party answers 403.
 */

/**
 * Buyer: pending payment → paid, naming which of the seller's methods they paid with and, when
 * given, the name on the account the money came from (stored with the order for the seller).
 */
export function markPaid(
  ctx: SandboxContext,
  user: UserRecord,
  orderNo: string,
  paymentMethod: string,
  payerName?: string,
): OrderActionResult {
  const result = actOnOrder(ctx, orderNo, user.id, (order, role, now) => {
    if (role !== 'buyer')
      throw orderErrors.notYourTurn('Only the buyer can mark the order as paid.');
    switch (order.status) {
      case 'paid':
      case 'appealing':
      case 'completed':
        return { changed: false };
      case 'cancelled':
        throw order.cancelledBy === 'timeout'
          ? orderErrors.paymentTimedOut()
          : orderErrors.conflict('The order has been cancelled.');
      case 'pending_payment': {
        const offered = order.paymentDetails.map((p) => p.code);
        if (offered.length > 0 && !offered.includes(paymentMethod)) {
          throw badRequest('Choose one of the seller’s payment methods.', [
            {
              path: 'paymentMethod',
              code: 'not_allowed',
              message: 'The seller does not accept this payment method',
            },
          ]);
        }
        const notices = opPay(ctx, order, paymentMethod, now);
        if (payerName !== undefined) declarePayer(ctx.db, orderNo, paymentMethod, payerName);
        return { changed: true, notices };
      }
    }
  });
  return { changed: result.changed, order: result.order };
}

/**
 * Seller: paid or appealing → completed, confirmed with a 6-digit code. The code is checked
 * only when there is something to release, and used up only if the release commits.
 */
export function releaseOrder(
  ctx: SandboxContext,
  user: UserRecord,
  orderNo: string,
  factor: TwoFactor,
): OrderActionResult {
  const result = actOnOrder(ctx, orderNo, user.id, (order, role, now) => {
    if (role !== 'seller') throw orderErrors.notYourTurn('Only the seller can release the coins.');
    switch (order.status) {
      case 'completed':
        return { changed: false };
      case 'pending_payment':
        throw orderErrors.conflict('The buyer has not marked the order as paid yet.');
      case 'cancelled':
        throw orderErrors.conflict('The order has been cancelled; there is nothing to release.');
      case 'paid':
      case 'appealing':
        consumeTwoFactor(ctx, user, factor, 'order.release');
        return { changed: true, notices: opRelease(ctx, order, 'seller', now) };
    }
  });
  return { changed: result.changed, order: result.order };
}

/** Buyer: pending payment → cancelled (counts towards the daily cancellation cap). */
export function cancelOrder(
  ctx: SandboxContext,
  user: UserRecord,
  orderNo: string,
  reason: OrderCancelReason,
): OrderActionResult {
  const result = actOnOrder(ctx, orderNo, user.id, (order, role, now) => {
    if (role !== 'buyer') throw orderErrors.notYourTurn('Only the buyer can cancel the order.');
    switch (order.status) {
      case 'cancelled':
        return { changed: false };
      case 'paid':
      case 'appealing':
        throw orderErrors.conflict(
          'The order is marked as paid and can no longer be cancelled. If something is wrong, raise an appeal.',
        );
      case 'completed':
        throw orderErrors.conflict('The order is completed and cannot be cancelled.');
      case 'pending_payment':
        return { changed: true, notices: opCancel(ctx, order, 'buyer', reason, now) };
    }
  });
  return { changed: result.changed, order: result.order };
}

/**
 * The sweep's timeout of one order: cancels it if it is still unpaid past its deadline (dated
 * at the deadline). Returns whether it did; a paid or already ended order is left alone.
 */
export function timeoutOrder(ctx: SandboxContext, orderNo: string): boolean {
  const notices: OrderNotice[] = transaction(ctx.db, () => {
    const order = findOrder(ctx.db, orderNo);
    if (!order || order.status !== 'pending_payment') return [];
    if (order.paymentDeadline > ctx.clock.now()) return [];
    return opCancel(ctx, order, 'timeout', null, order.paymentDeadline);
  });
  publishOrderNotices(ctx, notices);
  return notices.length > 0;
}
