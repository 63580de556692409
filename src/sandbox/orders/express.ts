import type { C2cOrder, MarketAd } from '@/contract/entities';
import {
  EXPRESS_REFUSALS,
  type ExpressPlaceRequest,
  type ExpressQuery,
  type ExpressQuote,
} from '@/contract/orders-express';
import { compareDecimal } from '@/lib/decimal';
import { fitsScale } from '@/rules/money';
import { unmetCondition } from '@/rules/counterparty-conditions';
import { orderLimitBreach, sizeFromAmount, sizeFromQuantity, type OrderSize } from '@/rules/orders';
import type { SandboxContext } from '@/sandbox/context';
import { stmt } from '@/sandbox/db/database';
import { int, text } from '@/sandbox/db/rows';
import { badRequest, refuse } from '@/sandbox/errors';
import { marketAds } from '@/sandbox/market/market';
import { requireCoin, requireFiat } from '@/sandbox/market/catalogue';
import { pricedMarket, type PricedAd } from '@/sandbox/market/market-cache';
import { canHold } from '@/sandbox/orders/escrow';
import { placeOrder } from '@/sandbox/orders/place';
import { assertAccountUser, assertHomeFiat, assertIdentityVerified } from '@/sandbox/orders/rules';
import { completedTrades } from '@/sandbox/orders/trade-stats';
import type { UserRecord } from '@/sandbox/user/users';

/**
 * Express buy and sell (issue 17, item 2): the best ad this user can take for a fiat amount,
 * and its placement once confirmed. "Can take" applies what placing would check of each ad, so
 * the quote never names an ad the placement then refuses: not the user's own, no block either
 * way, the amount within its limits and what it has left, the advertiser's conditions met, the
 * seller's coins there (the advertiser's to buy, the user's to sell) and, to sell, a saved
 * payment method of the user's that the ad accepts. Best: the best price for the user (lowest to
 * buy, highest to sell), then the oldest ad, the market's own order.
 */

const DAY_MS = 24 * 3600_000;
/** An order names at most this many of the seller's payment methods (`orderProceedRequest`). */
const MAX_ORDER_METHODS = 3;

/** Users on either side of a block with `userId` (also the saved searches' alerts). */
function blockedEitherWay(ctx: SandboxContext, userId: number): Set<number> {
  const rows = stmt(
    ctx.db,
    `SELECT blocked_id AS other FROM user_blocks WHERE user_id = ?
     UNION SELECT user_id AS other FROM user_blocks WHERE blocked_id = ?`,
  ).all(userId, userId);
  return new Set(rows.map((row) => int(row, 'other')));
}

/** The user's active saved payment methods by method code (oldest first). */
function savedMethods(ctx: SandboxContext, userId: number): Map<string, number[]> {
  const byCode = new Map<string, number[]>();
  for (const row of stmt(
    ctx.db,
    `SELECT id, method_code FROM user_payment_methods
      WHERE user_id = ? AND status = 'active' ORDER BY id`,
  ).all(userId)) {
    const code = text(row, 'method_code');
    byCode.set(code, [...(byCode.get(code) ?? []), int(row, 'id')]);
  }
  return byCode;
}

export interface Choice {
  candidate: PricedAd;
  amount: string;
  quantity: string;
  userPaymentIds: number[];
}

/** Why an ad the scan passed over cannot be taken by this viewer. */
export type Exclusion = 'own_ad' | 'blocked' | 'limits' | 'conditions' | 'seller_balance';

export interface AdScan {
  /** The ads the viewer can take, best first (at most the number asked). */
  taken: Choice[];
  /** The ads passed over before the last one taken (all of them when none is), and why. */
  passed: { candidate: PricedAd; reason: Exclusion | 'payment_method' }[];
  /** How many ads of the market were compared. */
  compared: number;
}

/**
 * What a scan asks: the viewer's side, the pair, and an amount of fiat or of coin (null: each
 * ad's own minimum, "any order I could place on it"). `accept`, when given, narrows the market
 * first (a saved search's payment method and price limit); what it turns down is not "passed".
 */
export interface ScanQuery {
  side: 'buy' | 'sell';
  coin: string;
  fiat: string;
  amount: string | null;
  amountType: 'fiat' | 'crypto';
  accept?: (candidate: PricedAd) => boolean;
}

/**
 * The ads of the market `viewer` can take for the query, best price first, up to `want` of them.
 * A visitor (`null`) is checked for what does not depend on who they are: the ad's limits and
 * what it has left, the advertiser's coins. The pair must exist (the caller checked it).
 */
