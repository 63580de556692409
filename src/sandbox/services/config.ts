import { stmt, type Db } from '@/sandbox/db/database';
import { text } from '@/sandbox/db/rows';
import { CONFIG_SEEDS, type ConfigKey } from '@/sandbox/db/seed-data/config';

/**
 * Reads an integer setting from the config table (falling back to its seed value), so a demo
 * can tune countdowns and limits with one UPDATE and no restart.
 */
export function configInt(db: Db, key: ConfigKey): number {
  const row = stmt(db, 'SELECT value FROM config WHERE key = ?').get(key);
  const raw = row ? text(row, 'value') : CONFIG_SEEDS[key].value;
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) {
    throw new Error(`Config "${key}" should be an integer, got "${raw}"`);
  }
  return value;
}
