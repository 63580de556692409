import type { Db } from '@/sandbox/db/database';

let savepointSeq = 0;

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
  }
}
