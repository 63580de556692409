import { computed } from 'nanostores';
import { mayTradeP2p } from '@/rules/user';
import { $session } from '@/stores/session';

/**
 * What islands ask of the session, as stores they read with `useStore`. Kept out of
 * `session.ts`, which every page's bootstrap loads: nanostores' `computed` then ships only with
 * the islands that use these (about 0.5 KB gzip less on every other page).
 */

/**
 * Logged in when a token is known or the server sent a user: the token itself may be kept out
 * of the browser (HttpOnly cookie), in which case the server's user is the proof.
 */
export const $isLoggedIn = computed($session, (s) => s.token !== null || s.user !== null);
/** Wallet-connected users get fewer menus and no P2P trading (`mayTradeP2p`, as the sandbox). */
export const $isWalletUser = computed($session, (s) => s.user !== null && !mayTradeP2p(s.user));
