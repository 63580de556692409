import { z } from 'zod';

import { coinAmount, coinCode, fiatCode, percentDecimal } from '@/contract/asset-codes';
import { positiveDecimal, timestamp, verificationCode } from '@/contract/common';

/**
 * P2P entities (spec section 3) shared by several P2P calls, and later by the sandbox and the
 * features (market, orders, ads, merchant, payments, profile). Defined once here so no feature
 * redefines an ad or an order status.
 */

/** A numeric record id in a response or a JSON body (ads, users, saved payment methods). */
export const recordId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Order numbers are long digit strings; kept as strings so no digit is lost to float rounding. */
export const orderNo = z.string().regex(/^\d{8,32}$/, 'Must be an order number');

/** Buy or sell. On an ad it is what the advertiser does; on an order, what the viewer does. */
export const tradeSide = z.enum(['buy', 'sell']);
export type TradeSide = z.infer<typeof tradeSide>;

/** Where an order is in its life (architecture section 7, order state machine). */
export const orderStatus = z.enum([
  'pending_payment',
  'paid',
  'appealing',
  'completed',
  'cancelled',
]);
export type OrderStatus = z.infer<typeof orderStatus>;

/**
 * The order-list status filter (spec section 4): every status plus `in_progress`
 * (pending payment, paid or appealing) and `all`.
 */
export const orderStatusFilter = z.enum(['in_progress', 'all', ...orderStatus.options]);
export type OrderStatusFilter = z.infer<typeof orderStatusFilter>;

/** Ad states (spec section 4): delisted ads keep running orders; restricted is set by support. */
export const adStatus = z.enum(['listed', 'delisted', 'deleted', 'restricted']);
export type AdStatus = z.infer<typeof adStatus>;

/** Fixed price, or floating: a percentage of the market reference price. */
export const priceType = z.enum(['fixed', 'floating']);
export type PriceType = z.infer<typeof priceType>;

/** Whether a new ad goes online at once or is saved delisted for later (the ad form). */
export const adLaunch = z.enum(['now', 'later']);
export type AdLaunch = z.infer<typeof adLaunch>;

/** Certification tiers (spec section 4), highest first. */
export const certificationTier = z.enum(['certified_advertiser', 'verified_user', 'normal_user']);
export type CertificationTier = z.infer<typeof certificationTier>;

/**
 * Merchant application states (spec section 4). `not_verified`: no application (or the deposit
 * was released); `under_review` after applying; `failed` (may apply again); `approved`: review
 * passed, the deposit and the advertiser agreement are still to come (`/authAdvertising`);
 * `certified` once the deposit is locked; `portal_closed` means this user cannot apply now.
 */
export const merchantStatus = z.enum([
  'not_verified',
  'under_review',
  'failed',
  'approved',
  'certified',
  'portal_closed',
]);
export type MerchantStatus = z.infer<typeof merchantStatus>;

/** A payment method kind as the market knows it (`bank_transfer`, `wise`, `revolut`). */
export const paymentMethodCode = z
  .string()
  .regex(/^[a-z0-9_]{2,32}$/, 'Must be a payment method code such as "bank_transfer"');

/** What a list shows of a payment method: its code, display name and brand colour. */
export const paymentMethodSummary = z.object({
  code: paymentMethodCode,
  name: z.string(),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
});
export type PaymentMethodSummary = z.infer<typeof paymentMethodSummary>;

/** Key of a form field (payment method details, merchant application). */
export const fieldKey = z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,31}$/, 'Must be a field key');

/** A stored upload as returned by the upload calls and referenced by later requests. */
export const fileId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Must be an uploaded file id');

/**
 * The nickname rule (spec section 5), used by the nickname form and the request alike.
 * Letters of any script, digits, `_` and `-`: no spaces, so a name cannot imitate another.
 */
const nicknameMessage = 'Nickname length is between 2 and 10 characters';
export const nickname = z
  .string()
  .trim()
  .min(2, nicknameMessage)
  .max(10, nicknameMessage)
  .regex(/^[\p{L}\p{N}_-]+$/u, 'Nickname can only contain letters, digits, _ and -');

/** A second factor for sensitive changes (payment details, deposit release). */
export const twoFactor = z
  .object({
    channel: z.enum(['sms', 'email', 'voice', 'authenticator']),
    code: verificationCode,
  })
  .strict();
export type TwoFactor = z.infer<typeof twoFactor>;

/** Conditions an advertiser sets on counterparties; null means "no condition". */
export const counterpartyConditions = z.object({
  minRegisteredDays: z.number().int().min(0).max(3650).nullable(),
  minCompletedTrades: z.number().int().min(0).max(100_000).nullable(),
});

/**
 * Feedback a user received (issue 14): counts of positive and negative feedback left by their
 * counterparties, and the positive share in percent (null before any: shown as "—", never 0 %).
 */
