/**
 * Migration: ad versions (edits from two tabs never undo each other).
 * Registered in `db/migrations.ts` (append-only once shipped).
 *
 * `version` is bumped by every owner's save and status change (not by orders moving
 * `remaining`); an edit or action must name the version it started from. Existing ads start at
 * 1. The index serves My ads (the owner's ads, newest first).
 */
export const migration = {
  name: 'ad versions (edits from two tabs never undo each other)',
  sql: `
    ALTER TABLE ads ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
    CREATE INDEX ads_by_user_created ON ads (user_id, created_at DESC, id DESC);
  `,
};
