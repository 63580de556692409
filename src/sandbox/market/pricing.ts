import type { PriceType } from '@/contract/entities';
import { multiplyDecimal, roundDecimal } from '@/lib/decimal';
import { stmt, type Db } from '@/sandbox/db/database';
import { int, text, textOrNull } from '@/sandbox/db/rows';

/**
 * Ad pricing, in one place: the market list, the order engine (placing an order at the price
 * the user saw) and the seed all price an ad through `effectivePrice`, so a floating ad can
 * never show one price and trade at another.
 */

/** What a price is computed from: the coin's USD reference and the fiat's USD rate and scale. */
export interface MarketReference {
  /** The coin's market reference price in USD (`p2p_coins.usd_price`). */
  usdPrice: string;
  /** Units of the fiat per 1 USD (`p2p_fiats.usd_rate`). */
  usdRate: string;
  /** Decimals of a price in this fiat (`p2p_fiats.scale`). */
  fiatScale: number;
}

/** The pricing columns of an ad (`ads.price_type`, `fixed_price`, `floating_ratio`). */
export interface AdPricing {
  priceType: PriceType;
  fixedPrice: string | null;
  floatingRatio: string | null;
}

/** The exact (unrounded) price of one coin in the fiat: usd_price × usd_rate. */
export function exactReference(market: MarketReference): string {
  return multiplyDecimal(market.usdPrice, market.usdRate);
}

/**
 * The market reference price of one coin in the fiat, rounded half-up to the fiat's scale:
 * what an ad shows as `marketPrice` and what a price deviation is measured against.
 */
export function referencePrice(market: MarketReference): string {
  return roundDecimal(exactReference(market), market.fiatScale);
}

/**
 * The unit price an ad trades at, in fiat. Fixed: the stored price. Floating:
 * usd_price × usd_rate × ratio / 100, computed exactly and rounded half-up once, to the fiat's
 * scale (rounding the reference first would drift by up to a unit per 100 % of ratio).
 */
export function effectivePrice(ad: AdPricing, market: MarketReference): string {
  if (ad.priceType === 'fixed') {
    if (ad.fixedPrice === null) throw new Error('A fixed-price ad has no fixed_price');
    return ad.fixedPrice;
  }
  if (ad.floatingRatio === null) throw new Error('A floating ad has no floating_ratio');
  const exact = multiplyDecimal(exactReference(market), multiplyDecimal(ad.floatingRatio, '0.01'));
  return roundDecimal(exact, market.fiatScale);
}

/** The reference inputs of a coin and fiat pair, or undefined when either is unknown. */
export function loadMarketReference(
  db: Db,
  coin: string,
  fiat: string,
): MarketReference | undefined {
  const row = stmt(
    db,
    `SELECT c.usd_price, f.usd_rate, f.scale
       FROM p2p_coins c, p2p_fiats f WHERE c.coin = ? AND f.fiat = ?`,
  ).get(coin, fiat);
  if (!row) return undefined;
  return {
    usdPrice: text(row, 'usd_price'),
    usdRate: text(row, 'usd_rate'),
    fiatScale: int(row, 'scale'),
  };
}

/**
 * The current price of a stored ad, read with its coin and fiat (one query). For the order
 * engine: call it inside the placing transaction and compare with the price the user saw.
 */
export function currentAdPrice(db: Db, adId: number): string | undefined {
  const row = stmt(
    db,
    `SELECT a.price_type, a.fixed_price, a.floating_ratio, c.usd_price, f.usd_rate, f.scale
       FROM ads a JOIN p2p_coins c ON c.coin = a.coin JOIN p2p_fiats f ON f.fiat = a.fiat
      WHERE a.id = ?`,
  ).get(adId);
  if (!row) return undefined;
  return effectivePrice(
    {
      priceType: text(row, 'price_type') === 'fixed' ? 'fixed' : 'floating',
      fixedPrice: textOrNull(row, 'fixed_price'),
      floatingRatio: textOrNull(row, 'floating_ratio'),
    },
    {
      usdPrice: text(row, 'usd_price'),
      usdRate: text(row, 'usd_rate'),
      fiatScale: int(row, 'scale'),
    },
  );
}
