import enPayments from '../../../../locales/en/payments.json';
import type { LocaleCode } from '@/i18n/locales';
import { pickMessages } from '@/i18n/pick-messages';
import type { PaymentsMessageKey, PaymentsMessages } from '@/features/payments/messages';

/** Server only: the keys of the payment methods page's messages (English defines them). */
function paymentsMessageKeys(): PaymentsMessageKey[] {
  return Object.keys(enPayments) as PaymentsMessageKey[];
}

/** Server only: the payment methods page's messages in one locale, for the island's props. */
export function paymentsMessages(locale: LocaleCode): PaymentsMessages {
  return pickMessages(locale, paymentsMessageKeys());
}
