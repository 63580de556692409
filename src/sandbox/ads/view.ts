import type {
  AdStatus,
  C2cAd,
  PaymentMethodSummary,
  PriceType,
  TradeSide,
} from '@/contract/entities';
import { stmt, type Db } from '@/sandbox/db/database';
import { int, text, textOrNull, type Row } from '@/sandbox/db/rows';
import {
  effectivePrice,
  referencePrice,
  type AdPricing,
  type MarketReference,
} from '@/sandbox/market/pricing';

/**
 * An `ads` row, typed, and its wire shape (`c2cAd`). The market and the order side (ad detail,
 * placing an order) read ads through these, so an ad looks the same on every page.
 */

export interface AdRecord extends AdPricing {
  id: number;
  userId: number;
  type: TradeSide;
  coin: string;
  fiat: string;
  quantity: string;
  remaining: string;
  minLimit: string;
  maxLimit: string;
  paymentTimeLimit: number;
  remarks: string;
  minRegisteredDays: number | null;
  minCompletedTrades: number | null;
  status: AdStatus;
  createdAt: number;
  updatedAt: number;
}

const STATUSES: readonly AdStatus[] = ['listed', 'delisted', 'deleted', 'restricted'];

function intOrNull(row: Row, col: string): number | null {
  return row[col] === null ? null : int(row, col);
}

/** Reads an `ads` row (extra joined columns are ignored). */
export function toAdRecord(row: Row): AdRecord {
  const priceType: PriceType = text(row, 'price_type') === 'fixed' ? 'fixed' : 'floating';
  const status = STATUSES.find((s) => s === text(row, 'status'));
  if (!status) throw new TypeError(`Ad ${int(row, 'id')} has an unknown status`);
  return {
    id: int(row, 'id'),
    userId: int(row, 'user_id'),
    type: text(row, 'type') === 'buy' ? 'buy' : 'sell',
    coin: text(row, 'coin'),
    fiat: text(row, 'fiat'),
    priceType,
    fixedPrice: textOrNull(row, 'fixed_price'),
    floatingRatio: textOrNull(row, 'floating_ratio'),
    quantity: text(row, 'quantity'),
    remaining: text(row, 'remaining'),
    minLimit: text(row, 'min_limit'),
    maxLimit: text(row, 'max_limit'),
    paymentTimeLimit: int(row, 'payment_time_limit'),
    remarks: text(row, 'remarks'),
    minRegisteredDays: intOrNull(row, 'min_registered_days'),
    minCompletedTrades: intOrNull(row, 'min_completed_trades'),
    status,
    createdAt: int(row, 'created_at'),
    updatedAt: int(row, 'updated_at'),
  };
}

/** The payment methods of several ads, in each ad's order (one query for a whole page). */
export function adPaymentMethods(
  db: Db,
  adIds: readonly number[],
): Map<number, PaymentMethodSummary[]> {
  const result = new Map<number, PaymentMethodSummary[]>();
  if (adIds.length === 0) return result;
  const rows = stmt(
    db,
    `SELECT apm.ad_id, pm.code, pm.name, pm.color
       FROM ad_payment_methods apm JOIN p2p_payment_methods pm ON pm.code = apm.method_code
      WHERE apm.ad_id IN (SELECT value FROM json_each(?))
      ORDER BY apm.ad_id, apm.sort`,
  ).all(JSON.stringify(adIds));
  for (const row of rows) {
    const adId = int(row, 'ad_id');
    const list = result.get(adId) ?? [];
    list.push({ code: text(row, 'code'), name: text(row, 'name'), color: text(row, 'color') });
    result.set(adId, list);
  }
  return result;
}

/**
 * The wire shape of an ad: `price` is the effective price (see `effectivePrice`), `marketPrice`
 * the reference. `maxLimit` is passed in because the market caps it by what remains.
 */
export function toC2cAd(
  ad: AdRecord,
  market: MarketReference,
  paymentMethods: PaymentMethodSummary[],
  maxLimit: string = ad.maxLimit,
): C2cAd {
  return {
    id: ad.id,
    type: ad.type,
    coin: ad.coin,
    fiat: ad.fiat,
    priceType: ad.priceType,
    floatingRatio: ad.floatingRatio,
    marketPrice: referencePrice(market),
    price: effectivePrice(ad, market),
    quantity: ad.quantity,
    remainingQuantity: ad.remaining,
    minLimit: ad.minLimit,
    maxLimit,
    paymentMethods,
    paymentTimeLimitMinutes: ad.paymentTimeLimit,
    remarks: ad.remarks,
    conditions: {
      minRegisteredDays: ad.minRegisteredDays,
      minCompletedTrades: ad.minCompletedTrades,
    },
    status: ad.status,
    createdAt: ad.createdAt,
  };
}
