import { stmt, type Db } from '@/sandbox/db/database';

/**
 * Authenticator apps of the demo personas: `merchant` has one bound (docs/sandbox.md gives the secret,
 * so it can be added to a real app too); the others have none. Only adds what is missing, so an
 * older database gains it on the next start.
 */
const PERSONA_AUTHENTICATORS: Readonly<Record<string, string>> = {
  merchant: 'JBSWY3DPEHPK3PXPMERCHANTMAX23456',
};

export function seedTwoFactorArea(db: Db, now: number): void {
  const insert = stmt(
    db,
    `INSERT OR IGNORE INTO user_authenticators (user_id, secret, bound_at)
     SELECT id, ?, ? FROM users WHERE persona = ?`,
  );
  for (const [persona, secret] of Object.entries(PERSONA_AUTHENTICATORS)) {
    insert.run(secret, now, persona);
  }
}
