import type { SandboxContext } from '@/sandbox/context';
import { stmt } from '@/sandbox/db/database';
import { int, text, type Row } from '@/sandbox/db/rows';
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

/** Enough for any burst; what is left waits for the next sweep (each tick, each clock move). */
const BATCH = 200;

function toTimeout(row: Row): Due {
  return { at: int(row, 'payment_deadline'), kind: 'timeout', orderNo: text(row, 'order_no') };
}

function toBotTask(row: Row): Due {
  return {
    at: int(row, 'due_at'),
    kind: 'bot',
    task: {
      id: int(row, 'id'),
      orderNo: text(row, 'order_no'),
      action: text(row, 'action') === 'pay' ? 'pay' : 'release',
      dueAt: int(row, 'due_at'),
    },
  };
}

function dueNow(ctx: SandboxContext, now: number): Due[] {
  const timeouts = stmt(
    ctx.db,
    `SELECT order_no, payment_deadline FROM orders
      WHERE status = 'pending_payment' AND payment_deadline <= ? ORDER BY payment_deadline LIMIT ?`,
  )
    .all(now, BATCH)
    .map(toTimeout);
  const tasks = stmt(
    ctx.db,
    `SELECT id, order_no, action, due_at FROM bot_tasks
      WHERE done_at IS NULL AND due_at <= ? ORDER BY due_at, id LIMIT ?`,
  )
    .all(now, BATCH)
    .map(toBotTask);
  return [...timeouts, ...tasks].sort((a, b) => a.at - b.at);
}

/** `dueNow` for the orders where `userId` is a party (their indexes by buyer and seller). */
function dueNowOf(ctx: SandboxContext, now: number, userId: number): Due[] {
  const timeouts = stmt(
    ctx.db,
    `SELECT order_no, payment_deadline FROM orders
      WHERE (buyer_id = :userId OR seller_id = :userId)
        AND status = 'pending_payment' AND payment_deadline <= :now`,
  )
    .all({ userId, now })
    .map(toTimeout);
  const tasks = stmt(
    ctx.db,
    `SELECT t.id, t.order_no, t.action, t.due_at FROM bot_tasks t
       JOIN orders o ON o.order_no = t.order_no
      WHERE t.done_at IS NULL AND t.due_at <= :now
        AND (o.buyer_id = :userId OR o.seller_id = :userId)`,
  )
    .all({ userId, now })
    .map(toBotTask);
  return [...timeouts, ...tasks].sort((a, b) => a.at - b.at);
}

function runDue(ctx: SandboxContext, due: readonly Due[]): void {
  for (const item of due) {
    if (item.kind === 'timeout') timeoutOrder(ctx, item.orderNo);
    else runBotTask(ctx, item.task);
  }
}

/**
 * Brings orders up to the sandbox clock: cancels unpaid orders past their deadline, reminds
 * buyers of deadlines a few minutes away (`deadline-reminders.ts`) and runs the
 * bots' due tasks, in the order they fell due (a bot that pays 5 s after placing beats a 15 min
 * deadline even when the clock jumped an hour). Each step is its own transaction that re-checks
 * the order, so a sweep racing a user's action can never apply a transition twice. Runs on a
 * timer (real clock only) and once after each clock move (`http/sweep.ts`, never before every
 * request); returns how many steps it took.
 */
export function sweep(ctx: SandboxContext): number {
  const now = ctx.clock.now();
  const due = dueNow(ctx, now);
  runDue(ctx, due);
  // After the timeouts, so an order whose deadline has already passed is cancelled, not
  // reminded. A reminder is a message, not a step of an order, so it is not counted.
  remindDeadlines(ctx);
  // Bots' chat answers are messages too, not order steps: not counted either.
  answerChats(ctx);
  // Nor are bots' answers to appeals raised against them: the order's state does not change.
  answerAppealsAsBots(ctx);
  return due.length + sweepMerchantReviews(ctx) + sweepCardOrders(ctx);
}

function logFailure(ctx: SandboxContext, error: unknown): void {
  ctx.log(
    `[sandbox] order sweep failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
}

/** `sweep` for the timer and after clock moves (`http/sweep.ts`): a failure is logged, never thrown. */
export function safeSweep(ctx: SandboxContext): void {
  try {
    sweep(ctx);
  } catch (error) {
    logFailure(ctx, error);
  }
}

/**
 * The order steps one user's reads need first (their order list and an order's detail): their
 * unpaid orders past the deadline time out and the bots' due steps on their orders run, in due
 * order, as the sweep would. Between the timer's ticks the real clock runs ahead of the last
 * sweep by up to a second; a read must not show an order that is over as still payable. Two
 * indexed queries that almost always find nothing. Returns how many steps it took.
 */
export function sweepOrdersOf(ctx: SandboxContext, userId: number): number {
  try {
    const due = dueNowOf(ctx, ctx.clock.now(), userId);
    runDue(ctx, due);
    return due.length;
  } catch (error) {
    // Like the sweep: a failing step is logged, and the read still answers (the timer retries).
    logFailure(ctx, error);
    return 0;
  }
}
