import { describe, expect, it } from 'vitest';
import { addDecimal, compareDecimal } from '@/lib/decimal';
import { createManualClock } from '@/sandbox/clock';
import { openDatabase, type Db } from '@/sandbox/db/database';
import { migrate } from '@/sandbox/db/migrations';
import { seed, seedMissing } from '@/sandbox/db/seed';
import { NEVER_RELEASE_NICKNAME } from '@/sandbox/db/seed-data/advertisers';
import { planMarket } from '@/sandbox/db/seed-market/advertisers';
import { createSandbox } from '@/sandbox/index';
import { startSandbox, type Harness } from './harness';
import { marketAll, rows } from './market-helpers';

const VISIBLE = "status = 'listed' AND remaining <> '0'";

function count(h: Harness, sql: string, ...params: (string | number)[]): number {
  return Number(rows(h, sql, ...params)[0]?.n);
}

describe('seeded market', () => {
  it('has 4 coins, at least 8 fiats with countries and limits, and payment methods for each', () => {
    const h = startSandbox();
    expect(rows(h, 'SELECT coin FROM p2p_coins ORDER BY sort').map((r) => r.coin)).toEqual([
      'USDT',
      'BTC',
      'ETH',
      'USDC',
    ]);
    const fiats = rows(h, 'SELECT * FROM p2p_fiats');
    expect(fiats.length).toBeGreaterThanOrEqual(8);
    for (const f of fiats) {
      expect(f.country).toMatch(/^[A-Z]{2}$/);
      expect(compareDecimal(String(f.min_single), String(f.max_single))).toBe(-1);
      const methods = count(
        h,
        'SELECT COUNT(*) AS n FROM p2p_payment_method_fiats WHERE fiat = ?',
        String(f.fiat),
      );
      expect(methods, String(f.fiat)).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(fiats.map((f) => f.country)).size).toBe(fiats.length);
  });

  it('has at least 40 certified advertisers from many countries, with statistics', () => {
    const h = startSandbox();
    const advertisers = rows(
      h,
      `SELECT u.*, s.total_orders FROM users u JOIN advertiser_stats s ON s.user_id = u.id
        WHERE u.persona IS NULL`,
    );
    expect(advertisers.length).toBeGreaterThanOrEqual(40);
    for (const a of advertisers) {
      expect(a).toMatchObject({ is_auth: 1, is_merchant: 1, type: 3 });
      expect(a.nickname).toEqual(expect.any(String));
      expect(Number(a.total_orders)).toBeGreaterThan(0);
    }
    expect(new Set(advertisers.map((a) => a.country)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(advertisers.map((a) => a.created_at)).size).toBe(advertisers.length);
    expect(count(h, 'SELECT COUNT(*) AS n FROM users WHERE persona IS NULL')).toBe(
      advertisers.length,
    );
  });

  it('has at least 400 visible ads over every coin, fiat and side, fixed and floating, some with conditions', () => {
    const h = startSandbox();
    expect(count(h, `SELECT COUNT(*) AS n FROM ads WHERE ${VISIBLE}`)).toBeGreaterThanOrEqual(400);
    const markets = count(
      h,
      `SELECT COUNT(*) AS n FROM (SELECT DISTINCT type, coin, fiat FROM ads WHERE ${VISIBLE})`,
    );
    const fiats = count(h, 'SELECT COUNT(*) AS n FROM p2p_fiats');
    expect(markets).toBe(2 * 4 * fiats);
    expect(count(h, "SELECT COUNT(*) AS n FROM ads WHERE price_type = 'floating'")).toBeGreaterThan(
      50,
    );
    expect(count(h, "SELECT COUNT(*) AS n FROM ads WHERE price_type = 'fixed'")).toBeGreaterThan(
      50,
    );
    expect(
      count(h, 'SELECT COUNT(*) AS n FROM ads WHERE min_registered_days IS NOT NULL'),
    ).toBeGreaterThan(5);
    expect(
      count(h, 'SELECT COUNT(*) AS n FROM ads WHERE min_completed_trades IS NOT NULL'),
    ).toBeGreaterThan(5);
    const ratios = rows(h, 'SELECT floating_ratio FROM ads WHERE floating_ratio IS NOT NULL');
    for (const { floating_ratio: ratio } of ratios) {
      expect(compareDecimal(String(ratio), '97')).toBeGreaterThanOrEqual(0);
      expect(compareDecimal(String(ratio), '103')).toBeLessThanOrEqual(0);
    }
  });

  it('keeps every ad’s limits inside its fiat’s bounds, minimum below maximum', () => {
    const h = startSandbox();
    const ads = rows(
      h,
      `SELECT a.id, a.min_limit, a.max_limit, f.min_single, f.max_single
         FROM ads a JOIN p2p_fiats f ON f.fiat = a.fiat`,
    );
    for (const ad of ads) {
      const [min, max] = [String(ad.min_limit), String(ad.max_limit)];
      expect(compareDecimal(min, String(ad.min_single)), `ad ${ad.id}`).toBeGreaterThanOrEqual(0);
      expect(compareDecimal(max, String(ad.max_single)), `ad ${ad.id}`).toBeLessThanOrEqual(0);
      expect(compareDecimal(min, max), `ad ${ad.id}`).toBe(-1);
    }
  });

  it('gives every ad 1-3 payment methods the advertiser saved and the ad’s fiat uses', () => {
    const h = startSandbox();
    const perAd = rows(
      h,
      `SELECT a.id, COUNT(m.method_code) AS n FROM ads a
         LEFT JOIN ad_payment_methods m ON m.ad_id = a.id GROUP BY a.id`,
    );
    for (const ad of perAd) expect(Number(ad.n), `ad ${ad.id}`).toBeGreaterThanOrEqual(1);
    for (const ad of perAd) expect(Number(ad.n), `ad ${ad.id}`).toBeLessThanOrEqual(3);
    const broken = rows(
      h,
      `SELECT m.ad_id FROM ad_payment_methods m JOIN ads a ON a.id = m.ad_id
         LEFT JOIN user_payment_methods u ON u.id = m.user_payment_method_id
         LEFT JOIN p2p_payment_method_fiats pf ON pf.code = m.method_code AND pf.fiat = a.fiat
        WHERE u.id IS NULL OR u.user_id <> a.user_id OR u.method_code <> m.method_code
           OR u.status <> 'active' OR pf.code IS NULL`,
    );
    expect(broken).toEqual([]);
  });

  it('saves realistic details for every payment method', () => {
    const h = startSandbox();
    for (const row of rows(h, 'SELECT method_code, fields FROM user_payment_methods')) {
      const fields = JSON.parse(String(row.fields)) as Record<string, string>;
      expect(Object.keys(fields).length, String(row.method_code)).toBeGreaterThanOrEqual(2);
      for (const value of Object.values(fields)) expect(value.trim()).not.toBe('');
    }
  });

  it('covers every advertiser’s sell ads with its p2p balance, nothing held', () => {
    const h = startSandbox();
    const needed = new Map<string, string>();
    for (const ad of rows(h, "SELECT user_id, coin, remaining FROM ads WHERE type = 'sell'")) {
      const key = `${ad.user_id}:${ad.coin}`;
      needed.set(key, addDecimal(needed.get(key) ?? '0', String(ad.remaining)));
    }
    expect(needed.size).toBeGreaterThan(150);
    for (const [key, amount] of needed) {
      const [user, coin] = key.split(':');
      const [balance] = rows(
        h,
        "SELECT available, held FROM balances WHERE user_id = ? AND account = 'p2p' AND coin = ?",
        Number(user),
        String(coin),
      );
      expect(balance, key).toBeDefined();
      expect(balance?.held).toBe('0');
      expect(compareDecimal(String(balance?.available), amount), key).toBeGreaterThanOrEqual(0);
    }
  });

  it('makes every advertiser a bot, exactly one never releasing, and no persona a bot', () => {
    const h = startSandbox();
    const bots = rows(
      h,
      'SELECT b.mode, b.delay_seconds, u.nickname, u.persona FROM p2p_bots b JOIN users u ON u.id = b.user_id',
    );
    expect(bots.length).toBe(count(h, 'SELECT COUNT(*) AS n FROM users WHERE persona IS NULL'));
    expect(bots.every((b) => b.persona === null && b.delay_seconds === 5)).toBe(true);
    const never = bots.filter((b) => b.mode === 'never_release');
    expect(never).toEqual([expect.objectContaining({ nickname: NEVER_RELEASE_NICKNAME })]);
    expect(bots.filter((b) => b.mode === 'auto')).toHaveLength(bots.length - 1);
  });

  it('lists the NeverRelease bot’s GBP USDT sell ad, open to anyone', async () => {
    const h = startSandbox();
    const ads = await marketAll(h, { side: 'buy', coin: 'USDT', fiat: 'GBP' });
    const ad = ads.find((a) => a.advertiser.nickname === NEVER_RELEASE_NICKNAME);
    expect(ad).toMatchObject({
      type: 'sell',
      conditions: { minRegisteredDays: null, minCompletedTrades: null },
    });
  });

  it('gives the personas what the two-browser trade needs', async () => {
    const h = startSandbox();
    const balances = (persona: string) =>
      rows(
        h,
        `SELECT b.account, b.coin, b.available FROM balances b JOIN users u ON u.id = b.user_id
          WHERE u.persona = ? ORDER BY b.account, b.coin`,
        persona,
      ).map((b) => `${b.account}:${b.coin}:${b.available}`);
    expect(balances('verified')).toEqual(
      expect.arrayContaining(['p2p:USDT:1500', 'p2p:BTC:0.05', 'spot:USDT:2500', 'spot:BTC:0.02']),
    );
    expect(balances('merchant')).toEqual(expect.arrayContaining(['p2p:USDT:20000']));
    expect(balances('agent').length).toBeGreaterThan(0);
    expect(balances('user')).toEqual([]);

    const merchantId = Number(rows(h, "SELECT id FROM users WHERE persona = 'merchant'")[0]?.id);
    for (const side of ['buy', 'sell']) {
      const ads = await marketAll(h, { side, coin: 'USDT', fiat: 'GBP', userId: merchantId });
      expect(ads, side).toHaveLength(1);
    }
    const saved = (persona: string) =>
      count(
        h,
        `SELECT COUNT(*) AS n FROM user_payment_methods m JOIN users u ON u.id = m.user_id
          WHERE u.persona = ?`,
        persona,
      );
    expect(saved('verified')).toBeGreaterThan(0);
    expect(saved('merchant')).toBeGreaterThan(0);
  });

  it('serves every seeded market through the API, every ad valid against the contract', async () => {
    const h = startSandbox();
    let shown = 0;
    for (const { coin } of rows(h, 'SELECT coin FROM p2p_coins')) {
      for (const { fiat } of rows(h, 'SELECT fiat FROM p2p_fiats')) {
        for (const side of ['buy', 'sell']) {
          shown += (await marketAll(h, { side, coin: String(coin), fiat: String(fiat) })).length;
        }
      }
    }
    // Seeded ads are never worth less than their minimum, so every visible ad is listed.
    expect(shown).toBe(count(h, `SELECT COUNT(*) AS n FROM ads WHERE ${VISIBLE}`));
  });
});

/** Every row of the seeded tables, in a stable order (some tables have no rowid). */
function dump(db: Db) {
  const tables = [
    'users',
    'advertiser_stats',
    'user_payment_methods',
    'ads',
    'ad_payment_methods',
    'balances',
    'p2p_bots',
    'p2p_coins',
    'p2p_fiats',
    'p2p_payment_methods',
    'config',
  ];
  return Object.fromEntries(
    tables.map((t) => [
      t,
      db
        .prepare(`SELECT * FROM ${t}`)
        .all()
        .map((r) => JSON.stringify(r))
        .sort(),
    ]),
  );
}

describe('seeding', () => {
  it('plans the same market every time (no Math.random, no clock)', () => {
    expect(planMarket(20)).toEqual(planMarket(20));
  });

  it('is deterministic: two sandboxes at the same time hold the same data', async () => {
    const a = createSandbox({ clock: createManualClock(), log: () => {} });
    const b = createSandbox({ clock: createManualClock(), log: () => {} });
    try {
      expect(dump(a.db)).toEqual(dump(b.db));
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('adds SEED_ADS generated ads on top of the same base market, still covered', async () => {
    const base = startSandbox();
    const baseAds = count(base, 'SELECT COUNT(*) AS n FROM ads');
    const big = createSandbox({ clock: createManualClock(), log: () => {}, seedAds: 300 });
    try {
      const ads = big.db.prepare('SELECT COUNT(*) AS n FROM ads').get();
      expect(Number(ads?.n)).toBe(baseAds + 300);
      const short = big.db
        .prepare(
          `SELECT a.user_id, a.coin FROM ads a
            LEFT JOIN balances b ON b.user_id = a.user_id AND b.account = 'p2p' AND b.coin = a.coin
            WHERE a.type = 'sell' AND b.user_id IS NULL`,
        )
        .all();
      expect(short).toEqual([]);
      // The regular advertisers' first ads are the same with or without extras.
      const first = (db: Db) => db.prepare('SELECT * FROM ads ORDER BY id LIMIT 50').all();
      expect(first(big.db)).toEqual(first(base.sandbox.db));
    } finally {
      await big.close();
    }
  });

  it('reseeds on reset, with the same SEED_ADS setting', async () => {
    const s = createSandbox({ clock: createManualClock(), log: () => {}, seedAds: 25 });
    try {
      const total = () => Number(s.db.prepare('SELECT COUNT(*) AS n FROM ads').get()?.n);
      const before = total();
      s.db.exec(
        "DELETE FROM ad_payment_methods; DELETE FROM ads; UPDATE p2p_coins SET usd_price = '1'",
      );
      expect(total()).toBe(0);
      const res = await s.app.request('/api/sandbox/reset', { method: 'POST' });
      expect(res.status).toBe(200);
      expect(total()).toBe(before);
      const btc = s.db.prepare("SELECT usd_price FROM p2p_coins WHERE coin = 'BTC'").get();
      expect(btc?.usd_price).toBe('97250.50');
    } finally {
      await s.close();
    }
  });

  it('adds the market to a database seeded before it existed, keeping what was there', () => {
    const db = openDatabase(':memory:');
    try {
      migrate(db);
      const now = Date.UTC(2025, 0, 15);
      seed(db, now);
      const personaIds = db.prepare('SELECT id FROM users WHERE persona IS NOT NULL').all();
      db.exec(`PRAGMA foreign_keys = OFF;
        DELETE FROM p2p_bots; DELETE FROM ad_payment_methods; DELETE FROM ads; DELETE FROM balances;
        DELETE FROM advertiser_stats; DELETE FROM user_payment_methods;
        DELETE FROM users WHERE persona IS NULL; DELETE FROM p2p_payment_method_fiats;
        DELETE FROM p2p_payment_methods; DELETE FROM p2p_fiats; DELETE FROM p2p_coins;
        DELETE FROM config WHERE key LIKE 'p2p.%';
        UPDATE users SET country = 'US' WHERE persona = 'merchant';
        PRAGMA foreign_keys = ON;`);
      seedMissing(db, now + 1000);
      expect(db.prepare('SELECT id FROM users WHERE persona IS NOT NULL').all()).toEqual(
        personaIds,
      );
      expect(Number(db.prepare('SELECT COUNT(*) AS n FROM ads').get()?.n)).toBeGreaterThan(400);
      expect(
        db.prepare("SELECT country FROM users WHERE persona = 'merchant'").get()?.country,
      ).toBe('GB');
      expect(
        db.prepare("SELECT value FROM config WHERE key = 'p2p.dailyCancelCap'").get()?.value,
      ).toBe('3');
      // Running it again changes nothing.
      const ads = db.prepare('SELECT COUNT(*) AS n FROM ads').get()?.n;
      seedMissing(db, now + 2000);
      expect(db.prepare('SELECT COUNT(*) AS n FROM ads').get()?.n).toBe(ads);
    } finally {
      db.close();
    }
  });
});
