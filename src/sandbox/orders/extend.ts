import type { OrderActionResult } from '@/contract/orders';
import type { SandboxContext } from '@/sandbox/context';
import { stmt } from '@/sandbox/db/database';
import { p2pConfig } from '@/sandbox/config';
import { actOnOrder } from '@/sandbox/orders/act';
import { orderErrors } from '@/sandbox/orders/errors';
import { recordEvent } from '@/sandbox/orders/store';
import type { UserRecord } from '@/sandbox/user/users';

/**
 * More time (issue 14, item 6): while an order waits for payment, its seller may push the
 * payment deadline back once by `p2p.deadlineExtensionMinutes`. The sweep and the timeout read
 * `payment_deadline`, so the order now times out at the new deadline; the buyer is reminded
 * again before it (the reminder mark is cleared). The `deadline_extended` event goes on the
 * order's timeline (the chat's system line, worded by each reader's page), to both parties'
 * sockets (`order.<orderNo>`, `user.orders`: the buyer's countdown moves) and to the buyer as
 * an internal message. Not idempotent on purpose: a second extension is refused, not repeated.
 */
export function extendDeadline(
  ctx: SandboxContext,
  user: UserRecord,
  orderNo: string,
): OrderActionResult {
  const result = actOnOrder(ctx, orderNo, user.id, (order, role, now) => {
    if (role !== 'seller')
      throw orderErrors.notYourTurn('Only the seller can give the buyer more time to pay.');
    switch (order.status) {
      case 'cancelled':
        throw order.cancelledBy === 'timeout'
          ? orderErrors.paymentTimedOut()
          : orderErrors.conflict('The order has been cancelled.');
      case 'paid':
      case 'appealing':
      case 'completed':
        throw orderErrors.conflict('The buyer has already marked the order as paid.');
      case 'pending_payment':
        break;
    }
    if (order.deadlineExtendedMinutes !== null)
      throw orderErrors.deadlineAlreadyExtended(order.deadlineExtendedMinutes);
    const minutes = p2pConfig(ctx).deadlineExtensionMinutes;
    const { changes } = stmt(
      ctx.db,
      `UPDATE orders SET payment_deadline = payment_deadline + ?, deadline_extended_minutes = ?,
         deadline_reminded_at = NULL, updated_at = ?
        WHERE order_no = ? AND status = 'pending_payment' AND deadline_extended_minutes IS NULL`,
    ).run(minutes * 60_000, minutes, now, orderNo);
    if (Number(changes) !== 1) throw new Error(`Order ${orderNo} changed before its extension`);
    const notice = recordEvent(
      ctx,
      order,
      'pending_payment',
      'deadline_extended',
      'seller',
      now,
      String(minutes),
    );
    return { changed: true, notices: [notice] };
  });
  return { changed: result.changed, order: result.order };
}
