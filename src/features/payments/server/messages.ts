import enPayments from '../../../../locales/en/payments.json';
import type { LocaleCode } from '@/i18n/locales';
import { pickMessages } from '@/i18n/pick-messages';
import { CHUNK_KEYS } from '@/components/chunk-keys';
import { refusalMessages } from '@/i18n/refusal-messages';
import { paymentsEndpoints } from '@/contract/payments';
import type { PaymentsMessageKey, PaymentsMessages } from '@/features/payments/messages';

/** The payment methods page's keys (English defines them) with the chunk note's, one list. */
const PAYMENTS_KEYS: readonly PaymentsMessageKey[] = [
  ...(Object.keys(enPayments) as PaymentsMessageKey[]),
  ...CHUNK_KEYS,
];

/** Server only: the payment methods page's messages in one locale, for the island's props. */
export function paymentsMessages(locale: LocaleCode): PaymentsMessages {
  const calls = [paymentsEndpoints.c2cPaymentSave, paymentsEndpoints.c2cPaymentUnbind];
  return { ...refusalMessages(locale, calls), ...pickMessages(locale, PAYMENTS_KEYS) };
}
