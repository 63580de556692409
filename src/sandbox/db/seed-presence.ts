import { stmt, type Db } from '@/sandbox/db/database';
import { createRng, type Rng } from '@/sandbox/db/prng';
import { int, text } from '@/sandbox/db/rows';

/**
 * Seeded presence (issue 14, item 7), so the market's "online" filter and "last seen" have
 * something real to show. Every seeded advertiser is a bot, and a bot's actions are the
 * sandbox's own, so how it shows is a choice: about three in five run like an advertiser's
 * always-open app (`p2p_bots.connected`: online while the sandbox runs, as a merchant's desk
 * or API bot stays connected on a real exchange), the others (and the advertiser that never
 * releases) were last seen minutes, hours or days before the seed and show online only for a
 * while after they act (pay, release, answer the chat). The demo merchant persona was last
 * seen a few hours before; the other personas never, until they log in. Deterministic (its
 * own PRNG seed, so the market's plan is unchanged), and seeded once: an older database gains
 * it on its next start.
 */

const PRESENCE_SEED = 0x5eed_0a11;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long before the seed an offline advertiser was last seen: minutes, hours or days. */
function lastSeenOffset(rng: Rng): number {
  switch (rng.int(0, 2)) {
    case 0:
      return rng.int(6, 55) * MINUTE_MS;
    case 1:
      return rng.int(1, 20) * HOUR_MS + rng.int(0, 59) * MINUTE_MS;
    default:
      return rng.int(1, 12) * DAY_MS + rng.int(0, 23) * HOUR_MS;
  }
}

/** True once presence was seeded (some bot runs connected). */
function isPresenceSeeded(db: Db): boolean {
  return (
    stmt(db, 'SELECT 1 AS found FROM p2p_bots WHERE connected = 1 LIMIT 1').get() !== undefined
  );
}

export function seedPresenceArea(db: Db, now: number): void {
  if (isPresenceSeeded(db)) return;
  const rng = createRng(PRESENCE_SEED);
  const bots = stmt(db, 'SELECT user_id, mode FROM p2p_bots ORDER BY user_id').all();
  const connect = stmt(db, 'UPDATE p2p_bots SET connected = 1 WHERE user_id = ?');
  const seen = stmt(
    db,
    'UPDATE users SET last_seen_at = ? WHERE id = ? AND (last_seen_at IS NULL OR last_seen_at < ?)',
  );
  for (const row of bots) {
    const userId = int(row, 'user_id');
    const connected = text(row, 'mode') !== 'never_release' && rng.chance(0.6);
    const at = connected ? now : now - lastSeenOffset(rng);
    if (connected) connect.run(userId);
    seen.run(at, userId, at);
  }
  const merchant = stmt(db, "SELECT id FROM users WHERE persona = 'merchant'").get();
  if (merchant) seen.run(now - 3 * HOUR_MS, int(merchant, 'id'), now - 3 * HOUR_MS);
}
