import { stmt, type Db } from '@/sandbox/db/database';
import { int, text } from '@/sandbox/db/rows';
import type { OrderRecord } from '@/sandbox/orders/store';

/**
 * When the advertiser of an order is a seeded bot (`p2p_bots`), what it will do and when, as a
 * `bot_tasks` row the sweep runs on the sandbox clock: on its buy ads it pays `delay_seconds`
 * after the order is placed (the user then releases); on its sell ads an `auto` bot releases
 * `delay_seconds` after the buyer marks paid, while a `never_release` bot never does (so the
 * appeal flow can be tried). Written in the transition's transaction.
 */

export interface Bot {
  mode: 'auto' | 'never_release';
  delaySeconds: number;
}

/** The user's bot settings, or undefined for a human. */
export function botOf(db: Db, userId: number): Bot | undefined {
  const row = stmt(db, 'SELECT mode, delay_seconds FROM p2p_bots WHERE user_id = ?').get(userId);
  if (!row) return undefined;
  return {
    mode: text(row, 'mode') === 'never_release' ? 'never_release' : 'auto',
    delaySeconds: int(row, 'delay_seconds'),
  };
}

function addTask(db: Db, orderNo: string, action: 'pay' | 'release', dueAt: number): void {
  stmt(db, 'INSERT INTO bot_tasks (order_no, action, due_at) VALUES (?, ?, ?)').run(
    orderNo,
    action,
    dueAt,
  );
}

/** On placing: a bot that buys (its buy ad) will mark the order paid. */
export function scheduleBotPayment(db: Db, order: OrderRecord, placedAt: number): void {
  if (order.buyerId !== order.advertiserId) return;
  const bot = botOf(db, order.advertiserId);
  if (bot) addTask(db, order.orderNo, 'pay', placedAt + bot.delaySeconds * 1000);
}

/** On payment: an `auto` bot that sells (its sell ad) will release the coins. */
export function scheduleBotRelease(db: Db, order: OrderRecord, paidAt: number): void {
  if (order.sellerId !== order.advertiserId) return;
  const bot = botOf(db, order.advertiserId);
  if (bot?.mode === 'auto') addTask(db, order.orderNo, 'release', paidAt + bot.delaySeconds * 1000);
}
