import { stmt, type Db } from '@/sandbox/db/database';
import { transaction } from '@/sandbox/db/transaction';

/**
 * Runs a bulk write of ads (the seed, a reset) without the per-row market log of
 * `schema/market-changes.ts` (its triggers tripled the cost of inserting ads), then moves every
 * market's version on by one with no log row for it: a cache of any market finds the log
 * incomplete and prices the market again in full, so nothing cached before the write survives
 * it. One transaction: a failed write leaves neither the pause nor half the ads.
 */
export function withMarketLogPaused<T>(db: Db, write: () => T): T {
  return transaction(db, () => {
    stmt(db, 'INSERT INTO market_log_paused (since) VALUES (0)').run();
    const result = write();
    stmt(db, 'DELETE FROM market_log_paused').run();
    stmt(db, 'UPDATE market_versions SET version = version + 1').run();
    stmt(
      db,
      `INSERT INTO market_versions (type, coin, fiat, version)
       SELECT DISTINCT type, coin, fiat, 1 FROM ads WHERE true
       ON CONFLICT (type, coin, fiat) DO NOTHING`,
    ).run();
    return result;
  });
}
