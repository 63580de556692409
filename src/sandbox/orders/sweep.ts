import type { SandboxContext } from '@/sandbox/context';
import { stmt } from '@/sandbox/db/database';
import { int, text } from '@/sandbox/db/rows';
import { runBotTask, type BotTask } from '@/sandbox/orders/bots';
import { answerAppealsAsBots } from '@/sandbox/orders/appeal-bots';
import { answerChats } from '@/sandbox/orders/chat-bots';
import { remindDeadlines } from '@/sandbox/orders/deadline-reminders';
import { sweepCardOrders } from '@/sandbox/card/progress';
import { sweepMerchantReviews } from '@/sandbox/merchant/review';
import { timeoutOrder } from '@/sandbox/orders/transitions';

/** One thing the clock made due: an unpaid order's deadline, or a bot's task. */
type Due =
  { at: number; kind: 'timeout'; orderNo: string } | { at: number; kind: 'bot'; task: BotTask };

/** Enough for any burst; what is left waits for the next sweep (each request and each tick). */
const BATCH = 200;

function dueNow(ctx: SandboxContext, now: number): Due[] {
  const timeouts: Due[] = stmt(
    ctx.db,
    `SELECT order_no, payment_deadline FROM orders
      WHERE status = 'pending_payment' AND payment_deadline <= ? ORDER BY payment_deadline LIMIT ?`,
  )
    .all(now, BATCH)
    .map((row) => ({
      at: int(row, 'payment_deadline'),
      kind: 'timeout',
      orderNo: text(row, 'order_no'),
    }));
  const tasks: Due[] = stmt(
    ctx.db,
    `SELECT id, order_no, action, due_at FROM bot_tasks
      WHERE done_at IS NULL AND due_at <= ? ORDER BY due_at, id LIMIT ?`,
  )
    .all(now, BATCH)
    .map((row) => ({
      at: int(row, 'due_at'),
      kind: 'bot',
      task: {
        id: int(row, 'id'),
        orderNo: text(row, 'order_no'),
        action: text(row, 'action') === 'pay' ? 'pay' : 'release',
        dueAt: int(row, 'due_at'),
      },
    }));
  return [...timeouts, ...tasks].sort((a, b) => a.at - b.at);
}

/**
 * Brings orders up to the sandbox clock: cancels unpaid orders past their deadline, reminds
 * buyers of deadlines a few minutes away (`deadline-reminders.ts`) and runs the
 * bots' due tasks, in the order they fell due (a bot that pays 5 s after placing beats a 15 min
 * deadline even when the clock jumped an hour). Each step is its own transaction that re-checks
 * the order, so a sweep racing a user's action can never apply a transition twice. Runs at the
 * start of every API request and on a timer (real clock only); returns how many steps it took.
 */
export function sweep(ctx: SandboxContext): number {
  const now = ctx.clock.now();
  const due = dueNow(ctx, now);
  for (const item of due) {
    if (item.kind === 'timeout') timeoutOrder(ctx, item.orderNo);
    else runBotTask(ctx, item.task);
  }
  // After the timeouts, so an order whose deadline has already passed is cancelled, not
  // reminded. A reminder is a message, not a step of an order, so it is not counted.
  remindDeadlines(ctx);
  // Bots' chat answers are messages too, not order steps: not counted either.
  answerChats(ctx);
  // Nor are bots' answers to appeals raised against them: the order's state does not change.
  answerAppealsAsBots(ctx);
  return due.length + sweepMerchantReviews(ctx) + sweepCardOrders(ctx);
}

/** `sweep` for the request middleware and the timer: a failure is logged, never thrown. */
export function safeSweep(ctx: SandboxContext): void {
  try {
    sweep(ctx);
  } catch (error) {
    ctx.log(
      `[sandbox] order sweep failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  }
}