export function scanAds(
  ctx: SandboxContext,
  viewer: UserRecord | null,
  query: ScanQuery,
  want: number,
): AdScan {
  const { db } = ctx;
  const coin = requireCoin(db, query.coin);
  const fiat = requireFiat(db, query.fiat);
  const now = ctx.clock.now();
  const record = viewer && {
    registeredDays: Math.floor((now - viewer.createdAt) / DAY_MS),
    completedTrades: completedTrades(db, viewer.id),
  };
  const blocked = viewer ? blockedEitherWay(ctx, viewer.id) : new Set<number>();
  const methods =
    viewer && query.side === 'sell' ? savedMethods(ctx, viewer.id) : new Map<string, number[]>();
  // The user buys from sell ads (lowest price first) and sells into buy ads (highest first).
  const market = pricedMarket(db, query.side === 'buy' ? 'sell' : 'buy', coin.coin, fiat.fiat, {
    usdPrice: coin.usdPrice,
    usdRate: fiat.usdRate,
    fiatScale: fiat.scale,
  }).byPrice(query.side === 'buy');
  const scales = { coinScale: coin.scale, fiatScale: fiat.scale };
  const scan: AdScan = { taken: [], passed: [], compared: market.length };
  const exclusion = (
    candidate: PricedAd,
    userPaymentIds: number[],
  ): Exclusion | 'payment_method' | OrderSize => {
    const { ad, price } = candidate;
    if (viewer && ad.userId === viewer.id) return 'own_ad';
    if (blocked.has(ad.userId)) return 'blocked';
    const size =
      query.amount === null
        ? sizeFromAmount(ad.minLimit, price, scales)
        : query.amountType === 'fiat'
          ? sizeFromAmount(query.amount, price, scales)
          : sizeFromQuantity(query.amount, price, scales);
    const limits = { ...ad, maxLimit: candidate.maxLimit, remainingQuantity: ad.remaining };
    if (orderLimitBreach(size, limits) !== null) return 'limits';
    if (record && unmetCondition(ad, record) !== null) return 'conditions';
    const seller = query.side === 'buy' ? ad.userId : viewer?.id;
    if (seller !== undefined && !canHold(db, seller, ad.coin, size.quantity)) {
      return 'seller_balance';
    }
    if (viewer && query.side === 'sell' && userPaymentIds.length === 0) {
      return 'payment_method';
    }
    return size;
  };
  for (const candidate of market) {
    if (scan.taken.length >= want) break;
    if (query.accept && !query.accept(candidate)) continue;
    const userPaymentIds =
      query.side === 'sell'
        ? [...candidate.methods]
            .flatMap((code) => methods.get(code) ?? [])
            .slice(0, MAX_ORDER_METHODS)
        : [];
    const found = exclusion(candidate, userPaymentIds);
    if (typeof found === 'string') {
      scan.passed.push({ candidate, reason: found });
      continue;
    }
    scan.taken.push({
      candidate,
      amount: found.totalPrice,
      quantity: found.quantity,
      userPaymentIds,
    });
  }
  return scan;
}

/** The best ad `user` can take for the query, or null; checks the user first (as placing does). */
function chooseAd(
  ctx: SandboxContext,
  user: UserRecord,
  query: ExpressQuery,
): (Choice & { compared: number }) | null {
  const { db } = ctx;
  assertAccountUser(user);
  assertIdentityVerified(user);
  requireCoin(db, query.coin);
  const fiat = requireFiat(db, query.fiat);
  assertHomeFiat(db, user, fiat.fiat);
  if (!fitsScale(query.amount, fiat.scale)) {
    throw badRequest(`Use at most ${fiat.scale} decimals for ${fiat.fiat}.`, [
      { path: 'amount', code: 'scale', message: `At most ${fiat.scale} decimals` },
    ]);
  }
  const scan = scanAds(ctx, user, { ...query, amountType: 'fiat' }, 1);
  const [choice] = scan.taken;
  return choice ? { ...choice, compared: scan.compared } : null;
}

/** An ad as `viewerId`'s market shows it (advertiser figures, presence, methods). */
export function listedAd(
  ctx: SandboxContext,
  side: 'buy' | 'sell',
  ad: PricedAd['ad'],
  viewerId: number | undefined,
): MarketAd {
  const { items } = marketAds(
    ctx,
    { side, coin: ad.coin, fiat: ad.fiat, userId: ad.userId, page: 1, pageSize: 100 },
    viewerId,
  );
  const listed = items.find((item) => item.id === ad.id);
  if (!listed) throw new Error(`Ad ${ad.id} is not on the market it was chosen from`);
  return listed;
}

function toQuote(
  ctx: SandboxContext,
  user: UserRecord,
  query: ExpressQuery,
  choice: Choice & { compared: number },
): ExpressQuote {
  return {
    side: query.side,
    ad: listedAd(ctx, query.side, choice.candidate.ad, user.id),
    price: choice.candidate.price,
    amount: choice.amount,
    quantity: choice.quantity,
    userPaymentIds: choice.userPaymentIds,
    compared: choice.compared,
  };
}

const noAd = () =>
  refuse(EXPRESS_REFUSALS.expressNoAd, 'No ad can take this amount right now. Try another amount.');

/** `GET /c2c/v3/order/express/quote`: the best ad the user can take for the amount. */
export function expressQuote(
  ctx: SandboxContext,
  user: UserRecord,
  query: ExpressQuery,
): ExpressQuote {
  const choice = chooseAd(ctx, user, query);
  if (!choice) throw noAd();
  return toQuote(ctx, user, query, choice);
}

/**
 * `POST /c2c/v3/order/express/place`: places the order the user confirmed if its ad is still the
 * best for them at that price; otherwise refuses with the new best quote (or with no ad at all).
 * The order goes through `placeOrder`: the same rules and refusals as the market's.
 */
export function expressPlace(
  ctx: SandboxContext,
  user: UserRecord,
  request: ExpressPlaceRequest,
): C2cOrder {
  const { adId, price, ...query } = request;
  const choice = chooseAd(ctx, user, query);
  if (!choice) throw noAd();
  if (choice.candidate.ad.id !== adId || compareDecimal(choice.candidate.price, price) !== 0) {
    throw refuse(
      EXPRESS_REFUSALS.expressQuoteChanged,
      'The best offer changed. Check the new one and confirm again.',
      toQuote(ctx, user, query, choice),
    );
  }
  return placeOrder(ctx, user, {
    adId,
    price,
    amount: query.amount,
    ...(choice.userPaymentIds.length > 0 ? { userPaymentIds: choice.userPaymentIds } : {}),
  });
}
