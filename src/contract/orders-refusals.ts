import { z } from 'zod';

import { fiatCode } from '@/contract/asset-codes';
import { positiveDecimal, timestamp } from '@/contract/common';
import { pickRefusals, refusal } from '@/contract/define';
import { COUNTERPARTY_CONDITIONS } from '@/rules/counterparty-conditions';
import { BLOCK_ORDER_REFUSALS } from '@/contract/user-block';
import { USER_REFUSALS } from '@/contract/user-refusals';
import { TWO_FACTOR_REFUSALS } from '@/contract/verification-refusals';

/**
 * Business codes of refused P2P order calls, so the UI reacts to a code instead of parsing `msg`.
 * They are never 403/413 (those end the session): a party acting out of turn gets HTTP 403 with
 * `notYourTurn`. Bad input is still code 400 with field errors.
 */
export const ORDER_CODES = {
  /** Wallet-connected users may not trade P2P ('P2P trading is not open to authorized wallet users…'). */
  walletUser: USER_REFUSALS.walletUser.code,
  /** Identity verification is required before trading. */
  identityRequired: 102002,
  /** Users trade only in the fiat of their identity country; `data.homeFiat` names it. */
  fiatNotHomeCountry: 102003,
  /** The ad is gone, delisted or restricted. */
  adUnavailable: 102004,
  /** The ad has less left than this order needs; `data.remainingQuantity`. */
  adQuantityInsufficient: 102005,
  /** The amount is outside the ad's single-order limits; `data.minLimit`, `data.maxLimit`. */
  amountOutOfLimits: 102006,
  /** The price moved since the user saw it; `data.price` is the current one. */
  priceChanged: 102007,
  /** The advertiser's counterparty conditions (registration age, completed trades) are not met. */
  requirementsNotMet: 102008,
  /** The user has as many orders in progress as allowed; `data.max`. */
  userPendingCap: 102009,
  /** The advertiser has as many orders in progress as allowed. */
  advertiserPendingCap: 102010,
  /** The daily cancellation cap is reached; `data.retryAt` is when orders are allowed again. */
  dailyCancelCap: 102011,
  /** The ad is the user's own. */
  selfTrade: 102012,
  /** The seller's P2P balance does not cover the quantity ('Insufficient Balance'). */
  insufficientBalance: 102013,
  /** The advertiser's own balance cannot back this order at the moment. */
  advertiserInsufficientBalance: 102014,
  /** No such order, or not one of the viewer's (the two are not told apart). */
  orderNotFound: 102020,
  /** A party tried the other party's action (a seller marking paid, a buyer releasing). */
  notYourTurn: 102021,
  /** The order's state does not allow the action (release a cancelled order…). */
  stateConflict: 102022,
  /** The unpaid order ran out of time and was cancelled automatically. */
  paymentTimedOut: 102023,
  /** An appeal before the minimum wait after payment; `data.appealAvailableAt`. */
  appealTooEarly: 102024,
  /** The seller already gave this order more time (once per order). */
  deadlineAlreadyExtended: 102045,
  /** The two-factor code is wrong, expired or already used. */
  codeInvalid: TWO_FACTOR_REFUSALS.codeInvalid.code,
  /** The two-factor channel cannot be used (only SMS and email codes exist in this exchange). */
  codeChannelUnavailable: TWO_FACTOR_REFUSALS.codeChannelUnavailable.code,
} as const;

