import { MERCHANT_CODES } from '@/contract/merchant';
import { ApiError, type FieldError } from '@/sandbox/errors';

/**
 * The refusals of the merchant calls (spec section 7 messages where it gives them). Business
 * rules answer HTTP 400 with a code of `MERCHANT_CODES`; an action the application's state does
 * not allow answers 409 `stateConflict`.
 */

const refuse = (code: number, message: string, data: Record<string, unknown> | null = null) =>
  new ApiError(400, code, message, data);

export const merchantErrors = {
  portalClosed: () => refuse(MERCHANT_CODES.portalClosed, 'Merchant application portal is closed'),
  identityRequired: () =>
    refuse(MERCHANT_CODES.identityRequired, 'You have not completed identity verification'),
  /** `coin`/`amount`: what the balance must reach (the deposit, or the checklist threshold). */
  balanceTooLow: (coin: string, amount: string) =>
    refuse(MERCHANT_CODES.balanceTooLow, `Your ${coin} balance is less than ${amount}`, {
      coin,
      amount,
    }),
  /** `coin`/`amount`: the deposit required. */
  depositTooLow: (coin: string, amount: string) =>
    refuse(
      MERCHANT_CODES.depositTooLow,
      `The security deposit must be at least ${amount} ${coin}`,
      { coin, amount },
    ),
  stateConflict: (message: string) => new ApiError(409, MERCHANT_CODES.stateConflict, message),
  refundBlocked: (listedAds: number, openOrders: number) =>
    refuse(
      MERCHANT_CODES.refundBlocked,
      'Delist all your ads and finish your open orders before releasing the deposit',
      { listedAds, openOrders },
    ),
  /** Every bad file field listed in `data.errors`, like a schema refusal. */
  fileInvalid: (errors: readonly FieldError[]) =>
    refuse(
      MERCHANT_CODES.fileInvalid,
      'An uploaded file is missing or not valid for its field; upload it again',
      { errors: [...errors] },
    ),
  codeInvalid: () =>
    refuse(
      MERCHANT_CODES.codeInvalid,
      'The verification code is incorrect or has expired. Please request a new one.',
    ),
};
