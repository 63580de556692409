import type { PaymentCategory } from '@/contract/market';
import type { PaymentField } from '@/contract/payments';

/**
 * The payment methods the market knows, the fiats each serves and the details a user saves for
 * each (the form the payment-method page shows, and the labels of a seller's details on an
 * order page). Only the catalogue rows go into the database; the forms are code, read through
 * `paymentFieldsOf`, because they change with releases, not with data.
 */

interface PaymentMethodSeed {
  code: string;
  name: string;
  color: string;
  category: PaymentCategory;
  fiats: readonly string[];
  fields: readonly PaymentField[];
}

/** Display names of the categories, in the order `classify-payment/single` lists them. */
export const PAYMENT_CATEGORY_NAMES: Readonly<Record<PaymentCategory, string>> = {
  bank_transfer: 'Bank transfer',
  e_wallet: 'E-wallet',
  mobile_money: 'Mobile money',
  cash: 'Cash',
  other: 'Other',
};

function field(
  key: string,
  name: string,
  type: PaymentField['type'] = 'text',
  placeholder = '',
  required = true,
  maxLength: number | null = 64,
): PaymentField {
  return { key, name, type, required, maxLength, placeholder };
}

const holder = field('name', 'Account holder name', 'text', 'Name as on the account');
const qr = field('qrCode', 'QR code', 'image', 'Upload your payment QR code', false, null);

