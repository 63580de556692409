import type { OrderRole } from '@/contract/entities';
import type { SandboxContext } from '@/sandbox/context';
import { stmt } from '@/sandbox/db/database';
import { int } from '@/sandbox/db/rows';
import { transaction } from '@/sandbox/db/transaction';
import { entriesOf, insertEntry, openAppealOf } from '@/sandbox/orders/appeal-records';
import { publishOrderNotices } from '@/sandbox/orders/notify';
import { findOrder, recordEvent, type OrderNotice } from '@/sandbox/orders/store';

/**
 * Seeded bots answer appeals (issue 14, item 4), so one person trying the sandbox alone sees the
 * respondent's side: when a human raises an appeal against a bot, the bot answers it with a short
 * statement `BOT_APPEAL_ANSWER_SECONDS` after it was raised, on the sandbox clock (in English:
 * it stands for what a person typed). It is worked out from the open appeals each sweep, so it
 * needs no schedule of its own and an appeal withdrawn or resolved before then gets no answer.
 */

/** How long a bot takes to answer an appeal raised against it. */
export const BOT_APPEAL_ANSWER_SECONDS = 120;

/** What a bot says, by its side of the order. */
export const BOT_APPEAL_STATEMENTS: Record<OrderRole, string> = {
  seller:
    'I have checked my account and the payment has not arrived yet. I will release the crypto as soon as it does; please send the transfer receipt.',
  buyer:
    'I paid the full amount from my own account in my verified name. The transfer receipt is in the order chat; please check your account again.',
};

/** One answer, dated when it fell due, in its own transaction; null if there is none to give. */
function answer(ctx: SandboxContext, appealId: number, orderNo: string, dueAt: number) {
  return transaction(ctx.db, (): OrderNotice | null => {
    const order = findOrder(ctx.db, orderNo);
    const open = openAppealOf(ctx.db, orderNo);
    if (!order || open?.id !== appealId) return null;
    if (entriesOf(ctx.db, appealId).some((e) => e.kind === 'statement')) return null;
    const role: OrderRole = open.raisedById === order.buyerId ? 'seller' : 'buyer';
    insertEntry(ctx.db, {
      appealId,
      kind: 'statement',
      byRole: role,
      text: BOT_APPEAL_STATEMENTS[role],
      evidence: [],
      at: dueAt,
    });
    return recordEvent(ctx, order, order.status, 'appeal_answered', role, dueAt);
  });
}

/**
 * Part of the sweep: the bots' answers that are due. Not counted as order steps (the order's
 * state does not change). Returns how many were given.
 */
export function answerAppealsAsBots(ctx: SandboxContext): number {
  const delay = BOT_APPEAL_ANSWER_SECONDS * 1000;
  const due = stmt(
    ctx.db,
    `SELECT a.id, a.order_no, a.created_at FROM appeals a
       JOIN orders o ON o.order_no = a.order_no
       JOIN p2p_bots b
         ON b.user_id = CASE WHEN a.raised_by = o.buyer_id THEN o.seller_id ELSE o.buyer_id END
      WHERE a.status = 'open' AND a.created_at <= ?
        AND NOT EXISTS (SELECT 1 FROM appeal_entries e
                         WHERE e.appeal_id = a.id AND e.kind = 'statement')
      ORDER BY a.created_at, a.id LIMIT 200`,
  ).all(ctx.clock.now() - delay);
  const notices = due
    .map((row) => answer(ctx, int(row, 'id'), String(row.order_no), int(row, 'created_at') + delay))
    .filter((n): n is OrderNotice => n !== null);
  publishOrderNotices(ctx, notices);
  return notices.length;
}
