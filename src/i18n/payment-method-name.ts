/**
 * Payment-method names in the reader's language (issue 13). The exchange names every method in
 * English (`PaymentMethodSummary.name`). Most are brands (Revolut, Wise, PayPal, Pix, SEPA
 * Instant…) and stay exactly as the exchange writes them; a few are plain words ("Bank
 * Transfer", "Cash in person") and are translated here, picked by the method's code, never by
 * matching the English text, so a renamed method can never be mistranslated.
 */

/** The methods whose names are words, and the key of their name (in `payments.json`). */
const NAME_KEYS = {
  bank_transfer: 'payments.method.bank_transfer',
  cash_in_person: 'payments.method.cash_in_person',
} as const;

/** A message key of a translated method name. */
export type PaymentMethodNameKey = (typeof NAME_KEYS)[keyof typeof NAME_KEYS];

/** Every key `paymentMethodName` may ask for: an island that shows method names picks these. */
export const PAYMENT_METHOD_NAME_KEYS = Object.values(NAME_KEYS) as readonly PaymentMethodNameKey[];

/**
 * The name to show for a payment method: the translation for a generic method's code, the
 * exchange's own name for a brand (or for a code this list does not know yet).
 */
export function paymentMethodName(
  method: { readonly code: string; readonly name: string },
  t: (key: PaymentMethodNameKey) => string,
): string {
  // Own keys only: a code such as "constructor" must not reach Object.prototype.
  if (!Object.hasOwn(NAME_KEYS, method.code)) return method.name;
  return t(NAME_KEYS[method.code as keyof typeof NAME_KEYS]);
}
