import { z } from 'zod';

import { coinCode, fiatCode, percentDecimal } from '@/contract/asset-codes';
import {
  advertiserStatistics,
  marketAd,
  paymentMethodCode,
  paymentMethodSummary,
  tradeSide,
} from '@/contract/entities';
import { idParam, pageQuery, paged, positiveDecimal } from '@/contract/common';
import { endpoint } from '@/contract/define';

/** A coin the market trades; `scale` is the number of decimals a quantity may have. */
const coinOption = z.object({
  coin: coinCode,
  name: z.string(),
  scale: z.number().int().min(0).max(18),
});
export type CoinOption = z.infer<typeof coinOption>;

/** A fiat the market trades; `scale` is the number of decimals a price or amount may have. */
const fiatOption = z.object({
  fiat: fiatCode,
  name: z.string(),
  symbol: z.string().max(8),
  scale: z.number().int().min(0).max(8),
});
export type FiatOption = z.infer<typeof fiatOption>;

/** A payment method and the fiats it can be used with. */
const paymentMethodOption = paymentMethodSummary.extend({ fiats: z.array(fiatCode) });
export type PaymentMethodOption = z.infer<typeof paymentMethodOption>;

/** The market filter choices (coins, fiats, payment methods). */
const optionBox = z.object({
  coins: z.array(coinOption),
  fiats: z.array(fiatOption),
  paymentMethods: z.array(paymentMethodOption),
});
export type OptionBox = z.infer<typeof optionBox>;

/** How payment methods are grouped when a user picks one to add. */
export const paymentCategory = z.enum([
  'bank_transfer',
  'e_wallet',
  'mobile_money',
  'cash',
  'other',
]);
export type PaymentCategory = z.infer<typeof paymentCategory>;

const paymentMethodGroup = z.object({
  category: paymentCategory,
  name: z.string(),
  methods: z.array(paymentMethodSummary),
});
export type PaymentMethodGroup = z.infer<typeof paymentMethodGroup>;

/**
 * How the market may be sorted (issue 14, item 7): by price (`price_asc`, `price_desc`; without
 * `sort`, the best price for the visitor first), or best first by the advertiser's 30-day
 * completion rate, 30-day orders, or positive-feedback rate (none yet: last). Ties: best price.
 */
export const marketSort = z.enum([
  'price_asc',
  'price_desc',
  'completion_rate',
  'orders',
  'positive_feedback',
]);
export type MarketSort = z.infer<typeof marketSort>;

/**
 * The market query. `side` is the visitor's tab: `buy` lists ads whose advertiser sells.
 * `amount` is a fiat amount the visitor wants to trade: only ads whose limits include it match.
 * `online=true` keeps only advertisers online now (`userPresence`).
 */
const marketAdQuery = z
  .object({
    side: tradeSide,
    coin: coinCode,
    fiat: fiatCode,
    paymentMethod: paymentMethodCode.optional(),
    amount: positiveDecimal.optional(),
    userId: idParam.optional(),
    sort: marketSort.optional(),
    online: z.literal('true').optional(),
    ...pageQuery,
  })
  .strict();
export type MarketAdQuery = z.infer<typeof marketAdQuery>;

/** A per-fiat single-order limit, in that fiat. */
const fiatLimit = z.object({
  fiat: fiatCode,
  minSingle: positiveDecimal,
  maxSingle: positiveDecimal,
});

/** A per-coin cap on an ad's total quantity. */
const coinLimit = z.object({ coin: coinCode, maxQuantity: positiveDecimal });

/**
 * The config table (architecture section 7): every constant the spec leaves open. The UI reads
 * these and never hard-codes them. Minutes and seconds are integers; percentages are decimals.
 */
