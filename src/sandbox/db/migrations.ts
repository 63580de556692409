import type { Db } from '@/sandbox/db/database';
import { transaction } from '@/sandbox/db/transaction';

/**
 * Schema migrations, applied in order and tracked with `PRAGMA user_version`.
 * APPEND-ONLY: a shipped migration is never edited (existing `.data/` databases already ran it);
 * change the schema by adding the next one. Later issues add balances, payment methods, ads,
 * orders, appeals and merchant applications as new migrations.
 */
export const migrations: readonly { name: string; sql: string }[] = [
  {
    name: 'core: users, sessions, messages, config, catalogues, verification',
    sql: `
      CREATE TABLE users (
        id             INTEGER PRIMARY KEY,
        uid            TEXT NOT NULL UNIQUE,
        persona        TEXT UNIQUE,                -- demo persona name; NULL for other users
        type           INTEGER NOT NULL,           -- 3 account user with full menus, 2 wallet user
        login_type     TEXT NOT NULL CHECK (login_type IN ('account', 'wallet')),
        email          TEXT,
        area_code      TEXT,
        phone          TEXT,
        wallet_address TEXT,
        level          INTEGER NOT NULL DEFAULT 0 CHECK (level >= 0),
        is_auth        INTEGER NOT NULL DEFAULT 0 CHECK (is_auth IN (0, 1)),
        is_merchant    INTEGER NOT NULL DEFAULT 0 CHECK (is_merchant IN (0, 1)),
        broker_status  INTEGER NOT NULL DEFAULT 0,
        swap_open      INTEGER NOT NULL DEFAULT 0 CHECK (swap_open IN (0, 1)),
        invite_code    TEXT NOT NULL UNIQUE,
        nickname       TEXT UNIQUE,
        country        TEXT,                       -- identity country (ISO 3166 alpha-2)
        created_at     INTEGER NOT NULL            -- epoch ms; registration age for ad conditions
      );

      CREATE TABLE sessions (
        token      TEXT PRIMARY KEY,
        user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_by_user ON sessions (user_id);

      CREATE TABLE internal_messages (
        id        INTEGER PRIMARY KEY,
        user_id   INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        title     TEXT NOT NULL,
        content   TEXT NOT NULL,
        status    INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
        push_time INTEGER NOT NULL
      );
      CREATE INDEX internal_messages_by_user ON internal_messages (user_id, push_time DESC, id DESC);

      -- Constants the spec leaves open, one place; later served by basics-config.
      CREATE TABLE config (
        key         TEXT PRIMARY KEY,
        value       TEXT NOT NULL,
        description TEXT NOT NULL
      );

      CREATE TABLE languages (
        code TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        sort INTEGER NOT NULL
      );

      CREATE TABLE fiat_rates (
        currency TEXT PRIMARY KEY,
        symbol   TEXT NOT NULL,
        rate     TEXT NOT NULL,                    -- units per 1 USD, decimal string
        sort     INTEGER NOT NULL
      );

      CREATE TABLE contacts (
        type  INTEGER PRIMARY KEY CHECK (type BETWEEN 1 AND 8),
        title TEXT NOT NULL,
        url   TEXT NOT NULL
      );

      CREATE TABLE vip_levels (
        level              INTEGER PRIMARY KEY CHECK (level >= 0),
        maker_fee_rate     TEXT NOT NULL,
        taker_fee_rate     TEXT NOT NULL,
        min_assets_usd     TEXT NOT NULL,
        min_30d_volume_usd TEXT NOT NULL,
        withdraw_limit_btc TEXT NOT NULL
      );

      CREATE TABLE invite_domains (
        domain     TEXT PRIMARY KEY,
        is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
        sort       INTEGER NOT NULL
      );

      CREATE TABLE resource_links (
        key TEXT PRIMARY KEY,
        url TEXT NOT NULL
      );

      CREATE TABLE college_videos (
        key   TEXT PRIMARY KEY,
        title TEXT NOT NULL,
        url   TEXT                                 -- NULL: topic without a video (code 101114)
      );

      CREATE TABLE verification_codes (
        id         INTEGER PRIMARY KEY,
        channel    TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
        target     TEXT NOT NULL,                  -- normalised: +<area><number> or lower-case email
        code       TEXT NOT NULL,
        user_id    INTEGER REFERENCES users (id) ON DELETE SET NULL,
        sent_at    INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at    INTEGER
      );
      CREATE INDEX verification_codes_by_target ON verification_codes (target, sent_at DESC);

      CREATE TABLE verify_tokens (
        token      TEXT PRIMARY KEY,
        scene      TEXT NOT NULL CHECK (scene IN ('sms', 'email')),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at    INTEGER
      );
    `,
  },
  {
    name: 'internal message translations',
    sql: `
      -- A message in another UI language (a code of the "lang" header). The message's own
      -- title and content are the fallback, so only translated messages have rows: seeded ones
      -- one per non-English language, pushed ones none.
      CREATE TABLE internal_message_translations (
        message_id INTEGER NOT NULL REFERENCES internal_messages (id) ON DELETE CASCADE,
        lang       TEXT NOT NULL,
        title      TEXT NOT NULL,
        content    TEXT NOT NULL,
        PRIMARY KEY (message_id, lang)
      ) WITHOUT ROWID;
    `,
  },
];

/** Brings the schema up to date; each migration and its version bump commit together. */
export function migrate(db: Db): void {
  const current = readUserVersion(db);
  if (current > migrations.length) {
    throw new Error(
      `The sandbox database is at schema version ${current}, newer than this code (${migrations.length}). Delete it or update the code.`,
    );
  }
  migrations.slice(current).forEach((migration, index) => {
    const version = current + index + 1;
    transaction(db, () => {
      db.exec(migration.sql);
      db.exec(`PRAGMA user_version = ${version}`);
    });
  });
}

export function readUserVersion(db: Db): number {
  const row = db.prepare('PRAGMA user_version').get();
  const value = row?.user_version;
  return typeof value === 'number' ? value : 0;
}
