import { z } from 'zod';

import { amountDecimal, coinCode, fiatCode } from '@/contract/asset-codes';
import {
  advertiserStatistics,
  c2cOrder,
  certificationTier,
  merchantStatus,
  nickname,
  orderStatusFilter,
  recordId,
  tradeSide,
} from '@/contract/c2c-entities';
import { c2cAdEndpoints } from '@/contract/c2c-ads';
import { c2cMarketEndpoints } from '@/contract/c2c-market';
import { c2cMerchantEndpoints } from '@/contract/c2c-merchant';
import { c2cOrderActionEndpoints } from '@/contract/c2c-orders';
import { c2cPaymentEndpoints } from '@/contract/c2c-payment';
import { c2cThirdPartyEndpoints } from '@/contract/c2c-third-party';
import { pageQuery, paged, positiveDecimal, timestamp } from '@/contract/common';
import { endpoint } from '@/contract/define';

/**
 * P2P service (`/c2c/v3`). The calls are grouped by area in `c2c-*.ts` files; this file holds
 * the user and order calls and merges every group into `c2cEndpoints`.
 */

const epochQuery = z.coerce.number().int().nonnegative().max(8_640_000_000_000);

/**
 * The order list filters (spec section 2): crypto, fiat, order type, status and a date range
 * in epoch ms (the UI offers 1 week, 1 month and 3 months). Status defaults to in progress.
 */
export const orderListQuery = z
  .object({
    coin: coinCode.optional(),
    fiat: fiatCode.optional(),
    type: tradeSide.optional(),
    status: orderStatusFilter.default('in_progress'),
    startTime: epochQuery.optional(),
    endTime: epochQuery.optional(),
    ...pageQuery,
  })
  .strict()
  .refine((q) => q.startTime === undefined || q.endTime === undefined || q.startTime <= q.endTime, {
    message: 'The start date must be before the end date',
    path: ['endTime'],
  });
export type OrderListQuery = z.infer<typeof orderListQuery>;

/**
 * The P2P profile of the signed-in user. `nickname` is null until set (the nickname setup
 * screen). `homeFiat` is the fiat of the identity country, the only one the user may trade.
 * `orderBlockedUntil` is set once the daily cancellation cap is reached.
 */
export const c2cUserInfo = z.object({
  userId: recordId,
  nickname: z.string().nullable(),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  identityVerified: z.boolean(),
  identityCountry: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable(),
  homeFiat: fiatCode.nullable(),
  tier: certificationTier,
  merchantStatus,
  registeredAt: timestamp,
  pendingOrders: z.number().int().nonnegative(),
  cancelledToday: z.number().int().nonnegative(),
  orderBlockedUntil: timestamp.nullable(),
  statistics: advertiserStatistics,
});
export type C2cUserInfo = z.infer<typeof c2cUserInfo>;

/**
 * Placing an order on an ad. The user types either a fiat `amount` or a coin `quantity`, never
 * both: the server derives the other from the price. `price` is the price the user saw, so a
 * price that moved in between is refused rather than silently applied. A user who sells names
 * which of their saved payment methods (up to 3) the buyer may pay to; a buyer sends none.
 */
export const orderProceedRequest = z
  .object({
    adId: recordId,
    price: positiveDecimal,
    amount: amountDecimal.optional(),
    quantity: amountDecimal.optional(),
    userPaymentIds: z.array(recordId).min(1).max(3).optional(),
  })
  .strict()
  .refine((body) => (body.amount === undefined) !== (body.quantity === undefined), {
    message: 'Enter either an amount or a quantity',
    path: ['amount'],
  });
export type OrderProceedRequest = z.infer<typeof orderProceedRequest>;

/** Nickname change: sent as a form, like the page it replaces did. */
export const nicknameChangeRequest = z.object({ nickname }).strict();
export type NicknameChangeRequest = z.infer<typeof nicknameChangeRequest>;

/** The user profile and order calls. */
export const c2cUserOrderEndpoints = {
  c2cUserInfo: endpoint({
    method: 'GET',
    path: '/c2c/v3/user/info',
    auth: 'user',
    data: c2cUserInfo,
    summary: 'P2P profile of the signed-in user: nickname, verification, tier, statistics',
  }),
  c2cNicknameChange: endpoint({
    method: 'POST',
    path: '/c2c/v3/user/nickname-change',
    auth: 'user',
    bodyType: 'form',
    body: nicknameChangeRequest,
    data: z.object({ nickname: z.string() }),
    summary: 'Set or change the P2P nickname (2-10 characters)',
  }),
  c2cOrderList: endpoint({
    method: 'GET',
    path: '/c2c/v3/order/list',
    auth: 'user',
    query: orderListQuery,
    data: paged(c2cOrder),
    summary: 'The user’s P2P orders, filtered and paged',
  }),
  c2cOrderProceed: endpoint({
    method: 'POST',
    path: '/c2c/v3/order/proceed',
    auth: 'user',
    errors: 'self',
    body: orderProceedRequest,
    data: c2cOrder,
    summary: 'Place an order on an ad; the seller’s coins go into escrow',
  }),
};

/** Every P2P call of spec section 7, plus the order actions it leaves out (`c2c-orders.ts`). */
export const c2cEndpoints = {
  ...c2cMarketEndpoints,
  ...c2cPaymentEndpoints,
  ...c2cMerchantEndpoints,
  ...c2cThirdPartyEndpoints,
  ...c2cUserOrderEndpoints,
  ...c2cOrderActionEndpoints,
  ...c2cAdEndpoints,
};
