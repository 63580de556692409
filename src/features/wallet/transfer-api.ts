import { api } from '@/client/api';
import type { AccountType, MarginMode, TransferRequest } from '@/contract/wallet';
import { walletEndpoints as wallet } from '@/contract/wallet';

/**
 * The transfer dialog's calls. Loading the accounts may toast like any call; the balance and the
 * transfer itself are explained inside the dialog (`self`), where the user is looking.
 */
const self = { errors: 'self' } as const;

export function fetchRoutes() {
  return api.call(wallet.walletTransferTargets, {}, self);
}

export function fetchCurrencies(from: AccountType, to: AccountType) {
  return api.call(wallet.walletTransferCurrencies, { query: { from, to } }, self);
}

export function fetchBalance(
  account: AccountType,
  coin: string,
  margin: { marginMode?: MarginMode; pair?: string },
) {
  return api.call(wallet.walletTransferBalance, { query: { account, coin, ...margin } }, self);
}

export function transfer(body: TransferRequest) {
  return api.call(wallet.walletTransfer, { body }, self);
}
