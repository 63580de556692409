import type { MarketAd } from '@/contract/entities';
import {
  paymentCategory,
  type BasicsConfig,
  type MarketAdQuery,
  type MarketSort,
  type OptionBox,
  type PaymentMethodGroup,
} from '@/contract/market';
import type { FieldCode } from '@/contract/define';
import { compareDecimal } from '@/lib/decimal';
import { fitsScale } from '@/rules/money';
import type { SandboxContext } from '@/sandbox/context';
import { stmt, type Db } from '@/sandbox/db/database';
import { int, text } from '@/sandbox/db/rows';
import { PAYMENT_CATEGORY_NAMES } from '@/sandbox/db/seed-data/payment-methods';
import { badRequest } from '@/sandbox/errors';
import { adPaymentMethods, toC2cAd } from '@/sandbox/ads/view';
import { loadStatsMany, toAdvertiserSummary } from '@/sandbox/user/advertisers';
import { presenceOf } from '@/sandbox/user/presence';
import { marketOrder } from '@/sandbox/market/market-sort';
import { configInt, p2pConfig } from '@/sandbox/config';
import {
  listCoins,
  listFiats,
  listPaymentMethods,
  requireCoin,
  requireFiat,
  requirePaymentMethod,
  type FiatRecord,
} from '@/sandbox/market/catalogue';
import type { MarketReference } from '@/sandbox/market/pricing';
import { pricedMarket, type Candidate } from '@/sandbox/market/market-cache';
import { toUserRecord, type UserRecord } from '@/sandbox/user/users';
import { blockedByViewer } from '@/sandbox/user/block-list';

/**
 * The public market (spec section 2): filter options, payment categories, the ad list and the
 * config table. Prices are computed from the reference (floating ads follow it), with exact
 * decimals, so the list is filtered, sorted and paged here rather than in SQL; a market's priced
 * and sorted ads are cached until its ads or its reference change (`market-cache.ts`).
 */

/** `GET /c2c/v3/public/option/box`: coins, fiats and payment methods (those of `fiat`, if given). */
export function optionBox(ctx: SandboxContext, fiat?: string): OptionBox {
  if (fiat !== undefined) requireFiat(ctx.db, fiat);
  const methods = listPaymentMethods(ctx.db).filter(
    (m) => fiat === undefined || m.fiats.includes(fiat),
  );
  return {
    coins: listCoins(ctx.db).map(({ coin, name, scale }) => ({ coin, name, scale })),
    fiats: listFiats(ctx.db).map(({ fiat: code, name, symbol, scale }) => ({
      fiat: code,
      name,
      symbol,
      scale,
    })),
    paymentMethods: methods.map(({ code, name, color, fiats }) => ({ code, name, color, fiats })),
  };
}

/** `GET /c2c/v3/public/option/classify-payment/single`: one fiat's methods by category. */
export function classifyPayments(ctx: SandboxContext, fiat: string): PaymentMethodGroup[] {
  requireFiat(ctx.db, fiat);
  const methods = listPaymentMethods(ctx.db).filter((m) => m.fiats.includes(fiat));
  return paymentCategory.options.flatMap((category) => {
    const inCategory = methods.filter((m) => m.category === category);
    if (inCategory.length === 0) return [];
    const list = inCategory.map(({ code, name, color }) => ({ code, name, color }));
    return [{ category, name: PAYMENT_CATEGORY_NAMES[category], methods: list }];
  });
}

/** `GET /c2c/v3/public/config/basics-config`: every P2P rule the UI must not hard-code. */
export function basicsConfig(ctx: SandboxContext): BasicsConfig {
  const config = p2pConfig(ctx);
  const coins = listCoins(ctx.db);
  return {
    paymentTimeLimitMinutes: config.paymentTimeLimitMinutes,
    paymentTimeLimitOptions: config.paymentTimeLimitOptions,
    appealMinWaitMinutes: config.appealMinWaitMinutes,
    deadlineReminderMinutes: config.deadlineReminderMinutes,
    dailyCancelCap: config.dailyCancelCap,
    cancelResetUtc: config.cancelResetUtc,
    maxPendingOrdersPerUser: config.maxPendingOrdersPerUser,
    maxPendingOrdersPerAdvertiser: config.maxPendingOrdersPerAdvertiser,
    priceDeviationWarnPercent: config.priceDeviationWarnPercent,
    floatingRatioMin: config.floatingRatioMin,
    floatingRatioMax: config.floatingRatioMax,
    floatingRatioScale: config.floatingRatioScale,
    fiatLimits: listFiats(ctx.db).map((f) => ({
      fiat: f.fiat,
      minSingle: f.minSingle,
      maxSingle: f.maxSingle,
    })),
    coinLimits: coins.flatMap(({ coin }) => {
      const maxQuantity = config.coinMaxQuantity[coin];
      return maxQuantity === undefined ? [] : [{ coin, maxQuantity }];
    }),
    adFeePercent: config.adFeePercent,
    orderFeePercent: config.orderFeePercent,
    maxPaymentMethodsPerUser: config.maxPaymentMethodsPerUser,
    maxPaymentMethodsPerAd: config.maxPaymentMethodsPerAd,
    codeResendSeconds: configInt(ctx.db, 'validation.resendSeconds'),
    releaseExpectMinutes: config.releaseExpectMinutes,
  };
}

