/**
 * Migration: data that scales (issue 16, item 5). Registered in `db/migrations.ts`
 * (append-only); every statement may run twice (upgrade tests rewind the version and replay).
 *
 * - `ads_by_user_market` serves one advertiser's listed ads by market (`/user/markets`, the
 *   profile): `user_id` and `status` by equality, then `type` for its order. It replaces
 *   `ads_by_user (user_id, status)`, its prefix. Without it the planner walked `ads_market`
 *   (`status = 'listed'`, every listed ad) to get `type` in order: 37 ms at 50,000 ads.
 * - `market_versions` counts the writes to each market's ads (side, coin, fiat), bumped by
 *   triggers on `ads` and `ad_payment_methods`, so whatever writes an ad (a service, the seed, a
 *   test fixture, a hand-made SQL fix) moves the version of the markets it touched. The market's
 *   cache of priced, sorted ads (`market/market-cache.ts`) is valid while the version it was
 *   built at is current. Rows are never deleted (a reset keeps them), so a version never
 *   comes back to a value a cache was built at.
 */
const bump = (row: 'NEW' | 'OLD') => `
      INSERT INTO market_versions (type, coin, fiat, version)
      VALUES (${row}.type, ${row}.coin, ${row}.fiat, 1)
      ON CONFLICT (type, coin, fiat) DO UPDATE SET version = version + 1;`;

const bumpOfMethod = (row: 'NEW' | 'OLD') => `
      INSERT INTO market_versions (type, coin, fiat, version)
      SELECT type, coin, fiat, 1 FROM ads WHERE id = ${row}.ad_id
      ON CONFLICT (type, coin, fiat) DO UPDATE SET version = version + 1;`;

export const migration = {
  name: 'data that scales: the profile index and the market versions',
  sql: `
    CREATE INDEX IF NOT EXISTS ads_by_user_market ON ads (user_id, status, type, coin, fiat);
    DROP INDEX IF EXISTS ads_by_user;

    CREATE TABLE IF NOT EXISTS market_versions (
      type    TEXT NOT NULL,                -- the ads' type (the visitor's side is the other)
      coin    TEXT NOT NULL,
      fiat    TEXT NOT NULL,
      version INTEGER NOT NULL,             -- grows with every write to the market's ads
      PRIMARY KEY (type, coin, fiat)
    ) WITHOUT ROWID;

    CREATE TRIGGER IF NOT EXISTS ads_market_insert AFTER INSERT ON ads BEGIN${bump('NEW')}
    END;
    CREATE TRIGGER IF NOT EXISTS ads_market_update AFTER UPDATE ON ads BEGIN${bump('OLD')}${bump('NEW')}
    END;
    CREATE TRIGGER IF NOT EXISTS ads_market_delete AFTER DELETE ON ads BEGIN${bump('OLD')}
    END;
    CREATE TRIGGER IF NOT EXISTS ad_methods_market_insert AFTER INSERT ON ad_payment_methods
    BEGIN${bumpOfMethod('NEW')}
    END;
    CREATE TRIGGER IF NOT EXISTS ad_methods_market_update AFTER UPDATE ON ad_payment_methods
    BEGIN${bumpOfMethod('OLD')}${bumpOfMethod('NEW')}
    END;
    CREATE TRIGGER IF NOT EXISTS ad_methods_market_delete AFTER DELETE ON ad_payment_methods
    BEGIN${bumpOfMethod('OLD')}
    END;
  `,
};
