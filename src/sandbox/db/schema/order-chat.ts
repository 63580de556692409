/**
 * Migration: the order chat (issue 12). One row per message; `sender_id` is the writing user,
 * NULL for support; an `auto` message is the advertiser's auto-reply, written on their behalf
 * when the order was placed (so `sender_id` is the advertiser). `client_id` is the sender's
 * idempotency key: UNIQUE per order and sender, so a retried send can never store twice (NULLs
 * never collide, so support and auto messages need none). Each party's read cursor is the id
 * of the newest message they have read; a bot's pending answer is at most one per order. Ads
 * gain the advertiser's auto-reply text ('' when none). Registered in `db/migrations.ts`.
 */
export const migration = {
  name: 'order chat: messages, read cursors, bot answers, ad auto-reply',
  sql: `
    CREATE TABLE order_chat_messages (
      id            INTEGER PRIMARY KEY,
      order_no      TEXT NOT NULL REFERENCES orders (order_no) ON DELETE CASCADE,
      sender_id     INTEGER REFERENCES users (id),            -- NULL: support
      sender_kind   TEXT NOT NULL CHECK (sender_kind IN ('user', 'support', 'auto')),
      kind          TEXT NOT NULL CHECK (kind IN ('text', 'image')),
      text          TEXT NOT NULL DEFAULT '',
      image_file_id TEXT,                                    -- an upload with purpose 'chat'
      client_id     TEXT,
      created_at    INTEGER NOT NULL,
      UNIQUE (order_no, sender_id, client_id),
      CHECK ((sender_kind = 'support') = (sender_id IS NULL)),
      CHECK ((kind = 'image') = (image_file_id IS NOT NULL))
    );
    CREATE INDEX order_chat_by_order ON order_chat_messages (order_no, id);
    CREATE INDEX order_chat_by_sender ON order_chat_messages (sender_id, created_at);
    CREATE INDEX order_chat_by_image ON order_chat_messages (image_file_id)
      WHERE image_file_id IS NOT NULL;

    CREATE TABLE order_chat_reads (
      order_no TEXT NOT NULL REFERENCES orders (order_no) ON DELETE CASCADE,
      user_id  INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      read_id  INTEGER NOT NULL,
      PRIMARY KEY (order_no, user_id)
    ) WITHOUT ROWID;

    CREATE TABLE order_chat_bot_replies (
      order_no TEXT PRIMARY KEY REFERENCES orders (order_no) ON DELETE CASCADE,
      bot_id   INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      lang     TEXT NOT NULL,
      due_at   INTEGER NOT NULL
    );
    CREATE INDEX order_chat_bot_replies_due ON order_chat_bot_replies (due_at);

    ALTER TABLE ads ADD COLUMN auto_reply TEXT NOT NULL DEFAULT '';
  `,
};
