/**
 * Migration: each user's choice of a system notification and a sound per kind of order event
 * (issue 12). One row per user and kind the user has saved; a kind with no row takes the
 * contract's default, so a kind added later needs no migration (which is also why `event` has no
 * CHECK list). Registered in `db/migrations.ts` (append-only once shipped).
 */
export const migration = {
  name: 'notification settings: system notification and sound per order event',
  sql: `
    CREATE TABLE notification_settings (
      user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      event   TEXT NOT NULL,                      -- an ORDER_MESSAGE_EVENTS code
      system  INTEGER NOT NULL CHECK (system IN (0, 1)),
      sound   INTEGER NOT NULL CHECK (sound IN (0, 1)),
      PRIMARY KEY (user_id, event)
    ) WITHOUT ROWID;
  `,
};
