import enVerification from '../../../../locales/en/verification.json';
import type { LocaleCode } from '@/i18n/locales';
import { pickMessages } from '@/i18n/pick-messages';
import { refusalMessages } from '@/i18n/refusal-messages';
import { verificationEndpoints } from '@/contract/verification';
import type {
  VerificationMessageKey,
  VerificationMessages,
} from '@/features/verification/messages';

/** Server only: the keys of the verification dialogs' messages (English defines them). */
function verificationMessageKeys(): VerificationMessageKey[] {
  return Object.keys(enVerification) as VerificationMessageKey[];
}

/**
 * Server only: the verification dialogs' messages in one locale, for an island's props, with the
 * refusal texts of the check and the code sends (the dialog words any refusal by its code).
 */
export function verificationMessages(locale: LocaleCode): VerificationMessages {
  const calls = [verificationEndpoints.behaviorVerify, verificationEndpoints.validationOnlineSms];
  return { ...refusalMessages(locale, calls), ...pickMessages(locale, verificationMessageKeys()) };
}
