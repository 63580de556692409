import { z } from 'zod';

import { amountDecimal, fiatCode } from '@/contract/asset-codes';
import { orderNo } from '@/contract/c2c-entities';
import { positiveDecimal, timestamp } from '@/contract/common';
import { endpoint } from '@/contract/define';

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

/** What the user asks a quote for: spend `amount` of `fiat` on `coin`, paying by `paymentMethod`. */
export const supplierQuoteQuery = z
  .object({
    fiat: fiatCode,
    coin: cardCoin,
    amount: amountDecimal,
    paymentMethod: cardPaymentMethod,
  })
  .strict();
export type SupplierQuoteQuery = z.infer<typeof supplierQuoteQuery>;

/**
 * One provider's quote. `quantity` is the coin the user receives after the provider's `fee`
 * (only third-party fees apply); the quote is honoured until `expiresAt` under `quoteId`.
 */
export const supplierQuote = z.object({
  supplier: supplierCode,
  name: z.string(),
  quoteId: z.string().min(1).max(64),
  price: positiveDecimal,
  quantity: positiveDecimal,
  fee: positiveDecimal,
  minAmount: positiveDecimal,
  maxAmount: positiveDecimal,
  paymentMethods: z.array(cardPaymentMethod),
  arrivalMinutes: z.object({
    min: z.number().int().nonnegative(),
    max: z.number().int().positive(),
  }),
  best: z.boolean(),
  expiresAt: timestamp,
});
export type SupplierQuote = z.infer<typeof supplierQuote>;

/** The purchase: the chosen quote, re-stated so a stale or altered quote is refused. */
export const thirdPartyOrderRequest = supplierQuoteQuery
  .extend({
    supplier: supplierCode,
    quoteId: z.string().min(1).max(64),
    agreeDisclaimer: z.literal(true, { error: 'Please read and agree to the disclaimer' }),
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

/** Buying crypto by card through third-party providers (the /thirdParty page). */
export const c2cThirdPartyEndpoints = {
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
    summary: 'Place a card purchase with a provider; returns its checkout URL',
  }),
};
