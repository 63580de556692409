import type { Db } from '@/sandbox/db/database';

let savepointSeq = 0;

/** Writes waiting for the outermost transaction of a database to end (`writeEvenIfRolledBack`). */
const keptWrites = new WeakMap<Db, (() => void)[]>();

/**
 * Makes `write` stand even if the surrounding transaction is rolled back: it runs at once outside
 * a transaction, else right after the outermost one ends (committed or rolled back), in one of
 * its own. For a fact a refusal must not undo: a wrong second-factor code counts although the
 * action it guarded is refused and leaves no other trace. `write` must be synchronous.
 */
export function writeEvenIfRolledBack(db: Db, write: () => void): void {
  if (!db.isTransaction) {
    transaction(db, write);
    return;
  }
  const queue = keptWrites.get(db) ?? [];
  queue.push(write);
  keptWrites.set(db, queue);
}

function runKeptWrites(db: Db): void {
  const queue = keptWrites.get(db);
  if (!queue) return;
  keptWrites.delete(db);
  for (const write of queue) transaction(db, write);
}

/**
 * Runs `fn` atomically: everything it writes is committed together, or nothing is if it throws.
 * `BEGIN IMMEDIATE` takes the write lock up front, so two writers never deadlock upgrading a
 * read lock. A nested call becomes a savepoint, so services can compose without knowing whether
 * a caller already opened a transaction. `fn` must be synchronous (node:sqlite is).
 */
export function transaction<T>(db: Db, fn: () => T): T {
  const nested = db.isTransaction;
  const savepoint = `sp_${++savepointSeq}`;
  db.exec(nested ? `SAVEPOINT ${savepoint}` : 'BEGIN IMMEDIATE');
  try {
    const result = fn();
    if (result instanceof Promise) {
      throw new TypeError('transaction() callbacks must be synchronous');
    }
    db.exec(nested ? `RELEASE ${savepoint}` : 'COMMIT');
    return result;
  } catch (error) {
    if (nested) {
      db.exec(`ROLLBACK TO ${savepoint}`);
      db.exec(`RELEASE ${savepoint}`);
    } else if (db.isTransaction) {
      db.exec('ROLLBACK');
    }
    throw error;
  } finally {
    if (!nested) runKeptWrites(db);
  }
}
