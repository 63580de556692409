import { z } from 'zod';

/**
 * Wire primitives shared by every contract file.
 * Money (amounts, prices, balances, rates) travels as decimal strings and is never parsed into a
 * JS number: the UI formats strings, the sandbox computes with integer minor units / BigInt.
 */

/**
 * The wire's one rule on padded numbers: a whole part written with leading zeros (`"00012"`,
 * `"00.5"`, `"-07"`) is refused wherever an amount, price or ratio is parsed, since a value has
 * one spelling on the wire (the page's number input already drops the zeros a person types).
 * `"0"`, `"0.5"` and trailing zeros (`"12.50"`) are fine.
 */
export function hasLeadingZero(value: string): boolean {
  return /^[-+]?0\d/.test(value.trim());
}

/** Why a padded number is refused (the field error's message). */
export const NO_LEADING_ZEROS = 'Write the number without leading zeros, such as "12" for "0012"';

export const decimal = z
  .string()
  .max(40)
  .regex(/^-?\d+(\.\d+)?$/, 'Must be a decimal number such as "12.50"')
  .refine((value) => !hasLeadingZero(value), NO_LEADING_ZEROS);

/** A non-negative decimal string (amounts and prices a user enters). */
export const positiveDecimal = z
  .string()
  .max(40)
  .regex(/^\d+(\.\d+)?$/, 'Must be a non-negative decimal number such as "12.50"')
  .refine((value) => !hasLeadingZero(value), NO_LEADING_ZEROS);

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
