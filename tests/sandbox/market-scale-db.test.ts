import { describe, expect, it } from 'vitest';
import { openDatabase } from '@/sandbox/db/database';
import { migrate } from '@/sandbox/db/migrations';
import { startSandbox } from './harness';
import { exec, rows } from './market-helpers';
import { useOlderDatabases } from './support/older-database';

/** The profile's query (`advertiserMarkets`): the markets of one advertiser's listed ads. */
const PROFILE_PLAN = `EXPLAIN QUERY PLAN
  SELECT DISTINCT a.type, a.coin, a.fiat, c.usd_price, f.usd_rate, f.scale, c.sort, f.sort
    FROM ads a JOIN p2p_coins c ON c.coin = a.coin JOIN p2p_fiats f ON f.fiat = a.fiat
   WHERE a.status = 'listed' AND a.user_id = ?
   ORDER BY a.type DESC, c.sort, f.sort`;

function planOf(h: ReturnType<typeof startSandbox>, userId: number): string {
  return rows(h, PROFILE_PLAN, userId)
    .map((r) => String(r.detail))
    .join('\n');
}

function statRows(h: ReturnType<typeof startSandbox>, table: string): number {
  return Number(rows(h, 'SELECT COUNT(*) AS n FROM sqlite_stat1 WHERE tbl = ?', table)[0]?.n);
}

function versionOf(h: ReturnType<typeof startSandbox>, type: string, coin: string, fiat: string) {
  const found = rows(
    h,
    'SELECT version FROM market_versions WHERE type = ? AND coin = ? AND fiat = ?',
    type,
    coin,
    fiat,
  )[0];
  return Number(found?.version ?? 0);
}

describe('data that scales: statistics, the profile index, market versions', () => {
  it('has the planner statistics after seeding (ANALYZE), and again after a reset', async () => {
    const h = startSandbox();
    expect(statRows(h, 'ads')).toBeGreaterThan(0);
    exec(h, 'DELETE FROM sqlite_stat1');
    expect(statRows(h, 'ads')).toBe(0);
    expect((await h.post('/sandbox/reset')).status).toBe(200);
    expect(statRows(h, 'ads')).toBeGreaterThan(0);
  });

  it('runs ANALYZE after migrating a database', () => {
    const db = openDatabase(':memory:');
    try {
      migrate(db);
      const found = db.prepare("SELECT name FROM sqlite_master WHERE name = 'sqlite_stat1'").get();
      expect(found).toBeDefined();
    } finally {
      db.close();
    }
  });

  it("reads one advertiser's listed ads through their own index, not every listed ad", () => {
    const h = startSandbox();
    const merchant = Number(rows(h, "SELECT id FROM users WHERE persona = 'merchant'")[0]?.id);
    expect(planOf(h, merchant)).toContain('INDEX ads_by_user_market (user_id=? AND status=?)');
    // Also before any statistics exist (a database the planner knows nothing about yet).
    exec(h, 'DELETE FROM sqlite_stat1');
    expect(planOf(h, merchant)).toContain('INDEX ads_by_user_market (user_id=? AND status=?)');
    expect(planOf(h, merchant)).not.toContain('ads_market');
  });

  it("moves a market's version on every write to its ads and their methods, and only its own", () => {
    const h = startSandbox();
    const ad = rows(
      h,
      "SELECT id FROM ads WHERE status = 'listed' AND type = 'sell' AND coin = 'USDT' AND fiat = 'GBP' LIMIT 1",
    )[0];
    const adId = Number(ad?.id);
    let before = versionOf(h, 'sell', 'USDT', 'GBP');
    const other = versionOf(h, 'buy', 'BTC', 'EUR');
    expect(before).toBeGreaterThan(0);

    exec(h, "UPDATE ads SET remaining = '1' WHERE id = ?", adId);
    expect(versionOf(h, 'sell', 'USDT', 'GBP')).toBeGreaterThan(before);
    before = versionOf(h, 'sell', 'USDT', 'GBP');
    exec(h, 'DELETE FROM ad_payment_methods WHERE ad_id = ? AND sort > 0', adId);
    exec(
      h,
      `INSERT OR IGNORE INTO ad_payment_methods (ad_id, method_code, sort)
       SELECT ?, code, 9 FROM p2p_payment_methods WHERE code NOT IN
         (SELECT method_code FROM ad_payment_methods WHERE ad_id = ?) LIMIT 1`,
      adId,
      adId,
    );
    expect(versionOf(h, 'sell', 'USDT', 'GBP')).toBeGreaterThan(before);
    // An ad moved to another market moves both.
    before = versionOf(h, 'sell', 'USDT', 'GBP');
    const eur = versionOf(h, 'sell', 'USDT', 'EUR');
    exec(h, "UPDATE ads SET fiat = 'EUR' WHERE id = ?", adId);
    expect(versionOf(h, 'sell', 'USDT', 'GBP')).toBeGreaterThan(before);
    expect(versionOf(h, 'sell', 'USDT', 'EUR')).toBeGreaterThan(eur);
    expect(versionOf(h, 'buy', 'BTC', 'EUR')).toBe(other);
  });

  it('logs each write with its version, but not the thousands of writes of a seed or reset', async () => {
    const h = startSandbox();
    const count = (table: string) => Number(rows(h, `SELECT COUNT(*) AS n FROM ${table}`)[0]?.n);
    expect(count('market_changes')).toBe(0);
    expect(count('market_log_paused')).toBe(0);
    exec(h, "UPDATE ads SET remarks = 'x' WHERE id = (SELECT MIN(id) FROM ads)");
    const logged = rows(h, 'SELECT version, ad_id FROM market_changes');
    expect(logged).toHaveLength(2); // the ad's market before and after the write
    expect(logged.map((r) => r.ad_id)).toEqual([logged[0]?.ad_id, logged[0]?.ad_id]);
    expect((await h.post('/sandbox/reset')).status).toBe(200);
    expect(count('market_changes')).toBe(2);
    expect(count('market_log_paused')).toBe(0);
  });

  it('keeps market versions growing across a reset (a cache built before it is never current)', async () => {
    const h = startSandbox();
    const before = versionOf(h, 'sell', 'USDT', 'GBP');
    expect((await h.post('/sandbox/reset')).status).toBe(200);
    expect(versionOf(h, 'sell', 'USDT', 'GBP')).toBeGreaterThan(before);
  });
});

describe('data that scales: an older database', () => {
  const olderDatabase = useOlderDatabases();

  it('gains the profile index and the market versions on its next start', () => {
    const dbPath = olderDatabase('market_versions');
    const h = startSandbox({ dbPath });
    const names = rows(h, "SELECT name FROM sqlite_master WHERE type IN ('index', 'table')").map(
      (r) => r.name,
    );
    expect(names).toContain('ads_by_user_market');
    expect(names).toContain('market_versions');
    expect(names).not.toContain('ads_by_user');
    const merchant = Number(rows(h, "SELECT id FROM users WHERE persona = 'merchant'")[0]?.id);
    expect(planOf(h, merchant)).toContain('ads_by_user_market');
  });
});
