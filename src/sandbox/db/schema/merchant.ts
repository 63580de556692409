/**
 * Migration: merchant applications, deposits, advertiser agreement, daily advertiser activity.
 * Registered in `db/migrations.ts` (append-only once shipped).
 *
 * Where a user stands as a merchant is two columns of `users`: `is_merchant` (certified: the
 * deposit is locked; what tiers and ad posting already read) and `merchant_stage`, the
 * application's progress before that. Keeping the state on the user row lets every service that
 * holds a user answer "may this user post ads?" without another query; the tables below keep the
 * details (what was applied with, the review, the deposit).
 */
export const migration = {
  name: 'merchant applications, deposits, advertiser agreement, daily advertiser activity',
  sql: `
    -- Before certification: not_verified (nothing pending), under_review, failed (may apply
    -- again), approved (deposit still to lock), portal_closed (the sandbox switch). Ignored
    -- while is_merchant = 1; releasing the deposit resets it to not_verified.
    ALTER TABLE users ADD COLUMN merchant_stage TEXT NOT NULL DEFAULT 'not_verified'
      CHECK (merchant_stage IN ('not_verified', 'under_review', 'failed', 'approved',
        'portal_closed'));

    -- One row per application; the user's latest one is "the application". form is NULL for
    -- rows the seed or the sandbox control made (nothing was typed), as are the file ids.
    CREATE TABLE merchant_applications (
      id             INTEGER PRIMARY KEY,
      user_id        INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      form           TEXT,                       -- JSON: the typed fields (names, phones, address...)
      id_photo       TEXT REFERENCES uploads (id),
      address_proof  TEXT REFERENCES uploads (id),
      video          TEXT REFERENCES uploads (id),
      deposit_coin   TEXT NOT NULL,              -- the deposit offered, locked after approval
      deposit_amount TEXT NOT NULL CHECK (CAST(deposit_amount AS REAL) > 0),
      outcome        TEXT CHECK (outcome IN ('approved', 'rejected', 'withdrawn')), -- NULL: in review
      fail_reason    TEXT,
      submitted_at   INTEGER NOT NULL,
      review_due_at  INTEGER NOT NULL,           -- when the sandbox's review decides it
      reviewed_at    INTEGER,
      CHECK ((outcome IS NULL) = (reviewed_at IS NULL)),
      CHECK ((outcome IS 'rejected') = (fail_reason IS NOT NULL))
    );
    CREATE INDEX merchant_applications_by_user ON merchant_applications (user_id, id DESC);
    CREATE INDEX merchant_applications_due ON merchant_applications (review_due_at)
      WHERE outcome IS NULL;

    -- The security deposit: coins taken out of the P2P available balance while locked (so
    -- P2P available + held + locked deposits is what a user owns in a coin). Locking it is
    -- also accepting the advertiser agreement. At most one locked deposit per user.
    CREATE TABLE merchant_deposits (
      id                    INTEGER PRIMARY KEY,
      user_id               INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      coin                  TEXT NOT NULL,
      amount                TEXT NOT NULL CHECK (CAST(amount AS REAL) > 0),
      agreement_accepted_at INTEGER NOT NULL,
      locked_at             INTEGER NOT NULL,
      released_at           INTEGER
    );
    CREATE UNIQUE INDEX merchant_deposits_locked ON merchant_deposits (user_id)
      WHERE released_at IS NULL;

    -- Seeded trading history per UTC day (before the sandbox existed), for profile charts.
    -- Orders completed in the sandbox are counted from the orders table when read, so every
    -- way an order completes (release, bot, support) shows without writing here.
    CREATE TABLE advertiser_daily_activity (
      user_id   INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      day       TEXT NOT NULL,                   -- YYYY-MM-DD (UTC)
      completed INTEGER NOT NULL CHECK (completed >= 0),
      volume    TEXT NOT NULL,                   -- USDT equivalent, decimal string
      PRIMARY KEY (user_id, day)
    ) WITHOUT ROWID;
  `,
};
