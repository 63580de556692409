import type { MarketAlertLink } from '@/contract/market-searches';
import { mayTradeP2p } from '@/rules/user';
import { withinPriceLimit } from '@/rules/market-searches';
import type { SandboxContext } from '@/sandbox/context';
import { stmt } from '@/sandbox/db/database';
import { int, text, textOrNull, type Row } from '@/sandbox/db/rows';
import { transaction } from '@/sandbox/db/transaction';
import { listCoins, listFiats } from '@/sandbox/market/catalogue';
import type { PricedAd } from '@/sandbox/market/market-cache';
import { scanAds } from '@/sandbox/orders/express';
import { homeFiat } from '@/sandbox/orders/rules';
import { publishUnread } from '@/sandbox/user/messages';
import { partyName, queuePush } from '@/sandbox/user/order-messages';
import { toUserRecord, type UserRecord } from '@/sandbox/user/users';

/**
 * Saved searches' alerts (issue 17, item 3). A search matches the ads its user could take now,
 * by the rules placing an order applies (`orders/express.ts` shares its pieces): in the
 * search's market, with the payment method and within the price limit when given, whose limits
 * and remaining coins take the amount (when given; else the ad's minimum), not the user's own,
 * no block either way, the advertiser's conditions met, the seller's coins there and, to sell, a
 * saved payment method the ad accepts. A user who could take no ad at all (a wallet user, no
 * identity verification, another fiat than their home one) is alerted about nothing.
 *
 * Every ad a search has matched is recorded once (`market_search_alerts`): the ones matching
 * when it was saved or resumed silently, the later ones with an alert. So an ad alerts a search
 * once ever, whatever happens to it afterwards (edited, delisted and relisted, repriced). One
 * run gives a search at most one message, naming the best new ad and how many are new.
 *
 * When it runs: after an ad is posted, edited or put back online (its market), after the
 * reference price moves (every market of the coin: floating ads move with it) and after the
 * sandbox clock moves (every market: time changes registration ages and frees coins of
 * timed-out orders). Each run happens after the write committed, in its own transaction.
 */

/** A saved search as stored. */
export interface SearchRecord {
  id: number;
  userId: number;
  side: 'buy' | 'sell';
  coin: string;
  fiat: string;
  paymentMethod: string | null;
  amount: string | null;
  priceLimit: string | null;
  active: boolean;
  createdAt: number;
}

export function toSearchRecord(row: Row): SearchRecord {
  return {
    id: int(row, 'id'),
    userId: int(row, 'user_id'),
    side: text(row, 'side') === 'sell' ? 'sell' : 'buy',
    coin: text(row, 'coin'),
    fiat: text(row, 'fiat'),
    paymentMethod: textOrNull(row, 'payment_method'),
    amount: textOrNull(row, 'amount'),
    priceLimit: textOrNull(row, 'price_limit'),
    active: int(row, 'active') === 1,
    createdAt: int(row, 'created_at'),
  };
}

/** The ads `user` could take that match `search`, best price first for the user. */
export function takeableMatches(
  ctx: SandboxContext,
  user: UserRecord,
  search: SearchRecord,
): PricedAd[] {
  const { db } = ctx;
  if (!mayTradeP2p(user) || !user.isAuth || homeFiat(db, user) !== search.fiat) return [];
  const traded =
    listCoins(db).some((c) => c.coin === search.coin) &&
    listFiats(db).some((f) => f.fiat === search.fiat);
  if (!traded) return [];
  // Express's scan of the ads this user can take, narrowed to the search's method and limit.
  const scan = scanAds(
    ctx,
    user,
    {
      side: search.side,
      coin: search.coin,
      fiat: search.fiat,
      amount: search.amount,
      amountType: 'fiat',
      accept: (candidate) =>
        (search.paymentMethod === null || candidate.methods.has(search.paymentMethod)) &&
        withinPriceLimit(search.side, candidate.price, search.priceLimit),
    },
    Number.POSITIVE_INFINITY,
  );
  return scan.taken.map((choice) => choice.candidate);
}

