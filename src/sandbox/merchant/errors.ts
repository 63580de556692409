import { MERCHANT_REFUSALS as R } from '@/contract/merchant-refusals';
import { refuse, type FieldError } from '@/sandbox/errors';

/**
 * The refusals of the merchant calls (spec section 7 messages where it gives them), each built
 * from its contract entry (`MERCHANT_REFUSALS`: code, HTTP status, typed parameters). Business
 * rules answer HTTP 400; an action the application's state does not allow answers 409
 * `stateConflict`.
 */
export const merchantErrors = {
  portalClosed: () => refuse(R.portalClosed, 'Merchant application portal is closed'),
  identityRequired: () =>
    refuse(R.identityRequired, 'You have not completed identity verification'),
  /** `coin`/`amount`: what the balance must reach (the deposit, or the checklist threshold). */
  balanceTooLow: (coin: string, amount: string) =>
    refuse(R.balanceTooLow, `Your ${coin} balance is less than ${amount}`, { coin, amount }),
  /** `coin`/`amount`: the deposit required. */
  depositTooLow: (coin: string, amount: string) =>
    refuse(R.depositTooLow, `The security deposit must be at least ${amount} ${coin}`, {
      coin,
      amount,
    }),
  stateConflict: (message: string) => refuse(R.stateConflict, message),
  releaseBlocked: (listedAds: number, openOrders: number) =>
    refuse(
      R.releaseBlocked,
      'Delist all your ads and finish your open orders before releasing the deposit',
      { listedAds, openOrders },
    ),
  /** Every bad file field listed in `data.errors`, like a schema refusal. */
  fileInvalid: (errors: readonly FieldError[]) =>
    refuse(
      R.fileInvalid,
      'An uploaded file is missing or not valid for its field; upload it again',
      null,
      errors,
    ),
  codeInvalid: (attemptsLeft?: number) =>
    refuse(
      R.codeInvalid,
      'The verification code is incorrect or has expired. Please request a new one.',
      attemptsLeft === undefined ? {} : { attemptsLeft },
    ),
};