export const PAYMENT_METHOD_SEEDS: readonly PaymentMethodSeed[] = [
  {
    code: 'bank_transfer',
    name: 'Bank Transfer',
    color: '#F0B90B',
    category: 'bank_transfer',
    fiats: ['USD', 'EUR', 'GBP', 'NGN', 'INR', 'VND', 'BRL', 'TRY', 'HKD', 'RUB'],
    fields: [
      holder,
      field('bankName', 'Bank name', 'text', 'e.g. Barclays'),
      field('accountNumber', 'Account number', 'text', 'Account number or IBAN', true, 34),
      field('branch', 'Branch', 'text', 'Optional', false),
    ],
  },
  {
    code: 'faster_payments',
    name: 'Faster Payments',
    color: '#2E7D32',
    category: 'bank_transfer',
    fiats: ['GBP'],
    fields: [
      holder,
      field('sortCode', 'Sort code', 'text', '12-34-56', true, 8),
      field('accountNumber', 'Account number', 'number', '8 digits', true, 8),
    ],
  },
  {
    code: 'sepa',
    name: 'SEPA Instant',
    color: '#1565C0',
    category: 'bank_transfer',
    fiats: ['EUR'],
    fields: [
      holder,
      field('iban', 'IBAN', 'text', 'DE89 3704 0044 0532 0130 00', true, 34),
      field('bic', 'BIC / SWIFT', 'text', 'Optional', false, 11),
    ],
  },
  {
    code: 'imps',
    name: 'IMPS',
    color: '#6A1B9A',
    category: 'bank_transfer',
    fiats: ['INR'],
    fields: [
      holder,
      field('accountNumber', 'Account number', 'number', 'Account number', true, 18),
      field('ifsc', 'IFSC code', 'text', 'e.g. HDFC0001234', true, 11),
    ],
  },
  {
    code: 'wise',
    name: 'Wise',
    color: '#9FE870',
    category: 'e_wallet',
    fiats: ['USD', 'EUR', 'GBP', 'INR', 'BRL', 'TRY', 'HKD'],
    fields: [holder, field('email', 'Wise email', 'email', 'name@example.com')],
  },
  {
    code: 'revolut',
    name: 'Revolut',
    color: '#0666EB',
    category: 'e_wallet',
    fiats: ['USD', 'EUR', 'GBP'],
    fields: [holder, field('revtag', 'Revtag', 'text', '@yourname', true, 32), qr],
  },
  {
    code: 'paypal',
    name: 'PayPal',
    color: '#003087',
    category: 'e_wallet',
    fiats: ['USD', 'EUR', 'GBP', 'HKD', 'BRL'],
    fields: [holder, field('email', 'PayPal email', 'email', 'name@example.com')],
  },
  {
    code: 'zelle',
    name: 'Zelle',
    color: '#6D1ED4',
    category: 'bank_transfer',
    fiats: ['USD'],
    fields: [holder, field('contact', 'Email or US phone', 'text', 'name@example.com')],
  },
  {
    code: 'opay',
    name: 'Opay',
    color: '#1DCF9F',
    category: 'mobile_money',
    fiats: ['NGN'],
    fields: [holder, field('phone', 'Opay number', 'phone', '10 digits', true, 11)],
  },
  {
    code: 'palmpay',
    name: 'PalmPay',
    color: '#7B2FF7',
    category: 'mobile_money',
    fiats: ['NGN'],
    fields: [holder, field('phone', 'PalmPay number', 'phone', '10 digits', true, 11)],
  },
  {
    code: 'upi',
    name: 'UPI',
    color: '#FF6F00',
    category: 'e_wallet',
    fiats: ['INR'],
    fields: [holder, field('upiId', 'UPI ID', 'text', 'name@okbank'), qr],
  },
  {
    code: 'paytm',
    name: 'Paytm',
    color: '#00BAF2',
    category: 'e_wallet',
    fiats: ['INR'],
    fields: [holder, field('phone', 'Paytm number', 'phone', '10 digits', true, 10), qr],
  },
  {
    code: 'momo',
    name: 'MoMo',
    color: '#A50064',
    category: 'e_wallet',
    fiats: ['VND'],
    fields: [holder, field('phone', 'MoMo number', 'phone', '10 digits', true, 10), qr],
  },
  {
    code: 'zalopay',
    name: 'ZaloPay',
    color: '#0068FF',
    category: 'e_wallet',
    fiats: ['VND'],
    fields: [holder, field('phone', 'ZaloPay number', 'phone', '10 digits', true, 10)],
  },
  {
    code: 'pix',
    name: 'Pix',
    color: '#32BCAD',
    category: 'bank_transfer',
    fiats: ['BRL'],
    fields: [
      holder,
      field('pixKey', 'Pix key', 'text', 'CPF, email, phone or random key', true, 77),
    ],
  },
  {
    code: 'papara',
    name: 'Papara',
    color: '#000000',
    category: 'e_wallet',
    fiats: ['TRY'],
    fields: [holder, field('paparaNumber', 'Papara number', 'number', '10 digits', true, 10)],
  },
  {
    code: 'fps',
    name: 'FPS',
    color: '#E4002B',
    category: 'bank_transfer',
    fiats: ['HKD'],
    fields: [holder, field('fpsId', 'FPS ID or phone', 'text', 'e.g. 1234567', true, 16)],
  },
  {
    code: 'sbp',
    name: 'SBP',
    color: '#5B2D90',
    category: 'bank_transfer',
    fiats: ['RUB'],
    fields: [
      holder,
      field('phone', 'Phone linked to SBP', 'phone', '+7 900 000 00 00', true, 16),
      field('bankName', 'Bank name', 'text', 'e.g. Tinkoff'),
    ],
  },
  {
    code: 'cash_in_person',
    name: 'Cash in person',
    color: '#8D6E63',
    category: 'cash',
    fiats: ['USD', 'EUR', 'GBP', 'HKD'],
    fields: [
      field('city', 'City', 'text', 'Where to meet'),
      field('note', 'Meeting notes', 'textarea', 'Public place, opening hours…', false, 200),
    ],
  },
];

/** The form of one payment method (its detail fields), or undefined for an unknown code. */
export function paymentFieldsOf(code: string): readonly PaymentField[] | undefined {
  return PAYMENT_METHOD_SEEDS.find((m) => m.code === code)?.fields;
}
