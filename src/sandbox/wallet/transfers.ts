import { randomBytes } from 'node:crypto';
import type {
  AccountType,
  CoinBalance,
  MarginMode,
  TransferCurrency,
  TransferRecord,
  TransferRequest,
} from '@/contract/wallet';
import { compareDecimal, roundDecimal } from '@/lib/decimal';
import type { SandboxContext } from '@/sandbox/context';
import { stmt } from '@/sandbox/db/database';
import { transaction } from '@/sandbox/db/transaction';
import { fitsScale } from '@/rules/money';
import type { UserRecord } from '@/sandbox/user/users';
import {
  accountHolds,
  findWalletCoin,
  isFutures,
  isOpened,
  marginPairs,
  transferCurrencies,
  userAccounts,
  type WalletCoin,
} from '@/sandbox/wallet/accounts';
import { availableIn, credit, debit, type Pocket } from '@/sandbox/wallet/balances';
import { walletErrors } from '@/sandbox/wallet/errors';

/**
 * Moving coins between the user's own accounts (free of charge), and the balance reads the
 * transfer dialog and the card page use. A transfer debits one pocket and credits the other in
 * one transaction and is logged in `wallet_transfers`; the P2P order engine reads the same
 * `balances` rows, so coins moved into the P2P account can be sold at once.
 */

function knownCoin(ctx: SandboxContext, coin: string): WalletCoin {
  const found = findWalletCoin(ctx.db, coin);
  if (!found) throw walletErrors.unknownCoin(coin);
  return found;
}

function assertHasAccounts(user: UserRecord, ...accounts: AccountType[]): void {
  const own = userAccounts(user);
  if (accounts.some((a) => !own.includes(a))) throw walletErrors.noP2pAccount();
}

/**
 * The pocket a side of a transfer (or a balance read) means: isolated margin of a futures
 * account is the balance of one pair; anything else is the account's own balance.
 */
function pocketOf(
  account: AccountType,
  coin: string,
  pair: string | undefined,
  marginMode: MarginMode | undefined,
): Pocket {
  if (!isFutures(account) || marginMode !== 'isolated') return { account };
  if (pair === undefined) throw walletErrors.pairRequired();
  if (!marginPairs(account, coin).includes(pair)) {
    throw walletErrors.pairInvalid(pair, coin, account);
  }
  return { account, pair };
}

export function currenciesFor(
  ctx: SandboxContext,
  user: UserRecord,
  from: AccountType,
  to: AccountType,
): TransferCurrency[] {
  assertHasAccounts(user, from, to);
  return transferCurrencies(ctx.db, from, to);
}

interface BalanceQuery {
  account: AccountType;
  coin: string;
  pair?: string;
  marginMode?: MarginMode;
}

/** The available balance of one coin in one account (or isolated pair); 0 when none. */
export function transferBalance(
  ctx: SandboxContext,
  user: UserRecord,
  query: BalanceQuery,
): CoinBalance & { account: AccountType } {
  knownCoin(ctx, query.coin);
  assertHasAccounts(user, query.account);
  const pocket = pocketOf(query.account, query.coin, query.pair, query.marginMode);
  return {
    account: query.account,
    coin: query.coin,
    available: availableIn(ctx.db, user.id, pocket, query.coin),
  };
}

/** `GET /spot/spot/balance/available`: the spot account's available balance of a coin. */
export function spotAvailable(ctx: SandboxContext, user: UserRecord, coin: string): CoinBalance {
  knownCoin(ctx, coin);
  return { coin, available: availableIn(ctx.db, user.id, { account: 'spot' }, coin) };
}

export function transfer(
  ctx: SandboxContext,
  user: UserRecord,
  request: TransferRequest,
): TransferRecord {
  const { from, to, amount, marginMode } = request;
  const coin = knownCoin(ctx, request.coin);
  assertHasAccounts(user, from, to);
  if (!isOpened(ctx.db, user.id, from)) throw walletErrors.accountNotOpened('from');
  if (!isOpened(ctx.db, user.id, to)) throw walletErrors.accountNotOpened('to');
  if (!accountHolds(from, coin) || !accountHolds(to, coin)) {
    throw walletErrors.coinNotTransferable(coin.coin, from, to);
  }
  if (!fitsScale(amount, coin.scale)) throw walletErrors.tooManyDecimals(coin.scale, coin.coin);
  const source = pocketOf(from, coin.coin, request.pair, marginMode);
  const target = pocketOf(to, coin.coin, request.pair, marginMode);
  const pair = source.pair ?? target.pair ?? null;
  const futures = isFutures(from) || isFutures(to);
  const mode: MarginMode | null = futures ? (pair === null ? 'cross' : 'isolated') : null;
  const moved = roundDecimal(amount, coin.scale);

  return transaction(ctx.db, () => {
    const { db } = ctx;
    if (compareDecimal(availableIn(db, user.id, source, coin.coin), moved) < 0) {
      throw walletErrors.insufficientBalance();
    }
    debit(db, user.id, source, coin.coin, moved);
    credit(db, user.id, target, coin.coin, moved);
    const record: TransferRecord = {
      transferId: randomBytes(12).toString('hex'),
      from,
      to,
      coin: coin.coin,
      amount: moved,
      pair,
      createdAt: ctx.clock.now(),
    };
    stmt(
      db,
      `INSERT INTO wallet_transfers (id, user_id, from_account, to_account, coin, amount, pair,
         margin_mode, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(record.transferId, user.id, from, to, record.coin, moved, pair, mode, record.createdAt);
    return record;
  });
}
