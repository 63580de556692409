import { describe, expect, it } from 'vitest';
import { ApiError } from '@/client/api-error';
import { fieldCodeOf } from '@/contract/define';
import { merchantApplyRequest, type MerchantField } from '@/contract/merchant';
import { MERCHANT_CODES } from '@/contract/merchant-refusals';
import { createIslandTranslator } from '@/i18n/island-t';
import {
  applyProblems,
  DEPOSIT_KEY,
  initialValues,
  specMessageKey,
  validateMerchantForm,
  withShownErrors,
  type FieldDef,
  type MerchantFormContext,
  type MerchantFormValues,
  type UploadState,
} from '@/features/merchant/merchant-form';
import { applyMessages } from '@/features/merchant/server/messages';

const en = createIslandTranslator(applyMessages('en'));

/** A rejection as the API client gives it. */
function refused(code: number, data: unknown = null, msg = 'x', status = 400): ApiError {
  return new ApiError({ kind: 'server', code, msg, data, status, traceId: 't' });
}
const fa = createIslandTranslator(applyMessages('fa'));

function def(
  fieldKey: string,
  fieldType: MerchantField['fieldType'],
  extra: Partial<FieldDef> = {},
): FieldDef {
  return {
    fieldKey,
    fieldName: `Name of ${fieldKey}`,
    fieldPlaceholder: '',
    fieldType,
    errorMsg: '',
    isRequired: true,
    fieldValue: '',
    showError: false,
    options: [],
    ...extra,
  };
}

/** The definitions as the sandbox describes the spec's form. */
const FIELDS: FieldDef[] = [
  def('fullName', 'text'),
  def('areaCode', 'text', { fieldValue: '+44' }),
  def('phone', 'phone'),
  def('email', 'email'),
  def('emergencyContact', 'text'),
  def('emergencyPhone', 'phone'),
  def('relationship', 'select', {
    options: ['classmate', 'family', 'other'].map((value) => ({ value, label: value })),
  }),
  def('address', 'textarea'),
  def('idPhoto', 'image'),
  def('addressProofType', 'select', {
    errorMsg: 'Choose the kind of document',
    options: ['property_certificate', 'lease', 'utility_bill'].map((value) => ({
      value,
      label: value,
    })),
  }),
  def('addressProof', 'image'),
  def('video', 'video'),
];

const context: MerchantFormContext = {
  fields: FIELDS,
  deposit: { coin: 'USDT', amount: '500' },
  balance: { coin: 'USDT', available: '1500' },
};

const FILLED: MerchantFormValues = {
  fullName: ' Vera Collins ',
  areaCode: '+44',
  phone: '7700900123',
  email: 'verified@example.com',
  emergencyContact: 'Sam Collins',
  emergencyPhone: '7700900456',
  relationship: 'family',
  address: '221B Baker Street, London',
  idPhoto: 'file_idphoto01',
  addressProofType: 'utility_bill',
  addressProof: 'file_proof0001',
  video: 'file_video0001',
  [DEPOSIT_KEY]: '500',
};
const DONE: Record<string, UploadState> = { idPhoto: 'done', addressProof: 'done', video: 'done' };

function errorsOf(values: MerchantFormValues, ctx = context, uploads = DONE, text = en) {
  const result = validateMerchantForm(values, uploads, ctx, text);
  return result.ok ? {} : result.errors;
}

