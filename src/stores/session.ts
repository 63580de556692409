import { atom, computed, readonlyType } from 'nanostores';
import { z } from 'zod';
import { userInfo } from '@/contract/user';
import { displayName } from '@/stores/mask';

// The masking helpers are part of the session's public face (MinimalHeader imports displayName).
export { displayName, maskEmail, maskPhone, shortenAddress } from '@/stores/mask';

/**
 * The browser's view of the session. Browser only: the server keeps each request's session on
 * `Astro.locals` and never writes this store (module state on the server is shared by every
 * request). The page hands the user to the browser in a JSON block and `hydrateSession` loads it.
 */

/** The user fields the front-end keeps, taken from the contract so they cannot drift. */
export const sessionUserSchema = userInfo.pick({
  uid: true,
  type: true,
  loginType: true,
  email: true,
  phone: true,
  walletAddress: true,
  level: true,
  isAuth: true,
  nickname: true,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionSchema = z.object({
  /** Null in the browser when the session lives in the HttpOnly cookie only. */
  token: z.string().min(1).nullable().default(null),
  user: sessionUserSchema.nullable().default(null),
});
export type Session = z.infer<typeof sessionSchema>;

/** User type 3: an account user with the full menus. */
export const FULL_ACCOUNT_TYPE = 3;

const EMPTY: Session = { token: null, user: null };
const $value = atom<Session>(EMPTY);
/** The session. Write through setSession/clearSession/hydrateSession only. */
export const $session = readonlyType($value);

/**
 * Logged in when a token is known or the server sent a user: the token itself may be kept out
 * of the browser (HttpOnly cookie), in which case the server's user is the proof.
 */
export const $isLoggedIn = computed($value, (s) => s.token !== null || s.user !== null);
/** Wallet-connected users get fewer menus and no P2P trading. */
export const $isWalletUser = computed($value, (s) => s.user?.loginType === 'wallet');
/** Type 3 users see the full wallet and user menus. */
export const $isFullAccount = computed($value, (s) => s.user?.type === FULL_ACCOUNT_TYPE);
/** Masked email, else masked phone, else shortened wallet address; empty for visitors. */
export const $displayName = computed($value, (s) => displayName(s.user));

/** Replaces the session (after a login or a user-info reload). */
export function setSession(session: { token?: string | null; user: SessionUser | null }): void {
  $value.set(sessionSchema.parse(session));
}

/** Forgets the session (logout, 403/413). */
export function clearSession(): void {
  $value.set(EMPTY);
}

/**
 * Loads the session the server rendered into the page: a JSON string or an already parsed value
 * with `token` and/or `user`. Anything malformed clears the session instead of trusting it.
 * Returns whether a session was loaded.
 */
export function hydrateSession(fromJson: unknown): boolean {
  let value: unknown = fromJson;
  if (typeof fromJson === 'string') {
    try {
      value = JSON.parse(fromJson);
    } catch {
      value = null;
    }
  }
  const parsed = sessionSchema.safeParse(value);
  if (!parsed.success) {
    clearSession();
    return false;
  }
  $value.set(parsed.data);
  return parsed.data.token !== null || parsed.data.user !== null;
}
