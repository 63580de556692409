import { stmt, type Db } from '@/sandbox/db/database';
import type { Rng } from '@/sandbox/db/prng';

/**
 * Believable advertiser history for `advertiser_stats`, with the meanings the order engine keeps
 * (`src/sandbox/orders/trade-stats.ts`): `orders_30d` finished orders (completed or cancelled),
 * `completed_30d` the completed ones, `total_orders` completed trades (= buys + sells).
 */

const DAY_MS = 24 * 3600_000;

/** Counts, averages and volumes; `firstTradeDays` is days after registration. */
export interface StatsPlan {
  orders30d: number;
  completed30d: number;
  buyCount: number;
  sellCount: number;
  avgReleaseSeconds: number;
  avgPaySeconds: number;
  firstTradeDays: number;
  volume30d: string;
  volumeTotal: string;
  deposit: string;
}

/** A random but plausible history: 30-day orders in three size bands, 90-100 % completed. */
export function planStats(rng: Rng): StatsPlan {
  const orders30d = rng.pick([rng.int(8, 60), rng.int(60, 400), rng.int(400, 2500)]);
  const completed30d = Math.floor((orders30d * rng.int(900, 1000)) / 1000);
  const completedTotal = orders30d * rng.int(5, 40) + rng.int(0, 99);
  const sellCount = Math.floor((completedTotal * rng.int(40, 75)) / 100);
  const avgOrderUsd = rng.int(60, 900);
  return {
    orders30d,
    completed30d,
    buyCount: completedTotal - sellCount,
    sellCount,
    avgReleaseSeconds: rng.int(35, 420),
    avgPaySeconds: rng.int(90, 720),
    firstTradeDays: rng.int(1, 40),
    volume30d: `${completed30d * avgOrderUsd}.${rng.digits(2)}`,
    volumeTotal: `${completedTotal * avgOrderUsd}.${rng.digits(2)}`,
    deposit: rng.pick(['500', '1000', '2000', '5000']),
  };
}

/** Writes a stats row; the first trade is never later than 31 days ago (it has 30-day orders). */
export function insertStats(
  db: Db,
  userId: number,
  createdAt: number,
  plan: StatsPlan,
  now: number,
): void {
  const total = plan.buyCount + plan.sellCount;
  stmt(
    db,
    `INSERT INTO advertiser_stats (user_id, orders_30d, completed_30d, total_orders, buy_count,
       sell_count, release_seconds_sum, release_count, pay_seconds_sum, pay_count, first_trade_at,
       volume_30d, volume_total, deposit)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    userId,
    plan.orders30d,
    plan.completed30d,
    total,
    plan.buyCount,
    plan.sellCount,
    plan.avgReleaseSeconds * plan.sellCount,
    plan.sellCount,
    plan.avgPaySeconds * plan.buyCount,
    plan.buyCount,
    Math.min(createdAt + plan.firstTradeDays * DAY_MS, now - 31 * DAY_MS),
    plan.volume30d,
    plan.volumeTotal,
    plan.deposit,
  );
}
