import { analyze, type Db } from '@/sandbox/db/database';
import { migration as adsMigration } from '@/sandbox/db/schema/ads';
import { migration as adsScaleMigration } from '@/sandbox/db/schema/ads-scale';
import { migration as analyticsMigration } from '@/sandbox/db/schema/analytics';
import { migration as appealEntriesMigration } from '@/sandbox/db/schema/appeal-entries';
import { migration as cardMigration } from '@/sandbox/db/schema/card';
import { migration as marketChangesMigration } from '@/sandbox/db/schema/market-changes';
import { migration as pushSubscriptionsMigration } from '@/sandbox/db/schema/push-subscriptions';
import { migration as savedSearchesMigration } from '@/sandbox/db/schema/saved-searches';
import { migration as merchantMigration } from '@/sandbox/db/schema/merchant';
import { migration as notificationSettingsMigration } from '@/sandbox/db/schema/notification-settings';
import { migration as orderChatMigration } from '@/sandbox/db/schema/order-chat';
import { migration as orderFeedbackMigration } from '@/sandbox/db/schema/order-feedback';
import { migration as orderMessagesMigration } from '@/sandbox/db/schema/order-messages';
import { migration as orderTrustMigration } from '@/sandbox/db/schema/order-trust';
import { migration as twoFactorMigration } from '@/sandbox/db/schema/two-factor';
import { migration as twoFactorLimitsMigration } from '@/sandbox/db/schema/two-factor-limits';
import { migration as userBlocksMigration } from '@/sandbox/db/schema/user-blocks';
import { migration as userPresenceMigration } from '@/sandbox/db/schema/user-presence';
import { transaction } from '@/sandbox/db/transaction';

