import { z } from 'zod';

/**
 * The name on the account a buyer paid from (issue 14, "Who paid"). One rule for both sides: the
 * paid dialog checks what the buyer typed with `payerName` before sending, and the contract's
 * mark-paid request validates it with the same schema. Comparing a declared name with the
 * verified one is `holder-name.ts` (no zod: it ships with the order page's first script).
 */

/** Longest holder name accepted, in characters (after trimming). */
export const PAYER_NAME_MAX = 100;

/** A holder name as typed: trimmed, not empty, at most PAYER_NAME_MAX characters, no digits. */
export const payerName = z
  .string({ error: 'Enter the name on the account you paid from' })
  .trim()
  .min(1, 'Enter the name on the account you paid from')
  .max(PAYER_NAME_MAX, `Keep the name under ${PAYER_NAME_MAX} characters`)
  .regex(/^[^\d<>]*$/u, 'A name has no digits or angle brackets');
