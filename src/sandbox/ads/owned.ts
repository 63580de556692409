import type { MyAd, MyAdsQuery } from '@/contract/ads';
import type { SandboxContext } from '@/sandbox/context';
import { stmt, type Db } from '@/sandbox/db/database';
import { int, text, type Row } from '@/sandbox/db/rows';
import { adErrors } from '@/sandbox/ads/errors';
import { adPaymentMethods, toAdRecord, toC2cAd, type AdRecord } from '@/sandbox/ads/view';
import { requireCoin, requireFiat } from '@/sandbox/market/catalogue';
import { loadMarketReference, type MarketReference } from '@/sandbox/market/pricing';

/**
 * The owner's view of their ads (My ads and the edit form): the public ad plus its version, the
 * saved payment methods behind it and its orders in progress. Read through `ad-view.ts`, so an
 * ad is priced and shaped exactly as the market shows it.
 */

const IN_PROGRESS = "('pending_payment', 'paid', 'appealing')";

/**
 * An ad row with the version edits and actions are checked against, and the auto-reply only its
 * owner reads here (the order chat sends it; the market never shows it).
 */
export interface OwnedAd {
  ad: AdRecord;
  version: number;
  autoReply: string;
}

function toOwnedAd(row: Row): OwnedAd {
  return {
    ad: toAdRecord(row),
    version: int(row, 'version'),
    autoReply: text(row, 'auto_reply'),
  };
}

/** The user's ad of that id in any status, or undefined (someone else's ad is not told apart). */
export function findOwnAd(db: Db, userId: number, adId: number): OwnedAd | undefined {
  const row = stmt(db, 'SELECT * FROM ads WHERE id = ? AND user_id = ?').get(adId, userId);
  return row ? toOwnedAd(row) : undefined;
}

/** Orders in progress per ad (ads without any are absent). */
export function openOrderCounts(db: Db, adIds: readonly number[]): Map<number, number> {
  const rows = stmt(
    db,
    `SELECT ad_id, COUNT(*) AS n FROM orders
      WHERE ad_id IN (SELECT value FROM json_each(?)) AND status IN ${IN_PROGRESS}
      GROUP BY ad_id`,
  ).all(JSON.stringify(adIds));
  return new Map(rows.map((row) => [int(row, 'ad_id'), int(row, 'n')]));
}

/**
 * The active saved methods behind each ad's payment methods, in the ad's order. A method the
 * user unbound since is left out: the form cannot offer it again, and saving asks for another.
 */
function savedMethodIds(db: Db, adIds: readonly number[]): Map<number, number[]> {
  const rows = stmt(
    db,
    `SELECT apm.ad_id, apm.user_payment_method_id AS id
       FROM ad_payment_methods apm
       JOIN user_payment_methods upm ON upm.id = apm.user_payment_method_id
      WHERE apm.ad_id IN (SELECT value FROM json_each(?)) AND upm.status = 'active'
      ORDER BY apm.ad_id, apm.sort`,
  ).all(JSON.stringify(adIds));
  const result = new Map<number, number[]>();
  for (const row of rows) {
    const adId = int(row, 'ad_id');
    result.set(adId, [...(result.get(adId) ?? []), int(row, 'id')]);
  }
  return result;
}

/** The owner's wire shape of several ads (a few queries for a whole page). */
function toMyAds(db: Db, owned: readonly OwnedAd[]): MyAd[] {
  const ids = owned.map((o) => o.ad.id);
  const methods = adPaymentMethods(db, ids);
  const saved = savedMethodIds(db, ids);
  const open = openOrderCounts(db, ids);
  const markets = new Map<string, MarketReference>();
  return owned.map(({ ad, version, autoReply }) => {
    const key = `${ad.coin}/${ad.fiat}`;
    const market = markets.get(key) ?? loadMarketReference(db, ad.coin, ad.fiat);
    if (!market) throw new Error(`Ad ${ad.id} trades an unknown pair ${key}`);
    markets.set(key, market);
    return {
      ...toC2cAd(ad, market, methods.get(ad.id) ?? []),
      autoReply,
      version,
      userPaymentIds: saved.get(ad.id) ?? [],
      openOrders: open.get(ad.id) ?? 0,
      updatedAt: ad.updatedAt,
    };
  });
}

export function toMyAd(db: Db, owned: OwnedAd): MyAd {
  const [mine] = toMyAds(db, [owned]);
  if (!mine) throw new Error(`Ad ${owned.ad.id} could not be shaped`);
  return mine;
}

/** `GET /c2c/v3/ad/detail`: one of the user's ads; a deleted one is gone for its owner too. */
export function myAdDetail(ctx: SandboxContext, userId: number, adId: number): MyAd {
  const owned = findOwnAd(ctx.db, userId, adId);
  if (!owned || owned.ad.status === 'deleted') throw adErrors.adNotFound();
  return toMyAd(ctx.db, owned);
}

/**
 * `GET /c2c/v3/ad/my-list`: the user's ads, newest first. `all` lists every status but deleted;
 * a coin or fiat filter must be one the market trades (a 400 naming it otherwise).
 */
export function listMyAds(
  ctx: SandboxContext,
  userId: number,
  query: MyAdsQuery,
): { items: MyAd[]; total: number; page: number; pageSize: number } {
  const { db } = ctx;
  if (query.coin !== undefined) requireCoin(db, query.coin);
  if (query.fiat !== undefined) requireFiat(db, query.fiat);
  const where = `user_id = :userId
    AND ((:status = 'all' AND status <> 'deleted') OR status = :status)
    AND (:type IS NULL OR type = :type)
    AND (:coin IS NULL OR coin = :coin)
    AND (:fiat IS NULL OR fiat = :fiat)`;
  const filters = {
    userId,
    status: query.status,
    type: query.type ?? null,
    coin: query.coin ?? null,
    fiat: query.fiat ?? null,
  };
  const countRow = stmt(db, `SELECT COUNT(*) AS n FROM ads WHERE ${where}`).get(filters);
  const rows = stmt(
    db,
    `SELECT * FROM ads WHERE ${where}
      ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :offset`,
  ).all({ ...filters, limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  return {
    items: toMyAds(db, rows.map(toOwnedAd)),
    total: countRow ? int(countRow, 'n') : 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
