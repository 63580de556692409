/**
 * Migration: which ads each market version changed (issue 16, item 5), so the market cache
 * (`market/market-cache.ts`) re-prices only the ads a write touched instead of the whole market
 * (at 50,000 ads a market of ~1,000 took 13 ms or more to read and price again after every
 * order). Registered in `db/migrations.ts` (append-only); every statement may run twice.
 *
 * The triggers of `schema/ads-scale.ts` are replaced by ones that bump the market's version and,
 * in the same step, log `(market, new version, ad id)`: exactly one row per version, so a reader
 * can tell the log is complete between two versions by counting. Every `PRUNE_EVERY`th version
 * drops what is older than its market's last `WINDOW` versions; a cache further behind
 * prices the market again in full. Like `market_versions`, a reset keeps the rows. Seeding
 * pauses the log (`db/market-log.ts`: per-row triggers tripled the cost of inserting ads) and
 * then moves every market's version past it, so every cache prices its market again.
 */
const WINDOW = 256;
/** Pruning at every write doubled the cost of inserting ads; every 64th version is enough. */
const PRUNE_EVERY = 64;

/** Bumps the market of ads row `r`, logs the version with the ad, drops what the window left. */
const ofAd = (r: 'NEW' | 'OLD') => `
      INSERT INTO market_versions (type, coin, fiat, version) VALUES (${r}.type, ${r}.coin, ${r}.fiat, 1)
      ON CONFLICT (type, coin, fiat) DO UPDATE SET version = version + 1;
      INSERT INTO market_changes (type, coin, fiat, version, ad_id)
      SELECT type, coin, fiat, version, ${r}.id FROM market_versions
       WHERE type = ${r}.type AND coin = ${r}.coin AND fiat = ${r}.fiat;
      DELETE FROM market_changes
       WHERE type = ${r}.type AND coin = ${r}.coin AND fiat = ${r}.fiat
         AND version <= (SELECT version - ${WINDOW} FROM market_versions
                          WHERE type = ${r}.type AND coin = ${r}.coin AND fiat = ${r}.fiat
                            AND version % ${PRUNE_EVERY} = 0);`;

/**
 * The same for the ad an `ad_payment_methods` row `r` belongs to (none once the ad is gone: its
 * own delete logged it).
 */
const ofMethod = (r: 'NEW' | 'OLD') => `
      INSERT INTO market_versions (type, coin, fiat, version)
      SELECT type, coin, fiat, 1 FROM ads WHERE id = ${r}.ad_id
      ON CONFLICT (type, coin, fiat) DO UPDATE SET version = version + 1;
      INSERT INTO market_changes (type, coin, fiat, version, ad_id)
      SELECT v.type, v.coin, v.fiat, v.version, a.id
        FROM ads a JOIN market_versions v ON v.type = a.type AND v.coin = a.coin AND v.fiat = a.fiat
       WHERE a.id = ${r}.ad_id;
      DELETE FROM market_changes
       WHERE (type, coin, fiat) = (SELECT type, coin, fiat FROM ads WHERE id = ${r}.ad_id)
         AND version <= (SELECT v.version - ${WINDOW} FROM ads a JOIN market_versions v
                           ON v.type = a.type AND v.coin = a.coin AND v.fiat = a.fiat
                          WHERE a.id = ${r}.ad_id AND v.version % ${PRUNE_EVERY} = 0);`;

export const migration = {
  name: 'market changes: the ads each market version touched',
  sql: `
    CREATE TABLE IF NOT EXISTS market_changes (
      type    TEXT NOT NULL,
      coin    TEXT NOT NULL,
      fiat    TEXT NOT NULL,
      version INTEGER NOT NULL,             -- the market's version this write made
      ad_id   INTEGER NOT NULL,             -- the ad written (it may be gone since)
      PRIMARY KEY (type, coin, fiat, version)
    ) WITHOUT ROWID;

    -- A row here while the seed writes thousands of ads (\`db/market-log.ts\`): no per-row log.
    CREATE TABLE IF NOT EXISTS market_log_paused (since INTEGER NOT NULL);

    DROP TRIGGER IF EXISTS ads_market_insert;
    DROP TRIGGER IF EXISTS ads_market_update;
    DROP TRIGGER IF EXISTS ads_market_delete;
    DROP TRIGGER IF EXISTS ad_methods_market_insert;
    DROP TRIGGER IF EXISTS ad_methods_market_update;
    DROP TRIGGER IF EXISTS ad_methods_market_delete;

    CREATE TRIGGER ads_market_insert AFTER INSERT ON ads WHEN NOT EXISTS (SELECT 1 FROM market_log_paused) BEGIN${ofAd('NEW')}
    END;
    CREATE TRIGGER ads_market_update AFTER UPDATE ON ads WHEN NOT EXISTS (SELECT 1 FROM market_log_paused) BEGIN${ofAd('OLD')}${ofAd('NEW')}
    END;
    CREATE TRIGGER ads_market_delete AFTER DELETE ON ads WHEN NOT EXISTS (SELECT 1 FROM market_log_paused) BEGIN${ofAd('OLD')}
    END;
    CREATE TRIGGER ad_methods_market_insert AFTER INSERT ON ad_payment_methods WHEN NOT EXISTS (SELECT 1 FROM market_log_paused)
    BEGIN${ofMethod('NEW')}
    END;
    CREATE TRIGGER ad_methods_market_update AFTER UPDATE ON ad_payment_methods WHEN NOT EXISTS (SELECT 1 FROM market_log_paused)
    BEGIN${ofMethod('OLD')}${ofMethod('NEW')}
    END;
    CREATE TRIGGER ad_methods_market_delete AFTER DELETE ON ad_payment_methods WHEN NOT EXISTS (SELECT 1 FROM market_log_paused)
    BEGIN${ofMethod('OLD')}
    END;
  `,
};
