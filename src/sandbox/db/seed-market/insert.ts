import { addDecimal, multiplyDecimal, roundDecimal } from '@/lib/decimal';
import { stmt, type Db } from '@/sandbox/db/database';
import type { AdPlan } from '@/sandbox/db/seed-market/ad-plans';

/** Row writers shared by the advertiser and persona parts of the market seed. */

/** Saves a payment method for a user; returns its id. */
export function insertSavedMethod(
  db: Db,
  userId: number,
  code: string,
  fields: Record<string, string>,
  createdAt: number,
): number {
  const { lastInsertRowid } = stmt(
    db,
    `INSERT INTO user_payment_methods (user_id, method_code, fields, status, created_at)
     VALUES (?, ?, ?, 'active', ?)`,
  ).run(userId, code, JSON.stringify(fields), createdAt);
  return Number(lastInsertRowid);
}

/**
 * Inserts an ad and its payment methods, each pointing at the advertiser's saved method of that
 * code (`savedIds`), which is what a buyer is shown to pay to on a sell ad.
 */
export function insertAd(
  db: Db,
  userId: number,
  plan: AdPlan,
  savedIds: ReadonlyMap<string, number>,
  now: number,
): number {
  const createdAt = now - plan.ageMs;
  const { lastInsertRowid } = stmt(
    db,
    `INSERT INTO ads (user_id, type, coin, fiat, price_type, fixed_price, floating_ratio, quantity,
       remaining, min_limit, max_limit, payment_time_limit, remarks, min_registered_days,
       min_completed_trades, status, created_at, updated_at)
     VALUES (:userId, :type, :coin, :fiat, :priceType, :fixedPrice, :floatingRatio, :quantity,
       :remaining, :minLimit, :maxLimit, :paymentTimeLimit, :remarks, :minRegisteredDays,
       :minCompletedTrades, :status, :createdAt, :createdAt)`,
  ).run({
    userId,
    type: plan.type,
    coin: plan.coin,
    fiat: plan.fiat,
    priceType: plan.priceType,
    fixedPrice: plan.fixedPrice,
    floatingRatio: plan.floatingRatio,
    quantity: plan.quantity,
    remaining: plan.remaining,
    minLimit: plan.minLimit,
    maxLimit: plan.maxLimit,
    paymentTimeLimit: plan.paymentTimeLimit,
    remarks: plan.remarks,
    minRegisteredDays: plan.minRegisteredDays,
    minCompletedTrades: plan.minCompletedTrades,
    status: plan.status,
    createdAt,
  });
  const adId = Number(lastInsertRowid);
  const method = stmt(
    db,
    `INSERT INTO ad_payment_methods (ad_id, method_code, user_payment_method_id, sort)
     VALUES (?, ?, ?, ?)`,
  );
  plan.methods.forEach((code, sort) => {
    const saved = savedIds.get(code);
    if (saved === undefined) throw new Error(`Seed: user ${userId} has no saved ${code}`);
    method.run(adId, code, saved, sort);
  });
  return adId;
}

/** Sets a balance (available, nothing held), replacing any earlier seed value. */
export function setBalance(
  db: Db,
  userId: number,
  account: 'spot' | 'p2p',
  coin: string,
  available: string,
): void {
  stmt(
    db,
    `INSERT INTO balances (user_id, account, coin, available, held) VALUES (?, ?, ?, ?, '0')
     ON CONFLICT (user_id, account, coin) DO UPDATE SET available = excluded.available, held = '0'`,
  ).run(userId, account, coin, available);
}

/** Sums, per user and coin, the remaining quantity of sell ads: what the p2p balance must cover. */
export class SellCoverage {
  private readonly totals = new Map<string, { userId: number; coin: string; amount: string }>();

  add(userId: number, plan: AdPlan): void {
    if (plan.type !== 'sell') return;
    const key = `${userId}:${plan.coin}`;
    const entry = this.totals.get(key) ?? { userId, coin: plan.coin, amount: '0' };
    entry.amount = addDecimal(entry.amount, plan.remaining);
    this.totals.set(key, entry);
  }

  /** Each total with a margin of `extraPercent` (0-99 %), rounded down to the coin's scale. */
  *entries(
    scaleOf: (coin: string) => number,
    extraPercent: (userId: number, coin: string) => number,
  ): Generator<{ userId: number; coin: string; available: string }> {
    for (const { userId, coin, amount } of this.totals.values()) {
      const factor = `1.${String(extraPercent(userId, coin)).padStart(2, '0')}`;
      const withMargin = roundDecimal(multiplyDecimal(amount, factor), scaleOf(coin), 'down');
      yield { userId, coin, available: withMargin };
    }
  }
}
