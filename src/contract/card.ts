import { z } from 'zod';

import { amountDecimal, fiatCode } from '@/contract/asset-codes';
import { orderNo } from '@/contract/entities';
import { positiveDecimal, timestamp } from '@/contract/common';
import { endpoint, refusal } from '@/contract/define';

/** Coins sold by card (spec section 9). */
export const cardCoin = z.enum(['BTC', 'ETH', 'USDT', 'LTC', 'USDC', 'XRP', 'BCH', 'CRV', 'TRX']);
export type CardCoin = z.infer<typeof cardCoin>;

/** Card payment methods (spec section 9). Apple Pay only works in Safari. */
export const cardPaymentMethod = z.enum(['visa', 'mastercard', 'apple_pay', 'google_pay']);
export type CardPaymentMethod = z.infer<typeof cardPaymentMethod>;

/** A provider's identifier (`moonpay`, `banxa`). */
export const supplierCode = z.string().regex(/^[a-z0-9_]{2,32}$/, 'Must be a provider code');

/** A fiat a card can be charged in, with the single-transaction limits. */
export const cardFiat = z.object({
  fiat: fiatCode,
  name: z.string(),
  symbol: z.string().max(8),
  minAmount: positiveDecimal,
  maxAmount: positiveDecimal,
});
export type CardFiat = z.infer<typeof cardFiat>;

export const cardCurrency = z.object({
  coin: cardCoin,
  name: z.string(),
  scale: z.number().int().min(0).max(18),
});
export type CardCurrency = z.infer<typeof cardCurrency>;

export const cardPayment = z.object({ method: cardPaymentMethod, name: z.string() });
export type CardPayment = z.infer<typeof cardPayment>;

/**
 * What the user asks a quote for: `amount` of `fiat` to spend (`amountType` fiat, the default)
 * or `amount` of `coin` to receive (`amountType` crypto), paying by `paymentMethod`.
 */
const supplierQuoteQuery = z
  .object({
    fiat: fiatCode,
    coin: cardCoin,
    amount: amountDecimal,
    amountType: z.enum(['fiat', 'crypto']).default('fiat'),
    paymentMethod: cardPaymentMethod,
  })
  .strict();
export type SupplierQuoteQuery = z.infer<typeof supplierQuoteQuery>;

/** Why a provider gives no quote for this request (the page explains each). */
export const unavailableReason = z.enum([
  'amount_below_min',
  'amount_above_max',
  'method_unsupported',
  'fiat_unsupported',
  'coin_unsupported',
  'provider_error',
]);
export type UnavailableReason = z.infer<typeof unavailableReason>;

const supplierBase = z.object({
  supplier: supplierCode,
  name: z.string(),
  /** The provider's single-transaction limits in the asked fiat (null: fiat not served). */
  minAmount: positiveDecimal.nullable(),
  maxAmount: positiveDecimal.nullable(),
  paymentMethods: z.array(cardPaymentMethod),
  arrivalMinutes: z.object({
    min: z.number().int().nonnegative(),
    max: z.number().int().positive(),
  }),
});

/**
 * One provider's answer. Available: `quantity` of coin the user receives for `totalCost` fiat,
 * `fee` (the provider's; only third-party fees apply) included in `totalCost`; honoured until
 * `expiresAt` under `quoteId`; `best` marks the best rate (ties: lowest fee). Unavailable: the
 * reason, so the page can say why while the other providers still quote.
 */
export const supplierQuote = z.discriminatedUnion('available', [
  supplierBase.extend({
    available: z.literal(true),
    quoteId: z.string().min(1).max(64),
    price: positiveDecimal,
    quantity: positiveDecimal,
    fee: positiveDecimal,
    totalCost: positiveDecimal,
    best: z.boolean(),
    expiresAt: timestamp,
  }),
  supplierBase.extend({
    available: z.literal(false),
    reason: unavailableReason,
  }),
]);
export type SupplierQuote = z.infer<typeof supplierQuote>;

/** Business codes of a refused card order (the call handles its own errors). */
export const THIRD_PARTY_CODES = {
  /** The quote expired or is unknown: ask for a new one. */
  quoteExpired: 105001,
  /** The provider cannot take the order now (fails, times out, or no longer serves the request). */
  supplierUnavailable: 105002,
  /** The amount is outside the provider's limits; `data.minAmount`, `data.maxAmount`. */
  amountOutOfLimits: 105003,
  /** The request differs from what was quoted. */
  quoteMismatch: 105004,
  /** No such card order, or not the user's. */
  orderNotFound: 105005,
} as const;

/** The card refusals with their parameters (the order call handles its own errors). */
export const CARD_REFUSALS = {
  quoteExpired: refusal({
    code: THIRD_PARTY_CODES.quoteExpired,
    summary: 'The quote expired or is unknown: ask for a new one',
  }),
  supplierUnavailable: refusal({
    code: THIRD_PARTY_CODES.supplierUnavailable,
    summary: 'The provider cannot take the order now',
  }),
  amountOutOfLimits: refusal({
    code: THIRD_PARTY_CODES.amountOutOfLimits,
    params: z.object({ minAmount: positiveDecimal, maxAmount: positiveDecimal }),
    summary: 'The amount is outside the provider’s limits',
  }),
  quoteMismatch: refusal({
    code: THIRD_PARTY_CODES.quoteMismatch,
    summary: 'The request differs from what was quoted',
  }),
  orderNotFound: refusal({
    code: THIRD_PARTY_CODES.orderNotFound,
    status: 404,
    summary: 'No such card order, or not the user’s',
  }),
};