/** A fiat amount typed into the filter: more than zero, no more decimals than the fiat has. */
function checkAmount(amount: string, fiat: FiatRecord): void {
  let message: string | undefined;
  let code: FieldCode = 'too_small';
  if (compareDecimal(amount, '0') <= 0) message = 'Must be greater than 0';
  else if (!fitsScale(amount, fiat.scale)) {
    code = 'scale';
    message = `${fiat.fiat} amounts have at most ${fiat.scale} decimal${fiat.scale === 1 ? '' : 's'}`;
  }
  if (message) {
    throw badRequest(`The query parameter "amount" is invalid: ${message}.`, [
      { path: 'amount', code, message },
    ]);
  }
}

/** True when an order of `amount` fiat fits the ad's limits and what remains. */
function fitsAmount(c: Candidate, amount: string): boolean {
  return compareDecimal(amount, c.ad.minLimit) >= 0 && compareDecimal(amount, c.maxLimit) <= 0;
}

/** The candidates best first by an advertiser figure (`market-sort.ts`), for a figure sort. */
function rankByFigure(
  db: Db,
  candidates: readonly Candidate[],
  sort: MarketSort,
  side: 'buy' | 'sell',
): Candidate[] {
  const stats = loadStatsMany(
    db,
    candidates.map((c) => c.ad.userId),
  );
  const ranked = candidates.map((c) => {
    const found = stats.get(c.ad.userId);
    if (!found) throw new Error(`No statistics for advertiser ${c.ad.userId}`);
    return { ...c, stats: found };
  });
  return ranked.sort(marketOrder(sort, side));
}

function loadAdvertisers(ctx: SandboxContext, userIds: readonly number[]): Map<number, UserRecord> {
  const rows = stmt(ctx.db, 'SELECT * FROM users WHERE id IN (SELECT value FROM json_each(?))').all(
    JSON.stringify([...new Set(userIds)]),
  );
  return new Map(rows.map((row) => toUserRecord(row)).map((u) => [u.id, u]));
}

/**
 * `GET /c2c/v3/public/merchant/all/ad`: listed ads with coins left, for the visitor's side
 * (`buy` lists ads whose advertiser sells), optionally one payment method, an `amount` that
 * fits, or one advertiser. The logged-in viewer's market leaves out the ads of users they
 * blocked (one advertiser's own list, their profile, still shows them). `online=true` keeps the
 * advertisers online now (`user/presence.ts`). Default order is the best price for the visitor
 * (lowest first when buying, highest first when selling); `sort` orders by price or best first
 * by an advertiser figure (`market-sort.ts`); ties keep the best price, then the oldest ad. The
 * priced ads in price order come from the market's cache; the filters, a figure sort and the
 * page's advertisers (stats, presence, methods) are per request, in a few queries.
 */
