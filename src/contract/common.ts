import { z } from 'zod';

/**
 * Wire primitives shared by every contract file.
 * Money (amounts, prices, balances, rates) travels as decimal strings and is never parsed into a
 * JS number: the UI formats strings, the sandbox computes with integer minor units / BigInt.
 */
export const decimal = z
  .string()
  .max(40)
  .regex(/^-?\d+(\.\d+)?$/, 'Must be a decimal number such as "12.50"');

/** A non-negative decimal string (amounts and prices a user enters). */
export const positiveDecimal = z
  .string()
  .max(40)
  .regex(/^\d+(\.\d+)?$/, 'Must be a non-negative decimal number such as "12.50"');

/** Numeric ids as they arrive in query strings and paths. */
export const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Paging in query strings: page from 1, pageSize 1-100 (defaults 1 and 10). */
export const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
};

/** A page of items. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}

/** Epoch milliseconds (server time). */
export const timestamp = z.number().int().nonnegative();

/** Responses with nothing to say carry `data: null`. */
export const empty = z.null();

/** A 6-digit verification code (SMS, email, voice, authenticator). */
export const verificationCode = z.string().regex(/^\d{6}$/, 'The code has 6 digits');
