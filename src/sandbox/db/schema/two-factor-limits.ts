/**
 * Migration: limits on wrong second-factor codes (issue 15, item 4). A sent code counts its
 * wrong tries and is void after `verify.maxCodeAttempts`; an authenticator app's wrong tries are
 * counted per kind of action (nothing is sent for it, so there is no code row to count on);
 * every voided code (or authenticator round) is remembered for the hourly count, and too many
 * lock the factor (the phone, shared by SMS and voice, the email, or the app) for a while.
 * Registered in `db/migrations.ts` (append-only once shipped).
 */
export const migration = {
  name: 'two-factor limits: wrong tries per code, voided codes and channel locks',
  sql: `
    ALTER TABLE verification_codes ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0; -- wrong tries
    ALTER TABLE verification_codes ADD COLUMN voided_at INTEGER;                   -- too many wrong tries

    -- Wrong authenticator codes per user and kind of action, since the last success or void.
    CREATE TABLE two_factor_attempts (
      user_id  INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      purpose  TEXT NOT NULL,                   -- order.release, payment.save, merchant.refund
      attempts INTEGER NOT NULL CHECK (attempts > 0),
      last_at  INTEGER NOT NULL,                -- epoch ms of the last wrong try
      PRIMARY KEY (user_id, purpose)
    ) WITHOUT ROWID;

    -- One row per voided code (or authenticator round), for the hourly count that locks.
    CREATE TABLE two_factor_voids (
      id        INTEGER PRIMARY KEY,
      user_id   INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      factor    TEXT NOT NULL CHECK (factor IN ('phone', 'email', 'authenticator')),
      voided_at INTEGER NOT NULL
    );
    CREATE INDEX two_factor_voids_by_user ON two_factor_voids (user_id, factor, voided_at);

    -- The latest lock of a user's factor; over once unlock_at has passed.
    CREATE TABLE two_factor_locks (
      user_id   INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      factor    TEXT NOT NULL CHECK (factor IN ('phone', 'email', 'authenticator')),
      locked_at INTEGER NOT NULL,
      unlock_at INTEGER NOT NULL,
      PRIMARY KEY (user_id, factor)
    ) WITHOUT ROWID;
  `,
};
