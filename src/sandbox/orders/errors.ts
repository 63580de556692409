import type { UnmetCondition } from '@/rules/counterparty-conditions';
import { ORDER_REFUSALS as R } from '@/contract/orders-refusals';
import { refuse } from '@/sandbox/errors';

/**
 * The refusals of the order engine, with the spec's messages (section 8) where it gives one,
 * each built from its contract entry (`ORDER_REFUSALS`: code, HTTP status, typed parameters):
 * business rules answer HTTP 400; a state that does not allow the action 409; a party acting
 * out of turn 403 (with a business code, never envelope 403, which would log the user out).
 */

export const orderErrors = {
  walletUser: () =>
    refuse(
      R.walletUser,
      'P2P trading is not open to authorized wallet users at this time. Please log in with a product account.',
    ),
  identityRequired: () =>
    refuse(
      R.identityRequired,
      'Before you start trading, please complete the identity verification',
    ),
  fiatNotHomeCountry: (homeFiat: string | null) =>
    refuse(
      R.fiatNotHomeCountry,
      homeFiat
        ? `Please switch to ${homeFiat}, the fiat currency of your identity country, to trade.`
        : 'P2P trading is not available for the fiat currency of your identity country yet.',
      { homeFiat },
    ),
  adUnavailable: () =>
    refuse(R.adUnavailable, 'This ad is no longer available, please try another ad.'),
  adQuantityInsufficient: (remainingQuantity: string, coin: string) =>
    refuse(
      R.adQuantityInsufficient,
      `This ad has only ${remainingQuantity} ${coin} left, please lower the amount.`,
      { remainingQuantity },
    ),
  amountOutOfLimits: (minLimit: string, maxLimit: string, fiat: string) =>
    refuse(R.amountOutOfLimits, `The amount must be between ${minLimit} and ${maxLimit} ${fiat}.`, {
      minLimit,
      maxLimit,
    }),
  priceChanged: (price: string) =>
    refuse(R.priceChanged, 'The price has changed, please check the new price and try again.', {
      price,
    }),
  requirementsNotMet: (unmet: UnmetCondition) =>
    refuse(
      R.requirementsNotMet,
      'You have not met the requirements of the advertiser, please try another advertisement.',
      unmet,
    ),
  userPendingCap: (max: number) =>
    refuse(
      R.userPendingCap,
      `You have reached the maximum number of pending orders (${max}), please complete the order in progress first.`,
      { max },
    ),
  advertiserPendingCap: () =>
    refuse(
      R.advertiserPendingCap,
      'This advertiser has reached the maximum number of pending orders, please operate later or try another ad.',
    ),
  dailyCancelCap: (cap: number, retryAt: number) =>
    refuse(
      R.dailyCancelCap,
      `You have cancelled ${cap} orders today, the daily limit. You can place orders again after ${utcText(retryAt)} (UTC).`,
      { cap, retryAt },
    ),
  selfTrade: () => refuse(R.selfTrade, 'You cannot trade on your own ad.'),
  insufficientBalance: () => refuse(R.insufficientBalance, 'Insufficient Balance'),
  advertiserInsufficientBalance: () =>
    refuse(
      R.advertiserInsufficientBalance,
      'This ad cannot take orders at the moment, please try another ad.',
    ),
  orderNotFound: () => refuse(R.orderNotFound, 'The order was not found.'),
  notYourTurn: (message: string) => refuse(R.notYourTurn, message),
  conflict: (message: string) => refuse(R.stateConflict, message),
  paymentTimedOut: () =>
    refuse(
      R.paymentTimedOut,
      'Your payment has timed out and your order has been automatically cancelled',
    ),
  appealTooEarly: (appealMinMinute: number, appealAvailableAt: number) =>
    refuse(R.appealTooEarly, `You cannot appeal within ${appealMinMinute} minutes`, {
      appealMinMinute,
      appealAvailableAt,
    }),
  deadlineAlreadyExtended: (minutes: number) =>
    refuse(
      R.deadlineAlreadyExtended,
      `You already gave the buyer ${minutes} more minutes to pay; the deadline can be extended only once.`,
      { minutes },
    ),
  codeChannelUnavailable: () =>
    refuse(R.codeChannelUnavailable, 'Please confirm with a code sent by SMS or email.'),
};

/** `2025-01-16 00:00` for the cancellation cap message (the UI formats `data.retryAt` itself). */
function utcText(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}
