import type { SandboxContext } from '@/sandbox/context';
import { stmt } from '@/sandbox/db/database';
import { int } from '@/sandbox/db/rows';
import { transaction } from '@/sandbox/db/transaction';
import { configInt } from '@/sandbox/config';
import { toOrderRecord } from '@/sandbox/orders/store';
import { publishUnread } from '@/sandbox/user/messages';
import { insertOrderMessage, orderMessageParams } from '@/sandbox/user/order-messages';

/** Enough for any burst; what is left waits for the next sweep. */
const BATCH = 200;

/**
 * Reminds the buyer of each unpaid order whose payment deadline is `p2p.deadlineReminderMinutes`
 * away or less (and not yet passed: a passed deadline is the timeout's business), once per
 * order: `orders.deadline_reminded_at` is set in the same transaction as the message, and only
 * where it was still empty, so two sweeps racing cannot remind twice. Publishes the buyers'
 * unread counts after commit; returns how many reminders it sent.
 */
export function remindDeadlines(ctx: SandboxContext): number {
  const now = ctx.clock.now();
  // One key, not the whole P2P config: this runs at the start of every request.
  const lead = configInt(ctx.db, 'p2p.deadlineReminderMinutes') * 60_000;
  const dueRows = () =>
    stmt(
      ctx.db,
      `SELECT * FROM orders
        WHERE status = 'pending_payment' AND deadline_reminded_at IS NULL
          AND payment_deadline > ? AND payment_deadline <= ?
        ORDER BY payment_deadline LIMIT ?`,
    ).all(now, now + lead, BATCH);
  // Almost every sweep finds nothing: look first, and open a transaction only when needed.
  if (dueRows().length === 0) return 0;
  const buyers: number[] = transaction(ctx.db, () =>
    dueRows().flatMap((row) => {
      const order = toOrderRecord(row);
      const { changes } = stmt(
        ctx.db,
        `UPDATE orders SET deadline_reminded_at = ?
          WHERE order_no = ? AND deadline_reminded_at IS NULL`,
      ).run(now, order.orderNo);
      if (Number(changes) !== 1) return [];
      // Whole minutes left, rounded up: "within 5 min" at 4 min 30 s.
      const minutes = Math.ceil((int(row, 'payment_deadline') - now) / 60_000);
      const params = { ...orderMessageParams(ctx.db, order, 'buyer'), minutes };
      insertOrderMessage(ctx, order.buyerId, 'order.deadline', params, now);
      return [order.buyerId];
    }),
  );
  for (const userId of new Set(buyers)) publishUnread(ctx, userId);
  return buyers.length;
}
