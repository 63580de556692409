import { describe, expect, it } from 'vitest';
import type { C2cOrder } from '@/contract/entities';
import type { OrderDetail } from '@/contract/orders';
import type { PaymentMethodForm, UserPayment } from '@/contract/payments';
import { LOCALE_CODES } from '@/i18n/locales';
import { PAYMENT_METHOD_SEEDS } from '@/sandbox/db/seed-data/payment-methods';
import { PAYMENT_FIELD_TEXTS } from '@/sandbox/payments/field-texts';
import { PAYMENT_FIELD_WORDS } from '@/sandbox/payments/field-words';
import { startSandbox } from './harness';
import { tradingSetup } from './support/order-http';

/** Texts of the forms that are codes or examples, the same in every language. */
const NOT_WORDS = new Set([
  '',
  'IBAN',
  'BIC / SWIFT',
  'DE89 3704 0044 0532 0130 00',
  '12-34-56',
  'name@example.com',
  'Revtag',
  '@yourname',
  'name@okbank',
  '+7 900 000 00 00',
]);

const OTHER_LANGUAGES = LOCALE_CODES.filter((code) => code !== 'en');

describe('payment method texts in the UI languages', () => {
  it('has a translation line for every word of every form', () => {
    const words = new Set<string>(PAYMENT_FIELD_WORDS);
    const untranslated = PAYMENT_METHOD_SEEDS.flatMap((m) =>
      m.fields.flatMap((f) => [f.name, f.placeholder]),
    ).filter((text) => !words.has(text) && !NOT_WORDS.has(text));
    expect(untranslated).toEqual([]);
  });

  it('GET /c2c/v3/user-payment/requirement names fields and placeholders in the lang header', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const path = '/c2c/v3/user-payment/requirement';
    const english = (await h.get<PaymentMethodForm[]>(path, { token })).body.data;
    for (const lang of OTHER_LANGUAGES) {
      const res = await h.get<PaymentMethodForm[]>(path, { token, headers: { lang } });
      expect(res.status).toBe(200);
      res.body.data.forEach((form, i) => {
        const source = english[i];
        expect(form.method).toEqual(source?.method);
        form.fields.forEach((field, j) => {
          const original = source?.fields[j];
          expect(field.key).toBe(original?.key);
          expect(field.type).toBe(original?.type);
          expect(field.required).toBe(original?.required);
          // Every word of the form in the language's own table (which the type checker keeps whole).
          const table: Readonly<Record<string, string>> = PAYMENT_FIELD_TEXTS[lang];
          expect(field.name).toBe(table[original?.name ?? ''] ?? original?.name);
          expect(field.placeholder).toBe(
            table[original?.placeholder ?? ''] ?? original?.placeholder,
          );
        });
      });
    }
    const persian = await h.get<PaymentMethodForm[]>(`${path}?method=bank_transfer`, {
      token,
      headers: { lang: 'fa' },
    });
    expect(persian.body.data[0]?.fields.map((f) => f.key)).toEqual(
      english.find((f) => f.method.code === 'bank_transfer')?.fields.map((f) => f.key),
    );
    expect(persian.body.data[0]?.fields[0]?.name).not.toMatch(/[A-Za-z]/);
  });

  it('labels saved methods in the lang header, and an unknown lang in English', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const path = '/c2c/v3/user-payment/list';
    const english = (await h.get<UserPayment[]>(path, { token })).body.data;
    const holder = english.flatMap((p) => p.fields).find((f) => f.key === 'name');
    expect(holder?.name).toBe('Account holder name');
    const japanese = (await h.get<UserPayment[]>(path, { token, headers: { lang: 'ja' } })).body
      .data;
    expect(japanese.map((p) => p.fields.map((f) => f.value))).toEqual(
      english.map((p) => p.fields.map((f) => f.value)),
    );
    const label = japanese.flatMap((p) => p.fields).find((f) => f.key === 'name')?.name;
    expect(label).not.toBe('Account holder name');
    expect(label).not.toMatch(/[A-Za-z]/);
    const unknown = (await h.get<UserPayment[]>(path, { token, headers: { lang: 'xx' } })).body
      .data;
    expect(unknown).toEqual(english);
  });

  it("labels the seller's details on an order page in the reader's language", async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const placed = await h.post<C2cOrder>(
      '/c2c/v3/order/proceed',
      { adId: s.sellAd, price: '2.00', amount: '100' },
      { token: s.buyer.token },
    );
    expect(placed.status).toBe(200);
    const path = `/c2c/v3/order/detail?orderNo=${placed.body.data.orderNo}`;
    const read = async (lang?: string) =>
      (
        await h.get<OrderDetail>(path, {
          token: s.buyer.token,
          headers: lang ? { lang } : {},
        })
      ).body.data.sellerPayments.flatMap((p) => p.fields);
    const english = await read();
    expect(english).toContainEqual(
      expect.objectContaining({ key: 'accountNumber', name: 'Account number' }),
    );
    const persian = await read('fa');
    expect(persian.map((f) => f.value)).toEqual(english.map((f) => f.value));
    const label = persian.find((f) => f.key === 'accountNumber')?.name;
    expect(label).not.toBe('Account number');
    expect(label).not.toMatch(/[A-Za-z]/);
  });
});
