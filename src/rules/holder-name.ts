/**
 * Comparing the name on a paying account with the buyer's verified name (issue 14, "Who
 * paid"). The seller's order page warns by it; the sandbox and any later check use the same
 * function, so the two never disagree about a name. Pure and without zod: it ships with the
 * order page's first script.
 */

/**
 * A name reduced to what identifies it: letters and digits only, lower case, without diacritics
 * or spacing ("  José  da-Silva " and "jose da silva" compare equal). Punctuation such as
 * hyphens and dots is spacing here too: banks write the same name both ways.
 */
export function holderNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Whether a declared holder name is the verified name, ignoring case, spacing and diacritics.
 * An empty name never matches (nothing was declared).
 */
export function sameHolderName(declared: string, verified: string): boolean {
  const key = holderNameKey(declared);
  return key !== '' && key === holderNameKey(verified);
}