export const basicsConfig = z.object({
  /** Minutes an unpaid order lives before it is cancelled automatically. */
  paymentTimeLimitMinutes: z.number().int().positive(),
  /** Payment time limits an advertiser may choose from when posting an ad. */
  paymentTimeLimitOptions: z.array(z.number().int().positive()).min(1),
  /** Minutes after payment before either party may appeal. */
  appealMinWaitMinutes: z.number().int().nonnegative(),
  /** Minutes before an unpaid order's deadline when the buyer gets a reminder message. */
  deadlineReminderMinutes: z.number().int().nonnegative(),
  /** Cancellations per day after which the user cannot place orders until the reset. */
  dailyCancelCap: z.number().int().positive(),
  /** UTC time of day (`HH:mm`) at which the cancellation count resets. */
  cancelResetUtc: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  maxPendingOrdersPerUser: z.number().int().positive(),
  maxPendingOrdersPerAdvertiser: z.number().int().positive(),
  /** An ad price this far from the market price (in percent) needs a risk confirmation. */
  priceDeviationWarnPercent: percentDecimal,
  /**
   * The floating price ratios an ad may have, in percent of the market price (both ends
   * included), and the decimals a ratio may carry.
   */
  floatingRatioMin: percentDecimal,
  floatingRatioMax: percentDecimal,
  floatingRatioScale: z.number().int().nonnegative(),
  fiatLimits: z.array(fiatLimit),
  coinLimits: z.array(coinLimit),
  /** Fee the advertiser pays, shown on the ad form; the order placer pays `orderFeePercent`. */
  adFeePercent: percentDecimal,
  orderFeePercent: percentDecimal,
  maxPaymentMethodsPerUser: z.number().int().positive(),
  maxPaymentMethodsPerAd: z.number().int().positive(),
  /** Seconds before a verification code may be sent again. */
  codeResendSeconds: z.number().int().positive(),
  /** Minutes a buyer may expect the seller to take to confirm receipt. */
  releaseExpectMinutes: z.number().int().positive(),
});
export type BasicsConfig = z.infer<typeof basicsConfig>;

/** One UTC day of an advertiser's activity: completed orders and their volume (USDT equivalent). */
export const dailyActivity = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  completed: z.number().int().nonnegative(),
  volume: positiveDecimal,
});
export type DailyActivity = z.infer<typeof dailyActivity>;

/** A market (the visitor's side, a coin, a fiat) where one advertiser has listed ads, and how many. */
const advertiserMarket = z.object({
  side: tradeSide,
  coin: coinCode,
  fiat: fiatCode,
  total: z.number().int().positive(),
});
export type AdvertiserMarket = z.infer<typeof advertiserMarket>;

/** The public market calls: filters, ads, advertiser statistics, the config table. */
export const marketEndpoints = {
  c2cOptionBox: endpoint({
    method: 'GET',
    path: '/c2c/v3/public/option/box',
    auth: 'public',
    query: z.object({ fiat: fiatCode.optional() }).strict(),
    data: optionBox,
    summary: 'Market filter choices: coins, fiats and payment methods (optionally for one fiat)',
  }),
  c2cClassifyPaymentSingle: endpoint({
    method: 'GET',
    path: '/c2c/v3/public/option/classify-payment/single',
    auth: 'public',
    query: z.object({ fiat: fiatCode }).strict(),
    data: z.array(paymentMethodGroup),
    summary: 'Payment methods of one fiat, grouped by category',
  }),
  c2cMarketAds: endpoint({
    method: 'GET',
    path: '/c2c/v3/public/merchant/all/ad',
    auth: 'public',
    query: marketAdQuery,
    data: paged(marketAd),
    summary: 'The market: listed ads for a side, coin and fiat, paged and sorted by price',
  }),
  c2cTransactionData: endpoint({
    method: 'GET',
    path: '/c2c/v3/public/user/transaction-data',
    auth: 'public',
    query: z.object({ userId: idParam }).strict(),
    data: advertiserStatistics,
    summary: 'Statistics of one advertiser (profile page)',
  }),
  c2cAdvertiserMarkets: endpoint({
    method: 'GET',
    path: '/c2c/v3/public/user/markets',
    auth: 'public',
    query: z.object({ userId: idParam }).strict(),
    data: z.array(advertiserMarket),
    summary:
      'The markets where one advertiser has ads listed, with counts (the profile asks `merchant/all/ad` with `userId` for one of them)',
  }),
  c2cUserActivity: endpoint({
    method: 'GET',
    path: '/c2c/v3/public/user/activity',
    auth: 'public',
    query: z
      .object({
        userId: idParam,
        days: z.coerce
          .number()
          .pipe(z.union([z.literal(7), z.literal(30)]))
          .default(30),
      })
      .strict(),
    data: z.array(dailyActivity),
    summary:
      'Completed orders and volume of one advertiser per UTC day, oldest first (profile chart)',
  }),
  c2cBasicsConfig: endpoint({
    method: 'GET',
    path: '/c2c/v3/public/config/basics-config',
    auth: 'public',
    data: basicsConfig,
    summary: 'P2P configuration: time limits, caps, per-fiat and per-coin limits, fees',
  }),
};
