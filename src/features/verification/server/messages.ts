import enVerification from '../../../../locales/en/verification.json';
import type { LocaleCode } from '@/i18n/locales';
import { pickMessages } from '@/i18n/pick-messages';
import type {
  VerificationMessageKey,
  VerificationMessages,
} from '@/features/verification/messages';

/** Server only: the keys of the verification dialogs' messages (English defines them). */
function verificationMessageKeys(): VerificationMessageKey[] {
  return Object.keys(enVerification) as VerificationMessageKey[];
}

/** Server only: the verification dialogs' messages in one locale, for an island's props. */
export function verificationMessages(locale: LocaleCode): VerificationMessages {
  return pickMessages(locale, verificationMessageKeys());
}
