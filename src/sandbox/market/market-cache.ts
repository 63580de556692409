import { compareDecimal, parseDecimal } from '@/lib/decimal';
import { remainingValue } from '@/rules/orders';
import { stmt, type Db } from '@/sandbox/db/database';
import { int } from '@/sandbox/db/rows';
import { toAdRecord, type AdRecord } from '@/sandbox/ads/view';
import { effectivePrice, type MarketReference } from '@/sandbox/market/pricing';

/**
 * A market's priced ads, kept until they can differ (issue 16, item 5). Pricing every listed ad
 * with exact decimals and sorting them took 5 ms for 9 ads and 15 ms for 760 per request; a
 * market's list changes only when one of its ads (or their payment methods) is written or its
 * reference inputs move. So each market (the ads' type, coin and fiat) keeps its takeable ads,
 * priced and in price order, tagged with:
 * - the market's row in `market_versions`, which triggers bump on every write to its ads and
 *   their methods (`db/schema/ads-scale.ts`), whoever writes: read before building, so a write
 *   during a build only makes the next read build again;
 * - the reference it was priced with (the coin's USD price, the fiat's USD rate and scale),
 *   compared with the one the request reads anyway, so moving the reference price reprices at
 *   once.
 * Nothing is time-based. What depends on the viewer or the moment (blocks, presence, amount,
 * advertiser figures) is applied per request by `marketAds` on top of this list.
 */

/** An ad the market may show, priced, with the most one order can spend on it now. */
export interface Candidate {
  adId: number;
  ad: AdRecord;
  price: string;
  /** min(max limit, remaining × price rounded down): the maximum shown and enforced. */
  maxLimit: string;
}

/** A cached market ad: the candidate and its payment method codes (the method filter). */
export interface PricedAd extends Candidate {
  methods: ReadonlySet<string>;
}

/** One market's takeable ads in either price order (ties: the oldest ad first). */
export interface PricedMarket {
  /** Cheapest first (`true`) or dearest first (`false`). */
  byPrice(ascending: boolean): readonly PricedAd[];
}

interface Entry {
  market: PricedMarket;
  version: number;
  reference: MarketReference;
}

interface DbCache {
  markets: Map<string, Entry>;
  /** How many times a market was priced and sorted (the tests' proof of a hit). */
  builds: number;
}

const caches = new WeakMap<Db, DbCache>();

/**
 * Prices an ad and decides whether it is takeable: it has coins left and they are worth at least
 * its minimum limit (else no order could ever fit). The shown maximum is capped by that worth.
 */
function toCandidate(ad: AdRecord, market: MarketReference): Candidate | undefined {
  if (compareDecimal(ad.remaining, '0') <= 0) return undefined;
  const price = effectivePrice(ad, market);
  const worth = remainingValue(ad.remaining, price, market.fiatScale);
  if (compareDecimal(worth, ad.minLimit) < 0) return undefined;
  const maxLimit = compareDecimal(worth, ad.maxLimit) < 0 ? worth : ad.maxLimit;
  return { adId: ad.id, ad, price, maxLimit };
}

function cacheOf(db: Db): DbCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { markets: new Map(), builds: 0 };
    caches.set(db, cache);
  }
  return cache;
}

function versionOf(db: Db, type: string, coin: string, fiat: string): number {
  const row = stmt(
    db,
    'SELECT version FROM market_versions WHERE type = ? AND coin = ? AND fiat = ?',
  ).get(type, coin, fiat);
  return row ? int(row, 'version') : 0;
}

function sameReference(a: MarketReference, b: MarketReference): boolean {
  return a.usdPrice === b.usdPrice && a.usdRate === b.usdRate && a.fiatScale === b.fiatScale;
}

function build(
  db: Db,
  type: 'buy' | 'sell',
  coin: string,
  fiat: string,
  reference: MarketReference,
): PricedMarket {
  // Each ad with its method codes in one pass (the methods' primary key starts with the ad;
  // a code is `[a-z0-9_]`, so a space separates them).
  const rows = stmt(
    db,
    `SELECT a.*, (SELECT group_concat(m.method_code, ' ') FROM ad_payment_methods m
                   WHERE m.ad_id = a.id) AS method_codes
       FROM ads a
      WHERE a.status = 'listed' AND a.type = ? AND a.coin = ? AND a.fiat = ?`,
  ).all(type, coin, fiat);
  const priced: PricedAd[] = [];
  for (const row of rows) {
    const candidate = toCandidate(toAdRecord(row), reference);
    const codes = row.method_codes;
    const methods = new Set(typeof codes === 'string' ? codes.split(' ') : []);
    if (candidate) priced.push({ ...candidate, methods });
  }
  // Exact integer keys at the market's largest price scale: sorting compares BigInts rather
  // than parsing two decimal strings per comparison.
  const parsed = priced.map((ad) => ({ ad, price: parseDecimal(ad.price) }));
  const scale = Math.max(0, ...parsed.map(({ price }) => price.scale));
  const keyed = parsed.map(({ ad, price }) => ({
    ad,
    key: price.units * 10n ** BigInt(scale - price.scale),
  }));
  const order = (sign: 1n | -1n) =>
    [...keyed]
      .sort((x, y) => {
        const difference = sign * (x.key - y.key);
        return difference < 0n ? -1 : difference > 0n ? 1 : x.ad.adId - y.ad.adId;
      })
      .map(({ ad }) => ad);
  // Each order is sorted on first use (a market is mostly read from one side's default).
  let asc: PricedAd[] | undefined;
  let desc: PricedAd[] | undefined;
  return {
    byPrice: (ascending) => (ascending ? (asc ??= order(1n)) : (desc ??= order(-1n))),
  };
}

/**
 * The market's takeable ads (ads of `type` in `coin`/`fiat`, listed, with coins worth at least
 * their minimum left), priced with `reference`: from the cache while neither the market's
 * version nor the reference moved, else priced, sorted and kept. The arrays and their ads are
 * shared between requests: never mutate them.
 */
export function pricedMarket(
  db: Db,
  type: 'buy' | 'sell',
  coin: string,
  fiat: string,
  reference: MarketReference,
): PricedMarket {
  const cache = cacheOf(db);
  const key = `${type}/${coin}/${fiat}`;
  const version = versionOf(db, type, coin, fiat);
  const cached = cache.markets.get(key);
  if (cached && cached.version === version && sameReference(cached.reference, reference)) {
    return cached.market;
  }
  const market = build(db, type, coin, fiat, reference);
  cache.builds += 1;
  // Inside a transaction the rows may still be rolled back (and the version with them, to a
  // value a later write reaches again): answer from them, but keep nothing.
  if (!db.isTransaction) cache.markets.set(key, { market, version, reference });
  return market;
}

/** How many times markets of this database were priced and sorted (cache misses), for tests. */
export function marketBuilds(db: Db): number {
  return caches.get(db)?.builds ?? 0;
}
