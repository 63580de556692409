import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PaymentMethodList } from '@/features/market/AdParts';
import { LOCALE_CODES } from '@/i18n/locales';
import {
  PAYMENT_METHOD_NAME_KEYS,
  paymentMethodName,
  type PaymentMethodNameKey,
} from '@/i18n/payment-method-name';
import { pickMessages } from '@/i18n/pick-messages';
import { PAYMENT_METHOD_SEEDS } from '@/sandbox/db/seed-data/payment-methods';

/** The sandbox's methods whose names are brands or scheme names, shown as the exchange writes them. */
const BRANDS = [
  'faster_payments',
  'sepa',
  'imps',
  'wise',
  'revolut',
  'paypal',
  'zelle',
  'opay',
  'palmpay',
  'upi',
  'paytm',
  'momo',
  'zalopay',
  'pix',
  'papara',
  'fps',
  'sbp',
];

const translator = (locale: (typeof LOCALE_CODES)[number]) => {
  const messages = pickMessages(locale, PAYMENT_METHOD_NAME_KEYS);
  return (key: PaymentMethodNameKey) => messages[key];
};

describe('paymentMethodName', () => {
  it('translates the generic methods by code in every locale', () => {
    const english = translator('en');
    for (const locale of LOCALE_CODES) {
      const t = translator(locale);
      for (const code of ['bank_transfer', 'cash_in_person']) {
        const name = paymentMethodName({ code, name: 'whatever the server says' }, t);
        expect(name.trim(), `${locale}:${code}`).not.toBe('');
        if (locale !== 'en') {
          expect(name, `${locale}:${code}`).not.toBe(paymentMethodName({ code, name }, english));
        }
      }
    }
    expect(
      paymentMethodName({ code: 'bank_transfer', name: 'Bank Transfer' }, translator('es')),
    ).toBe('Transferencia bancaria');
    expect(
      paymentMethodName({ code: 'cash_in_person', name: 'Cash in person' }, translator('fa')),
    ).toBe('پرداخت نقدی حضوری');
  });

  it('keeps brand names, unknown codes and odd codes as the server names them', () => {
    const t = translator('ru');
    expect(paymentMethodName({ code: 'revolut', name: 'Revolut' }, t)).toBe('Revolut');
    expect(paymentMethodName({ code: 'new_wallet', name: 'New Wallet' }, t)).toBe('New Wallet');
    expect(paymentMethodName({ code: 'constructor', name: 'Odd' }, t)).toBe('Odd');
    // Never by the English text: a brand that happens to be called "Bank Transfer" stays so.
    expect(paymentMethodName({ code: 'wise', name: 'Bank Transfer' }, t)).toBe('Bank Transfer');
  });

  it('knows every method of the sandbox: translated when generic, kept when a brand', () => {
    const translated = PAYMENT_METHOD_NAME_KEYS.map((key) => key.replace('payments.method.', ''));
    for (const seed of PAYMENT_METHOD_SEEDS) {
      expect([...translated, ...BRANDS], seed.code).toContain(seed.code);
    }
    expect(translated.filter((code) => BRANDS.includes(code))).toEqual([]);
  });
});

describe('a market row', () => {
  it('shows the generic method in the page language and the brand as it is', () => {
    const html = renderToStaticMarkup(
      createElement(PaymentMethodList, {
        methods: [
          { code: 'bank_transfer', name: 'Bank Transfer', color: '#F0B90B' },
          { code: 'revolut', name: 'Revolut', color: '#0666EB' },
        ],
        label: 'Métodos de pago',
        t: translator('es'),
      }),
    );
    expect(html).toContain('Transferencia bancaria');
    expect(html).toContain('Revolut');
    expect(html).not.toContain('Bank Transfer');
  });
});
