import type { MerchantField, MerchantFieldKey } from '@/contract/merchant';
import type { LocaleCode } from '@/i18n/locales';
import { MERCHANT_FORM_TEXTS } from '@/sandbox/merchant/field-texts';
import type { UserRecord } from '@/sandbox/user/users';

/**
 * The merchant application form as `GET /c2c/v3/merchant/requirement` describes it (spec
 * section 3). This list is the ONE place the form is defined: the page renders whatever comes
 * here, in this order, so a field added (or relabelled, or made optional) here shows up with no
 * front-end change. The request itself is checked by the contract's `merchantApplyRequest`,
 * whose messages `errorMsg` repeats so the page can say the same thing before submitting.
 * The English texts are here; other languages are in `merchant-field-texts.ts` (English when a
 * text is missing there).
 */

type FieldDefinition = Omit<MerchantField, 'fieldValue' | 'showError'>;

const NAME_RULE = 'Needs to be 2-30 characters';
const PHONE_RULE = 'Mobile phone number format is incorrect';

export const MERCHANT_FIELDS: readonly FieldDefinition[] = [
  {
    fieldKey: 'fullName',
    fieldName: 'Full name',
    fieldPlaceholder: 'Your name as on your ID',
    fieldType: 'text',
    errorMsg: NAME_RULE,
    isRequired: true,
    options: [],
  },
  {
    fieldKey: 'areaCode',
    fieldName: 'Area code',
    fieldPlaceholder: 'e.g. 44',
    fieldType: 'text',
    errorMsg: PHONE_RULE,
    isRequired: true,
    options: [],
  },
  {
    fieldKey: 'phone',
    fieldName: 'Mobile phone',
    fieldPlaceholder: 'Digits only',
    fieldType: 'phone',
    errorMsg: PHONE_RULE,
    isRequired: true,
    options: [],
  },
  {
    fieldKey: 'email',
    fieldName: 'Email',
    fieldPlaceholder: 'name@example.com',
    fieldType: 'email',
    errorMsg: 'Incorrect email format',
    isRequired: true,
    options: [],
  },
  {
    fieldKey: 'emergencyContact',
    fieldName: 'Emergency contact',
    fieldPlaceholder: 'Name of someone we can reach',
    fieldType: 'text',
    errorMsg: NAME_RULE,
    isRequired: true,
    options: [],
  },
  {
    fieldKey: 'emergencyPhone',
    fieldName: 'Emergency contact phone',
    fieldPlaceholder: 'Digits only',
    fieldType: 'phone',
    errorMsg: PHONE_RULE,
    isRequired: true,
    options: [],
  },
  {
    fieldKey: 'relationship',
    fieldName: 'Relationship',
    fieldPlaceholder: 'Choose how you know them',
    fieldType: 'select',
    errorMsg: 'Please choose a relationship',
    isRequired: true,
    options: [
      { value: 'classmate', label: 'Classmate' },
      { value: 'family', label: 'Family' },
      { value: 'other', label: 'Other' },
    ],
  },
  {
    fieldKey: 'address',
    fieldName: 'Permanent address',
    fieldPlaceholder: 'Street, city, postcode, country',
    fieldType: 'textarea',
    errorMsg: 'Address length needs to be between 5 and 120 characters',
    isRequired: true,
    options: [],
  },
  {
    fieldKey: 'idPhoto',
    fieldName: 'Photo holding your ID',
    fieldPlaceholder: 'jpg, jpeg or png, up to 10 MB',
    fieldType: 'image',
    errorMsg: 'Please upload a photo of you holding your ID',
    isRequired: true,
    options: [],
  },
  {
    fieldKey: 'addressProofType',
    fieldName: 'Proof of address type',
    fieldPlaceholder: 'Choose a document',
    fieldType: 'select',
    errorMsg: 'Please choose a proof of address type',
    isRequired: true,
    options: [
      { value: 'property_certificate', label: 'Property certificate' },
      { value: 'lease', label: 'Lease' },
      { value: 'utility_bill', label: 'Utility bill' },
    ],
  },
  {
    fieldKey: 'addressProof',
    fieldName: 'Proof of address',
    fieldPlaceholder: 'jpg, jpeg or png, up to 10 MB',
    fieldType: 'image',
    errorMsg: 'Please upload your proof of address',
    isRequired: true,
    options: [],
  },
  {
    fieldKey: 'video',
    fieldName: 'Verification video',
    fieldPlaceholder: 'mp4, wmv, ogg or mov, up to 100 MB; under 3 minutes and above 360P advised',
    fieldType: 'video',
    errorMsg: 'Please upload your verification video',
    isRequired: true,
    options: [],
  },
];

/** What the server already knows about the user, to prefill (never a guess at a name). */
function knownValues(user: UserRecord): Partial<Record<MerchantFieldKey, string>> {
  return {
    email: user.email ?? '',
    phone: user.phone ?? '',
    areaCode: user.areaCode ?? '',
  };
}

/**
 * The form for `user` in `lang` (English when null or untranslated): every definition with
 * `fieldValue` prefilled from the account (email, phone, area code) and, when applying again
 * after a refusal, from the previous application's typed values (`previous`), which win.
 * `showError` always starts false.
 */
export function merchantFieldsFor(
  user: UserRecord,
  previous: Readonly<Record<string, string>> | null,
  lang: LocaleCode | null,
): MerchantField[] {
  const known = knownValues(user);
  const texts = lang === null ? undefined : MERCHANT_FORM_TEXTS[lang];
  return MERCHANT_FIELDS.map((field) => {
    const key = field.fieldKey as MerchantFieldKey;
    const [fieldName, fieldPlaceholder, errorMsg] = texts?.fields[key] ?? [
      field.fieldName,
      field.fieldPlaceholder,
      field.errorMsg,
    ];
    return {
      ...field,
      fieldName,
      fieldPlaceholder,
      errorMsg,
      options: field.options.map((o) => ({
        value: o.value,
        label: texts?.options[o.value] ?? o.label,
      })),
      fieldValue: previous?.[field.fieldKey] ?? known[key] ?? '',
      showError: false,
    };
  });
}
