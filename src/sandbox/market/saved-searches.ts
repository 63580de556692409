import {
  MARKET_SEARCH_REFUSALS,
  type MarketSearchFields,
  type SavedSearch,
  type SavedSearchList,
} from '@/contract/market-searches';
import { fitsScale } from '@/rules/money';
import type { SandboxContext } from '@/sandbox/context';
import { configInt } from '@/sandbox/config';
import { stmt, type Db } from '@/sandbox/db/database';
import { int, type Row } from '@/sandbox/db/rows';
import { transaction } from '@/sandbox/db/transaction';
import { invalidFields, notFound, refuse } from '@/sandbox/errors';
import { markSeen, toSearchRecord, type SearchRecord } from '@/sandbox/market/alerts';
import {
  paymentMethodSummary,
  requireCoin,
  requireFiat,
  requirePaymentMethod,
} from '@/sandbox/market/catalogue';
import { canonical } from '@/sandbox/ads/rules';
import { assertAccountUser, assertHomeFiat, assertIdentityVerified } from '@/sandbox/orders/rules';
import type { UserRecord } from '@/sandbox/user/users';

/**
 * A user's saved market searches (issue 17, item 3): list, save (up to
 * `market.savedSearchesMax`, never the same search twice), pause or resume, delete. Saving
 * checks the user as placing an order does (an account user, identity verified, the home fiat):
 * a search that could never alert is refused with the reason rather than kept silent. The ads
 * matching when it is saved or resumed are recorded as seen (`alerts.ts`): only what starts
 * matching afterwards alerts.
 */

const SEARCH_COLUMNS = `s.*,
  (SELECT COUNT(*) FROM market_search_alerts a WHERE a.search_id = s.id AND a.alerted = 1) AS alerts,
  (SELECT MAX(a.at) FROM market_search_alerts a WHERE a.search_id = s.id AND a.alerted = 1) AS alerted_at`;

function findSearch(ctx: SandboxContext, userId: number, id: number) {
  const row = stmt(
    ctx.db,
    `SELECT ${SEARCH_COLUMNS} FROM saved_searches s WHERE s.id = ? AND s.user_id = ?`,
  ).get(id, userId);
  // Someone else's search answers like a missing one, so ids cannot be probed.
  if (!row) throw notFound(`Saved search ${id} was not found`);
  return { record: toSearchRecord(row), wire: toSavedSearch(ctx.db, row) };
}

function toSavedSearch(db: Db, row: Row): SavedSearch {
  const record = toSearchRecord(row);
  return {
    id: record.id,
    side: record.side,
    coin: record.coin,
    fiat: record.fiat,
    paymentMethod:
      record.paymentMethod === null ? null : paymentMethodSummary(db, record.paymentMethod),
    amount: record.amount,
    priceLimit: record.priceLimit,
    active: record.active,
    createdAt: record.createdAt,
    alertedAt: row.alerted_at === null ? null : int(row, 'alerted_at'),
    alerts: int(row, 'alerts'),
  };
}

/** `GET /c2c/v3/market/search/list`: newest first, with the cap. */
export function listSavedSearches(ctx: SandboxContext, userId: number): SavedSearchList {
  const items = stmt(
    ctx.db,
    `SELECT ${SEARCH_COLUMNS} FROM saved_searches s WHERE s.user_id = ? ORDER BY s.id DESC`,
  )
    .all(userId)
    .map((row) => toSavedSearch(ctx.db, row));
  return { items, max: configInt(ctx.db, 'market.savedSearchesMax') };
}

