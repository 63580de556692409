import { z } from 'zod';

import { amountDecimal, coinCode, pairSymbol } from '@/contract/asset-codes';
import { positiveDecimal, timestamp } from '@/contract/common';
import { endpoint, refusal } from '@/contract/define';
import { USER_REFUSALS } from '@/contract/user-refusals';

/**
 * Wallet service: moving coins between the user's own accounts (spec sections 2 and 3, the
 * transfer dialog). Internal transfers are free, so there is no fee anywhere in these shapes.
 */

/**
 * Business codes of refused transfers. The dialog shows the server's message where the user is
 * looking; the codes let scripts and tests tell the cases apart without parsing it.
 */
export const WALLET_CODES = {
  /** A futures account the user has not opened ('Futures account not opened, so transfer unavailable'). */
  accountNotOpened: 106001,
  /** The amount is above the available balance of the source ('Insufficient Balance'). */
  insufficientBalance: 106002,
  /** One of the accounts does not hold that coin. */
  coinNotTransferable: 106003,
} as const;

/** The transfer refusals; each carries a field error on the field it is about. */
export const WALLET_REFUSALS = {
  accountNotOpened: refusal({
    code: WALLET_CODES.accountNotOpened,
    summary: 'A futures account the user has not opened (field error on from/to)',
  }),
  insufficientBalance: refusal({
    code: WALLET_CODES.insufficientBalance,
    summary: 'The amount is above the available balance (field error on amount)',
  }),
  coinNotTransferable: refusal({
    code: WALLET_CODES.coinNotTransferable,
    summary: 'One of the accounts does not hold that coin (field error on coin)',
  }),
  /** Wallet-connected users have no P2P account: the shared refusal of the same rule. */
  noP2pAccount: USER_REFUSALS.walletUser,
};

/** The accounts a user holds (spec section 3, Transfer). */
export const accountType = z.enum([
  'spot',
  'p2p',
  'coin_margined_futures',
  'usdt_margined_futures',
  'super_contract',
  'finance_interest',
  'strategy',
]);
export type AccountType = z.infer<typeof accountType>;

/** Futures margin modes; isolated margin keeps one balance per pair. */
const marginMode = z.enum(['cross', 'isolated']);
export type MarginMode = z.infer<typeof marginMode>;

/** The available (not frozen, not in escrow) balance of one coin. */
const coinBalance = z.object({ coin: coinCode, available: positiveDecimal });
export type CoinBalance = z.infer<typeof coinBalance>;

/**
 * One source account and where it may send coins. `opened` is false for an account the user has
 * not activated yet (typically futures): the dialog then shows the "not opened" warning instead
 * of letting the user pick it.
 */
export const transferRoute = z.object({
  account: accountType,
  opened: z.boolean(),
  targets: z.array(accountType),
});
export type TransferRoute = z.infer<typeof transferRoute>;

/** A coin that can move between two accounts, with the pairs it can margin (futures only). */
export const transferCurrency = z.object({
  coin: coinCode,
  scale: z.number().int().min(0).max(18),
  pairs: z.array(pairSymbol),
});
export type TransferCurrency = z.infer<typeof transferCurrency>;

/** Rejects a transfer from an account to itself, whatever the other fields say. */
function distinctAccounts(value: { from: AccountType; to: AccountType }): boolean {
  return value.from !== value.to;
}
const sameAccountMessage = { message: 'Choose two different accounts', path: ['to'] };

/**
 * The transfer request. `pair` is needed when isolated margin is involved, because that
 * balance belongs to one pair; cross margin and non-futures accounts ignore it.
 */
const transferRequest = z
  .object({
    from: accountType,
    to: accountType,
    coin: coinCode,
    amount: amountDecimal,
    pair: pairSymbol.optional(),
    marginMode: marginMode.optional(),
  })
  .strict()
  .refine(distinctAccounts, sameAccountMessage)
  .refine((value) => value.marginMode !== 'isolated' || value.pair !== undefined, {
    message: 'Choose a pair for isolated margin',
    path: ['pair'],
  });
export type TransferRequest = z.infer<typeof transferRequest>;

export const transferRecord = z.object({
  transferId: z.string().min(1).max(64),
  from: accountType,
  to: accountType,
  coin: coinCode,
  amount: positiveDecimal,
  pair: pairSymbol.nullable(),
  createdAt: timestamp,
});
export type TransferRecord = z.infer<typeof transferRecord>;

export const walletEndpoints = {
  walletTransferTargets: endpoint({
    method: 'GET',
    path: '/wallet/account-transfers/target',
    auth: 'user',
    data: z.array(transferRoute),
    summary: 'Accounts the user can transfer between, and which of them are opened',
  }),
  walletTransferCurrencies: endpoint({
    method: 'GET',
    path: '/wallet/account-transfers/target-currency',
    auth: 'user',
    query: z
      .object({ from: accountType, to: accountType })
      .strict()
      .refine(distinctAccounts, sameAccountMessage),
    data: z.array(transferCurrency),
    refusals: { noP2pAccount: WALLET_REFUSALS.noP2pAccount },
    summary: 'Coins that can move from one account to another',
  }),
  walletTransferBalance: endpoint({
    method: 'GET',
    path: '/wallet/account-transfers/balance',
    auth: 'user',
    query: z
      .object({
        account: accountType,
        coin: coinCode,
        pair: pairSymbol.optional(),
        marginMode: marginMode.optional(),
      })
      .strict(),
    data: coinBalance.extend({ account: accountType }),
    refusals: { noP2pAccount: WALLET_REFUSALS.noP2pAccount },
    summary: 'Available balance of one coin in one account (the dialog\'s "available" and "all")',
  }),
  walletTransfer: endpoint({
    method: 'POST',
    path: '/wallet/account-transfers',
    auth: 'user',
    body: transferRequest,
    data: transferRecord,
    refusals: WALLET_REFUSALS,
    summary: 'Move coins between two of the user’s accounts (free of charge)',
  }),
  spotBalanceAvailable: endpoint({
    method: 'GET',
    path: '/spot/spot/balance/available',
    auth: 'user',
    query: z.object({ coin: coinCode }).strict(),
    data: coinBalance,
    summary: 'Available spot balance of one coin',
  }),
};
