import { stmt, type Db } from '@/sandbox/db/database';
import { createRng } from '@/sandbox/db/prng';
import { PERSONA_SEEDS } from '@/sandbox/db/seed-data/personas';
import { PERSONA_MARKET_SEEDS } from '@/sandbox/db/seed-data/persona-market';
import { SEED_AUTO_REPLIES } from '@/sandbox/db/seed-data/auto-replies';
import { insertStats, planStats } from '@/sandbox/db/seed-market/stats';
import { insertAd, insertSavedMethod, setBalance } from '@/sandbox/db/seed-market/insert';
import { int } from '@/sandbox/db/rows';

const PERSONA_SEED = 0x5eed_9e45;
const DAY_MS = 24 * 3600_000;

/**
 * What the demo personas own on the market: balances (so `verified` can sell), saved payment
 * methods, and the `merchant`'s GBP USDT ads (with an auto-reply) that `verified` can take from
 * a second browser.
 * Personas are never bots. Also brings an older database's persona identity (country) up to
 * date, since the market relies on it.
 */
export function seedPersonaMarket(db: Db, now: number): void {
  const rng = createRng(PERSONA_SEED);
  const idOf = stmt(db, 'SELECT id, created_at FROM users WHERE persona = ?');
  for (const p of PERSONA_SEEDS) {
    stmt(db, 'UPDATE users SET country = ?, area_code = ?, phone = ? WHERE persona = ?').run(
      p.country,
      p.areaCode,
      p.phone,
      p.persona,
    );
  }
  for (const seed of PERSONA_MARKET_SEEDS) {
    const row = idOf.get(seed.persona);
    if (!row) continue;
    const userId = int(row, 'id');
    const createdAt = int(row, 'created_at');
    for (const b of seed.balances) setBalance(db, userId, b.account, b.coin, b.available);
    const savedIds = new Map<string, number>();
    for (const m of seed.paymentMethods) {
      savedIds.set(m.code, insertSavedMethod(db, userId, m.code, m.fields, createdAt + DAY_MS));
    }
    for (const ad of seed.ads) insertAd(db, userId, ad, savedIds, now);
    if (seed.persona === 'merchant') {
      stmt(db, 'UPDATE ads SET auto_reply = ? WHERE user_id = ?').run(
        SEED_AUTO_REPLIES.merchant,
        userId,
      );
    }
    if (seed.withStats) insertStats(db, userId, createdAt, planStats(rng), now);
  }
}
