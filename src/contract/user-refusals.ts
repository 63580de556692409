import { refusal } from '@/contract/define';

/**
 * Refusals about who the user is, shared by every area that checks them (orders, ads, wallet).
 * A module of its own so a page that can meet one of them does not load another area's whole
 * refusal table. The numbers are the order area's (where the rule first appeared) and unchanged.
 */
export const USER_REFUSALS = {
  /** Wallet-connected users may not trade P2P ('P2P trading is not open to authorized wallet users…'). */
  walletUser: refusal({ code: 102001, summary: 'Wallet-connected users may not trade P2P' }),
};
