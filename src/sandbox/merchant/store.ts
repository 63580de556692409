import type { DepositReleaseBlockers } from '@/rules/merchant';
import { addDecimal, compareDecimal } from '@/lib/decimal';
import { stmt, type Db } from '@/sandbox/db/database';
import { int, text, textOrNull, type Row } from '@/sandbox/db/rows';
import { CONFIG_SEEDS } from '@/sandbox/db/seed-data/config';
import { notFound } from '@/sandbox/errors';
import { p2pBalance } from '@/sandbox/orders/escrow';
import { configDecimal, configInt } from '@/sandbox/config';
import { toUserRecord, type MerchantStage, type UserRecord } from '@/sandbox/user/users';

/**
 * Rows of the merchant area (`db/schema/merchant.ts`): applications, the locked deposit, the
 * user's stage, and the counts that block a deposit release. Callers run the writes inside their
 * own transaction; nothing here decides whether an action is allowed.
 */

export interface MerchantConfig {
  reviewSeconds: number;
  depositCoin: string;
  depositAmount: string;
  /** P2P balance of the deposit coin a certified advertiser keeps, deposit included. */
  balanceThreshold: string;
}

/** The merchant settings (config table, seed value when a row is missing). */
export function merchantConfig(db: Db): MerchantConfig {
  const row = stmt(db, "SELECT value FROM config WHERE key = 'merchant.depositCoin'").get();
  const depositCoin = row ? text(row, 'value') : CONFIG_SEEDS['merchant.depositCoin'].value;
  if (!/^[A-Z0-9]{2,12}$/.test(depositCoin)) {
    throw new Error(`Config "merchant.depositCoin" should be a coin symbol, got "${depositCoin}"`);
  }
  return {
    reviewSeconds: configInt(db, 'merchant.reviewSeconds'),
    depositCoin,
    depositAmount: configDecimal(db, 'merchant.depositAmount'),
    balanceThreshold: configDecimal(db, 'merchant.balanceThreshold'),
  };
}

/** The user row as it is now (a session's copy may predate this request's own writes). */
export function freshUser(db: Db, userId: number): UserRecord {
  const row = stmt(db, 'SELECT * FROM users WHERE id = ?').get(userId);
  if (!row) throw notFound(`There is no user with id ${userId}.`);
  return toUserRecord(row);
}

export type ApplicationOutcome = 'approved' | 'rejected' | 'withdrawn';

export interface ApplicationRecord {
  id: number;
  userId: number;
  /** The typed fields; null for applications the seed or the sandbox control made. */
  form: Record<string, string> | null;
  /** The uploaded files' ids as sent (each null when the application had none). */
  files: { idPhoto: string | null; addressProof: string | null; video: string | null };
  depositCoin: string;
  depositAmount: string;
  outcome: ApplicationOutcome | null;
  failReason: string | null;
  submittedAt: number;
  reviewDueAt: number;
  reviewedAt: number | null;
}

const OUTCOMES: readonly ApplicationOutcome[] = ['approved', 'rejected', 'withdrawn'];

