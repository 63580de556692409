import { compareDecimal, parseDecimal } from '@/lib/decimal';
import { remainingValue } from '@/rules/orders';
import { stmt, type Db } from '@/sandbox/db/database';
import { int, text, type Row } from '@/sandbox/db/rows';
import { toAdRecord, type AdRecord } from '@/sandbox/ads/view';
import { effectivePrice, type MarketReference } from '@/sandbox/market/pricing';

/**
 * A market's priced ads, kept until they can differ (issue 16, item 5). Pricing every listed ad
 * with exact decimals and sorting them took 5 ms for 9 ads and 15 ms for 760 per request; a
 * market's list changes only when one of its ads (or their payment methods) is written or its
 * reference inputs move. So each market (the ads' type, coin and fiat) keeps its takeable ads,
 * priced and in price order, tagged with:
 * - the market's row in `market_versions`, which triggers bump on every write to its ads and
 *   their methods (`db/schema/ads-scale.ts`, `market-changes.ts`), whoever writes: read before
 *   building, so a write during a build only makes the next read look again;
 * - the reference it was priced with (the coin's USD price, the fiat's USD rate and scale),
 *   compared with the one the request reads anyway, so moving the reference price reprices at
 *   once.
 * A newer version re-reads only the ads it touched when `market_changes` holds every version
 * since (an order changes one ad), else the whole market. Nothing is time-based. What depends on
 * the viewer or the moment (blocks, presence, amount, advertiser figures) is applied per request
 * by `marketAds` on top of this list.
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
  /** How many of the ads are one advertiser's (their profile's count for this market). */
  countOf(userId: number): number;
}

/** A priced ad and its price as an exact integer at `KEY_SCALE` decimals (cheap to compare). */
interface Keyed {
  ad: PricedAd;
  key: bigint;
}

interface Entry {
  version: number;
  reference: MarketReference;
  /** Cheapest first, then the oldest ad. */
  ascending: readonly Keyed[];
  market: PricedMarket;
}

interface DbCache {
  markets: Map<string, Entry>;
  /** How many times a market was priced and sorted in full (tests: the proof of a hit). */
  builds: number;
  /** How many times a market re-read only the ads a write touched. */
  patches: number;
}

/** Decimals of the sort keys: more than any fiat price has (else the market is built in full). */
const KEY_SCALE = 18;
/** Versions a cache may be behind and still re-read only what changed (the log's window). */
const WINDOW = 256;

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
    cache = { markets: new Map(), builds: 0, patches: 0 };
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

/** Each ad with its method codes (the methods' primary key starts with the ad; a code is `[a-z0-9_]`). */
const AD_COLUMNS = `a.*, (SELECT group_concat(m.method_code, ' ') FROM ad_payment_methods m
                          WHERE m.ad_id = a.id) AS method_codes`;

/** A row of `AD_COLUMNS` priced, with its sort key; undefined when the market cannot show it. */
function toKeyed(row: Row, reference: MarketReference): Keyed | undefined {
  const candidate = toCandidate(toAdRecord(row), reference);
  if (!candidate) return undefined;
  const codes = row.method_codes;
  const ad = { ...candidate, methods: new Set(typeof codes === 'string' ? codes.split(' ') : []) };
  const { units, scale } = parseDecimal(ad.price);
  if (scale > KEY_SCALE) throw new RangeError(`Ad ${ad.adId} has a price of ${scale} decimals`);
  return { ad, key: units * 10n ** BigInt(KEY_SCALE - scale) };
}

function compareKeyed(x: Keyed, y: Keyed): number {
  return x.key < y.key ? -1 : x.key > y.key ? 1 : x.ad.adId - y.ad.adId;
}

/** The dearest first, ties still oldest first: the ascending list's equal-price runs, reversed. */
function descending(ascending: readonly Keyed[]): PricedAd[] {
  const result: PricedAd[] = [];
  let end = ascending.length;
  while (end > 0) {
    const key = ascending[end - 1]?.key;
    let start = end - 1;
    while (start > 0 && ascending[start - 1]?.key === key) start -= 1;
    for (let i = start; i < end; i++) {
      const keyed = ascending[i];
      if (keyed) result.push(keyed.ad);
    }
    end = start;
  }
  return result;
}

