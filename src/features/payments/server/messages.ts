import enPayments from '../../../../locales/en/payments.json';
import type { LocaleCode } from '@/i18n/locales';
import { pickMessages } from '@/i18n/pick-messages';
import { refusalMessages } from '@/i18n/refusal-messages';
import { paymentsEndpoints } from '@/contract/payments';
import type { PaymentsMessageKey, PaymentsMessages } from '@/features/payments/messages';

/** Server only: the keys of the payment methods page's messages (English defines them). */
function paymentsMessageKeys(): PaymentsMessageKey[] {
  return Object.keys(enPayments) as PaymentsMessageKey[];
}

/** Server only: the payment methods page's messages in one locale, for the island's props. */
export function paymentsMessages(locale: LocaleCode): PaymentsMessages {
  const calls = [paymentsEndpoints.c2cPaymentSave, paymentsEndpoints.c2cPaymentUnbind];
  return { ...refusalMessages(locale, calls), ...pickMessages(locale, paymentsMessageKeys()) };
}
