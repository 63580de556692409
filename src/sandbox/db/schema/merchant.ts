/**
 * Migration: merchant applications, deposits, advertiser agreement, daily advertiser activity.
 * Registered in `db/migrations.ts` (append-only once shipped).
 */
export const migration = {
  name: 'merchant applications, deposits, advertiser agreement, daily advertiser activity',
  sql: `
    SELECT 1;
  `,
};
