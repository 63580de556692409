import type { AccountType } from '@/contract/wallet';
import { addDecimal, compareDecimal, subtractDecimal } from '@/lib/decimal';
import { stmt, type Db } from '@/sandbox/db/database';
import { text } from '@/sandbox/db/rows';

/**
 * Available balances of any account (the `balances` table) and of isolated-margin pairs
 * (`isolated_balances`), for transfers, card deliveries and the balance reads. Only `available`
 * is touched here: `held` belongs to the P2P escrow (`balances.ts`) and is left as it is.
 * Callers check amounts first and run these inside their transaction; going below zero is a bug.
 */

/** Where a balance lives: an account, and for isolated margin the pair within it. */
export interface Pocket {
  account: AccountType;
  /** Set for isolated margin only. */
  pair?: string;
}

function assertNotNegative(value: string, userId: number, coin: string): void {
  if (compareDecimal(value, '0') < 0) {
    throw new Error(`Balance of user ${userId} in ${coin} would go negative`);
  }
}

/** The available balance of a coin in a pocket ("0" when the user never had any). */
export function availableIn(db: Db, userId: number, pocket: Pocket, coin: string): string {
  const row =
    pocket.pair === undefined
      ? stmt(
          db,
          'SELECT available FROM balances WHERE user_id = ? AND account = ? AND coin = ?',
        ).get(userId, pocket.account, coin)
      : stmt(
          db,
          `SELECT available FROM isolated_balances
            WHERE user_id = ? AND account = ? AND pair = ? AND coin = ?`,
        ).get(userId, pocket.account, pocket.pair, coin);
  return row ? text(row, 'available') : '0';
}

/** Sets the available balance of a coin in a pocket (held, for an account, is kept). */
function setAvailable(
  db: Db,
  userId: number,
  pocket: Pocket,
  coin: string,
  available: string,
): void {
  assertNotNegative(available, userId, coin);
  if (pocket.pair === undefined) {
    stmt(
      db,
      `INSERT INTO balances (user_id, account, coin, available, held) VALUES (?, ?, ?, ?, '0')
       ON CONFLICT (user_id, account, coin) DO UPDATE SET available = excluded.available`,
    ).run(userId, pocket.account, coin, available);
    return;
  }
  stmt(
    db,
    `INSERT INTO isolated_balances (user_id, account, pair, coin, available) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id, account, pair, coin) DO UPDATE SET available = excluded.available`,
  ).run(userId, pocket.account, pocket.pair, coin, available);
}

/** Adds `amount` to the available balance. */
export function credit(db: Db, userId: number, pocket: Pocket, coin: string, amount: string): void {
  setAvailable(db, userId, pocket, coin, addDecimal(availableIn(db, userId, pocket, coin), amount));
}

/** Takes `amount` from the available balance; check it is covered first. */
export function debit(db: Db, userId: number, pocket: Pocket, coin: string, amount: string): void {
  const rest = subtractDecimal(availableIn(db, userId, pocket, coin), amount);
  setAvailable(db, userId, pocket, coin, rest);
}