/** The two orders and the counts per advertiser of one ascending list, each made on first use. */
function viewsOf(ascending: readonly Keyed[]): PricedMarket {
  let asc: PricedAd[] | undefined;
  let desc: PricedAd[] | undefined;
  let counts: Map<number, number> | undefined;
  const countAll = () => {
    const result = new Map<number, number>();
    for (const { ad } of ascending) result.set(ad.ad.userId, (result.get(ad.ad.userId) ?? 0) + 1);
    return result;
  };
  return {
    byPrice: (up) => (up ? (asc ??= ascending.map((k) => k.ad)) : (desc ??= descending(ascending))),
    countOf: (userId) => (counts ??= countAll()).get(userId) ?? 0,
  };
}

function build(db: Db, type: string, coin: string, fiat: string, reference: MarketReference) {
  const rows = stmt(
    db,
    `SELECT ${AD_COLUMNS} FROM ads a
      WHERE a.status = 'listed' AND a.type = ? AND a.coin = ? AND a.fiat = ?`,
  ).all(type, coin, fiat);
  const keyed: Keyed[] = [];
  for (const row of rows) {
    const one = toKeyed(row, reference);
    if (one) keyed.push(one);
  }
  return keyed.sort(compareKeyed);
}

/** The ads written since `since`, or undefined when the log does not hold every version since. */
function changedSince(
  db: Db,
  [type, coin, fiat]: readonly [string, string, string],
  since: number,
  version: number,
): Set<number> | undefined {
  if (version - since > WINDOW) return undefined;
  const rows = stmt(
    db,
    `SELECT ad_id FROM market_changes
      WHERE type = ? AND coin = ? AND fiat = ? AND version > ? AND version <= ?`,
  ).all(type, coin, fiat, since, version);
  // One row per version: fewer means versions made before the log existed, or pruned.
  if (rows.length !== version - since) return undefined;
  return new Set(rows.map((row) => int(row, 'ad_id')));
}

/** `ascending` with the ads `ids` read again: gone, changed or new, each in its place. */
function patch(
  db: Db,
  market: readonly [string, string, string],
  ascending: readonly Keyed[],
  ids: ReadonlySet<number>,
  reference: MarketReference,
): Keyed[] {
  const [type, coin, fiat] = market;
  const result = ascending.filter((k) => !ids.has(k.ad.adId));
  const rows = stmt(
    db,
    `SELECT ${AD_COLUMNS} FROM ads a WHERE a.id IN (SELECT value FROM json_each(?))`,
  ).all(JSON.stringify([...ids]));
  for (const row of rows) {
    const inMarket =
      text(row, 'status') === 'listed' &&
      text(row, 'type') === type &&
      text(row, 'coin') === coin &&
      text(row, 'fiat') === fiat;
    const one = inMarket ? toKeyed(row, reference) : undefined;
    if (!one) continue;
    // The first place whose ad sorts after it.
    let low = 0;
    let high = result.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const there = result[middle];
      if (there && compareKeyed(there, one) <= 0) low = middle + 1;
      else high = middle;
    }
    result.splice(low, 0, one);
  }
  return result;
}

/**
 * The market's takeable ads (ads of `type` in `coin`/`fiat`, listed, with coins worth at least
 * their minimum left), priced with `reference`: from the cache while neither the market's
 * version nor the reference moved; after writes, the cached list with the written ads read
 * again; else priced and sorted in full. The lists and their ads are shared between requests:
 * never mutate them.
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
  const ids =
    cached && cached.version < version && sameReference(cached.reference, reference)
      ? changedSince(db, [type, coin, fiat], cached.version, version)
      : undefined;
  let ascending: Keyed[];
  if (cached && ids) {
    ascending = patch(db, [type, coin, fiat], cached.ascending, ids, reference);
    cache.patches += 1;
  } else {
    ascending = build(db, type, coin, fiat, reference);
    cache.builds += 1;
  }
  const market = viewsOf(ascending);
  // Inside a transaction the rows may still be rolled back (and the version with them, to a
  // value a later write reaches again): answer from them, but keep nothing.
  if (!db.isTransaction) cache.markets.set(key, { version, reference, ascending, market });
  return market;
}

/** How many times markets of this database were priced in full, and patched, for tests. */
export function marketCacheCounts(db: Db): { builds: number; patches: number } {
  const cache = caches.get(db);
  return { builds: cache?.builds ?? 0, patches: cache?.patches ?? 0 };
}

/** Drops every cached market of this database (tests: a patched list against one built in full). */
export function forgetMarkets(db: Db): void {
  caches.get(db)?.markets.clear();
}
