import type { SeedOptions } from '@/sandbox/db/seed-options';
import { stmt, type Db } from '@/sandbox/db/database';
import { CONFIG_SEEDS } from '@/sandbox/db/seed-data/config';
import { COIN_SEEDS, FIAT_SEEDS } from '@/sandbox/db/seed-data/p2p-catalogue';
import { PAYMENT_METHOD_SEEDS } from '@/sandbox/db/seed-data/payment-methods';
import { seedAdvertisers } from '@/sandbox/db/seed-market/advertisers';
import { seedPersonaMarket } from '@/sandbox/db/seed-market/personas';
import { configInt } from '@/sandbox/config';

/** True once the P2P catalogue is in; a database seeded before the market gets it on start. */
export function isMarketSeeded(db: Db): boolean {
  return stmt(db, 'SELECT 1 AS found FROM p2p_coins LIMIT 1').get() !== undefined;
}

function seedP2pCatalogue(db: Db): void {
  const coin = stmt(
    db,
    'INSERT INTO p2p_coins (coin, name, scale, usd_price, sort) VALUES (?, ?, ?, ?, ?)',
  );
  COIN_SEEDS.forEach((c, i) => coin.run(c.coin, c.name, c.scale, c.usdPrice, i));

  const fiat = stmt(
    db,
    `INSERT INTO p2p_fiats (fiat, name, symbol, scale, usd_rate, country, min_single, max_single, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  FIAT_SEEDS.forEach((f, i) =>
    fiat.run(f.fiat, f.name, f.symbol, f.scale, f.usdRate, f.country, f.minSingle, f.maxSingle, i),
  );

  const method = stmt(
    db,
    'INSERT INTO p2p_payment_methods (code, name, color, category, sort) VALUES (?, ?, ?, ?, ?)',
  );
  const methodFiat = stmt(db, 'INSERT INTO p2p_payment_method_fiats (code, fiat) VALUES (?, ?)');
  PAYMENT_METHOD_SEEDS.forEach((m, i) => {
    method.run(m.code, m.name, m.color, m.category, i);
    for (const f of m.fiats) methodFiat.run(m.code, f);
  });
}

/**
 * The P2P market: catalogue (coins, fiats, payment methods), advertisers with their ads, bots
 * and balances, and the personas' balances, methods and ads. Deterministic for a given `now`.
 * Run inside the caller's transaction. Config keys missing from an older database are added.
 */
export function seedMarket(db: Db, now: number, options: SeedOptions = {}): void {
  const config = stmt(
    db,
    'INSERT OR IGNORE INTO config (key, value, description) VALUES (?, ?, ?)',
  );
  for (const [key, { value, description }] of Object.entries(CONFIG_SEEDS)) {
    config.run(key, value, description);
  }
  seedP2pCatalogue(db);
  seedAdvertisers(db, now, options.seedAds ?? 0, configInt(db, 'p2p.botDelaySeconds'));
  seedPersonaMarket(db, now);
}
