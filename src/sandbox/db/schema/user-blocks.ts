/**
 * Migration: each user's block list (issue 14, item 5). One row per blocker and blocked user;
 * the market hides the blocked user's ads from the blocker and order placement refuses the two
 * either way. Registered in `db/migrations.ts` (append-only once shipped).
 */
export const migration = {
  name: 'user blocks: who blocked whom, and when',
  sql: `
    CREATE TABLE user_blocks (
      user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE, -- the blocker
      blocked_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at INTEGER NOT NULL,                -- epoch ms (sandbox clock)
      PRIMARY KEY (user_id, blocked_id),
      CHECK (user_id <> blocked_id)
    ) WITHOUT ROWID;
    -- "Who blocked me?" at order placement.
    CREATE INDEX user_blocks_by_blocked ON user_blocks (blocked_id, user_id);
  `,
};
