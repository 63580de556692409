/**
 * Every English text of the payment methods' forms (`seed-data/payment-methods.ts`): field names
 * and placeholders. Each UI language translates all of them (`payment-field-texts.ts`), which the
 * type checker enforces; a text added to a form without a line here stays English.
 */
export const PAYMENT_FIELD_WORDS = [
  // Field names
  'Account holder name',
  'Bank name',
  'Account number',
  'Branch',
  'Sort code',
  'IFSC code',
  'Wise email',
  'PayPal email',
  'Email or US phone',
  'Opay number',
  'PalmPay number',
  'UPI ID',
  'Paytm number',
  'MoMo number',
  'ZaloPay number',
  'Pix key',
  'Papara number',
  'FPS ID or phone',
  'Phone linked to SBP',
  'QR code',
  'City',
  'Meeting notes',
  // Placeholders
  'Name as on the account',
  'e.g. Barclays',
  'e.g. Tinkoff',
  'Account number or IBAN',
  'Optional',
  '8 digits',
  '10 digits',
  'e.g. HDFC0001234',
  'e.g. 1234567',
  'CPF, email, phone or random key',
  'Upload your payment QR code',
  'Where to meet',
  'Public place, opening hours…',
] as const;

export type PaymentFieldWord = (typeof PAYMENT_FIELD_WORDS)[number];