/**
 * The purchase: the chosen quote, re-stated so a stale or altered quote is refused.
 * `returnPath` is the page (of this site, with its locale prefix) the provider's checkout sends
 * the user back to, with `?orderNo=` appended.
 */
const thirdPartyOrderRequest = z
  .object({
    fiat: fiatCode,
    coin: cardCoin,
    amount: amountDecimal,
    amountType: z.enum(['fiat', 'crypto']),
    paymentMethod: cardPaymentMethod,
    supplier: supplierCode,
    quoteId: z.string().min(1).max(64),
    agreeDisclaimer: z.literal(true, { error: 'Please read and agree to the disclaimer' }),
    returnPath: z
      .string()
      .max(200)
      .regex(/^\/(?!\/)[A-Za-z0-9_\-/]*$/, 'Must be a path of this site'),
  })
  .strict();
export type ThirdPartyOrderRequest = z.infer<typeof thirdPartyOrderRequest>;

/** The created order; the browser goes to `checkoutUrl`, the provider's payment page. */
export const thirdPartyOrder = z.object({
  orderNo,
  supplier: supplierCode,
  checkoutUrl: z.url({ protocol: /^https?$/ }),
  expiresAt: timestamp,
});
export type ThirdPartyOrder = z.infer<typeof thirdPartyOrder>;

/**
 * A card order's life: `created` (waiting for the user at the provider's checkout), `processing`
 * (paid; the provider is delivering), then `completed` (coins credited to the spot account) or
 * `failed` (declined at checkout, or the provider failed; `failReason`).
 */
export const thirdPartyOrderStatus = z.enum(['created', 'processing', 'completed', 'failed']);
export type ThirdPartyOrderStatus = z.infer<typeof thirdPartyOrderStatus>;

export const thirdPartyOrderDetail = z.object({
  orderNo,
  supplier: supplierCode,
  supplierName: z.string(),
  status: thirdPartyOrderStatus,
  fiat: fiatCode,
  coin: cardCoin,
  paymentMethod: cardPaymentMethod,
  totalCost: positiveDecimal,
  fee: positiveDecimal,
  quantity: positiveDecimal,
  failReason: z.enum(['declined', 'provider_error', 'expired']).nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ThirdPartyOrderDetail = z.infer<typeof thirdPartyOrderDetail>;

/** Buying crypto by card through third-party providers (the /thirdParty page). */
export const cardEndpoints = {
  c2cThirdPartyFiatList: endpoint({
    method: 'GET',
    path: '/c2c/v3/public/third-party/fiat-list',
    auth: 'public',
    data: z.array(cardFiat),
    summary: 'Fiats a card purchase can be paid in, with single-transaction limits',
  }),
  c2cThirdPartyCurrencyList: endpoint({
    method: 'GET',
    path: '/c2c/v3/public/third-party/currency-list',
    auth: 'public',
    data: z.array(cardCurrency),
    summary: 'Coins sold by card',
  }),
  c2cThirdPartyPaymentList: endpoint({
    method: 'GET',
    path: '/c2c/v3/public/third-party/payment-list',
    auth: 'public',
    data: z.array(cardPayment),
    summary: 'Card payment methods (Visa, Mastercard, Apple Pay, Google Pay)',
  }),
  c2cThirdPartySupplierList: endpoint({
    method: 'GET',
    path: '/c2c/v3/public/third-party/supplier-list',
    auth: 'public',
    query: supplierQuoteQuery,
    data: z.array(supplierQuote),
    summary: 'Providers quoting a card purchase, best quote flagged',
  }),
  c2cThirdPartyOrder: endpoint({
    method: 'POST',
    path: '/c2c/v3/third-party/order',
    auth: 'user',
    errors: 'self',
    body: thirdPartyOrderRequest,
    data: thirdPartyOrder,
    refusals: {
      quoteExpired: CARD_REFUSALS.quoteExpired,
      supplierUnavailable: CARD_REFUSALS.supplierUnavailable,
      amountOutOfLimits: CARD_REFUSALS.amountOutOfLimits,
      quoteMismatch: CARD_REFUSALS.quoteMismatch,
    },
    summary: 'Place a card purchase with a provider; returns its checkout URL',
  }),
  c2cThirdPartyOrderDetail: endpoint({
    method: 'GET',
    path: '/c2c/v3/third-party/order/detail',
    auth: 'user',
    query: z.object({ orderNo }).strict(),
    data: thirdPartyOrderDetail,
    refusals: { orderNotFound: CARD_REFUSALS.orderNotFound },
    summary: 'A card order of the user and its status (also pushed on `thirdParty.<orderNo>`)',
  }),
};
