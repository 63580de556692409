/**
 * Migration: trust between strangers (issue 14, parts "Who paid" and "More time"). A user's
 * verified legal name (from identity verification; the seed fills the personas' and the
 * advertisers' in `seed-data/legal-names.ts`, an older database on its next start); the paying
 * account a buyer declared when marking an order paid; and the seller's one extension of the
 * payment deadline. Registered in `db/migrations.ts` (append-only once shipped).
 */
export const migration = {
  name: 'order trust: verified legal name, declared paying account, deadline extension',
  sql: `
    ALTER TABLE users ADD COLUMN legal_name TEXT;            -- NULL: no verified identity name
    ALTER TABLE orders ADD COLUMN payer_method TEXT;         -- declared at paid: method code
    ALTER TABLE orders ADD COLUMN payer_name TEXT;           -- declared at paid: account holder
    ALTER TABLE orders ADD COLUMN deadline_extended_minutes INTEGER; -- NULL: never extended
  `,
};
