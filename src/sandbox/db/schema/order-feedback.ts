/**
 * Migration: feedback after a trade (issue 14, item 2). One row per order and giver: `rating`
 * positive or negative, an optional comment (stored as typed, shown as text). `order_no` is NULL
 * only for the seeded history of the demo advertisers (their past trades have no order rows);
 * NULLs never collide in the UNIQUE key, so that history may hold many rows per giver. The
 * receiver is kept on the row, so a profile's list and counts read one index. Registered in
 * `db/migrations.ts`.
 */
export const migration = {
  name: 'order feedback',
  sql: `
    CREATE TABLE order_feedback (
      id           INTEGER PRIMARY KEY,
      order_no     TEXT REFERENCES orders (order_no) ON DELETE CASCADE,
      from_user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      to_user_id   INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      rating       TEXT NOT NULL CHECK (rating IN ('positive', 'negative')),
      comment      TEXT NOT NULL DEFAULT '',
      created_at   INTEGER NOT NULL,
      updated_at   INTEGER NOT NULL,
      UNIQUE (order_no, from_user_id),
      CHECK (from_user_id <> to_user_id)
    );
    CREATE INDEX order_feedback_received ON order_feedback (to_user_id, updated_at DESC, id DESC);
  `,
};
