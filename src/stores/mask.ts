/**
 * Masking of personal identifiers for display (header, user menu). Pure functions, shared by
 * server-rendered components and islands, so the full value never needs to reach the markup.
 */

/** `abcdef@example.com` → `ab***@example.com`; an address without `@` is masked like a name. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at === -1 ? email : email.slice(0, at);
  const domain = at === -1 ? '' : email.slice(at);
  return `${local.slice(0, 2)}***${domain}`;
}

/** `13812345678` → `138****5678`; short numbers keep only the first and the last two digits. */
export function maskPhone(phone: string): string {
  const digits = phone.trim();
  if (digits.length >= 8) return `${digits.slice(0, 3)}****${digits.slice(-4)}`;
  if (digits.length <= 3) return '****';
  return `${digits.slice(0, 1)}****${digits.slice(-2)}`;
}

/** `0x1234567890abcdef1234` → `0x12…1234`; short values are returned unchanged. */
export function shortenAddress(address: string): string {
  return address.length <= 10 ? address : `${address.slice(0, 4)}…${address.slice(-4)}`;
}

export interface Identity {
  email?: string | null;
  phone?: string | null;
  walletAddress?: string | null;
}

/** What the header shows for a user: masked email, else masked phone, else short wallet address. */
export function displayName(user: Identity | null | undefined): string {
  if (!user) return '';
  if (user.email) return maskEmail(user.email);
  if (user.phone) return maskPhone(user.phone);
  if (user.walletAddress) return shortenAddress(user.walletAddress);
  return '';
}