describe('merchant form built from the field definitions', () => {
  it('turns a filled form into the contract request, trimmed, with the deposit coin', () => {
    const result = validateMerchantForm(FILLED, DONE, context, en);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body.fullName).toBe('Vera Collins');
    expect(result.body.depositAmount).toBe('500');
    expect(result.body.depositCoin).toBe('USDT');
    expect(merchantApplyRequest.safeParse(result.body).success).toBe(true);
  });

  it('reads the deposit as the shared parser does: thousands commas and Persian digits', () => {
    for (const typed of ['1,000', '۱۰۰۰', ' 1000.00 ']) {
      const result = validateMerchantForm({ ...FILLED, [DEPOSIT_KEY]: typed }, DONE, context, en);
      expect(result.ok, typed).toBe(true);
      if (result.ok) expect(result.body.depositAmount, typed).toMatch(/^1000(\.00)?$/);
    }
    for (const typed of ['-500', '1.2.3']) {
      expect(errorsOf({ ...FILLED, [DEPOSIT_KEY]: typed })[DEPOSIT_KEY], typed).toBe(
        'Enter the deposit as a number greater than 0',
      );
    }
  });

  it('gives every required field its message when the form is submitted empty', () => {
    const empty = Object.fromEntries(Object.keys(FILLED).map((key) => [key, '']));
    const errors = errorsOf(empty, context, {});
    expect(errors).toEqual({
      fullName: 'Needs to be 2-30 characters',
      areaCode: 'Mobile phone number format is incorrect',
      phone: 'Mobile phone number format is incorrect',
      email: 'Incorrect email format',
      emergencyContact: 'Needs to be 2-30 characters',
      emergencyPhone: 'Mobile phone number format is incorrect',
      relationship: 'Please choose a relationship',
      address: 'Address length needs to be between 5 and 120 characters',
      idPhoto: 'Please upload “Name of idPhoto”',
      // A rule without a spec message uses the definition's own errorMsg.
      addressProofType: 'Choose the kind of document',
      addressProof: 'Please upload “Name of addressProof”',
      video: 'Please upload “Name of video”',
      [DEPOSIT_KEY]: 'Enter the deposit as a number greater than 0',
    });
  });

  it('treats a value the form never set like an empty one', () => {
    const result = validateMerchantForm({}, {}, context, en);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.top).toBeNull();
    expect(Object.keys(result.errors).sort()).toEqual(Object.keys(FILLED).sort());
  });

  it('applies the spec rules of known keys: names 2-30, phone and email formats, address 5-120', () => {
    expect(errorsOf({ ...FILLED, fullName: 'V' }).fullName).toBe('Needs to be 2-30 characters');
    expect(errorsOf({ ...FILLED, fullName: 'V'.repeat(31) }).fullName).toBe(
      'Needs to be 2-30 characters',
    );
    expect(errorsOf({ ...FILLED, emergencyContact: ' S ' }).emergencyContact).toBe(
      'Needs to be 2-30 characters',
    );
    expect(errorsOf({ ...FILLED, phone: '77-00' }).phone).toBe(
      'Mobile phone number format is incorrect',
    );
    expect(errorsOf({ ...FILLED, email: 'verified@' }).email).toBe('Incorrect email format');
    expect(errorsOf({ ...FILLED, address: 'Flat' }).address).toBe(
      'Address length needs to be between 5 and 120 characters',
    );
    expect(errorsOf({ ...FILLED, address: 'x'.repeat(121) }).address).toBe(
      'Address length needs to be between 5 and 120 characters',
    );
    expect(errorsOf({ ...FILLED, relationship: 'cousin' }).relationship).toBe(
      'Please choose a relationship',
    );
    expect(errorsOf({ ...FILLED, fullName: 'Vé' })).toEqual({});
  });

  it('words the messages in the viewer’s language', () => {
    const errors = errorsOf({ ...FILLED, fullName: 'V', email: 'nope' }, context, DONE, fa);
    expect(errors.fullName).toBe(applyMessages('fa')['merchant.error.name']);
    expect(errors.email).toBe(applyMessages('fa')['merchant.error.email']);
    expect(errors.fullName).not.toBe('Needs to be 2-30 characters');
  });

  it('maps every field the spec words to a translated key by its refusal code', () => {
    const shape = merchantApplyRequest.shape;
    const bad = {
      fullName: 'x',
      phone: 'x',
      email: 'x',
      address: 'x',
      relationship: 'x',
    } as const;
    for (const [key, value] of Object.entries(bad)) {
      const result = shape[key as keyof typeof bad].safeParse(value);
      expect(result.success, key).toBe(false);
      const issue = result.success ? undefined : result.error.issues[0];
      const code = issue ? fieldCodeOf(issue) : 'invalid';
      expect(specMessageKey(key, code), `${key}: ${code}`).toBeDefined();
    }
  });

  it('uses required/isRequired + errorMsg for a field the contract does not know', () => {
    const extra = def('telegram', 'text', { errorMsg: 'Enter your Telegram handle' });
    const ctx = { ...context, fields: [...FIELDS, extra] };
    expect(errorsOf({ ...FILLED, telegram: '  ' }, ctx).telegram).toBe(
      'Enter your Telegram handle',
    );
    const generic = { ...context, fields: [...FIELDS, { ...extra, errorMsg: '' }] };
    expect(errorsOf({ ...FILLED, telegram: '' }, generic).telegram).toBe(
      'Please fill in “Name of telegram”',
    );
    const optional = { ...context, fields: [...FIELDS, { ...extra, isRequired: false }] };
    expect(errorsOf({ ...FILLED, telegram: '' }, optional).telegram).toBeUndefined();
  });

  it('sends a field the contract does not know in `extra`, which the request accepts', () => {
    const extra = def('telegram', 'text', { errorMsg: 'Enter your Telegram handle' });
    const ctx = { ...context, fields: [...FIELDS, extra] };
    const result = validateMerchantForm({ ...FILLED, telegram: ' @vera ' }, DONE, ctx, en);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body.extra).toEqual({ telegram: '@vera' });
    expect(merchantApplyRequest.safeParse(result.body).success).toBe(true);
    // Without added fields there is no `extra` at all.
    const plain = validateMerchantForm(FILLED, DONE, context, en);
    expect(plain.ok && plain.body.extra).toBeUndefined();
  });

  it('does not send a file that is still uploading or whose upload failed', () => {
    expect(errorsOf(FILLED, context, { ...DONE, idPhoto: 'uploading' }).idPhoto).toBe(
      'Wait for the upload to finish',
    );
    expect(errorsOf(FILLED, context, { ...DONE, video: 'failed' }).video).toBe(
      'The upload failed: retry it or choose another file',
    );
  });

  it('checks the deposit: a number, at least the required one, within the P2P balance', () => {
    expect(errorsOf({ ...FILLED, [DEPOSIT_KEY]: 'abc' })[DEPOSIT_KEY]).toBe(
      'Enter the deposit as a number greater than 0',
    );
    expect(errorsOf({ ...FILLED, [DEPOSIT_KEY]: '0' })[DEPOSIT_KEY]).toBe(
      'Enter the deposit as a number greater than 0',
    );
    expect(errorsOf({ ...FILLED, [DEPOSIT_KEY]: '499.99' })[DEPOSIT_KEY]).toBe(
      'The deposit must be at least 500 USDT',
    );
    expect(errorsOf({ ...FILLED, [DEPOSIT_KEY]: '1500.01' })[DEPOSIT_KEY]).toBe(
      'Your USDT balance is less than 1500.01',
    );
    // Exact decimals: the whole balance may be offered, a higher deposit than required too.
    expect(errorsOf({ ...FILLED, [DEPOSIT_KEY]: '1500.00' })).toEqual({});
    const poor = { ...context, balance: { coin: 'USDT', available: '100' } };
    expect(errorsOf(FILLED, poor)[DEPOSIT_KEY]).toBe('Your USDT balance is less than 500');
  });

  it('starts from the definitions’ prefilled values and the required deposit', () => {
    expect(initialValues(context)).toMatchObject({
      areaCode: '+44',
      fullName: '',
      [DEPOSIT_KEY]: '500',
    });
  });

  it('flips showError on the definitions whose message is shown', () => {
    const shown = withShownErrors(FIELDS, { phone: 'Mobile phone number format is incorrect' });
    expect(shown.filter((f) => f.showError).map((f) => f.fieldKey)).toEqual(['phone']);
    expect(FIELDS.every((f) => !f.showError)).toBe(true);
  });
});