/**
 * Schema migrations, applied in order and tracked with `PRAGMA user_version`.
 * APPEND-ONLY: a shipped migration is never edited (existing `.data/` databases already ran it);
 * change the schema by adding the next one. Merchant applications arrive with a later issue.
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
  {
    name: 'p2p trading: market catalogue, balances, payment methods, ads, orders, appeals, bots',
    sql: `
      -- Money is a decimal string everywhere (never REAL arithmetic); the CHECKs only test signs.

      CREATE TABLE p2p_coins (
        coin      TEXT PRIMARY KEY,
        name      TEXT NOT NULL,
        scale     INTEGER NOT NULL CHECK (scale BETWEEN 0 AND 18), -- decimals of a quantity
        usd_price TEXT NOT NULL,                   -- market reference price in USD
        sort      INTEGER NOT NULL
      );

      CREATE TABLE p2p_fiats (
        fiat       TEXT PRIMARY KEY,
        name       TEXT NOT NULL,
        symbol     TEXT NOT NULL,
        scale      INTEGER NOT NULL CHECK (scale BETWEEN 0 AND 8), -- decimals of an amount
        usd_rate   TEXT NOT NULL,                  -- units of this fiat per 1 USD
        country    TEXT NOT NULL,                  -- identity country that trades in it (ISO alpha-2)
        min_single TEXT NOT NULL,                  -- per-fiat floor of an ad's minimum limit
        max_single TEXT NOT NULL,                  -- per-fiat cap of an ad's maximum limit
        sort       INTEGER NOT NULL
      );

      CREATE TABLE p2p_payment_methods (
        code     TEXT PRIMARY KEY,
        name     TEXT NOT NULL,
        color    TEXT NOT NULL,
        category TEXT NOT NULL,                    -- bank_transfer, e_wallet, mobile_money, cash, other
        sort     INTEGER NOT NULL
      );

      CREATE TABLE p2p_payment_method_fiats (
        code TEXT NOT NULL REFERENCES p2p_payment_methods (code) ON DELETE CASCADE,
        fiat TEXT NOT NULL REFERENCES p2p_fiats (fiat) ON DELETE CASCADE,
        PRIMARY KEY (code, fiat)
      ) WITHOUT ROWID;

      -- One balance per user, account type and coin; orders move coins between the two columns.
      CREATE TABLE balances (
        user_id   INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        account   TEXT NOT NULL CHECK (account IN ('spot', 'p2p', 'coin_margined_futures',
                    'usdt_margined_futures', 'super_contract', 'finance_interest', 'strategy')),
        coin      TEXT NOT NULL,
        available TEXT NOT NULL DEFAULT '0' CHECK (CAST(available AS REAL) >= 0),
        held      TEXT NOT NULL DEFAULT '0' CHECK (CAST(held AS REAL) >= 0),
        PRIMARY KEY (user_id, account, coin)
      ) WITHOUT ROWID;

      -- A user's saved payment method: the details a buyer sees to pay this user.
      CREATE TABLE user_payment_methods (
        id          INTEGER PRIMARY KEY,
        user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        method_code TEXT NOT NULL REFERENCES p2p_payment_methods (code),
        fields      TEXT NOT NULL,                 -- JSON object: field key -> value
        status      TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'unbound')),
        created_at  INTEGER NOT NULL
      );
      CREATE INDEX user_payment_methods_by_user ON user_payment_methods (user_id, status);

      -- Advertiser statistics carried over from before the sandbox existed (seeded history);
      -- completed and cancelled orders update them in the same transaction.
      CREATE TABLE advertiser_stats (
        user_id             INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        orders_30d          INTEGER NOT NULL DEFAULT 0,
        completed_30d       INTEGER NOT NULL DEFAULT 0,
        total_orders        INTEGER NOT NULL DEFAULT 0,
        buy_count           INTEGER NOT NULL DEFAULT 0,
        sell_count          INTEGER NOT NULL DEFAULT 0,
        release_seconds_sum INTEGER NOT NULL DEFAULT 0,
        release_count       INTEGER NOT NULL DEFAULT 0,
        pay_seconds_sum     INTEGER NOT NULL DEFAULT 0,
        pay_count           INTEGER NOT NULL DEFAULT 0,
        first_trade_at      INTEGER,
        volume_30d          TEXT NOT NULL DEFAULT '0', -- USDT equivalent
        volume_total        TEXT NOT NULL DEFAULT '0',
        deposit             TEXT                   -- locked security deposit (USDT); NULL: none
      );

      CREATE TABLE ads (
        id                 INTEGER PRIMARY KEY,
        user_id            INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        type               TEXT NOT NULL CHECK (type IN ('buy', 'sell')), -- what the advertiser does
        coin               TEXT NOT NULL REFERENCES p2p_coins (coin),
        fiat               TEXT NOT NULL REFERENCES p2p_fiats (fiat),
        price_type         TEXT NOT NULL CHECK (price_type IN ('fixed', 'floating')),
        fixed_price        TEXT,                   -- fixed ads
        floating_ratio     TEXT,                   -- floating ads: percent of the reference price
        quantity           TEXT NOT NULL,
        remaining          TEXT NOT NULL CHECK (CAST(remaining AS REAL) >= 0),
        min_limit          TEXT NOT NULL,          -- fiat per order
        max_limit          TEXT NOT NULL,
        payment_time_limit INTEGER NOT NULL CHECK (payment_time_limit > 0), -- minutes
        remarks            TEXT NOT NULL DEFAULT '',
        min_registered_days  INTEGER,
        min_completed_trades INTEGER,
        status             TEXT NOT NULL CHECK (status IN ('listed', 'delisted', 'deleted', 'restricted')),
        created_at         INTEGER NOT NULL,
        updated_at         INTEGER NOT NULL,
        CHECK ((price_type = 'fixed') = (fixed_price IS NOT NULL)),
        CHECK ((price_type = 'floating') = (floating_ratio IS NOT NULL))
      );
      CREATE INDEX ads_market ON ads (status, type, coin, fiat);
      CREATE INDEX ads_by_user ON ads (user_id, status);

      -- Up to 3 payment methods per ad; for a sell ad, the advertiser's saved details to show.
      CREATE TABLE ad_payment_methods (
        ad_id                  INTEGER NOT NULL REFERENCES ads (id) ON DELETE CASCADE,
        method_code            TEXT NOT NULL REFERENCES p2p_payment_methods (code),
        user_payment_method_id INTEGER REFERENCES user_payment_methods (id),
        sort                   INTEGER NOT NULL,
        PRIMARY KEY (ad_id, method_code)
      ) WITHOUT ROWID;

      CREATE TABLE orders (
        order_no            TEXT PRIMARY KEY,
        ad_id               INTEGER NOT NULL REFERENCES ads (id),
        advertiser_id       INTEGER NOT NULL REFERENCES users (id),
        taker_id            INTEGER NOT NULL REFERENCES users (id), -- who placed the order
        buyer_id            INTEGER NOT NULL REFERENCES users (id),
        seller_id           INTEGER NOT NULL REFERENCES users (id),
        coin                TEXT NOT NULL,
        fiat                TEXT NOT NULL,
        price               TEXT NOT NULL,
        quantity            TEXT NOT NULL,
        total_price         TEXT NOT NULL,
        payment_method_code TEXT REFERENCES p2p_payment_methods (code), -- chosen when paying
        payment_details     TEXT,                  -- JSON snapshot of the seller's details
        status              TEXT NOT NULL CHECK (status IN ('pending_payment', 'paid', 'appealing',
                              'completed', 'cancelled')),
        cancel_reason       TEXT,
        cancelled_by        TEXT CHECK (cancelled_by IN ('buyer', 'timeout', 'support')),
        payment_time_limit  INTEGER NOT NULL,      -- minutes
        payment_deadline    INTEGER NOT NULL,      -- epoch ms
        paid_at             INTEGER,
        completed_at        INTEGER,
        cancelled_at        INTEGER,
        appeal_available_at INTEGER,
        created_at          INTEGER NOT NULL,
        updated_at          INTEGER NOT NULL,
        CHECK (buyer_id <> seller_id)
      );
      CREATE INDEX orders_by_buyer ON orders (buyer_id, created_at DESC);
      CREATE INDEX orders_by_seller ON orders (seller_id, created_at DESC);
      CREATE INDEX orders_by_ad ON orders (ad_id, status);
      CREATE INDEX orders_due ON orders (status, payment_deadline);

      -- Every transition, for the order page's timeline and for the socket.
      CREATE TABLE order_events (
        id       INTEGER PRIMARY KEY,
        order_no TEXT NOT NULL REFERENCES orders (order_no) ON DELETE CASCADE,
        type     TEXT NOT NULL,                    -- placed, paid, released, cancelled, appealed...
        actor_id INTEGER REFERENCES users (id),    -- NULL: the system (timeout, bot sweep)
        at       INTEGER NOT NULL,
        data     TEXT                              -- JSON details (reason...)
      );
      CREATE INDEX order_events_by_order ON order_events (order_no, id);

      CREATE TABLE appeals (
        id             INTEGER PRIMARY KEY,
        order_no       TEXT NOT NULL REFERENCES orders (order_no) ON DELETE CASCADE,
        raised_by      INTEGER NOT NULL REFERENCES users (id),
        reason         TEXT NOT NULL,
        description    TEXT NOT NULL,
        contact_person TEXT NOT NULL DEFAULT '',
        contact_info   TEXT NOT NULL DEFAULT '',
        evidence       TEXT NOT NULL DEFAULT '[]', -- JSON array of uploaded file ids
        status         TEXT NOT NULL CHECK (status IN ('open', 'withdrawn', 'resolved')),
        resolution     TEXT,                       -- resolved: 'buyer' (released) or 'seller' (cancelled)
        created_at     INTEGER NOT NULL,
        closed_at      INTEGER
      );
      CREATE INDEX appeals_by_order ON appeals (order_no, id DESC);

      -- Seeded advertisers that act by themselves (docs/sandbox.md lists them).
      CREATE TABLE p2p_bots (
        user_id       INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        mode          TEXT NOT NULL CHECK (mode IN ('auto', 'never_release')),
        delay_seconds INTEGER NOT NULL CHECK (delay_seconds >= 0)
      );

      -- What a bot will do and when (run by the sweep on the sandbox clock).
      CREATE TABLE bot_tasks (
        id       INTEGER PRIMARY KEY,
        order_no TEXT NOT NULL REFERENCES orders (order_no) ON DELETE CASCADE,
        action   TEXT NOT NULL CHECK (action IN ('pay', 'release')),
        due_at   INTEGER NOT NULL,
        done_at  INTEGER
      );
      CREATE INDEX bot_tasks_due ON bot_tasks (done_at, due_at);
    `,
  },
  {
    name: 'uploads: images and videos users uploaded (the files live in the upload store)',
    sql: `
      -- One uploaded file. The id is random (the contract's fileId) and the file is stored under
      -- it, never under the client's file name; path is relative to the upload store (the
      -- uploads folder beside the database, or memory for an in-memory database).
      CREATE TABLE uploads (
        id         TEXT PRIMARY KEY,
        user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE, -- the owner
        kind       TEXT NOT NULL CHECK (kind IN ('image', 'video')),
        purpose    TEXT,                           -- images: payment, id_photo...; videos: NULL
        mime       TEXT NOT NULL,                  -- as the content turned out to be
        size       INTEGER NOT NULL CHECK (size > 0),
        path       TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL,
        CHECK ((kind = 'image') = (purpose IS NOT NULL))
      );
      CREATE INDEX uploads_by_user ON uploads (user_id, created_at DESC);
    `,
  },
  // Later migrations live in `db/schema/`, one file each.
  merchantMigration,
  adsMigration,
  cardMigration,
  twoFactorMigration,
  orderMessagesMigration,
  notificationSettingsMigration,
  orderChatMigration,
  orderTrustMigration,
  userBlocksMigration,
  orderFeedbackMigration,
  userPresenceMigration,
  twoFactorLimitsMigration,
  appealEntriesMigration,
  analyticsMigration,
  adsScaleMigration,
  marketChangesMigration,
  pushSubscriptionsMigration,
  savedSearchesMigration,
];

/** Brings the schema up to date (each migration and its version bump commit together). */
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
  // New indexes need statistics for the planner to pick them.
  if (current < migrations.length) analyze(db);
}

export function readUserVersion(db: Db): number {
  const row = db.prepare('PRAGMA user_version').get();
  const value = row?.user_version;
  return typeof value === 'number' ? value : 0;
}
