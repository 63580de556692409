import type { PriceType, TradeSide } from '@/contract/entities';
import { compareDecimal, decimalToString, multiplyDecimal, roundDecimal } from '@/lib/decimal';
import type { Rng } from '@/sandbox/db/prng';
import type { CoinSeed, FiatSeed } from '@/sandbox/db/seed-data/p2p-catalogue';
import { remainingValue } from '@/rules/orders';
import { effectivePrice, type MarketReference } from '@/sandbox/market/pricing';

/**
 * Generates believable ads: prices within 97-103 % of the reference (advertisers who sell ask
 * a little above it, those who buy offer a little below), quantities per coin, limits inside the
 * fiat's bounds and never above what the remaining quantity is worth. Pure: the caller inserts.
 */

/** An ad to insert, every money field a decimal string. */
export interface AdPlan {
  type: TradeSide;
  coin: string;
  fiat: string;
  priceType: PriceType;
  fixedPrice: string | null;
  floatingRatio: string | null;
  quantity: string;
  remaining: string;
  minLimit: string;
  maxLimit: string;
  paymentTimeLimit: number;
  remarks: string;
  minRegisteredDays: number | null;
  minCompletedTrades: number | null;
  status: 'listed' | 'delisted';
  /** Codes of the advertiser's saved methods the ad accepts (1-3). */
  methods: string[];
  ageMs: number;
}

/** Quantity ranges in the coin's minor units at the coin's scale: [min, max]. */
const QUANTITY_UNITS: Readonly<Record<string, readonly [number, number]>> = {
  USDT: [300_00, 60_000_00],
  USDC: [200_00, 30_000_00],
  BTC: [20_000, 1_500_000],
  ETH: [50_000, 4_000_000],
};

const MIN_LIMIT_USD = ['10', '20', '50', '100', '200', '500'] as const;
const MAX_MULTIPLIERS = ['5', '10', '20', '50', '100'] as const;
const TIME_LIMITS = [15, 15, 15, 15, 15, 30, 30, 45, 60] as const;
const REGISTERED_DAYS = [7, 30, 60, 90, 180] as const;
const COMPLETED_TRADES = [1, 5, 10, 20, 50, 100] as const;
const REMARKS = [
  '',
  '',
  '',
  'Fast release. Online 08:00-23:00.',
  'Pay from an account in your own name only; third-party payments are refunded.',
  'Please do not write crypto words in the payment reference.',
  'Bulk orders welcome, message me first.',
  'Release within 5 minutes of payment during working hours.',
  'Verified accounts only. Thank you for trading!',
] as const;

const DAY_MS = 24 * 3600_000;

/** Drops all but the first two significant digits of the whole part: 31 456.7 -> 31 000. */
function niceFloor(value: string): string {
  const whole = roundDecimal(value, 0, 'down');
  return whole.length <= 2 ? whole : whole.slice(0, 2) + '0'.repeat(whole.length - 2);
}

function minOf(...values: string[]): string {
  return values.reduce((a, b) => (compareDecimal(a, b) <= 0 ? a : b));
}

function maxOf(...values: string[]): string {
  return values.reduce((a, b) => (compareDecimal(a, b) >= 0 ? a : b));
}

function units(value: number, scale: number): string {
  return decimalToString({ units: BigInt(value), scale });
}

/** Per fiat: the round minimum limits on offer, and five times each (memoised: seeding is hot). */
const minOptionsCache = new Map<string, { min: string; timesFive: string }[]>();

function minLimitOptions(fiat: FiatSeed): { min: string; timesFive: string }[] {
  const key = `${fiat.fiat}:${fiat.usdRate}:${fiat.minSingle}`;
  let options = minOptionsCache.get(key);
  if (!options) {
    options = MIN_LIMIT_USD.map((usd) => {
      const min = maxOf(niceFloor(multiplyDecimal(usd, fiat.usdRate)), fiat.minSingle);
      return { min, timesFive: multiplyDecimal(min, '5') };
    });
    minOptionsCache.set(key, options);
  }
  return options;
}

const multipleCache = new Map<string, string>();

/** `niceFloor(min × multiplier)`, memoised. */
function niceMultiple(min: string, multiplier: string): string {
  const key = `${min}x${multiplier}`;
  let value = multipleCache.get(key);
  if (value === undefined) {
    value = niceFloor(multiplyDecimal(min, multiplier));
    multipleCache.set(key, value);
  }
  return value;
}

interface PlanInput {
  type: TradeSide;
  coin: CoinSeed;
  fiat: FiatSeed;
  /** The advertiser's saved method codes (serving this fiat). */
  savedMethods: readonly string[];
  /** No counterparty conditions and listed (ads other features rely on, e.g. the bot's). */
  plain?: boolean;
}

/** One listed ad with remaining quantity, priced and limited as the market requires. */
export function planAd(input: PlanInput, rng: Rng): AdPlan {
  const { type, coin, fiat } = input;
  const market: MarketReference = {
    usdPrice: coin.usdPrice,
    usdRate: fiat.usdRate,
    fiatScale: fiat.scale,
  };
  const ratioHundredths = type === 'sell' ? rng.int(10_020, 10_280) : rng.int(9_720, 9_980);
  const floatingRatio = units(ratioHundredths, 2);
  const price = effectivePrice({ priceType: 'floating', fixedPrice: null, floatingRatio }, market);
  const priceType: PriceType = rng.chance(0.45) ? 'floating' : 'fixed';

  const [low, high] = QUANTITY_UNITS[coin.coin] ?? [1, 1];
  const quantityUnits = rng.int(low, high);
  const remainingUnits = Math.floor((quantityUnits * rng.int(35, 100)) / 100);
  const quantity = units(quantityUnits, coin.scale);
  const remaining = units(remainingUnits, coin.scale);

  // Limits: a minimum of a round USD figure in this fiat (at least the fiat's floor), a maximum
  // of a multiple of it, capped by the fiat's cap and by what the remaining coins are worth.
  const worth = remainingValue(remaining, price, fiat.scale);
  const candidates = minLimitOptions(fiat).filter((o) => compareDecimal(o.timesFive, worth) <= 0);
  const minLimit = candidates.length > 0 ? rng.pick(candidates).min : fiat.minSingle;
  const maxLimit = minOf(
    niceMultiple(minLimit, rng.pick(MAX_MULTIPLIERS)),
    niceFloor(worth),
    fiat.maxSingle,
  );

  const plain = input.plain === true;
  return {
    type,
    coin: coin.coin,
    fiat: fiat.fiat,
    priceType,
    fixedPrice: priceType === 'fixed' ? price : null,
    floatingRatio: priceType === 'floating' ? floatingRatio : null,
    quantity,
    remaining,
    minLimit,
    maxLimit,
    paymentTimeLimit: rng.pick(TIME_LIMITS),
    remarks: rng.pick(REMARKS),
    minRegisteredDays: !plain && rng.chance(0.12) ? rng.pick(REGISTERED_DAYS) : null,
    minCompletedTrades: !plain && rng.chance(0.12) ? rng.pick(COMPLETED_TRADES) : null,
    status: 'listed',
    methods: rng.sample(input.savedMethods, rng.int(1, Math.min(3, input.savedMethods.length))),
    ageMs: rng.int(1, 90) * DAY_MS + rng.int(0, DAY_MS - 1),
  };
}
