import { atom, readonlyType } from 'nanostores';
import { readPageState } from '@/stores/page-state';
import type { z } from 'zod';
import type { userInfo } from '@/contract/user';

/**
 * The browser's view of the session. Browser only: the server keeps each request's session on
 * `Astro.locals` and never writes this store (module state on the server is shared by every
 * request). The page hands the user to the browser in a JSON block (the page state) and the
 * store starts from it as soon as this module loads in the browser: islands read it with
 * `useStore` and must see the server's user on their first render, whether the page bootstrap
 * or the island's own chunk runs first.
 *
 * This module imports no zod at run time (types only): it is in every page's bootstrap script,
 * and the data comes from our own server, so a structural check is enough.
 */

/** The user fields the front-end keeps; the type comes from the contract so it cannot drift. */
const SESSION_USER_FIELDS = [
  'uid',
  'type',
  'loginType',
  'email',
  'phone',
  'walletAddress',
  'level',
  'isAuth',
  'nickname',
] as const;
export type SessionUser = Pick<z.infer<typeof userInfo>, (typeof SESSION_USER_FIELDS)[number]>;

interface Session {
  /** Null in the browser when the session lives in the HttpOnly cookie only. */
  token: string | null;
  user: SessionUser | null;
}

const nullableString = (v: unknown) => v === null || typeof v === 'string';
const CHECKS: Record<keyof SessionUser, (v: unknown) => boolean> = {
  uid: (v) => typeof v === 'string' && v !== '',
  type: Number.isInteger,
  loginType: (v) => v === 'account' || v === 'wallet',
  email: nullableString,
  phone: nullableString,
  walletAddress: nullableString,
  level: (v) => Number.isInteger(v) && (v as number) >= 0,
  isAuth: (v) => typeof v === 'boolean',
  nickname: nullableString,
};

/**
 * Keeps only the session fields of a user-info object, or null when one of them is missing or of
 * the wrong type. The server uses it to decide what reaches the page; the browser to check it.
 */
export function pickSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const source = value as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const field of SESSION_USER_FIELDS) {
    if (!CHECKS[field](source[field])) return null;
    picked[field] = source[field];
  }
  return picked as unknown as SessionUser;
}

const EMPTY: Session = { token: null, user: null };
const $value = atom<Session>(EMPTY);
/** The session. Write through setSession/clearSession/hydrateSession only. */
export const $session = readonlyType($value);

/** Replaces the session (after a login or a user-info reload). */
export function setSession(session: { token?: string | null; user: SessionUser | null }): void {
  $value.set({ token: session.token || null, user: session.user && pickSessionUser(session.user) });
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
  const record =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  const token = record?.token ?? null;
  const user = record?.user == null ? null : pickSessionUser(record.user);
  if (
    !record ||
    (token !== null && (typeof token !== 'string' || token === '')) ||
    (record.user != null && !user)
  ) {
    clearSession();
    return false;
  }
  $value.set({ token, user });
  return token !== null || user !== null;
}

// Browser only (the server has no document, and per-user data never goes into module state
// there): start from the user the server rendered, so an island hydrating before the page
// bootstrap does not render a visitor's view for a moment.
if (typeof document !== 'undefined') {
  hydrateSession({ token: null, user: readPageState().user ?? null });
}
