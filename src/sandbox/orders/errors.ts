import { ORDER_CODES } from '@/contract/orders';
import { ApiError } from '@/sandbox/errors';

/**
 * The refusals of the order engine, with the spec's messages (section 8) where it gives one.
 * Business rules answer HTTP 400 and a code of `ORDER_CODES`; a state that does not allow the
 * action answers 409; a party acting out of turn 403 (with a business code, never envelope 403,
 * which would log the user out).
 */

const refuse = (code: number, message: string, data: Record<string, unknown> | null = null) =>
  new ApiError(400, code, message, data);

export const orderErrors = {
  walletUser: () =>
    refuse(
      ORDER_CODES.walletUser,
      'P2P trading is not open to authorized wallet users at this time. Please log in with a product account.',
    ),
  identityRequired: () =>
    refuse(
      ORDER_CODES.identityRequired,
      'Before you start trading, please complete the identity verification',
    ),
  fiatNotHomeCountry: (homeFiat: string | null) =>
    refuse(
      ORDER_CODES.fiatNotHomeCountry,
      homeFiat
        ? `Please switch to ${homeFiat}, the fiat currency of your identity country, to trade.`
        : 'P2P trading is not available for the fiat currency of your identity country yet.',
      { homeFiat },
    ),
  adUnavailable: () =>
    refuse(ORDER_CODES.adUnavailable, 'This ad is no longer available, please try another ad.'),
  adQuantityInsufficient: (remainingQuantity: string, coin: string) =>
    refuse(
      ORDER_CODES.adQuantityInsufficient,
      `This ad has only ${remainingQuantity} ${coin} left, please lower the amount.`,
      { remainingQuantity },
    ),
  amountOutOfLimits: (minLimit: string, maxLimit: string, fiat: string) =>
    refuse(
      ORDER_CODES.amountOutOfLimits,
      `The amount must be between ${minLimit} and ${maxLimit} ${fiat}.`,
      { minLimit, maxLimit },
    ),
  priceChanged: (price: string) =>
    refuse(
      ORDER_CODES.priceChanged,
      'The price has changed, please check the new price and try again.',
      { price },
    ),
  requirementsNotMet: () =>
    refuse(
      ORDER_CODES.requirementsNotMet,
      'You have not met the requirements of the advertiser, please try another advertisement.',
    ),
  userPendingCap: (max: number) =>
    refuse(
      ORDER_CODES.userPendingCap,
      `You have reached the maximum number of pending orders (${max}), please complete the order in progress first.`,
      { max },
    ),
  advertiserPendingCap: () =>
    refuse(
      ORDER_CODES.advertiserPendingCap,
      'This advertiser has reached the maximum number of pending orders, please operate later or try another ad.',
    ),
  dailyCancelCap: (cap: number, retryAt: number) =>
    refuse(
      ORDER_CODES.dailyCancelCap,
      `You have cancelled ${cap} orders today, the daily limit. You can place orders again after ${utcText(retryAt)} (UTC).`,
      { cap, retryAt },
    ),
  selfTrade: () => refuse(ORDER_CODES.selfTrade, 'You cannot trade on your own ad.'),
  insufficientBalance: () => refuse(ORDER_CODES.insufficientBalance, 'Insufficient Balance'),
  advertiserInsufficientBalance: () =>
    refuse(
      ORDER_CODES.advertiserInsufficientBalance,
      'This ad cannot take orders at the moment, please try another ad.',
    ),
  orderNotFound: () => new ApiError(404, ORDER_CODES.orderNotFound, 'The order was not found.'),
  notYourTurn: (message: string) => new ApiError(403, ORDER_CODES.notYourTurn, message),
  conflict: (message: string) => new ApiError(409, ORDER_CODES.stateConflict, message),
  paymentTimedOut: () =>
    new ApiError(
      409,
      ORDER_CODES.paymentTimedOut,
      'Your payment has timed out and your order has been automatically cancelled',
    ),
  appealTooEarly: (appealMinMinute: number, appealAvailableAt: number) =>
    refuse(ORDER_CODES.appealTooEarly, `You cannot appeal within ${appealMinMinute} minutes`, {
      appealMinMinute,
      appealAvailableAt,
    }),
  codeInvalid: () =>
    refuse(
      ORDER_CODES.codeInvalid,
      'The verification code is incorrect or has expired. Please request a new one.',
    ),
  codeChannelUnavailable: () =>
    refuse(ORDER_CODES.codeChannelUnavailable, 'Please confirm with a code sent by SMS or email.'),
};

/** `2025-01-16 00:00` for the cancellation cap message (the UI formats `data.retryAt` itself). */
function utcText(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}
