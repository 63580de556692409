import type { z } from 'zod';
import type { userInfo } from '@/contract/user';

/**
 * Who may use P2P at all (spec section 6), decided once for the page and the sandbox. The page
 * hides trading and shows the wallet notice by it (`$isWalletUser`); the sandbox refuses orders,
 * the P2P account and the merchant portal by it. The user info carries two signals, the login
 * kind and the user type; a user counts as an account user only when both say so, so the two
 * sides can never read one user differently.
 */

/** User type 3: an account user with the full menus (`GET /user/user/base` `type`). */
const FULL_ACCOUNT_TYPE = 3;

/** The two fields of the user info the rule reads. */
type TraderIdentity = Pick<z.infer<typeof userInfo>, 'loginType' | 'type'>;

/**
 * True for an account user (logged in with an account, type 3), who may trade P2P; false for a
 * wallet-connected user (a wallet login, or any type other than 3), who is refused P2P entirely.
 */
export function mayTradeP2p(user: TraderIdentity): boolean {
  return user.loginType === 'account' && user.type === FULL_ACCOUNT_TYPE;
}
