import { ORDER_CODES } from '@/contract/orders';
import { WALLET_CODES, type AccountType } from '@/contract/wallet';
import { ApiError, badRequest } from '@/sandbox/errors';

const refuse = (code: number, message: string, path: string) =>
  new ApiError(400, code, message, { errors: [{ path, message }] });

export const walletErrors = {
  accountNotOpened: (path: 'from' | 'to') =>
    refuse(
      WALLET_CODES.accountNotOpened,
      'Futures account not opened, so transfer unavailable',
      path,
    ),
  insufficientBalance: () =>
    refuse(WALLET_CODES.insufficientBalance, 'Insufficient Balance', 'amount'),
  coinNotTransferable: (coin: string, from: AccountType, to: AccountType) =>
    refuse(
      WALLET_CODES.coinNotTransferable,
      `${coin} cannot be transferred from the ${from} account to the ${to} account.`,
      'coin',
    ),
  /** Wallet-connected users have no P2P account: the spec's P2P refusal, with its code. */
  noP2pAccount: () =>
    new ApiError(
      400,
      ORDER_CODES.walletUser,
      'P2P trading is not open to authorized wallet users at this time. Please log in with a product account.',
    ),
  unknownCoin: (coin: string) =>
    badRequest(`The exchange does not list ${coin}.`, [{ path: 'coin', message: 'Unknown coin' }]),
  tooManyDecimals: (scale: number, coin: string) =>
    badRequest(`Too many decimal places: ${coin} amounts have at most ${scale}.`, [
      { path: 'amount', message: `At most ${scale} decimal places` },
    ]),
  pairRequired: () =>
    badRequest('Choose a pair for isolated margin', [
      { path: 'pair', message: 'Choose a pair for isolated margin' },
    ]),
  pairInvalid: (pair: string, coin: string, account: AccountType) =>
    badRequest(`${pair} has no isolated ${coin} margin in the ${account} account.`, [
      { path: 'pair', message: 'Not a pair of this account and coin' },
    ]),
};
