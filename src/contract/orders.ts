import { z } from 'zod';

import {
  c2cOrder,
  fieldKey,
  orderNo,
  orderStatus,
  orderRole,
  orderStatusFilter,
  paymentMethodCode,
  paymentMethodSummary,
  recordId,
  tradeSide,
  twoFactor,
  userPresence,
} from '@/contract/entities';
import { amountDecimal, coinCode, fiatCode } from '@/contract/asset-codes';
import { paymentFieldType } from '@/contract/payments';
import { pageQuery, paged, positiveDecimal, timestamp } from '@/contract/common';
import { endpoint, pickRefusals } from '@/contract/define';
import { orderAppeal } from '@/contract/orders-appeal';
import { ORDER_ACTION_REFUSALS, ORDER_REFUSALS } from '@/contract/orders-refusals';
import { payerName } from '@/rules/payer-name';

/**
 * The order actions the spec leaves out (section 7 names only `order/proceed` and `order/list`),
 * designed once here in the same style: detail, mark paid, release, extend, cancel (the appeal
 * calls: `orders-appeal.ts`). Placing and listing (`order/proceed`, `order/list`, the two the spec names) are here too.
 */

/** Why a buyer cancels (the cancel dialog's choices). */
export const orderCancelReason = z.enum(
  [
    'no_longer_needed',
    'seller_unresponsive',
    'seller_asked_to_cancel',
    'payment_method_issue',
    'price_issue',
    'other',
  ],
  { error: 'Choose a reason for cancelling' },
);
export type OrderCancelReason = z.infer<typeof orderCancelReason>;

/** Who ended an order as cancelled: the buyer, the payment timeout, or support (an appeal). */
const orderCancelledBy = z.enum(['buyer', 'timeout', 'support']);
export type OrderCancelledBy = z.infer<typeof orderCancelledBy>;

/** The timeline of an order: one entry per transition. */
const orderEventType = z.enum([
  'placed',
  'paid',
  'released',
  'cancelled',
  'appealed',
  'appeal_withdrawn',
  'appeal_resolved',
  /** The seller gave the buyer more time to pay (`detail`: the minutes added). */
  'deadline_extended',
  /** The respondent answered the open appeal with a statement (issue 14, item 4). */
  'appeal_answered',
  /** A party said they have agreed with the other (the raiser then withdraws, or the seller releases). */
  'appeal_agreed',
  /** A party said they could not agree: support is asked to decide. */
  'appeal_not_agreed',
]);
export type OrderEventType = z.infer<typeof orderEventType>;

/** Who made a transition: a party, the system (timeout) or support (appeal resolution). */
const orderActor = z.enum(['buyer', 'seller', 'system', 'support']);
export type OrderActor = z.infer<typeof orderActor>;

