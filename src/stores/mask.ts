import { maskEmail, maskPhone } from '@/rules/verification';

/**
 * What the header and the user menu show for the logged-in user. Pure, shared by
 * server-rendered components and islands, so the full value never needs to reach the markup.
 * The email and phone masks are the rules the sandbox masks with too (`src/rules/verification.ts`).
 */

/** `0x1234567890abcdef1234` → `0x12…1234`; short values are returned unchanged. */
export function shortenAddress(address: string): string {
  return address.length <= 10 ? address : `${address.slice(0, 4)}…${address.slice(-4)}`;
}

interface Identity {
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
