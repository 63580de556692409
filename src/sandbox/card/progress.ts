import type { SandboxContext } from '@/sandbox/context';
import { stmt } from '@/sandbox/db/database';
import { text } from '@/sandbox/db/rows';
import { transaction } from '@/sandbox/db/transaction';
import { moveCardOrder, publishCardOrder, type CardOrderRecord } from '@/sandbox/card/order-store';
import { credit } from '@/sandbox/wallet/balances';

/** Enough for any burst; what is left waits for the next sweep. */
const BATCH = 200;

/** Quotes are kept this long after they expire, then deleted (nothing can use them any more). */
const QUOTE_KEEP_MS = 3600_000;

/** Delivery: the order completes and its coins reach the spot account, in one transaction. */
function deliver(ctx: SandboxContext, orderNo: string, now: number): CardOrderRecord | undefined {
  return transaction(ctx.db, () => {
    const done = moveCardOrder(ctx.db, orderNo, 'processing', { status: 'completed' }, now);
    if (done) credit(ctx.db, done.userId, { account: 'spot' }, done.coin, done.quantity);
    return done;
  });
}

function expire(ctx: SandboxContext, orderNo: string, now: number): CardOrderRecord | undefined {
  return transaction(ctx.db, () =>
    moveCardOrder(ctx.db, orderNo, 'created', { status: 'failed', failReason: 'expired' }, now),
  );
}

function dueOrders(ctx: SandboxContext, status: 'processing' | 'created', now: number): string[] {
  const column = status === 'processing' ? 'deliver_at' : 'expires_at';
  return stmt(
    ctx.db,
    `SELECT order_no FROM card_orders WHERE status = ? AND ${column} <= ?
      ORDER BY ${column} LIMIT ?`,
  )
    .all(status, now, BATCH)
    .map((row) => text(row, 'order_no'));
}

/** Deletes long-expired quotes; reads first so an idle sweep takes no write lock. */
function dropOldQuotes(ctx: SandboxContext, now: number): void {
  const cutoff = now - QUOTE_KEEP_MS;
  if (stmt(ctx.db, 'SELECT 1 AS old FROM card_quotes WHERE expires_at <= ? LIMIT 1').get(cutoff)) {
    stmt(ctx.db, 'DELETE FROM card_quotes WHERE expires_at <= ?').run(cutoff);
  }
}

/**
 * Sweep step: moves paid card orders along (processing → completed, crediting the spot account
 * with the quantity exactly once) and expires abandoned checkouts (created → failed `expired`
 * at `expiresAt`), on the sandbox clock, telling the owner's socket each time. Each order is its
 * own guarded transaction, so a checkout decision racing the sweep never applies twice.
 * Returns how many orders it moved.
 */
export function sweepCardOrders(ctx: SandboxContext): number {
  const now = ctx.clock.now();
  const moved: CardOrderRecord[] = [];
  for (const orderNo of dueOrders(ctx, 'processing', now)) {
    const done = deliver(ctx, orderNo, now);
    if (done) moved.push(done);
  }
  for (const orderNo of dueOrders(ctx, 'created', now)) {
    const expired = expire(ctx, orderNo, now);
    if (expired) moved.push(expired);
  }
  dropOldQuotes(ctx, now);
  for (const order of moved) publishCardOrder(ctx, order);
  return moved.length;
}
