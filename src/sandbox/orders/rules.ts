import type { AdStatus, TradeSide } from '@/contract/entities';
import type { SandboxContext } from '@/sandbox/context';
import { stmt, type Db } from '@/sandbox/db/database';
import { int, text, textOrNull, type Row } from '@/sandbox/db/rows';
import { cancelWindow, type P2pConfig } from '@/sandbox/config';
import { orderErrors } from '@/sandbox/orders/errors';
import { completedTrades } from '@/sandbox/orders/trade-stats';
import { unmetCondition } from '@/rules/counterparty-conditions';
import type { UserRecord } from '@/sandbox/user/users';
import { mayTradeP2p } from '@/rules/user';

/**
 * The rules that decide whether a user may place an order (spec sections 6 and 8), each a small
 * function that throws the refusal with the spec's message. `placeOrder` runs them in the order
 * the product defines, inside its transaction, so two concurrent orders cannot both squeeze
 * under a cap.
 */

const DAY_MS = 24 * 3600_000;
const IN_PROGRESS = "('pending_payment', 'paid', 'appealing')";

/** The ad columns placing an order needs. */
export interface AdRecord {
  id: number;
  userId: number;
  type: TradeSide;
  coin: string;
  fiat: string;
  remaining: string;
  minLimit: string;
  maxLimit: string;
  paymentTimeLimit: number;
  minRegisteredDays: number | null;
  minCompletedTrades: number | null;
  status: AdStatus;
  coinScale: number;
  fiatScale: number;
}

const intOrNull = (row: Row, col: string) => (row[col] === null ? null : int(row, col));

export function findAd(db: Db, adId: number): AdRecord | undefined {
  const row = stmt(
    db,
    `SELECT a.*, c.scale AS coin_scale, f.scale AS fiat_scale
       FROM ads a JOIN p2p_coins c ON c.coin = a.coin JOIN p2p_fiats f ON f.fiat = a.fiat
      WHERE a.id = ?`,
  ).get(adId);
  if (!row) return undefined;
  return {
    id: int(row, 'id'),
    userId: int(row, 'user_id'),
    type: text(row, 'type') === 'buy' ? 'buy' : 'sell',
    coin: text(row, 'coin'),
    fiat: text(row, 'fiat'),
    remaining: text(row, 'remaining'),
    minLimit: text(row, 'min_limit'),
    maxLimit: text(row, 'max_limit'),
    paymentTimeLimit: int(row, 'payment_time_limit'),
    minRegisteredDays: intOrNull(row, 'min_registered_days'),
    minCompletedTrades: intOrNull(row, 'min_completed_trades'),
    status: text(row, 'status') as AdStatus,
    coinScale: int(row, 'coin_scale'),
    fiatScale: int(row, 'fiat_scale'),
  };
}

/** Wallet-connected users are refused P2P entirely (spec section 6; `mayTradeP2p`). */
export function assertAccountUser(user: UserRecord): void {
  if (!mayTradeP2p(user)) throw orderErrors.walletUser();
}

export function assertIdentityVerified(user: UserRecord): void {
  if (!user.isAuth) throw orderErrors.identityRequired();
}

/**
 * The fiat of the user's identity country (the only one they may trade), or null when none is
 * traded here. Shared with `user/info` (`homeFiat`) so the UI explains the rule beforehand.
 */
export function homeFiat(db: Db, user: Pick<UserRecord, 'country'>): string | null {
  if (!user.country) return null;
  const row = stmt(db, 'SELECT fiat FROM p2p_fiats WHERE country = ? ORDER BY sort LIMIT 1').get(
    user.country,
  );
  return row ? textOrNull(row, 'fiat') : null;
}

/** Users trade only in the fiat of their identity country (spec section 6). */
export function assertHomeFiat(db: Db, user: UserRecord, fiat: string): void {
  const home = homeFiat(db, user);
  if (home !== fiat) throw orderErrors.fiatNotHomeCountry(home);
}

/** The advertiser's counterparty conditions: registration age in days and completed trades. */
export function assertConditionsMet(db: Db, ad: AdRecord, user: UserRecord, now: number): void {
  const unmet = unmetCondition(ad, {
    registeredDays: Math.floor((now - user.createdAt) / DAY_MS),
    completedTrades: completedTrades(db, user.id),
  });
  if (unmet) throw orderErrors.requirementsNotMet(unmet);
}

/** Orders in progress the user placed (as taker). */
export function pendingOrdersPlaced(db: Db, userId: number): number {
  const row = stmt(
    db,
    `SELECT COUNT(*) AS n FROM orders WHERE taker_id = ? AND status IN ${IN_PROGRESS}`,
  ).get(userId);
  return row ? int(row, 'n') : 0;
}

/** Orders in progress on the advertiser's ads. */
function pendingOrdersOnAds(db: Db, advertiserId: number): number {
  const row = stmt(
    db,
    `SELECT COUNT(*) AS n FROM orders WHERE advertiser_id = ? AND status IN ${IN_PROGRESS}`,
  ).get(advertiserId);
  return row ? int(row, 'n') : 0;
}

export function assertPendingCaps(
  db: Db,
  config: P2pConfig,
  userId: number,
  advertiserId: number,
): void {
  if (pendingOrdersPlaced(db, userId) >= config.maxPendingOrdersPerUser) {
    throw orderErrors.userPendingCap(config.maxPendingOrdersPerUser);
  }
  if (pendingOrdersOnAds(db, advertiserId) >= config.maxPendingOrdersPerAdvertiser) {
    throw orderErrors.advertiserPendingCap();
  }
}

interface CancellationStatus {
  /** Orders the user cancelled as buyer since the last daily reset. */
  cancelledToday: number;
  /** When orders are allowed again, or null while under the cap. */
  blockedUntil: number | null;
}

/**
 * The daily cancellation cap: cancellations the user made as buyer within the current reset
 * window (`p2p.cancelResetUtc`). Timeouts and support decisions do not count: the rule is about
 * cancelling. Exported for `user/info` (`cancelledToday`, `orderBlockedUntil`).
 */
export function cancellationStatus(
  ctx: Pick<SandboxContext, 'db'>,
  config: Pick<P2pConfig, 'dailyCancelCap' | 'cancelResetUtc'>,
  userId: number,
  now: number,
): CancellationStatus {
  const window = cancelWindow(now, config.cancelResetUtc);
  const row = stmt(
    ctx.db,
    `SELECT COUNT(*) AS n FROM orders WHERE buyer_id = ? AND cancelled_by = 'buyer'
       AND cancelled_at >= ? AND cancelled_at < ?`,
  ).get(userId, window.start, window.end);
  const cancelledToday = row ? int(row, 'n') : 0;
  return {
    cancelledToday,
    blockedUntil: cancelledToday >= config.dailyCancelCap ? window.end : null,
  };
}

export function assertUnderCancelCap(
  ctx: Pick<SandboxContext, 'db'>,
  config: P2pConfig,
  userId: number,
  now: number,
): void {
  const status = cancellationStatus(ctx, config, userId, now);
  if (status.blockedUntil !== null) {
    throw orderErrors.dailyCancelCap(config.dailyCancelCap, status.blockedUntil);
  }
}
