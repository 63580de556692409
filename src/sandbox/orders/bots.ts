import type { SandboxContext } from '@/sandbox/context';
import { stmt } from '@/sandbox/db/database';
import { transaction } from '@/sandbox/db/transaction';
import { publishOrderNotices } from '@/sandbox/orders/notify';
import { opPay, opRelease } from '@/sandbox/orders/ops';
import { findOrder, type OrderNotice } from '@/sandbox/orders/store';
import { declarePayer, legalName, payerSuggestions } from '@/sandbox/orders/trust';
import { recordSeen } from '@/sandbox/user/presence';

/** A due `bot_tasks` row (scheduled by `bot-schedule.ts`). */
export interface BotTask {
  id: number;
  orderNo: string;
  action: 'pay' | 'release';
  dueAt: number;
}

/**
 * Runs one bot task as the bot party would act, dated at its due time, in one transaction. The
 * task is marked done whatever happens: if the order moved on meanwhile (the user cancelled, the
 * timeout struck first, the seller already released) there is nothing left for the bot to do.
 * A bot needs no second factor: it stands for the advertiser's own confirmation. A paying bot
 * declares the account it paid from, as the paid dialog makes a person do.
 */
export function runBotTask(ctx: SandboxContext, task: BotTask): void {
  const notices = transaction(ctx.db, (): OrderNotice[] => {
    const { changes } = stmt(
      ctx.db,
      'UPDATE bot_tasks SET done_at = ? WHERE id = ? AND done_at IS NULL',
    ).run(ctx.clock.now(), task.id);
    if (Number(changes) !== 1) return [];
    const order = findOrder(ctx.db, task.orderNo);
    if (!order) return [];
    if (task.action === 'pay') {
      const inTime = order.status === 'pending_payment' && task.dueAt < order.paymentDeadline;
      const method = order.paymentDetails[0]?.code;
      if (!inTime || !method) return [];
      const notices = opPay(ctx, order, method, task.dueAt);
      // A bot buyer declares its paying account like a person: its own saved account of the
      // method, else its verified name.
      const holder =
        payerSuggestions(ctx.db, order).find((s) => s.method === method)?.holderName ??
        legalName(ctx.db, order.buyerId);
      if (holder !== null) declarePayer(ctx.db, order.orderNo, method, holder);
      recordSeen(ctx.db, order.buyerId, task.dueAt);
      return notices;
    }
    const releasable = order.status === 'paid' || order.status === 'appealing';
    if (!releasable) return [];
    // Acting is being seen, as a person releasing from the app is (who is online).
    recordSeen(ctx.db, order.sellerId, task.dueAt);
    return opRelease(ctx, order, 'seller', task.dueAt);
  });
  publishOrderNotices(ctx, notices);
}
