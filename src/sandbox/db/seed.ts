import { analyze, stmt, type Db } from '@/sandbox/db/database';
import { seedCardArea } from '@/sandbox/db/seed-card';
import { seedFeedbackArea } from '@/sandbox/db/seed-feedback';
import { seedPresenceArea } from '@/sandbox/db/seed-presence';
import { seedMerchantArea } from '@/sandbox/db/seed-merchant';
import { seedTwoFactorArea } from '@/sandbox/db/seed-two-factor';
import { withMarketLogPaused } from '@/sandbox/db/market-log';
import {
  CONTACT_SEEDS,
  LANGUAGE_SEEDS,
  RATE_SEEDS,
  VIP_LEVEL_SEEDS,
} from '@/sandbox/db/seed-data/catalogue';
import { CONFIG_SEEDS } from '@/sandbox/db/seed-data/config';
import { MESSAGE_SEEDS } from '@/sandbox/db/seed-data/messages';
import { PERSONA_SEEDS } from '@/sandbox/db/seed-data/personas';
import { isMarketSeeded, seedMarket } from '@/sandbox/db/seed-market/index';
import { seedLegalNames } from '@/sandbox/db/seed-data/legal-names';
import type { SeedOptions } from '@/sandbox/db/seed-options';
import {
  COLLEGE_VIDEO_SEEDS,
  INVITE_DOMAIN_SEEDS,
  RESOURCE_LINK_SEEDS,
} from '@/sandbox/db/seed-data/resources';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/** True once the demo data is in (the personas exist); seeding never runs twice on a file db. */
function isSeeded(db: Db): boolean {
  return (
    stmt(db, 'SELECT 1 AS found FROM users WHERE persona IS NOT NULL LIMIT 1').get() !== undefined
  );
}

/**
 * Inserts the demo data in one transaction; times are relative to `now` (the sandbox clock).
 * Deterministic: the same `now` and options give the same rows.
 */
export function seed(db: Db, now: number, options: SeedOptions = {}): void {
  withMarketLogPaused(db, () => {
    seedConfig(db);
    seedCatalogue(db);
    seedPersonas(db, now);
    seedMarket(db, now, options);
    seedAreas(db, now);
  });
}

/**
 * The areas added after the first release seed themselves, each adding only what is missing, so
 * an older `.data/` database gains them on the next start. New config keys likewise.
 */
function seedAreas(db: Db, now: number) {
  seedConfigMissing(db);
  seedRatesMissing(db);
  seedMerchantArea(db, now);
  seedCardArea(db, now);
  seedTwoFactorArea(db, now);
  seedFeedbackArea(db, now);
  seedPresenceArea(db, now);
  seedLegalNames(db);
}

/**
 * Seeds what a database lacks: everything on a fresh one, and the P2P market on one seeded
 * before the market existed (its sessions and messages are kept). Runs when a sandbox opens,
 * and then gathers the planner's statistics (`ANALYZE`) over what is there now.
 */
export function seedMissing(db: Db, now: number, options: SeedOptions = {}): void {
  if (!isSeeded(db)) {
    seed(db, now, options);
  } else {
    withMarketLogPaused(db, () => {
      if (!isMarketSeeded(db)) seedMarket(db, now, options);
      seedAreas(db, now);
    });
  }
  analyze(db);
}

/**
 * Tables a reset keeps: versions that must only grow, their log and its pause (which the reset
 * holds while it deletes and seeds: `schema/ads-scale.ts`, `market-changes.ts`).
 */
const KEPT_ON_RESET = new Set(['market_versions', 'market_changes', 'market_log_paused']);

/**
 * Empties every table (but the versions of `KEPT_ON_RESET`) and seeds again
 * (`POST /sandbox/reset`); atomic like any write. Then `ANALYZE`, for the new data.
 */
export function reseed(db: Db, now: number, options: SeedOptions = {}): void {
  withMarketLogPaused(db, () => {
    // Deferred checks: tables can be emptied in any order; the keys are checked at commit.
    db.exec('PRAGMA defer_foreign_keys = ON');
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all();
    for (const { name } of tables) {
      if (typeof name !== 'string' || KEPT_ON_RESET.has(name)) continue;
      db.exec(`DELETE FROM "${name.replaceAll('"', '""')}"`);
    }
    seed(db, now, options);
  });
  analyze(db);
}

function seedConfig(db: Db) {
  const insert = stmt(db, 'INSERT INTO config (key, value, description) VALUES (?, ?, ?)');
  for (const [key, { value, description }] of Object.entries(CONFIG_SEEDS)) {
    insert.run(key, value, description);
  }
}

