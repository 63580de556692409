import { stmt, type Db } from '@/sandbox/db/database';
import type { Persona } from '@/contract/sandbox';
import { ADVERTISER_SEEDS } from '@/sandbox/db/seed-data/advertisers';

/**
 * The verified legal names of the seeded accounts (issue 14, "Who paid"): what identity
 * verification confirmed, matching the names on their saved payment details, so a seller sees
 * that Vera Collins paid from Vera Collins' account. Personas without a verified identity have
 * none. Advertisers' names are their payment accounts' holder (`ADVERTISER_SEEDS`).
 */
export const PERSONA_LEGAL_NAMES: Partial<Record<Persona, string>> = {
  verified: 'Vera Collins',
  merchant: 'Max Merchant',
  agent: 'Ada Lam',
};

/**
 * Gives every seeded account its legal name where it has none yet: on a fresh seed, and on an
 * older database that was seeded before names existed. Never overwrites a name.
 */
export function seedLegalNames(db: Db): void {
  const persona = stmt(
    db,
    'UPDATE users SET legal_name = ? WHERE persona = ? AND legal_name IS NULL',
  );
  for (const [name, legal] of Object.entries(PERSONA_LEGAL_NAMES)) persona.run(legal, name);
  const advertiser = stmt(
    db,
    'UPDATE users SET legal_name = ? WHERE persona IS NULL AND nickname = ? AND legal_name IS NULL',
  );
  for (const a of ADVERTISER_SEEDS) advertiser.run(a.holder, a.nickname);
}
