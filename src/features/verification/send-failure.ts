import { isApiError } from '@/client/api-error';
import { refusalOfAny } from '@/client/refusal';
import { verificationEndpoints } from '@/contract/verification';
import type { LocaleCode } from '@/i18n/locales';
import type { RefusalMessages } from '@/i18n/refusal-text';
import { errorTextLater } from '@/i18n/refusal-text-lazy';
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

/** The refusal messages of the dialog's calls and the page's language (see `verificationMessages`). */
export interface VerificationWords {
  refusals: RefusalMessages;
  locale: LocaleCode;
}

/**
 * Why the check or a code send failed, in the page's language: the dialog's own sentences for
 * the refusals it handles, the wait of a resend asked too soon, and any other refusal (login,
 * a server failure, bad input) worded by its code (`errorTextLater`: the wording code loads only
 * when a call fails, off the first load of the pages holding the dialog). The server's `msg` is
 * said only for a code nobody knows. `call` is the call that failed: the check or the send.
 */
export async function sendFailure(
  error: unknown,
  t: VerificationT,
  words: VerificationWords,
  call: 'check' | 'send' = 'send',
): Promise<string> {
  if (!isApiError(error)) return t('verification.error.send', { reason: String(error) });
  const refusal = refusalOf2fa(error);
  const endpoint = call === 'check' ? CALLS[0] : CALLS[1];
  const worded = () =>
    errorTextLater(endpoint, error, words.refusals, { locale: words.locale, fallback: error.msg });
  switch (refusal?.name) {
    case 'verifyTokenInvalid':
      return t('verification.error.tokenInvalid');
    case 'resendTooSoon':
      return refusal.params.resendAfter === undefined
        ? t('verification.error.resendTooSoon')
        : worded();
    case 'dailyLimitReached':
      return t('verification.error.dailyLimit');
    case 'notBound':
      return t('verification.error.notBound');
    default:
      return t('verification.error.send', { reason: await worded() });
  }
}
