import type { DailyActivity } from '@/contract/market';
import { addDecimal, multiplyDecimal, roundDecimal } from '@/lib/decimal';
import type { SandboxContext } from '@/sandbox/context';
import { stmt } from '@/sandbox/db/database';
import { int, text } from '@/sandbox/db/rows';
import { notFound } from '@/sandbox/errors';

/**
 * An advertiser's completed orders and volume per UTC day (`GET /c2c/v3/public/user/activity`,
 * the profile chart): the seeded history (`advertiser_daily_activity`) plus the orders completed
 * in the sandbox, where the user was either party, counted from `orders` itself, so a release by
 * the seller, a bot or support all show. Volume is the USDT equivalent at the coin's reference
 * price, two decimals, like the statistics' volume.
 */

const DAY_MS = 24 * 3600_000;

/** `2025-01-15` for an epoch ms (UTC). */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Every day of the window, oldest first, zeros included; `days` ends with today (UTC). */
export function userActivity(ctx: SandboxContext, userId: number, days: 7 | 30): DailyActivity[] {
  const { db } = ctx;
  if (!stmt(db, 'SELECT 1 AS found FROM users WHERE id = ?').get(userId)) {
    throw notFound(`There is no user with id ${userId}.`);
  }
  const today = Math.floor(ctx.clock.now() / DAY_MS) * DAY_MS;
  const start = today - (days - 1) * DAY_MS;
  const totals = new Map<string, { completed: number; volume: string }>();
  for (let i = 0; i < days; i++) {
    totals.set(utcDay(start + i * DAY_MS), { completed: 0, volume: '0' });
  }
  const add = (day: string, completed: number, volume: string) => {
    const entry = totals.get(day);
    if (!entry) return;
    entry.completed += completed;
    entry.volume = addDecimal(entry.volume, volume);
  };

  const seeded = stmt(
    db,
    'SELECT day, completed, volume FROM advertiser_daily_activity WHERE user_id = ? AND day >= ?',
  ).all(userId, utcDay(start));
  for (const row of seeded) add(text(row, 'day'), int(row, 'completed'), text(row, 'volume'));

  const completed = stmt(
    db,
    `SELECT o.completed_at, o.quantity, c.usd_price FROM orders o
       JOIN p2p_coins c ON c.coin = o.coin
      WHERE (o.buyer_id = ? OR o.seller_id = ?) AND o.status = 'completed' AND o.completed_at >= ?`,
  ).all(userId, userId, start);
  for (const row of completed) {
    const volume = multiplyDecimal(text(row, 'quantity'), text(row, 'usd_price'));
    add(utcDay(int(row, 'completed_at')), 1, roundDecimal(volume, 2));
  }

  return [...totals].map(([day, entry]) => ({
    day,
    completed: entry.completed,
    volume: roundDecimal(entry.volume, 2),
  }));
}