/** Records the ads matching `search` now without alerting (a search saved or resumed). */
export function markSeen(ctx: SandboxContext, user: UserRecord, search: SearchRecord): void {
  const insert = stmt(
    ctx.db,
    `INSERT OR IGNORE INTO market_search_alerts (search_id, ad_id, alerted, at) VALUES (?, ?, 0, ?)`,
  );
  const now = ctx.clock.now();
  for (const { adId } of takeableMatches(ctx, user, search)) insert.run(search.id, adId, now);
}

/** The link an alert carries (also its push's address): the search's filters and the ad. */
function alertLink(search: SearchRecord, adId: number): MarketAlertLink {
  return {
    searchId: search.id,
    adId,
    side: search.side,
    coin: search.coin,
    fiat: search.fiat,
    ...(search.paymentMethod ? { paymentMethod: search.paymentMethod } : {}),
    ...(search.amount ? { amount: search.amount } : {}),
  };
}

/**
 * Alerts `search` about the ads that match it for the first time: records them and stores one
 * message naming the best of them. Returns whether it alerted.
 */
function alertSearch(ctx: SandboxContext, user: UserRecord, search: SearchRecord): boolean {
  const seen = new Set(
    stmt(ctx.db, 'SELECT ad_id FROM market_search_alerts WHERE search_id = ?')
      .all(search.id)
      .map((row) => int(row, 'ad_id')),
  );
  const fresh = takeableMatches(ctx, user, search).filter((c) => !seen.has(c.adId));
  const best = fresh[0];
  if (!best) return false;
  const now = ctx.clock.now();
  const insert = stmt(
    ctx.db,
    `INSERT INTO market_search_alerts (search_id, ad_id, alerted, at) VALUES (?, ?, 1, ?)`,
  );
  for (const { adId } of fresh) insert.run(search.id, adId, now);
  const params = {
    ...alertLink(search, best.adId),
    price: best.price,
    nickname: partyName(ctx.db, best.ad.userId),
    count: fresh.length,
  };
  const { lastInsertRowid } = stmt(
    ctx.db,
    `INSERT INTO internal_messages (user_id, title, content, status, push_time, event, params)
     VALUES (?, '', '', 0, ?, 'market.alert', ?)`,
  ).run(user.id, now, JSON.stringify(params));
  queuePush(ctx, user.id, Number(lastInsertRowid));
  return true;
}

/** The markets a run looks at: all, one coin's, or one market (the user's side). */
export interface AlertScope {
  coin?: string;
  fiat?: string;
  side?: 'buy' | 'sell';
}

/**
 * Runs the active searches in `scope` against their markets and alerts the new matches; after
 * the commit, tells each alerted user (bell count, pushes). Returns how many searches alerted.
 */
export function runAlerts(ctx: SandboxContext, scope: AlertScope = {}): number {
  const alerted = transaction(ctx.db, () => {
    const rows = stmt(
      ctx.db,
      `SELECT s.*, u.id AS u_id FROM saved_searches s JOIN users u ON u.id = s.user_id
        WHERE s.active = 1
          AND (:coin IS NULL OR s.coin = :coin)
          AND (:fiat IS NULL OR s.fiat = :fiat)
          AND (:side IS NULL OR s.side = :side)
        ORDER BY s.id`,
    ).all({ coin: scope.coin ?? null, fiat: scope.fiat ?? null, side: scope.side ?? null });
    const users = new Map<number, UserRecord>();
    const told = new Set<number>();
    for (const row of rows) {
      const search = toSearchRecord(row);
      let user = users.get(search.userId);
      if (!user) {
        const found = stmt(ctx.db, 'SELECT * FROM users WHERE id = ?').get(search.userId);
        if (!found) continue;
        user = toUserRecord(found);
        users.set(user.id, user);
      }
      if (alertSearch(ctx, user, search)) told.add(user.id);
    }
    return told;
  });
  for (const userId of alerted) publishUnread(ctx, userId);
  return alerted.size;
}

/** `runAlerts` that logs instead of throwing: a failed alert run never fails the write before it. */
export function safeRunAlerts(ctx: SandboxContext, scope: AlertScope = {}): void {
  try {
    runAlerts(ctx, scope);
  } catch (error) {
    ctx.log(`[alerts] run failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
