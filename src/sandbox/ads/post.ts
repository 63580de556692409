import type { AdRequest, AdUpdateRequest, MyAd } from '@/contract/ads';
import type { AdStatus } from '@/contract/entities';
import { compareDecimal, subtractDecimal, trimDecimal } from '@/lib/decimal';
import type { SandboxContext } from '@/sandbox/context';
import { stmt, type Db } from '@/sandbox/db/database';
import { transaction } from '@/sandbox/db/transaction';
import { invalidFields } from '@/sandbox/errors';
import { adErrors, ruleError } from '@/sandbox/ads/errors';
import {
  assertCovers,
  assertMayPost,
  canonical,
  checkAdRequest,
  type ChosenMethod,
} from '@/sandbox/ads/rules';
import { findOwnAd, toMyAd, type OwnedAd } from '@/sandbox/ads/owned';
import type { UserRecord } from '@/sandbox/user/users';

/**
 * Posting and editing ads (`POST /c2c/v3/ad/create`, `/c2c/v3/ad/update`). Every rule is checked
 * again here (`ad-rules.ts`) inside the write's transaction, and an edit must name the version
 * it started from, so a stale tab is refused rather than silently undoing a later save.
 */

/** The ad columns a request sets (the same for a post and an edit). */
function adColumns(request: AdRequest) {
  const fixed = request.priceType === 'fixed';
  return {
    priceType: request.priceType,
    fixedPrice: fixed && request.fixedPrice ? canonical(request.fixedPrice) : null,
    // Normalised ("101.5", not "101.50"): a ratio reads the same however it was typed.
    floatingRatio:
      !fixed && request.floatingRatio ? trimDecimal(canonical(request.floatingRatio)) : null,
    quantity: canonical(request.quantity),
    minLimit: canonical(request.minLimit),
    maxLimit: canonical(request.maxLimit),
    paymentTimeLimit: request.paymentTimeLimitMinutes,
    remarks: request.remarks,
    minRegisteredDays: request.conditions.minRegisteredDays,
    minCompletedTrades: request.conditions.minCompletedTrades,
  };
}

/** Replaces an ad's payment methods, each pointing at the saved method the buyer is shown. */
function writeMethods(db: Db, adId: number, methods: readonly ChosenMethod[]): void {
  stmt(db, 'DELETE FROM ad_payment_methods WHERE ad_id = ?').run(adId);
  const insert = stmt(
    db,
    `INSERT INTO ad_payment_methods (ad_id, method_code, user_payment_method_id, sort)
     VALUES (?, ?, ?, ?)`,
  );
  methods.forEach((m, sort) => insert.run(adId, m.code, m.userPaymentId, sort));
}

/** The status a save leaves the ad in: listed when it goes online now, else delisted. */
function launchStatus(request: AdRequest): AdStatus {
  return request.launch === 'now' ? 'listed' : 'delisted';
}

function reload(db: Db, userId: number, adId: number): MyAd {
  const owned = findOwnAd(db, userId, adId);
  if (!owned) throw new Error(`Ad ${adId} vanished after it was written`);
  return toMyAd(db, owned);
}

/**
 * Posts an ad for a certified advertiser. A sell ad's quantity must be covered by the P2P
 * balance now (orders hold the coins later). Launched now it is listed (on the market at once),
 * later it is saved delisted.
 */
export function createAd(ctx: SandboxContext, user: UserRecord, request: AdRequest): MyAd {
  return transaction(ctx.db, () => {
    assertMayPost(user);
    const checked = checkAdRequest(ctx.db, user, request);
    const columns = adColumns(request);
    if (request.type === 'sell') assertCovers(ctx.db, user.id, checked.coin.coin, columns.quantity);
    const now = ctx.clock.now();
    const status = launchStatus(request);
    const { lastInsertRowid } = stmt(
      ctx.db,
      `INSERT INTO ads (user_id, type, coin, fiat, price_type, fixed_price, floating_ratio,
         quantity, remaining, min_limit, max_limit, payment_time_limit, remarks, auto_reply,
         min_registered_days, min_completed_trades, status, created_at, updated_at, version)
       VALUES (:userId, :type, :coin, :fiat, :priceType, :fixedPrice, :floatingRatio,
         :quantity, :quantity, :minLimit, :maxLimit, :paymentTimeLimit, :remarks, :autoReply,
         :minRegisteredDays, :minCompletedTrades, :status, :now, :now, 1)`,
    ).run({
      ...columns,
      autoReply: request.autoReply ?? '',
      userId: user.id,
      type: request.type,
      coin: checked.coin.coin,
      fiat: checked.fiat.fiat,
      status,
      now,
    });
    const adId = Number(lastInsertRowid);
    writeMethods(ctx.db, adId, checked.methods);
    return reload(ctx.db, user.id, adId);
  });
}