/** The order refusals with their parameters; each call picks the ones it can answer. */
export const ORDER_REFUSALS = {
  walletUser: USER_REFUSALS.walletUser,
  identityRequired: refusal({
    code: ORDER_CODES.identityRequired,
    summary: 'Identity verification is required before trading',
  }),
  fiatNotHomeCountry: refusal({
    code: ORDER_CODES.fiatNotHomeCountry,
    params: z.object({ homeFiat: fiatCode.nullable() }),
    summary: 'Users trade only in the fiat of their identity country (`homeFiat`, if any)',
  }),
  adUnavailable: refusal({
    code: ORDER_CODES.adUnavailable,
    summary: 'The ad is gone, delisted or restricted',
  }),
  adQuantityInsufficient: refusal({
    code: ORDER_CODES.adQuantityInsufficient,
    params: z.object({ remainingQuantity: positiveDecimal }),
    summary: 'The ad has less left than the order needs',
  }),
  amountOutOfLimits: refusal({
    code: ORDER_CODES.amountOutOfLimits,
    params: z.object({ minLimit: positiveDecimal, maxLimit: positiveDecimal }),
    summary: 'The amount is outside the ad’s single-order limits',
  }),
  priceChanged: refusal({
    code: ORDER_CODES.priceChanged,
    params: z.object({ price: positiveDecimal }),
    summary: 'The price moved since the user saw it (`price` is the current one)',
  }),
  requirementsNotMet: refusal({
    code: ORDER_CODES.requirementsNotMet,
    params: z.object({
      condition: z.enum(COUNTERPARTY_CONDITIONS),
      required: z.number().int().min(0),
      actual: z.number().int().min(0),
    }),
    summary:
      'The advertiser’s counterparty conditions are not met (`condition` failed: it asks `required`, the user has `actual`)',
  }),
  userPendingCap: refusal({
    code: ORDER_CODES.userPendingCap,
    params: z.object({ max: z.number().int().positive() }),
    summary: 'The user has as many orders in progress as allowed',
  }),
  advertiserPendingCap: refusal({
    code: ORDER_CODES.advertiserPendingCap,
    summary: 'The advertiser has as many orders in progress as allowed',
  }),
  dailyCancelCap: refusal({
    code: ORDER_CODES.dailyCancelCap,
    params: z.object({ cap: z.number().int().positive(), retryAt: timestamp }),
    summary: 'The daily cancellation cap is reached until `retryAt`',
  }),
  selfTrade: refusal({ code: ORDER_CODES.selfTrade, summary: 'The ad is the user’s own' }),
  insufficientBalance: refusal({
    code: ORDER_CODES.insufficientBalance,
    summary: 'The seller’s P2P balance does not cover the quantity',
  }),
  advertiserInsufficientBalance: refusal({
    code: ORDER_CODES.advertiserInsufficientBalance,
    summary: 'The advertiser’s balance cannot back the order now',
  }),
  orderNotFound: refusal({
    code: ORDER_CODES.orderNotFound,
    status: 404,
    summary: 'No such order, or not one of the viewer’s',
  }),
  notYourTurn: refusal({
    code: ORDER_CODES.notYourTurn,
    status: 403,
    summary: 'The other party’s action (a seller marking paid, a buyer releasing)',
  }),
  stateConflict: refusal({
    code: ORDER_CODES.stateConflict,
    status: 409,
    summary: 'The order’s state does not allow the action',
  }),
  paymentTimedOut: refusal({
    code: ORDER_CODES.paymentTimedOut,
    status: 409,
    summary: 'The unpaid order ran out of time and was cancelled',
  }),
  appealTooEarly: refusal({
    code: ORDER_CODES.appealTooEarly,
    params: z.object({
      appealMinMinute: z.number().int().nonnegative(),
      appealAvailableAt: timestamp,
    }),
    summary: 'An appeal before the minimum wait after payment',
  }),
  deadlineAlreadyExtended: refusal({
    code: ORDER_CODES.deadlineAlreadyExtended,
    status: 409,
    params: z.object({ minutes: z.number().int().positive() }),
    summary: 'The payment deadline was already extended once (by `minutes`)',
  }),
  ...TWO_FACTOR_REFUSALS,
  ...BLOCK_ORDER_REFUSALS,
};

/** What every action on an existing order can meet. */
export const ORDER_ACTION_REFUSALS = pickRefusals(
  ORDER_REFUSALS,
  'orderNotFound',
  'notYourTurn',
  'stateConflict',
  'paymentTimedOut',
);
