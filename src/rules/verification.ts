/**
 * Masking of a user's email and phone for display, one rule for the page (header, user menu)
 * and the sandbox (binding status, the two-factor dialog's targets), so the same person's
 * contact never reads two ways. Masks use a fixed number of stars, so they do not reveal a
 * length, and never show more than half of a short value.
 */

/**
 * `vera@example.com` → `ve***@example.com`; a local part of one or two characters keeps only
 * its first (`ab@x.io` → `a***@x.io`); no local part (or no `@`) → `***`.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const keep = local.length > 2 ? 2 : 1;
  return `${local.slice(0, keep)}***${email.slice(at)}`;
}

/**
 * A national number, with its calling code when given: `7700900123` with `44` →
 * `+44 77****0123`. From 8 digits on, the first two and the last four show; 5 to 7 digits show
 * the first and the last two (`7712345` → `7****45`); 4 or fewer show nothing (`****`).
 */
export function maskPhone(phone: string, areaCode: string | null = null): string {
  const digits = phone.trim();
  const prefix = areaCode ? `+${areaCode} ` : '';
  if (digits.length >= 8) return `${prefix}${digits.slice(0, 2)}****${digits.slice(-4)}`;
  if (digits.length <= 4) return `${prefix}****`;
  return `${prefix}${digits.slice(0, 1)}****${digits.slice(-2)}`;
}
