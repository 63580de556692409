import { isApiError } from '@/client/api-error';
import { refusalOfAny } from '@/client/refusal';
import { verificationEndpoints } from '@/contract/verification';
import type { VerificationT } from '@/features/verification/messages';

/** The calls of the dialog whose refusals it reads (the online sends share their refusals). */
const CALLS = [
  verificationEndpoints.behaviorVerify,
  verificationEndpoints.validationOnlineSms,
] as const;

/** A refusal of the check or of sending a code, by its name in the contract. */
export function refusalOf2fa(error: unknown) {
  return refusalOfAny(CALLS, error);
}

/** Why a code was not sent, in the user's language where the refusal is known. */
export function sendFailure(error: unknown, t: VerificationT): string {
  if (!isApiError(error)) return t('verification.error.send', { reason: String(error) });
  switch (refusalOf2fa(error)?.name) {
    case 'verifyTokenInvalid':
      return t('verification.error.tokenInvalid');
    case 'resendTooSoon':
      return t('verification.error.resendTooSoon');
    case 'dailyLimitReached':
      return t('verification.error.dailyLimit');
    case 'notBound':
      return t('verification.error.notBound');
    default:
      return t('verification.error.send', { reason: error.msg });
  }
}