/** The fields as stored: codes checked against the catalogue, decimals within the fiat's scale. */
function checkFields(ctx: SandboxContext, fields: MarketSearchFields) {
  const coin = requireCoin(ctx.db, fields.coin);
  const fiat = requireFiat(ctx.db, fields.fiat);
  // Checked as the market's own filter is (`marketAds`): a method the exchange knows.
  if (fields.paymentMethod !== undefined) requirePaymentMethod(ctx.db, fields.paymentMethod);
  const problems = (['amount', 'priceLimit'] as const).flatMap((path) => {
    const value = fields[path];
    return value !== undefined && !fitsScale(value, fiat.scale)
      ? [
          {
            path,
            code: 'scale' as const,
            message: `At most ${fiat.scale} decimals for ${fiat.fiat}`,
          },
        ]
      : [];
  });
  const [first, ...rest] = problems;
  if (first) throw invalidFields([first, ...rest]);
  return {
    side: fields.side,
    coin: coin.coin,
    fiat: fiat.fiat,
    paymentMethod: fields.paymentMethod ?? null,
    amount: fields.amount === undefined ? null : canonical(fields.amount),
    priceLimit: fields.priceLimit === undefined ? null : canonical(fields.priceLimit),
  };
}

/** `POST /c2c/v3/market/search/save`. */
export function saveSearch(
  ctx: SandboxContext,
  user: UserRecord,
  fields: MarketSearchFields,
): SavedSearch {
  assertAccountUser(user);
  assertIdentityVerified(user);
  const search = checkFields(ctx, fields);
  assertHomeFiat(ctx.db, user, search.fiat);
  return transaction(ctx.db, () => {
    const same = stmt(
      ctx.db,
      `SELECT id FROM saved_searches WHERE user_id = ? AND side = ? AND coin = ? AND fiat = ?
          AND payment_method IS ? AND amount IS ? AND price_limit IS ?`,
    ).get(
      user.id,
      search.side,
      search.coin,
      search.fiat,
      search.paymentMethod,
      search.amount,
      search.priceLimit,
    );
    if (same)
      throw refuse(MARKET_SEARCH_REFUSALS.savedSearchDuplicate, 'This search is saved already.');
    const max = configInt(ctx.db, 'market.savedSearchesMax');
    const count = int(
      stmt(ctx.db, 'SELECT COUNT(*) AS n FROM saved_searches WHERE user_id = ?').get(user.id) ?? {
        n: 0,
      },
      'n',
    );
    if (count >= max) {
      throw refuse(
        MARKET_SEARCH_REFUSALS.savedSearchesFull,
        `You have ${max} saved searches already. Delete one first.`,
        { max },
      );
    }
    const { lastInsertRowid } = stmt(
      ctx.db,
      `INSERT INTO saved_searches
         (user_id, side, coin, fiat, payment_method, amount, price_limit, active, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?)`,
    ).run(
      user.id,
      search.side,
      search.coin,
      search.fiat,
      search.paymentMethod,
      search.amount,
      search.priceLimit,
      ctx.clock.now(),
    );
    const saved = findSearch(ctx, user.id, Number(lastInsertRowid));
    markSeen(ctx, user, saved.record);
    return saved.wire;
  });
}

/** `POST /c2c/v3/market/search/status`: pausing keeps the search; resuming starts afresh. */
export function setSearchActive(
  ctx: SandboxContext,
  user: UserRecord,
  id: number,
  active: boolean,
): SavedSearch {
  return transaction(ctx.db, () => {
    const { record, wire } = findSearch(ctx, user.id, id);
    if (record.active === active) return wire;
    stmt(ctx.db, 'UPDATE saved_searches SET active = ? WHERE id = ?').run(active ? 1 : 0, id);
    // What matched while it was paused is not news: only later matches alert.
    const resumed: SearchRecord = { ...record, active };
    if (active) markSeen(ctx, user, resumed);
    return findSearch(ctx, user.id, id).wire;
  });
}

/** `POST /c2c/v3/market/search/delete`: its record of seen ads goes with it; its messages stay. */
export function deleteSearch(ctx: SandboxContext, userId: number, id: number): null {
  transaction(ctx.db, () => {
    findSearch(ctx, userId, id);
    stmt(ctx.db, 'DELETE FROM saved_searches WHERE id = ?').run(id);
  });
  return null;
}
