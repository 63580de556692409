import { addDecimal, multiplyDecimal, roundDecimal } from '@/lib/decimal';
import { stmt, type Db } from '@/sandbox/db/database';
import { int, text } from '@/sandbox/db/rows';
import type { OrderRecord } from '@/sandbox/orders/store';

/**
 * Keeps `advertiser_stats` in step with orders, in the transition's own transaction. Counters
 * mean: `orders_30d` every finished order of the user (completed or cancelled against them),
 * `completed_30d` the completed ones (success rate = completed / orders), `total_orders` every
 * completed trade (what an ad's "completed trades" condition counts). Seeded history is the
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

/** A completed trade counts for both parties: buy or sell side, pay and release times, volume. */
export function recordCompletion(db: Db, order: OrderRecord, at: number): void {
  const volume = usdtVolume(db, order.coin, order.quantity);
  const paySeconds =
    order.paidAt === null ? 0 : Math.round((order.paidAt - order.createdAt) / 1000);
  const releaseSeconds = order.paidAt === null ? 0 : Math.round((at - order.paidAt) / 1000);
  for (const userId of [order.buyerId, order.sellerId]) {
    ensureRow(db, userId);
    const buyer = userId === order.buyerId;
    stmt(
      db,
      `UPDATE advertiser_stats SET
         orders_30d = orders_30d + 1, completed_30d = completed_30d + 1,
         total_orders = total_orders + 1,
         buy_count = buy_count + :buy, sell_count = sell_count + :sell,
         pay_seconds_sum = pay_seconds_sum + :paySeconds, pay_count = pay_count + :buy,
         release_seconds_sum = release_seconds_sum + :releaseSeconds,
         release_count = release_count + :sell,
         first_trade_at = COALESCE(first_trade_at, :at)
       WHERE user_id = :userId`,
    ).run({
      buy: buyer ? 1 : 0,
      sell: buyer ? 0 : 1,
      paySeconds: buyer ? paySeconds : 0,
      releaseSeconds: buyer ? 0 : releaseSeconds,
      at,
      userId,
    });
    addVolume(db, userId, volume);
  }
}

/** A cancelled order counts against the buyer only (they cancelled, or did not pay in time). */
export function recordCancellation(db: Db, order: OrderRecord): void {
  ensureRow(db, order.buyerId);
  stmt(db, 'UPDATE advertiser_stats SET orders_30d = orders_30d + 1 WHERE user_id = ?').run(
    order.buyerId,
  );
}

/** Completed trades of a user, for the advertisers' "completed trades" condition. */
export function completedTrades(db: Db, userId: number): number {
  const row = stmt(db, 'SELECT total_orders FROM advertiser_stats WHERE user_id = ?').get(userId);
  return row ? int(row, 'total_orders') : 0;
}
