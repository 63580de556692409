import { mayTradeP2p } from '@/rules/user';
import {
  accountType,
  type AccountType,
  type TransferCurrency,
  type TransferRoute,
} from '@/contract/wallet';
import { stmt, type Db } from '@/sandbox/db/database';
import { int, text } from '@/sandbox/db/rows';
import type { UserRecord } from '@/sandbox/user/users';

/**
 * The sandbox's model of the wider exchange's accounts, enough for the transfer dialog:
 * - which accounts a user has: all of them, except that futures accounts exist only once opened
 *   (`opened_accounts`) and wallet-connected users have no P2P account (P2P is closed to them);
 * - which coins each account holds: spot and finance interest any coin the exchange lists (the
 *   P2P and card catalogues), P2P only the coins its market trades, USDT-margined futures and
 *   the super contract USDT, coin-margined futures the coins with a `<coin>-USD` contract, and
 *   strategy USDT, BTC and ETH;
 * - which pairs an isolated-margin balance can belong to: `<base>-USDT` for USDT-margined
 *   futures, `<coin>-USD` for coin-margined futures.
 */

const FUTURES_ACCOUNTS: readonly AccountType[] = ['coin_margined_futures', 'usdt_margined_futures'];

const COIN_MARGINED = ['BTC', 'ETH', 'LTC', 'XRP', 'BCH', 'TRX'];
const USDT_PAIRS = ['BTC-USDT', 'ETH-USDT', 'LTC-USDT', 'XRP-USDT', 'BCH-USDT', 'TRX-USDT'];

type CoinRule = 'any' | 'p2p' | readonly string[];

const ACCOUNT_COINS: Record<AccountType, CoinRule> = {
  spot: 'any',
  p2p: 'p2p',
  coin_margined_futures: COIN_MARGINED,
  usdt_margined_futures: ['USDT'],
  super_contract: ['USDT'],
  finance_interest: 'any',
  strategy: ['USDT', 'BTC', 'ETH'],
};

export function isFutures(account: AccountType): boolean {
  return FUTURES_ACCOUNTS.includes(account);
}

/** A coin the wallet knows, with the decimals a transferred amount may have. */
export interface WalletCoin {
  coin: string;
  scale: number;
  /** True when the P2P market trades it (the P2P account holds only those). */
  p2p: boolean;
}

/**
 * Every coin the exchange lists: the P2P market's first (their scale wins, so coins move to the
 * P2P account without dust), then the card market's others.
 */
function walletCoins(db: Db): WalletCoin[] {
  const p2p = stmt(db, 'SELECT coin, scale FROM p2p_coins ORDER BY sort')
    .all()
    .map((row) => ({ coin: text(row, 'coin'), scale: int(row, 'scale'), p2p: true }));
  const known = new Set(p2p.map((c) => c.coin));
  const card = stmt(db, 'SELECT coin, scale FROM card_coins ORDER BY sort')
    .all()
    .map((row) => ({ coin: text(row, 'coin'), scale: int(row, 'scale'), p2p: false }))
    .filter((c) => !known.has(c.coin));
  return [...p2p, ...card];
}

export function findWalletCoin(db: Db, coin: string): WalletCoin | undefined {
  return walletCoins(db).find((c) => c.coin === coin);
}

/** True when the account can hold the coin. */
export function accountHolds(account: AccountType, coin: WalletCoin): boolean {
  const rule = ACCOUNT_COINS[account];
  if (rule === 'any') return true;
  if (rule === 'p2p') return coin.p2p;
  return rule.includes(coin.coin);
}

/** The pairs an isolated-margin balance of `coin` can belong to in `account` (none elsewhere). */
export function marginPairs(account: AccountType, coin: string): string[] {
  if (account === 'usdt_margined_futures' && coin === 'USDT') return USDT_PAIRS;
  if (account === 'coin_margined_futures' && COIN_MARGINED.includes(coin)) return [`${coin}-USD`];
  return [];
}

/** The accounts a user has at all (opened or not): no P2P account for wallet-connected users. */
export function userAccounts(user: UserRecord): AccountType[] {
  const accountUser = mayTradeP2p(user);
  return accountType.options.filter((a) => accountUser || a !== 'p2p');
}

/** True when the account is usable: futures accounts only once the user opened them. */
export function isOpened(db: Db, userId: number, account: AccountType): boolean {
  if (!isFutures(account)) return true;
  return (
    stmt(db, 'SELECT 1 AS opened FROM opened_accounts WHERE user_id = ? AND account = ?').get(
      userId,
      account,
    ) !== undefined
  );
}

/** Every account of the user with whether it is opened and where it may send coins. */
export function transferRoutes(db: Db, user: UserRecord): TransferRoute[] {
  const accounts = userAccounts(user);
  return accounts.map((account) => ({
    account,
    opened: isOpened(db, user.id, account),
    targets: accounts.filter((a) => a !== account),
  }));
}

/** The coins both accounts hold, with their scale and (futures involved) margin pairs. */
export function transferCurrencies(db: Db, from: AccountType, to: AccountType): TransferCurrency[] {
  return walletCoins(db)
    .filter((c) => accountHolds(from, c) && accountHolds(to, c))
    .map((c) => ({
      coin: c.coin,
      scale: c.scale,
      pairs: [...marginPairs(from, c.coin), ...marginPairs(to, c.coin)],
    }));
}