function seedConfigMissing(db: Db) {
  const insert = stmt(
    db,
    'INSERT OR IGNORE INTO config (key, value, description) VALUES (?, ?, ?)',
  );
  for (const [key, { value, description }] of Object.entries(CONFIG_SEEDS)) {
    insert.run(key, value, description);
  }
}

/** Display currencies added since a database was seeded (ngn) join the end of its list. */
function seedRatesMissing(db: Db) {
  const insert = stmt(
    db,
    `INSERT OR IGNORE INTO fiat_rates (currency, symbol, rate, sort)
     VALUES (?, ?, ?, (SELECT COALESCE(MAX(sort), -1) + 1 FROM fiat_rates))`,
  );
  for (const r of RATE_SEEDS) insert.run(r.currency, r.symbol, r.rate);
}

function seedCatalogue(db: Db) {
  const language = stmt(db, 'INSERT INTO languages (code, name, sort) VALUES (?, ?, ?)');
  LANGUAGE_SEEDS.forEach((l, i) => language.run(l.code, l.name, i));

  const rate = stmt(
    db,
    'INSERT INTO fiat_rates (currency, symbol, rate, sort) VALUES (?, ?, ?, ?)',
  );
  RATE_SEEDS.forEach((r, i) => rate.run(r.currency, r.symbol, r.rate, i));

  const contact = stmt(db, 'INSERT INTO contacts (type, title, url) VALUES (?, ?, ?)');
  for (const c of CONTACT_SEEDS) contact.run(c.type, c.title, c.url);

  const vip = stmt(
    db,
    `INSERT INTO vip_levels (level, maker_fee_rate, taker_fee_rate, min_assets_usd,
       min_30d_volume_usd, withdraw_limit_btc) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  for (const v of VIP_LEVEL_SEEDS) {
    vip.run(
      v.level,
      v.makerFeeRate,
      v.takerFeeRate,
      v.minAssetsUsd,
      v.min30dVolumeUsd,
      v.withdrawLimitBtc,
    );
  }

  const domain = stmt(db, 'INSERT INTO invite_domains (domain, is_default, sort) VALUES (?, ?, ?)');
  INVITE_DOMAIN_SEEDS.forEach((d, i) => domain.run(d.domain, d.isDefault ? 1 : 0, i));

  const link = stmt(db, 'INSERT INTO resource_links (key, url) VALUES (?, ?)');
  for (const l of RESOURCE_LINK_SEEDS) link.run(l.key, l.url);

  const video = stmt(db, 'INSERT INTO college_videos (key, title, url) VALUES (?, ?, ?)');
  for (const v of COLLEGE_VIDEO_SEEDS) video.run(v.key, v.title, v.url);
}

function seedPersonas(db: Db, now: number) {
  const user = stmt(
    db,
    `INSERT INTO users (uid, persona, type, login_type, email, area_code, phone, wallet_address,
       level, is_auth, is_merchant, broker_status, invite_code, nickname, country, created_at)
     VALUES (:uid, :persona, :type, :loginType, :email, :areaCode, :phone, :walletAddress,
       :level, :isAuth, :isMerchant, :brokerStatus, :inviteCode, :nickname, :country, :createdAt)`,
  );
  const message = stmt(
    db,
    'INSERT INTO internal_messages (user_id, title, content, status, push_time) VALUES (?, ?, ?, ?, ?)',
  );
  const translation = stmt(
    db,
    'INSERT INTO internal_message_translations (message_id, lang, title, content) VALUES (?, ?, ?, ?)',
  );
  for (const p of PERSONA_SEEDS) {
    const { lastInsertRowid: userId } = user.run({
      uid: p.uid,
      persona: p.persona,
      type: p.type,
      loginType: p.loginType,
      email: p.email,
      areaCode: p.areaCode,
      phone: p.phone,
      walletAddress: p.walletAddress,
      level: p.level,
      isAuth: p.isAuth ? 1 : 0,
      isMerchant: p.isMerchant ? 1 : 0,
      brokerStatus: p.brokerStatus,
      inviteCode: p.inviteCode,
      nickname: p.nickname,
      country: p.country,
      createdAt: now - p.ageDays * DAY_MS,
    });
    for (const m of MESSAGE_SEEDS[p.persona]) {
      // English is the stored text; every other language is a translation row.
      const { en, ...others } = m.text;
      const { lastInsertRowid: messageId } = message.run(
        userId,
        en.title,
        en.content,
        m.read ? 1 : 0,
        now - m.hoursAgo * HOUR_MS,
      );
      for (const [lang, t] of Object.entries(others)) {
        translation.run(messageId, lang, t.title, t.content);
      }
    }
  }
}
