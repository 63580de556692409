import { WALLET_REFUSALS as R, type AccountType } from '@/contract/wallet';
import type { FieldCode, RefusalDef } from '@/contract/define';
import { badRequest, refuse } from '@/sandbox/errors';

/** A transfer refusal with its message also as the field error of the field it is about. */
const onField = (def: RefusalDef<undefined>, message: string, path: string, code: FieldCode) =>
  refuse(def, message, null, [{ path, code, message }]);

/** The refusals of the transfer calls, each built from its contract entry (`WALLET_REFUSALS`). */
export const walletErrors = {
  accountNotOpened: (path: 'from' | 'to') =>
    onField(
      R.accountNotOpened,
      'Futures account not opened, so transfer unavailable',
      path,
      'not_allowed',
    ),
  insufficientBalance: () =>
    onField(R.insufficientBalance, 'Insufficient Balance', 'amount', 'too_big'),
  coinNotTransferable: (coin: string, from: AccountType, to: AccountType) =>
    onField(
      R.coinNotTransferable,
      `${coin} cannot be transferred from the ${from} account to the ${to} account.`,
      'coin',
      'not_allowed',
    ),
  /** Wallet-connected users have no P2P account: the spec's P2P refusal, with its code. */
  noP2pAccount: () =>
    refuse(
      R.noP2pAccount,
      'P2P trading is not open to authorized wallet users at this time. Please log in with a product account.',
    ),
  unknownCoin: (coin: string) =>
    badRequest(`The exchange does not list ${coin}.`, [
      { path: 'coin', code: 'not_allowed', message: 'Unknown coin' },
    ]),
  tooManyDecimals: (scale: number, coin: string) =>
    badRequest(`Too many decimal places: ${coin} amounts have at most ${scale}.`, [
      { path: 'amount', code: 'scale', message: `At most ${scale} decimal places` },
    ]),
  pairRequired: () =>
    badRequest('Choose a pair for isolated margin', [
      { path: 'pair', code: 'required', message: 'Choose a pair for isolated margin' },
    ]),
  pairInvalid: (pair: string, coin: string, account: AccountType) =>
    badRequest(`${pair} has no isolated ${coin} margin in the ${account} account.`, [
      { path: 'pair', code: 'not_allowed', message: 'Not a pair of this account and coin' },
    ]),
};