export function marketAds(
  ctx: SandboxContext,
  query: MarketAdQuery,
  viewerId?: number,
): { items: MarketAd[]; total: number; page: number; pageSize: number } {
  const { db } = ctx;
  const coin = requireCoin(db, query.coin);
  const fiat = requireFiat(db, query.fiat);
  if (query.paymentMethod !== undefined) requirePaymentMethod(db, query.paymentMethod);
  if (query.amount !== undefined) checkAmount(query.amount, fiat);
  const market: MarketReference = {
    usdPrice: coin.usdPrice,
    usdRate: fiat.usdRate,
    fiatScale: fiat.scale,
  };

  // The market's priced ads in the visitor's price order, cached until they can differ; the
  // filters below depend on the request and the viewer.
  const priced = pricedMarket(
    db,
    query.side === 'buy' ? 'sell' : 'buy',
    coin.coin,
    fiat.fiat,
    market,
  );
  const priceSort =
    query.sort === 'price_asc' || query.sort === 'price_desc' ? query.sort : undefined;
  const ascending =
    (priceSort ?? (query.side === 'buy' ? 'price_asc' : 'price_desc')) === 'price_asc';
  const { userId, paymentMethod, amount } = query;
  // One advertiser's list (their profile) still shows an advertiser the viewer blocked.
  const blocked = userId === undefined ? blockedByViewer(db, viewerId) : new Set<number>();
  let candidates: readonly Candidate[] = priced
    .byPrice(ascending)
    .filter(
      (c) =>
        (userId === undefined || c.ad.userId === userId) &&
        !blocked.has(c.ad.userId) &&
        (paymentMethod === undefined || c.methods.has(paymentMethod)) &&
        (amount === undefined || fitsAmount(c, amount)),
    );
  if (query.online === 'true') {
    const presence = presenceOf(
      ctx,
      candidates.map((c) => c.ad.userId),
    );
    candidates = candidates.filter((c) => presence.get(c.ad.userId)?.online === true);
  }
  // A price sort is the cached order already; a sort by an advertiser figure needs every
  // advertiser's figures (ties keep the price order, then the oldest ad).
  const listed =
    query.sort === undefined || priceSort !== undefined
      ? candidates
      : rankByFigure(db, candidates, query.sort, query.side);

  const start = (query.page - 1) * query.pageSize;
  const page = listed.slice(start, start + query.pageSize);
  const pageAdvertisers = page.map((c) => c.ad.userId);
  const stats = loadStatsMany(db, pageAdvertisers);
  const presence = presenceOf(ctx, pageAdvertisers);
  const methods = adPaymentMethods(
    db,
    page.map((c) => c.ad.id),
  );
  const users = loadAdvertisers(ctx, pageAdvertisers);
  const items = page.map((c): MarketAd => {
    const user = users.get(c.ad.userId);
    const figures = stats.get(c.ad.userId);
    if (!user || !figures) throw new Error(`Ad ${c.ad.id} has no advertiser`);
    return {
      ...toC2cAd(c.ad, market, methods.get(c.ad.id) ?? [], c.maxLimit),
      advertiser: toAdvertiserSummary(
        user,
        figures,
        presence.get(user.id) ?? { online: false, lastSeenAt: null },
      ),
    };
  });
  return { items, total: listed.length, page: query.page, pageSize: query.pageSize };
}

/**
 * `GET /c2c/v3/public/user/markets`: where one advertiser's ads show on the market, by the
 * visitor's side, coin and fiat. The markets where they list ads come from their own index
 * (`ads_by_user_market`); each count is taken from that market's cached list, so it is exactly
 * the `total` of `merchant/all/ad` with that `userId`. Buy side first, then by the catalogue's
 * coin and fiat order.
 */
export function advertiserMarkets(
  ctx: SandboxContext,
  userId: number,
): { side: 'buy' | 'sell'; coin: string; fiat: string; total: number }[] {
  const rows = stmt(
    ctx.db,
    `SELECT DISTINCT a.type, a.coin, a.fiat, c.usd_price, f.usd_rate, f.scale, c.sort, f.sort
       FROM ads a JOIN p2p_coins c ON c.coin = a.coin JOIN p2p_fiats f ON f.fiat = a.fiat
      WHERE a.status = 'listed' AND a.user_id = ?
      ORDER BY a.type DESC, c.sort, f.sort`,
  ).all(userId);
  return rows.flatMap((row) => {
    const type = text(row, 'type') === 'sell' ? 'sell' : 'buy';
    const coin = text(row, 'coin');
    const fiat = text(row, 'fiat');
    const reference: MarketReference = {
      usdPrice: text(row, 'usd_price'),
      usdRate: text(row, 'usd_rate'),
      fiatScale: int(row, 'scale'),
    };
    const total = pricedMarket(ctx.db, type, coin, fiat, reference).countOf(userId);
    // The visitor buys from a sell ad.
    return total > 0 ? [{ side: type === 'sell' ? 'buy' : 'sell', coin, fiat, total }] : [];
  });
}
