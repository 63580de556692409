import { addDecimal, multiplyDecimal, roundDecimal } from '@/lib/decimal';
import { stmt, type Db } from '@/sandbox/db/database';
import { int, text } from '@/sandbox/db/rows';
import type { OrderRecord } from '@/sandbox/orders/store';
import { statsEffect, type OrderEnding, type StatsEffect } from '@/rules/trade-stats';

/**
 * Keeps `advertiser_stats` in step with orders, in the transition's own transaction. Counters
 * mean: `orders_30d` every finished order that counts for the user (completed, or ended by
 * their own doing: see `statsEffect` in `rules/trade-stats.ts`), `completed_30d` the completed
 * ones (success rate = completed / orders), `total_orders` every trade where coins changed
 * hands (what an ad's "completed trades" condition counts). Seeded history is the
 * starting point; the sandbox does not age counters out of the 30-day window.
 */

function ensureRow(db: Db, userId: number): void {
  stmt(
    db,
    'INSERT INTO advertiser_stats (user_id) VALUES (?) ON CONFLICT (user_id) DO NOTHING',
  ).run(userId);
}

/** The USDT equivalent of a quantity, for the volume figures (two decimals). */
function usdtVolume(db: Db, coin: string, quantity: string): string {
  const row = stmt(db, 'SELECT usd_price FROM p2p_coins WHERE coin = ?').get(coin);
  const price = row ? text(row, 'usd_price') : '0';
  return roundDecimal(multiplyDecimal(quantity, price), 2);
}

function addVolume(db: Db, userId: number, volume: string): void {
  const row = stmt(
    db,
    'SELECT volume_30d, volume_total FROM advertiser_stats WHERE user_id = ?',
  ).get(userId);
  if (!row) return;
  stmt(db, 'UPDATE advertiser_stats SET volume_30d = ?, volume_total = ? WHERE user_id = ?').run(
    addDecimal(text(row, 'volume_30d'), volume),
    addDecimal(text(row, 'volume_total'), volume),
    userId,
  );
}

/** Adds one ending's effect (see `statsEffect`) to one party's counters. */
function applyEffect(
  db: Db,
  userId: number,
  effect: StatsEffect,
  figures: {
    buyer: boolean;
    paySeconds: number;
    releaseSeconds: number | null;
    at: number;
    coin: string;
    quantity: string;
  },
): void {
  if (effect.orders === 0 && effect.trade === 0) return;
  ensureRow(db, userId);
  const traded = effect.trade === 1;
  const seller = !figures.buyer;
  stmt(
    db,
    `UPDATE advertiser_stats SET
       orders_30d = orders_30d + :orders, completed_30d = completed_30d + :completed,
       total_orders = total_orders + :trade,
       buy_count = buy_count + :buy, sell_count = sell_count + :sell,
       pay_seconds_sum = pay_seconds_sum + :paySeconds, pay_count = pay_count + :payCount,
       release_seconds_sum = release_seconds_sum + :releaseSeconds,
       release_count = release_count + :releaseCount,
       first_trade_at = CASE WHEN :trade = 1 THEN COALESCE(first_trade_at, :at) ELSE first_trade_at END
     WHERE user_id = :userId`,
  ).run({
    orders: effect.orders,
    completed: effect.completed,
    trade: effect.trade,
    buy: traded && figures.buyer ? 1 : 0,
    sell: traded && seller ? 1 : 0,
    paySeconds: traded && figures.buyer ? figures.paySeconds : 0,
    payCount: traded && figures.buyer ? 1 : 0,
    // Only a release by the seller measures how fast they release (not support's decision).
    releaseSeconds:
      traded && seller && figures.releaseSeconds !== null ? figures.releaseSeconds : 0,
    releaseCount: traded && seller && figures.releaseSeconds !== null ? 1 : 0,
    at: figures.at,
    userId,
  });
  if (traded) addVolume(db, userId, usdtVolume(db, figures.coin, figures.quantity));
}

/**
 * Counts an order's ending for both parties by its cause (`statsEffect`, the shared rule): a
 * trade adds volume, pay and release times; a cancellation counts against who caused it only.
 */
export function recordEnding(db: Db, order: OrderRecord, ending: OrderEnding, at: number): void {
  const effect = statsEffect(ending);
  const paySeconds =
    order.paidAt === null ? 0 : Math.round((order.paidAt - order.createdAt) / 1000);
  const releaseSeconds =
    ending === 'released' && order.paidAt !== null ? Math.round((at - order.paidAt) / 1000) : null;
  const base = { paySeconds, releaseSeconds, at, coin: order.coin, quantity: order.quantity };
  applyEffect(db, order.buyerId, effect.buyer, { ...base, buyer: true });
  applyEffect(db, order.sellerId, effect.seller, { ...base, buyer: false });
}

/** Completed trades of a user, for the advertisers' "completed trades" condition. */
export function completedTrades(db: Db, userId: number): number {
  const row = stmt(db, 'SELECT total_orders FROM advertiser_stats WHERE user_id = ?').get(userId);
  return row ? int(row, 'total_orders') : 0;
}