describe('refused applications', () => {
  it('puts the balance refusal at the deposit, with the words of the check before submitting', () => {
    const problems = applyProblems(
      refused(MERCHANT_CODES.balanceTooLow, { coin: 'USDT', amount: '800' }),
      context,
      en,
    );
    expect(problems).toEqual({
      errors: { [DEPOSIT_KEY]: 'Your USDT balance is less than 800' },
      top: null,
    });
  });

  it('puts the field errors of a bad request at their fields', () => {
    const problems = applyProblems(
      refused(
        400,
        {
          errors: [
            { path: 'idPhoto', code: 'format', message: 'The file is not an image' },
            { path: 'email', code: 'format', message: 'Incorrect email format' },
          ],
        },
        'The field "idPhoto" is invalid',
      ),
      context,
      fa,
    );
    expect(problems.errors.idPhoto).toBe('The file is not an image');
    expect(problems.errors.email).toBe(applyMessages('fa')['merchant.error.email']);
    expect(problems.top).toBeNull();
  });

  it('a reworded English message changes nothing: the spec field is worded by its code', () => {
    const problems = applyProblems(
      refused(400, {
        errors: [
          { path: 'email', code: 'format', message: 'That does not look like an email (reworded)' },
          { path: 'fullName', code: 'too_big', message: 'Names stop at 30 (reworded)' },
        ],
      }),
      context,
      fa,
    );
    expect(problems.errors).toEqual({
      email: applyMessages('fa')['merchant.error.email'],
      fullName: applyMessages('fa')['merchant.error.name'],
    });
  });

  it('says anything else above the form', () => {
    expect(
      applyProblems(refused(MERCHANT_CODES.portalClosed, null, 'closed'), context, en).top,
    ).toBe('Merchant application portal is closed');
    expect(
      applyProblems(
        refused(MERCHANT_CODES.stateConflict, null, 'Already under review', 409),
        context,
        en,
      ),
    ).toEqual({ errors: {}, top: 'The application was not submitted: Already under review' });
  });
});