function parseForm(raw: string | null): Record<string, string> | null {
  if (raw === null) return null;
  const parsed: unknown = JSON.parse(raw);
  if (typeof parsed !== 'object' || parsed === null) return null;
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

function toApplication(row: Row): ApplicationRecord {
  const outcome = textOrNull(row, 'outcome');
  const reviewedAt = row.reviewed_at;
  return {
    id: int(row, 'id'),
    userId: int(row, 'user_id'),
    form: parseForm(textOrNull(row, 'form')),
    files: {
      idPhoto: textOrNull(row, 'id_photo'),
      addressProof: textOrNull(row, 'address_proof'),
      video: textOrNull(row, 'video'),
    },
    depositCoin: text(row, 'deposit_coin'),
    depositAmount: text(row, 'deposit_amount'),
    outcome: OUTCOMES.find((o) => o === outcome) ?? null,
    failReason: textOrNull(row, 'fail_reason'),
    submittedAt: int(row, 'submitted_at'),
    reviewDueAt: int(row, 'review_due_at'),
    reviewedAt: reviewedAt === null ? null : int(row, 'reviewed_at'),
  };
}

/** The user's latest application, or null when they never applied. */
export function latestApplication(db: Db, userId: number): ApplicationRecord | null {
  const row = stmt(
    db,
    'SELECT * FROM merchant_applications WHERE user_id = ? ORDER BY id DESC LIMIT 1',
  ).get(userId);
  return row ? toApplication(row) : null;
}

interface NewApplication {
  userId: number;
  form: Record<string, string> | null;
  files: { idPhoto: string; addressProof: string; video: string } | null;
  depositCoin: string;
  depositAmount: string;
  submittedAt: number;
  reviewDueAt: number;
  /** Already decided (sandbox control and seed); omitted: waits for the review. */
  decided?: { outcome: ApplicationOutcome; failReason: string | null; at: number };
}

export function insertApplication(db: Db, a: NewApplication): number {
  const { lastInsertRowid } = stmt(
    db,
    `INSERT INTO merchant_applications (user_id, form, id_photo, address_proof, video,
       deposit_coin, deposit_amount, outcome, fail_reason, submitted_at, review_due_at, reviewed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    a.userId,
    a.form === null ? null : JSON.stringify(a.form),
    a.files?.idPhoto ?? null,
    a.files?.addressProof ?? null,
    a.files?.video ?? null,
    a.depositCoin,
    a.depositAmount,
    a.decided?.outcome ?? null,
    a.decided?.failReason ?? null,
    a.submittedAt,
    a.reviewDueAt,
    a.decided?.at ?? null,
  );
  return Number(lastInsertRowid);
}

/** Decides an application still in review; false when it was already decided. */
export function decideApplication(
  db: Db,
  id: number,
  outcome: ApplicationOutcome,
  failReason: string | null,
  at: number,
): boolean {
  const { changes } = stmt(
    db,
    `UPDATE merchant_applications SET outcome = ?, fail_reason = ?, reviewed_at = ?
      WHERE id = ? AND outcome IS NULL`,
  ).run(outcome, failReason, at, id);
  return Number(changes) === 1;
}

/** Applications whose review time has come, oldest due first. */
export function dueApplications(db: Db, now: number, limit: number): ApplicationRecord[] {
  return stmt(
    db,
    `SELECT * FROM merchant_applications WHERE outcome IS NULL AND review_due_at <= ?
      ORDER BY review_due_at, id LIMIT ?`,
  )
    .all(now, limit)
    .map(toApplication);
}

/** Sets where the user stands: the stage and whether they are certified. */
export function setMerchantState(
  db: Db,
  userId: number,
  stage: MerchantStage,
  certified: boolean,
): void {
  stmt(db, 'UPDATE users SET merchant_stage = ?, is_merchant = ? WHERE id = ?').run(
    stage,
    certified ? 1 : 0,
    userId,
  );
}

interface DepositRecord {
  coin: string;
  amount: string;
  lockedAt: number;
  agreementAcceptedAt: number;
}

/** The user's locked deposit, or null. */
export function lockedDeposit(db: Db, userId: number): DepositRecord | null {
  const row = stmt(
    db,
    'SELECT * FROM merchant_deposits WHERE user_id = ? AND released_at IS NULL',
  ).get(userId);
  return row
    ? {
        coin: text(row, 'coin'),
        amount: text(row, 'amount'),
        lockedAt: int(row, 'locked_at'),
        agreementAcceptedAt: int(row, 'agreement_accepted_at'),
      }
    : null;
}

/**
 * Adds `delta` (negative to take) to the user's P2P available balance, leaving escrow (`held`)
 * alone. Callers check the balance first; going below zero is a bug and throws.
 */
export function adjustAvailable(db: Db, userId: number, coin: string, delta: string): void {
  const balance = p2pBalance(db, userId, coin);
  const available = addDecimal(balance.available, delta);
  if (compareDecimal(available, '0') < 0) {
    throw new Error(`P2P ${coin} balance of user ${userId} would go negative`);
  }
  stmt(
    db,
    `INSERT INTO balances (user_id, account, coin, available, held) VALUES (?, 'p2p', ?, ?, '0')
     ON CONFLICT (user_id, account, coin) DO UPDATE SET available = excluded.available`,
  ).run(userId, coin, available);
}

/** The advertiser statistics' deposit figure (what profiles show); null when none. */
function setStatsDeposit(db: Db, userId: number, amount: string | null): void {
  stmt(
    db,
    'INSERT INTO advertiser_stats (user_id) VALUES (?) ON CONFLICT (user_id) DO NOTHING',
  ).run(userId);
  stmt(db, 'UPDATE advertiser_stats SET deposit = ? WHERE user_id = ?').run(amount, userId);
}

/**
 * Locks the deposit: the coins leave the P2P available balance, the advertiser agreement counts
 * as accepted at the same moment, and the statistics show the deposit.
 */
export function lockDepositRow(
  db: Db,
  userId: number,
  coin: string,
  amount: string,
  at: number,
): void {
  adjustAvailable(db, userId, coin, `-${amount}`);
  stmt(
    db,
    `INSERT INTO merchant_deposits (user_id, coin, amount, agreement_accepted_at, locked_at)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(userId, coin, amount, at, at);
  setStatsDeposit(db, userId, amount);
}

/** Releases the locked deposit back to the P2P available balance; the released one, or null. */
export function releaseDepositRow(db: Db, userId: number, at: number): DepositRecord | null {
  const deposit = lockedDeposit(db, userId);
  if (deposit) {
    stmt(
      db,
      'UPDATE merchant_deposits SET released_at = ? WHERE user_id = ? AND released_at IS NULL',
    ).run(at, userId);
    adjustAvailable(db, userId, deposit.coin, deposit.amount);
  }
  setStatsDeposit(db, userId, null);
  return deposit;
}

/** What stands in the way of a deposit release: listed ads and orders in progress. */
export function depositReleaseBlockers(db: Db, userId: number): DepositReleaseBlockers {
  const ads = stmt(db, "SELECT COUNT(*) AS n FROM ads WHERE user_id = ? AND status = 'listed'").get(
    userId,
  );
  const orders = stmt(
    db,
    `SELECT COUNT(*) AS n FROM orders WHERE (buyer_id = ? OR seller_id = ?)
       AND status IN ('pending_payment', 'paid', 'appealing')`,
  ).get(userId, userId);
  return { listedAds: ads ? int(ads, 'n') : 0, openOrders: orders ? int(orders, 'n') : 0 };
}
