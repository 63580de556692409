/**
 * Migration: who is online (issue 14, item 7). `users.last_seen_at` is the latest of the user's
 * last action (an authenticated API request, written at most once a minute) and the moment
 * their last open socket closed; NULL when never seen. `p2p_bots.connected` marks the seeded
 * advertisers whose bot runs like a connected app (online while the sandbox runs); the others
 * are online only for a while after they act. Registered in `db/migrations.ts` (append-only).
 */
export const migration = {
  name: 'user presence: when each user was last seen, and which bots stay connected',
  sql: `
    ALTER TABLE users ADD COLUMN last_seen_at INTEGER;  -- epoch ms (sandbox clock); NULL: never
    ALTER TABLE p2p_bots ADD COLUMN connected INTEGER NOT NULL DEFAULT 0
      CHECK (connected IN (0, 1));                      -- 1: online while the sandbox runs
  `,
};
