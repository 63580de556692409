/**
 * Migration: Web Push (issue 17, item 4). One row per subscribed browser: its push service
 * endpoint and keys, the language its pushes are written in, and the session that subscribed it
 * (the row goes with the session: signing out there stops its pushes). `push_outbox` lists the
 * messages stored or updated in a transaction that are still to be handed to the user's
 * browsers once it has committed (`push/send.ts`). Registered in `db/migrations.ts`
 * (append-only); `IF NOT EXISTS`: every statement may run twice (upgrade tests rewind the
 * version and replay).
 */
export const migration = {
  name: 'push subscriptions: browsers that get order events with no tab open',
  sql: `
    CREATE TABLE IF NOT EXISTS push_subscriptions (
      id            INTEGER PRIMARY KEY,
      user_id       INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      session_token TEXT NOT NULL REFERENCES sessions (token) ON DELETE CASCADE,
      endpoint      TEXT NOT NULL UNIQUE,
      p256dh        TEXT NOT NULL,
      auth          TEXT NOT NULL,
      lang          TEXT NOT NULL,             -- a LOCALE_CODES code
      created_at    INTEGER NOT NULL           -- epoch ms (sandbox clock)
    );
    CREATE INDEX IF NOT EXISTS push_subscriptions_by_user ON push_subscriptions (user_id, id);
    CREATE INDEX IF NOT EXISTS push_subscriptions_by_session
      ON push_subscriptions (session_token);

    CREATE TABLE IF NOT EXISTS push_outbox (
      message_id INTEGER PRIMARY KEY REFERENCES internal_messages (id) ON DELETE CASCADE,
      user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE
    );
    CREATE INDEX IF NOT EXISTS push_outbox_by_user ON push_outbox (user_id);
  `,
};
