import { z } from 'zod';

import { amountDecimal, coinCode, fiatCode } from '@/contract/asset-codes';
import { positiveDecimal } from '@/contract/common';
import { endpoint, pickRefusals, refusal } from '@/contract/define';
import { c2cOrder, marketAd, recordId, tradeSide } from '@/contract/entities';
import { ordersEndpoints } from '@/contract/orders';
import { ORDER_REFUSALS } from '@/contract/orders-refusals';

/**
 * Express buy and sell (issue 17, item 2): the user names a side, a coin and a fiat amount; the
 * exchange answers the best ad this user can take for it (the best price among the ads whose
 * limits, conditions, advertiser's balance and, to sell, payment methods fit; the user's own
 * ads and blocked advertisers left out), and one confirmation places the order on it, under the
 * same rules and refusals as placing from the market. Between the quote and the confirmation the
 * best ad may be taken or repriced: the placement then refuses with the new best quote
 * (`expressQuoteChanged`), which the page shows for a second confirmation.
 */

export const EXPRESS_CODES = {
  /** No ad this user can take for this amount right now. */
  expressNoAd: 102050,
  /** The best ad changed since the quote; `data` is the new quote. */
  expressQuoteChanged: 102051,
} as const;

/** What the user asks: `amount` is the fiat they spend (buy) or receive (sell). */
export const expressQuery = z
  .object({ side: tradeSide, coin: coinCode, fiat: fiatCode, amount: amountDecimal })
  .strict();
export type ExpressQuery = z.infer<typeof expressQuery>;

/** The best ad for the query, and the order one confirmation places on it. */
export const expressQuote = z.object({
  side: tradeSide,
  ad: marketAd,
  /** The unit price the order is placed at. */
  price: positiveDecimal,
  /** The fiat amount and the coin quantity of the order. */
  amount: positiveDecimal,
  quantity: positiveDecimal,
  /** To sell: the user's saved methods (those the ad accepts) the buyer will pay to; else empty. */
  userPaymentIds: z.array(recordId).max(3),
  /** How many ads of the market were compared. */
  compared: z.number().int().nonnegative(),
});
export type ExpressQuote = z.infer<typeof expressQuote>;

export const EXPRESS_REFUSALS = {
  expressNoAd: refusal({
    code: EXPRESS_CODES.expressNoAd,
    summary: 'No ad the user can take for this amount right now',
  }),
  expressQuoteChanged: refusal({
    code: EXPRESS_CODES.expressQuoteChanged,
    params: expressQuote,
    summary: 'The best ad changed since the quote; `data` is the new best quote to confirm',
  }),
};

/** The quote the user confirms: the query and the ad and price they saw. */
export const expressPlaceRequest = expressQuery
  .extend({ adId: recordId, price: positiveDecimal })
  .strict();
export type ExpressPlaceRequest = z.infer<typeof expressPlaceRequest>;

/** What is checked of the user before any ad (the same refusals as placing from the market). */
const USER_CHECKS = ['walletUser', 'identityRequired', 'fiatNotHomeCountry'] as const;

export const ordersExpressEndpoints = {
  c2cOrderExpressQuote: endpoint({
    method: 'GET',
    path: '/c2c/v3/order/express/quote',
    auth: 'user',
    errors: 'self',
    query: expressQuery,
    data: expressQuote,
    refusals: {
      ...pickRefusals(ORDER_REFUSALS, ...USER_CHECKS),
      ...pickRefusals(EXPRESS_REFUSALS, 'expressNoAd'),
    },
    summary: 'The best ad the user can take for a fiat amount, with the order it would place',
  }),
  c2cOrderExpressPlace: endpoint({
    method: 'POST',
    path: '/c2c/v3/order/express/place',
    auth: 'user',
    errors: 'self',
    body: expressPlaceRequest,
    data: c2cOrder,
    // Placing goes through order proceed: every refusal of it, and the express ones.
    refusals: { ...ordersEndpoints.c2cOrderProceed.refusals, ...EXPRESS_REFUSALS },
    summary:
      'Place the quoted order if its ad is still the best at that price; else refuse with the new quote',
  }),
} as const;