const orderEvent = z.object({
  id: recordId,
  type: orderEventType,
  actor: orderActor,
  at: timestamp,
  /** The cancel or appeal reason, or which side an appeal was resolved for. */
  detail: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof orderEvent>;

/**
 * Where the buyer sends the money: one of the seller's payment methods with its details, as
 * they were when the order was placed (a later edit of the saved method does not change it).
 */
const orderPaymentDetails = z.object({
  method: paymentMethodSummary,
  /** Labelled as the method's form labels them; `image` values are uploaded file ids (QR codes). */
  fields: z.array(
    z.object({ key: fieldKey, name: z.string(), type: paymentFieldType, value: z.string() }),
  ),
});
export type OrderPaymentDetails = z.infer<typeof orderPaymentDetails>;

/**
 * The account the buyer says the money came from, declared at "I have paid" (issue 14, item 1):
 * one of the order's payment methods and the name on the paying account. The seller compares it
 * with the buyer's verified name before releasing (third-party payments are the common fraud).
 */
const payerAccount = z.object({ method: paymentMethodSummary, holderName: z.string() });
export type PayerAccount = z.infer<typeof payerAccount>;

/**
 * The order page: the order as the viewer sees it plus what the page needs to act. The seller's
 * payment details are shown while the order runs and hidden once it is cancelled. `appeal` is
 * the latest appeal (open, withdrawn or resolved), null when none was raised. `now` is server
 * time, so the countdowns do not trust the browser's clock.
 */
export const orderDetail = c2cOrder.extend({
  role: orderRole,
  isAdvertiser: z.boolean(),
  sellerPayments: z.array(orderPaymentDetails),
  events: z.array(orderEvent),
  appeal: orderAppeal.nullable(),
  cancelledBy: orderCancelledBy.nullable(),
  cancelReason: orderCancelReason.nullable(),
  paidAt: timestamp.nullable(),
  completedAt: timestamp.nullable(),
  cancelledAt: timestamp.nullable(),
  /** Minutes a buyer may expect the seller to take to release (spec: 3). */
  releaseExpectMinutes: z.number().int().positive(),
  /** Minutes after payment before an appeal may be raised (for 'You cannot appeal within…'). */
  appealMinWaitMinutes: z.number().int().nonnegative(),
  /** The buyer's verified legal name (identity), null when the buyer has none on record. */
  buyerName: z.string().nullable(),
  /** The paying account the buyer declared when marking paid, null before (or for an old order). */
  payerAccount: payerAccount.nullable(),
  /**
   * The buyer's own saved accounts of the order's payment methods with their holder names, to
   * prefill the declaration (empty for the seller).
   */
  payerSuggestions: z.array(z.object({ method: paymentMethodCode, holderName: z.string() })),
  /** Minutes the seller added to the payment deadline, null while not extended (once only). */
  deadlineExtendedMinutes: z.number().int().positive().nullable(),
  /** Minutes one extension adds (`p2p.deadlineExtensionMinutes`). */
  deadlineExtensionMinutes: z.number().int().positive(),
  /**
   * Whether the other party is around now (issue 14, item 7: "Online", "Last seen 5 minutes
   * ago"), so a buyer waiting for a release knows whether the seller is there. The sandbox
   * always sends it; absent from an API that does not report it.
   */
  counterpartyPresence: userPresence.optional(),
  now: timestamp,
});
export type OrderDetail = z.infer<typeof orderDetail>;

/**
 * What every order action answers. `changed: false` means the action had already happened
 * (a repeated click, a retried request): nothing was changed and nothing is wrong.
 */
export const orderActionResult = z.object({ changed: z.boolean(), order: c2cOrder });
export type OrderActionResult = z.infer<typeof orderActionResult>;

const orderNoQuery = z.object({ orderNo }).strict();

/**
 * Mark paid: the buyer names which of the seller's payment methods they paid with and the name
 * on the account the money left from (`payerName`, the declaration the seller checks). Optional
 * on the wire for older clients: without it no declaration is stored and the seller is told so.
 */
export const markPaidRequest = z
  .object({ orderNo, paymentMethod: paymentMethodCode, payerName: payerName.optional() })
  .strict();
export type MarkPaidRequest = z.infer<typeof markPaidRequest>;

/** Release: the seller confirms receipt with a 6-digit code sent by the online validation calls. */
const releaseRequest = z.object({ orderNo, twoFactor }).strict();

const cancelOrderRequest = z.object({ orderNo, reason: orderCancelReason }).strict();

/**
 * Sent to both parties on every order transition, on the socket topics `user.orders` and
 * `order.<orderNo>` (`src/contract/socket.ts`): the new status and what happened, so a page
 * refetches the detail only when it needs more.
 */
export const orderSocketEvent = z.object({
  orderNo,
  status: orderStatus,
  event: orderEventType,
  at: timestamp,
});
export type OrderSocketEvent = z.infer<typeof orderSocketEvent>;

/** The order actions beyond the spec's list (docs/sandbox.md, "Orders"). */
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

export const ordersEndpoints = {
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
    refusals: pickRefusals(
      ORDER_REFUSALS,
      'walletUser',
      'identityRequired',
      'fiatNotHomeCountry',
      'adUnavailable',
      'adQuantityInsufficient',
      'amountOutOfLimits',
      'priceChanged',
      'requirementsNotMet',
      'userPendingCap',
      'advertiserPendingCap',
      'dailyCancelCap',
      'selfTrade',
      'insufficientBalance',
      'advertiserInsufficientBalance',
      'youBlockedAdvertiser',
      'tradeBlocked',
    ),
    summary: 'Place an order on an ad; the seller’s coins go into escrow',
  }),

  c2cOrderDetail: endpoint({
    method: 'GET',
    path: '/c2c/v3/order/detail',
    auth: 'user',
    query: orderNoQuery,
    data: orderDetail,
    refusals: pickRefusals(ORDER_REFUSALS, 'orderNotFound'),
    summary: 'One of the user’s orders with role, seller payment details, timeline and appeal',
  }),
  c2cOrderPaid: endpoint({
    method: 'POST',
    path: '/c2c/v3/order/paid',
    auth: 'user',
    body: markPaidRequest,
    data: orderActionResult,
    refusals: ORDER_ACTION_REFUSALS,
    summary: 'Buyer: I have paid (pending payment → paid)',
  }),
  c2cOrderRelease: endpoint({
    method: 'POST',
    path: '/c2c/v3/order/release',
    auth: 'user',
    body: releaseRequest,
    data: orderActionResult,
    refusals: {
      ...ORDER_ACTION_REFUSALS,
      ...pickRefusals(
        ORDER_REFUSALS,
        'codeInvalid',
        'codeChannelUnavailable',
        'codeVoided',
        'channelLocked',
      ),
    },
    summary: 'Seller: payment received, release the coins (needs a 6-digit code)',
  }),
  c2cOrderExtend: endpoint({
    method: 'POST',
    path: '/c2c/v3/order/extend',
    auth: 'user',
    body: orderNoQuery,
    data: orderActionResult,
    refusals: {
      ...ORDER_ACTION_REFUSALS,
      ...pickRefusals(ORDER_REFUSALS, 'deadlineAlreadyExtended'),
    },
    summary:
      'Seller: give the buyer more time to pay, once per order (`p2p.deadlineExtensionMinutes`)',
  }),
  c2cOrderCancel: endpoint({
    method: 'POST',
    path: '/c2c/v3/order/cancel',
    auth: 'user',
    body: cancelOrderRequest,
    data: orderActionResult,
    refusals: ORDER_ACTION_REFUSALS,
    summary: 'Buyer: cancel an unpaid order (counts towards the daily cap)',
  }),
};
