import type {
  AdvertiserStatistics,
  AdvertiserSummary,
  CertificationTier,
  FeedbackSummary,
  UserPresence,
} from '@/contract/entities';
import { percentRate, positiveFeedbackRate } from '@/rules/trade-stats';
import type { SandboxContext } from '@/sandbox/context';
import { stmt, type Db } from '@/sandbox/db/database';
import { int, textOrNull, type Row } from '@/sandbox/db/rows';
import { notFound } from '@/sandbox/errors';
import { feedbackSummaryOf } from '@/sandbox/orders/feedback';
import { presenceOfUser } from '@/sandbox/user/presence';
import { toUserRecord, type UserRecord } from '@/sandbox/user/users';

/**
 * Advertiser statistics (spec section 3) from `advertiser_stats`: the profile page, the market
 * row summary and the user's own profile all derive them here, so "success rate" or "completed
 * trades" mean one thing everywhere. A user without a stats row has traded nothing yet.
 */

const DAY_MS = 24 * 3600_000;

/** The stats columns of one user; all zero for a user who never traded. */
export interface StatsRecord {
  orders30d: number;
  completed30d: number;
  totalOrders: number;
  buyCount: number;
  sellCount: number;
  releaseSecondsSum: number;
  releaseCount: number;
  paySecondsSum: number;
  payCount: number;
  firstTradeAt: number | null;
  volume30d: string;
  volumeTotal: string;
  deposit: string | null;
  feedback: FeedbackSummary;
}

const NO_STATS: StatsRecord = {
  orders30d: 0,
  completed30d: 0,
  totalOrders: 0,
  buyCount: 0,
  sellCount: 0,
  releaseSecondsSum: 0,
  releaseCount: 0,
  paySecondsSum: 0,
  payCount: 0,
  firstTradeAt: null,
  volume30d: '0',
  volumeTotal: '0',
  deposit: null,
  feedback: { positive: 0, negative: 0, positiveRate: null },
};

function toStatsRecord(row: Row, feedback: FeedbackSummary): StatsRecord {
  const firstTradeAt = row.first_trade_at;
  return {
    orders30d: int(row, 'orders_30d'),
    completed30d: int(row, 'completed_30d'),
    totalOrders: int(row, 'total_orders'),
    buyCount: int(row, 'buy_count'),
    sellCount: int(row, 'sell_count'),
    releaseSecondsSum: int(row, 'release_seconds_sum'),
    releaseCount: int(row, 'release_count'),
    paySecondsSum: int(row, 'pay_seconds_sum'),
    payCount: int(row, 'pay_count'),
    firstTradeAt: firstTradeAt === null ? null : int(row, 'first_trade_at'),
    volume30d: textOrNull(row, 'volume_30d') ?? '0',
    volumeTotal: textOrNull(row, 'volume_total') ?? '0',
    deposit: textOrNull(row, 'deposit'),
    feedback,
  };
}

/** A user's stats row and the feedback they received, or zeros. */
export function loadStats(db: Db, userId: number): StatsRecord {
  const row = stmt(db, 'SELECT * FROM advertiser_stats WHERE user_id = ?').get(userId);
  const feedback = feedbackSummaryOf(db, userId);
  return row ? toStatsRecord(row, feedback) : { ...NO_STATS, feedback };
}

/**
 * The stats and received feedback of many users in two queries (the market sorts and filters
 * every matching ad's advertiser, not only one page's); a user without a row gets zeros.
 */
export function loadStatsMany(db: Db, userIds: readonly number[]): Map<number, StatsRecord> {
  const ids = JSON.stringify([...new Set(userIds)]);
  const feedback = new Map<number, FeedbackSummary>();
  const counts = stmt(
    db,
    `SELECT to_user_id, SUM(rating = 'positive') AS positive, SUM(rating = 'negative') AS negative
       FROM order_feedback WHERE to_user_id IN (SELECT value FROM json_each(?))
      GROUP BY to_user_id`,
  ).all(ids);
  for (const row of counts) {
    const positive = int(row, 'positive');
    const negative = int(row, 'negative');
    feedback.set(int(row, 'to_user_id'), {
      positive,
      negative,
      positiveRate: positiveFeedbackRate(positive, negative),
    });
  }
  const none: FeedbackSummary = { positive: 0, negative: 0, positiveRate: null };
  const result = new Map<number, StatsRecord>();
  const rows = stmt(
    db,
    'SELECT * FROM advertiser_stats WHERE user_id IN (SELECT value FROM json_each(?))',
  ).all(ids);
  for (const row of rows) {
    const userId = int(row, 'user_id');
    result.set(userId, toStatsRecord(row, feedback.get(userId) ?? none));
  }
  for (const userId of new Set(userIds)) {
    if (result.has(userId)) continue;
    result.set(userId, { ...NO_STATS, feedback: feedback.get(userId) ?? none });
  }
  return result;
}

/** Certification tier (spec section 4): certified advertiser > verified user > normal user. */
export function tierOf(user: { isMerchant: boolean; isAuth: boolean }): CertificationTier {
  if (user.isMerchant) return 'certified_advertiser';
  return user.isAuth ? 'verified_user' : 'normal_user';
}

/** A name to show for a user without a nickname: never the email or phone. */
function displayNickname(nickname: string | null, uid: string): string {
  return nickname ?? `User-${uid.slice(-4)}`;
}

/** Whole seconds of an average, or null when nothing was measured. */
function average(sum: number, count: number): number | null {
  return count > 0 ? Math.round(sum / count) : null;
}

/** The market row's view of an advertiser (a subset of the statistics), with their presence. */
export function toAdvertiserSummary(
  user: UserRecord,
  stats: StatsRecord,
  presence: UserPresence,
): AdvertiserSummary {
  return {
    userId: user.id,
    nickname: displayNickname(user.nickname, user.uid),
    tier: tierOf(user),
    identityVerified: user.isAuth,
    successRate30d: percentRate(stats.completed30d, stats.orders30d),
    orders30d: stats.orders30d,
    avgReleaseSeconds: average(stats.releaseSecondsSum, stats.releaseCount),
    feedback: stats.feedback,
    presence,
  };
}

/** Full statistics of a user as of `now` (account age counts whole days since registration). */
export function toAdvertiserStatistics(
  user: UserRecord,
  stats: StatsRecord,
  now: number,
  presence: UserPresence,
): AdvertiserStatistics {
  return {
    ...toAdvertiserSummary(user, stats, presence),
    emailVerified: user.email !== null,
    phoneVerified: user.phone !== null,
    avgPaySeconds: average(stats.paySecondsSum, stats.payCount),
    accountAgeDays: Math.max(0, Math.floor((now - user.createdAt) / DAY_MS)),
    totalOrders: stats.totalOrders,
    firstTradeAt: stats.firstTradeAt,
    volume30d: stats.volume30d,
    volumeTotal: stats.volumeTotal,
    buyCount: stats.buyCount,
    sellCount: stats.sellCount,
    deposit: stats.deposit === null ? null : { coin: 'USDT', amount: stats.deposit },
  };
}

/** `GET /c2c/v3/public/user/transaction-data`: any user's statistics; 404 for an unknown id. */
export function transactionData(ctx: SandboxContext, userId: number): AdvertiserStatistics {
  const row = stmt(ctx.db, 'SELECT * FROM users WHERE id = ?').get(userId);
  if (!row) throw notFound(`There is no user with id ${userId}.`);
  return toAdvertiserStatistics(
    toUserRecord(row),
    loadStats(ctx.db, userId),
    ctx.clock.now(),
    presenceOfUser(ctx, userId),
  );
}
