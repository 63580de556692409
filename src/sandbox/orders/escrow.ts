import { addDecimal, compareDecimal, subtractDecimal } from '@/lib/decimal';
import type { Db } from '@/sandbox/db/database';
import { stmt } from '@/sandbox/db/database';
import { text } from '@/sandbox/db/rows';

/**
 * P2P balances and escrow. Orders only ever move coins between the two columns of the `p2p`
 * account: placing holds the seller's coins (available → held), release pays the buyer (seller
 * held → buyer available), cancel gives them back (held → available). Each move keeps the sum
 * of available + held per coin unchanged and refuses to go below zero, so the invariants the
 * tests check hold by construction. Callers run these inside the order's transaction.
 */

const ACCOUNT = 'p2p';

interface Balance {
  available: string;
  held: string;
}

/** A user's P2P balance of one coin (zero when they never had any). */
export function p2pBalance(db: Db, userId: number, coin: string): Balance {
  const row = stmt(
    db,
    'SELECT available, held FROM balances WHERE user_id = ? AND account = ? AND coin = ?',
  ).get(userId, ACCOUNT, coin);
  return row
    ? { available: text(row, 'available'), held: text(row, 'held') }
    : { available: '0', held: '0' };
}

function write(db: Db, userId: number, coin: string, balance: Balance): void {
  if (compareDecimal(balance.available, '0') < 0 || compareDecimal(balance.held, '0') < 0) {
    // The engine checks amounts before moving them; reaching this is a bug, never user input.
    throw new Error(`Balance of user ${userId} in ${coin} would go negative`);
  }
  stmt(
    db,
    `INSERT INTO balances (user_id, account, coin, available, held) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id, account, coin) DO UPDATE SET available = excluded.available,
       held = excluded.held`,
  ).run(userId, ACCOUNT, coin, balance.available, balance.held);
}

/** True when the user's available P2P balance covers `quantity`. */
export function canHold(db: Db, userId: number, coin: string, quantity: string): boolean {
  return compareDecimal(p2pBalance(db, userId, coin).available, quantity) >= 0;
}

/** Escrow: available → held. Check `canHold` first; an uncovered hold is a bug and throws. */
export function holdCoins(db: Db, userId: number, coin: string, quantity: string): void {
  const b = p2pBalance(db, userId, coin);
  write(db, userId, coin, {
    available: subtractDecimal(b.available, quantity),
    held: addDecimal(b.held, quantity),
  });
}

/** Cancel: the seller's held coins go back to their available balance. */
export function returnHeld(db: Db, userId: number, coin: string, quantity: string): void {
  const b = p2pBalance(db, userId, coin);
  write(db, userId, coin, {
    available: addDecimal(b.available, quantity),
    held: subtractDecimal(b.held, quantity),
  });
}

/** Release: the seller's held coins become the buyer's available balance. */
export function payOutHeld(
  db: Db,
  sellerId: number,
  buyerId: number,
  coin: string,
  quantity: string,
): void {
  const seller = p2pBalance(db, sellerId, coin);
  write(db, sellerId, coin, {
    available: seller.available,
    held: subtractDecimal(seller.held, quantity),
  });
  const buyer = p2pBalance(db, buyerId, coin);
  write(db, buyerId, coin, {
    available: addDecimal(buyer.available, quantity),
    held: buyer.held,
  });
}