export const feedbackSummary = z.object({
  positive: z.number().int().nonnegative(),
  negative: z.number().int().nonnegative(),
  positiveRate: percentDecimal.nullable(),
});
export type FeedbackSummary = z.infer<typeof feedbackSummary>;

/**
 * Whether a user is around (issue 14, item 7): online while they have the site open (a live
 * socket) or acted within `p2p.onlineWindowMinutes`; otherwise when they were last seen (null
 * when never). Shown as "Online" or "Last seen 5 minutes ago".
 */
export const userPresence = z.object({ online: z.boolean(), lastSeenAt: timestamp.nullable() });
export type UserPresence = z.infer<typeof userPresence>;

/**
 * Advertiser statistics (spec section 3), the profile page and the market row summary.
 * Times are seconds (null before the first trade); volumes are in USDT equivalent.
 */
export const advertiserStatistics = z.object({
  userId: recordId,
  nickname: z.string(),
  tier: certificationTier,
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  identityVerified: z.boolean(),
  successRate30d: percentDecimal,
  orders30d: z.number().int().nonnegative(),
  avgReleaseSeconds: z.number().int().nonnegative().nullable(),
  avgPaySeconds: z.number().int().nonnegative().nullable(),
  accountAgeDays: z.number().int().nonnegative(),
  totalOrders: z.number().int().nonnegative(),
  firstTradeAt: timestamp.nullable(),
  volume30d: positiveDecimal,
  volumeTotal: positiveDecimal,
  buyCount: z.number().int().nonnegative(),
  sellCount: z.number().int().nonnegative(),
  deposit: coinAmount.nullable(),
  /** Feedback received (the sandbox always sends it; absent from an API that does not report it). */
  feedback: feedbackSummary.optional(),
  /** Online now or last seen (the sandbox always sends it; absent from an API that does not). */
  presence: userPresence.optional(),
});
export type AdvertiserStatistics = z.infer<typeof advertiserStatistics>;

/** The part of the statistics a market row shows next to an ad. */
const advertiserSummary = advertiserStatistics.pick({
  userId: true,
  nickname: true,
  tier: true,
  identityVerified: true,
  successRate30d: true,
  orders30d: true,
  avgReleaseSeconds: true,
  feedback: true,
  presence: true,
});
export type AdvertiserSummary = z.infer<typeof advertiserSummary>;

/**
 * An ad (spec section 3). `price` is the effective unit price in fiat; for a floating ad it is
 * `marketPrice * floatingRatio / 100`, computed by the server. Limits are fiat amounts per order.
 */
export const c2cAd = z.object({
  id: recordId,
  type: tradeSide,
  coin: coinCode,
  fiat: fiatCode,
  priceType,
  floatingRatio: percentDecimal.nullable(),
  marketPrice: positiveDecimal,
  price: positiveDecimal,
  quantity: positiveDecimal,
  remainingQuantity: positiveDecimal,
  minLimit: positiveDecimal,
  maxLimit: positiveDecimal,
  paymentMethods: z.array(paymentMethodSummary).min(1).max(3),
  paymentTimeLimitMinutes: z.number().int().positive(),
  remarks: z.string(),
  conditions: counterpartyConditions,
  status: adStatus,
  createdAt: timestamp,
});
export type C2cAd = z.infer<typeof c2cAd>;

/** An ad as the market lists it: with who posted it. */
export const marketAd = c2cAd.extend({ advertiser: advertiserSummary });
export type MarketAd = z.infer<typeof marketAd>;

/** Which party of an order the viewer is. */
export const orderRole = z.enum(['buyer', 'seller']);
export type OrderRole = z.infer<typeof orderRole>;

/**
 * An order (spec section 3), seen by one of its two parties: `type` is the viewer's side.
 * `paymentDeadline` is when an unpaid order is cancelled; `appealAvailableAt` is the first
 * moment an appeal may be raised (null while no appeal is possible, e.g. before payment).
 */
export const c2cOrder = z.object({
  orderNo,
  adId: recordId,
  type: tradeSide,
  coin: coinCode,
  fiat: fiatCode,
  price: positiveDecimal,
  quantity: positiveDecimal,
  totalPrice: positiveDecimal,
  status: orderStatus,
  paymentMethod: paymentMethodSummary.nullable(),
  counterparty: z.object({ userId: recordId, nickname: z.string() }),
  paymentTimeLimitMinutes: z.number().int().positive(),
  paymentDeadline: timestamp,
  appealAvailableAt: timestamp.nullable(),
  createdAt: timestamp,
  /** Chat messages from the others the viewer has not read yet (the order chat, issue 12). */
  chatUnread: z.number().int().nonnegative(),
});
export type C2cOrder = z.infer<typeof c2cOrder>;