/**
 * Side, coin and fiat make the ad what it is: an edit keeps them (post a new ad instead). Each one
 * changed is a `kindFixed` field error on its path, so the form marks that very field.
 */
function assertSameKind(owned: OwnedAd, request: AdRequest): void {
  const errors = (['type', 'coin', 'fiat'] as const)
    .filter((field) => owned.ad[field] !== request[field])
    .map((field) => ruleError(`ad.${field}`, 'kindFixed'));
  const [first, ...rest] = errors;
  if (first) throw invalidFields([first, ...rest]);
}

/** The ad may be changed by its owner at `version`: not deleted, not restricted, not stale. */
export function assertEditable(owned: OwnedAd, version: number): void {
  if (owned.ad.status === 'deleted') throw adErrors.statusConflict('This ad has been deleted.');
  if (owned.ad.status === 'restricted') {
    throw adErrors.statusConflict('This ad has been restricted by support and cannot be changed.');
  }
  if (owned.version !== version) throw adErrors.versionConflict(owned.version);
}

/**
 * What remains after an edit: the new quantity minus what is already sold or held by orders in
 * progress (quantity − remaining before the edit). Below that, the edit is refused.
 */
function remainingAfterEdit(owned: OwnedAd, quantity: string): string {
  const used = subtractDecimal(owned.ad.quantity, owned.ad.remaining);
  if (compareDecimal(quantity, used) < 0) {
    throw invalidFields([
      ruleError('ad.quantity', 'quantityBelowUsed', { min: used, coin: owned.ad.coin }),
    ]);
  }
  return subtractDecimal(quantity, used);
}

/**
 * Edits an ad: the same checks as posting, at the version the edit started from; the version
 * goes up. `launch` is honoured as the ad's status after the save: `now` lists it (a delisted
 * ad is relisted, under the relisting rules: the user may post, and a sell ad's balance covers
 * what remains), `later` leaves it or takes it off the market (running orders are not affected).
 */
export function updateAd(ctx: SandboxContext, user: UserRecord, request: AdUpdateRequest): MyAd {
  return transaction(ctx.db, () => {
    assertMayPost(user);
    const owned = findOwnAd(ctx.db, user.id, request.id);
    if (!owned) throw adErrors.adNotFound();
    assertEditable(owned, request.version);
    assertSameKind(owned, request.ad);
    const checked = checkAdRequest(ctx.db, user, request.ad, ['ad']);
    const columns = adColumns(request.ad);
    const remaining = remainingAfterEdit(owned, columns.quantity);
    if (owned.ad.type === 'sell') assertCovers(ctx.db, user.id, owned.ad.coin, remaining);
    stmt(
      ctx.db,
      `UPDATE ads SET price_type = :priceType, fixed_price = :fixedPrice,
         floating_ratio = :floatingRatio, quantity = :quantity, remaining = :remaining,
         min_limit = :minLimit, max_limit = :maxLimit, payment_time_limit = :paymentTimeLimit,
         remarks = :remarks, auto_reply = COALESCE(:autoReply, auto_reply),
         min_registered_days = :minRegisteredDays,
         min_completed_trades = :minCompletedTrades, status = :status, updated_at = :now,
         version = version + 1
       WHERE id = :id AND version = :version`,
    ).run({
      ...columns,
      // Left out of the request: the saved auto-reply stays (see the contract's `autoReply`).
      autoReply: request.ad.autoReply ?? null,
      remaining,
      status: launchStatus(request.ad),
      now: ctx.clock.now(),
      id: owned.ad.id,
      version: owned.version,
    });
    writeMethods(ctx.db, owned.ad.id, checked.methods);
    return reload(ctx.db, user.id, owned.ad.id);
  });
}
