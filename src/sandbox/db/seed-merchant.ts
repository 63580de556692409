import { addDecimal, divideDecimal, multiplyDecimal, subtractDecimal } from '@/lib/decimal';
import { stmt, type Db } from '@/sandbox/db/database';
import { createRng } from '@/sandbox/db/prng';
import { int, text, textOrNull } from '@/sandbox/db/rows';
import { utcDay } from '@/sandbox/user/activity';
import { insertApplication, merchantConfig } from '@/sandbox/merchant/store';

/**
 * Seeds the merchant area: every certified user (the `merchant` persona and the seeded
 * advertisers) gets the security deposit their statistics show, locked before the sandbox
 * existed (so it is not taken from their seeded balance); the `merchant` persona also gets the
 * approved application behind it; certified advertisers get a 30-day history of daily activity
 * that adds up to their 30-day statistics. `verified` needs nothing: its seeded P2P USDT already
 * covers the deposit and the balance threshold (a test checks it).
 *
 * Safe to run on a database that already has them (it only adds what is missing), because
 * `seedMissing` runs it on databases seeded before this area existed. Deterministic for a `now`.
 */

const DAY_MS = 24 * 3600_000;
const ACTIVITY_SEED = 0x5eed_ac71;
const ACTIVITY_DAYS = 30;

interface CertifiedUser {
  id: number;
  uid: string;
  persona: string | null;
  createdAt: number;
  statsDeposit: string | null;
  completed30d: number;
  volume30d: string;
}

function certifiedUsers(db: Db): CertifiedUser[] {
  return stmt(
    db,
    `SELECT u.id, u.uid, u.persona, u.created_at, s.deposit, s.completed_30d, s.volume_30d
       FROM users u LEFT JOIN advertiser_stats s ON s.user_id = u.id
      WHERE u.is_merchant = 1 ORDER BY u.id`,
  )
    .all()
    .map((row) => ({
      id: int(row, 'id'),
      uid: text(row, 'uid'),
      persona: textOrNull(row, 'persona'),
      createdAt: int(row, 'created_at'),
      statsDeposit: textOrNull(row, 'deposit'),
      completed30d: row.completed_30d === null ? 0 : int(row, 'completed_30d'),
      volume30d: textOrNull(row, 'volume_30d') ?? '0',
    }));
}

/** A locked deposit for a certified user who has none (the amount their statistics show). */
function seedDeposit(db: Db, user: CertifiedUser, coin: string, fallbackAmount: string): void {
  const has = stmt(db, 'SELECT 1 AS found FROM merchant_deposits WHERE user_id = ?').get(user.id);
  if (has) return;
  const amount = user.statsDeposit ?? fallbackAmount;
  const lockedAt = user.createdAt + DAY_MS;
  stmt(
    db,
    `INSERT INTO merchant_deposits (user_id, coin, amount, agreement_accepted_at, locked_at)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(user.id, coin, amount, lockedAt, lockedAt);
  stmt(
    db,
    'INSERT INTO advertiser_stats (user_id) VALUES (?) ON CONFLICT (user_id) DO NOTHING',
  ).run(user.id);
  stmt(db, 'UPDATE advertiser_stats SET deposit = ? WHERE user_id = ?').run(amount, user.id);
  stmt(db, "UPDATE users SET merchant_stage = 'approved' WHERE id = ?").run(user.id);
}

/** The `merchant` persona's approved application, reviewed the day before its deposit. */
function seedPersonaApplication(db: Db, user: CertifiedUser, reviewSeconds: number): void {
  const has = stmt(db, 'SELECT 1 AS found FROM merchant_applications WHERE user_id = ?').get(
    user.id,
  );
  const deposit = stmt(
    db,
    'SELECT coin, amount, locked_at FROM merchant_deposits WHERE user_id = ? AND released_at IS NULL',
  ).get(user.id);
  if (has || !deposit) return;
  const submittedAt = int(deposit, 'locked_at') - DAY_MS;
  const reviewedAt = submittedAt + reviewSeconds * 1000;
  insertApplication(db, {
    userId: user.id,
    form: null,
    files: null,
    depositCoin: text(deposit, 'coin'),
    depositAmount: text(deposit, 'amount'),
    submittedAt,
    reviewDueAt: reviewedAt,
    decided: { outcome: 'approved', failReason: null, at: reviewedAt },
  });
}

/** `total` split over days by `weights` (integers, at least one positive), summing exactly. */
function splitCount(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((total * w) / sum));
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = weights.map((w, i) => [w, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; left > 0; k = (k + 1) % order.length) {
    const entry = order[k];
    if (entry && entry[0] > 0) {
      counts[entry[1]] = (counts[entry[1]] ?? 0) + 1;
      left -= 1;
    }
  }
  return counts;
}

/**
 * 30 days of activity ending today for a certified user with 30-day trades and no history yet:
 * completed orders spread over the days (some idle), the 30-day volume shared in proportion,
 * the last active day taking the rounding so the days add up to the statistics exactly.
 */
function seedActivity(db: Db, user: CertifiedUser, now: number): void {
  if (user.completed30d <= 0) return;
  const has = stmt(db, 'SELECT 1 AS found FROM advertiser_daily_activity WHERE user_id = ?').get(
    user.id,
  );
  if (has) return;
  const rng = createRng((ACTIVITY_SEED ^ Number(user.uid)) >>> 0);
  const weights = Array.from({ length: ACTIVITY_DAYS }, () =>
    rng.chance(0.15) ? 0 : rng.int(1, 10),
  );
  if (!weights.some((w) => w > 0)) weights[ACTIVITY_DAYS - 1] = 1;
  const counts = splitCount(user.completed30d, weights);
  const lastActive = counts.reduce((last, c, i) => (c > 0 ? i : last), -1);
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const insert = stmt(
    db,
    'INSERT INTO advertiser_daily_activity (user_id, day, completed, volume) VALUES (?, ?, ?, ?)',
  );
  let shared = '0';
  counts.forEach((count, i) => {
    if (count === 0) return;
    const volume =
      i === lastActive
        ? subtractDecimal(user.volume30d, shared)
        : divideDecimal(
            multiplyDecimal(user.volume30d, String(count)),
            String(user.completed30d),
            2,
          );
    shared = addDecimal(shared, volume);
    const day = utcDay(today - (ACTIVITY_DAYS - 1 - i) * DAY_MS);
    insert.run(user.id, day, count, volume);
  });
}

export function seedMerchantArea(db: Db, now: number): void {
  const config = merchantConfig(db);
  for (const user of certifiedUsers(db)) {
    seedDeposit(db, user, config.depositCoin, config.depositAmount);
    if (user.persona === 'merchant') seedPersonaApplication(db, user, config.reviewSeconds);
    seedActivity(db, user, now);
  }
}
