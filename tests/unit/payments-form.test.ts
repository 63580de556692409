import { describe, expect, it } from 'vitest';
import type { FieldError } from '@/contract/define';
import { savePaymentRequest, type PaymentField, type PaymentMethodForm } from '@/contract/payments';
import { formatPlural } from '@/i18n/plural';
import en from '../../locales/en/payments.json';
import {
  checkPaymentForm,
  FIELD_MAX_LENGTH,
  fieldMaxLength,
  initialValues,
  serverFieldErrors,
  type PaymentFormValues,
  type PaymentText,
} from '@/features/payments/payment-form';

/** The English wording, so the tests read the spec's messages. */
const text: PaymentText = (key, params) => formatPlural(en[key], params ?? {}, 'en');

const field = (
  key: string,
  type: PaymentField['type'],
  required = true,
  maxLength: number | null = 64,
): PaymentField => ({ key, name: `The ${key}`, type, required, maxLength, placeholder: '' });

const form: PaymentMethodForm = {
  method: { code: 'test_method', name: 'Test Method', color: '#123456' },
  fiats: ['GBP'],
  fields: [
    field('holder', 'text', true, 10),
    field('email', 'email'),
    field('phone', 'phone'),
    field('account', 'number', true, 8),
    field('note', 'textarea', false, 20),
    field('qr', 'image', false, null),
  ],
};

const valid: PaymentFormValues = {
  holder: 'Vera',
  email: 'vera@example.com',
  phone: '+44 7700 900123',
  account: '12345678',
  note: '',
  qr: { status: 'empty' },
};

const check = (values: PaymentFormValues, id?: number) =>
  checkPaymentForm(form, { ...valid, ...values }, text, id);

describe('payment method form built from field definitions', () => {
  it('builds the save request (without the second factor) from valid values', () => {
    const result = check({ holder: '  Vera  ', qr: { status: 'done', fileId: 'file_12345678' } });
    expect(result).toEqual({
      ok: true,
      draft: {
        method: 'test_method',
        fields: {
          holder: 'Vera',
          email: 'vera@example.com',
          phone: '+44 7700 900123',
          account: '12345678',
          qr: 'file_12345678',
        },
      },
    });
    // With a code the draft is exactly what the contract accepts.
    if (!result.ok) return;
    const body = { ...result.draft, verification: { channel: 'sms', code: '123456' } };
    expect(savePaymentRequest.safeParse(body).success).toBe(true);
  });

  it('sends the id of the method being edited', () => {
    const result = check({}, 42);
    expect(result.ok && result.draft.id).toBe(42);
  });

  it('leaves empty optional fields out and requires the required ones, by name', () => {
    const result = check({ holder: '   ', email: '' });
    expect(result).toEqual({
      ok: false,
      errors: { holder: 'Please fill in The holder', email: 'Please fill in The email' },
    });
  });

  it('enforces each field’s maximum length', () => {
    expect(check({ holder: 'x'.repeat(11) })).toEqual({
      ok: false,
      errors: { holder: 'The holder can have at most 10 characters' },
    });
    expect(check({ holder: 'x'.repeat(10) }).ok).toBe(true);
    expect(check({ note: 'y'.repeat(21) }).ok).toBe(false);
  });

  it('never allows more than the contract accepts, whatever the field says', () => {
    expect(fieldMaxLength({ maxLength: null })).toBe(FIELD_MAX_LENGTH);
    expect(fieldMaxLength({ maxLength: 1000 })).toBe(FIELD_MAX_LENGTH);
    expect(fieldMaxLength({ maxLength: 8 })).toBe(8);
    expect(FIELD_MAX_LENGTH).toBe(256);
  });

  it('checks email formats with the spec message', () => {
    for (const bad of ['vera', 'vera@', 'vera@example', '@example.com', 've ra@example.com']) {
      expect(check({ email: bad }), bad).toEqual({
        ok: false,
        errors: { email: 'Incorrect email format' },
      });
    }
    expect(check({ email: 'v.c+p2p@mail.example.co.uk' }).ok).toBe(true);
  });

  it('checks phone formats with the spec message', () => {
    for (const bad of ['12345', 'phone', '+44 77a0 900123', '1234567890123456', '-7700900123']) {
      expect(check({ phone: bad }), bad).toEqual({
        ok: false,
        errors: { phone: 'Mobile phone number format is incorrect' },
      });
    }
    for (const good of ['7700900123', '+447700900123', '0770-090-0123']) {
      expect(check({ phone: good }).ok, good).toBe(true);
    }
  });

  it('takes digits only in number fields', () => {
    for (const bad of ['12 34', '1234.5', '-123', '12a4']) {
      expect(check({ account: bad }), bad).toEqual({
        ok: false,
        errors: { account: 'You must enter a number' },
      });
    }
  });

  it('blocks saving while an image uploads or after it failed, and requires a required image', () => {
    expect(check({ qr: { status: 'uploading' } })).toEqual({
      ok: false,
      errors: { qr: 'Wait for The qr to finish uploading' },
    });
    expect(check({ qr: { status: 'failed' } })).toEqual({
      ok: false,
      errors: { qr: 'The qr did not upload: retry or remove it' },
    });
    const required = { ...form, fields: [field('qr', 'image', true, null)] };
    expect(checkPaymentForm(required, { qr: { status: 'empty' } }, text)).toEqual({
      ok: false,
      errors: { qr: 'Please fill in The qr' },
    });
  });

  it('starts empty, or from a saved method’s values when editing', () => {
    expect(initialValues(form)).toEqual({
      holder: '',
      email: '',
      phone: '',
      account: '',
      note: '',
      qr: { status: 'empty' },
    });
    const saved = [
      { key: 'holder', value: 'Vera' },
      { key: 'qr', value: 'file_12345678' },
    ];
    expect(initialValues(form, saved)).toMatchObject({
      holder: 'Vera',
      email: '',
      qr: { status: 'done', fileId: 'file_12345678' },
    });
  });

  it('maps the server’s field errors to the form’s fields and ignores the rest', () => {
    const fieldErrors: FieldError[] = [
      { path: 'fields.account', code: 'format', message: 'Account number is not valid' },
      { path: 'verification.code', code: 'format', message: 'The code has 6 digits' },
      { path: 'fields.unknown', code: 'unknown_key', message: 'Unknown field' },
    ];
    expect(serverFieldErrors(fieldErrors, ['holder', 'account'])).toEqual({
      account: 'Account number is not valid',
    });
    expect(serverFieldErrors([], ['holder'])).toEqual({});
  });
});
