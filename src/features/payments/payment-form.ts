import { z } from 'zod';
import type { FieldError } from '@/contract/define';
import type { PaymentField, PaymentMethodForm } from '@/contract/payments';
import { savePaymentRequest } from '@/contract/payments';

/**
 * The payment method form, built from the method's field definitions (`user-payment/requirement`):
 * the server decides which details a method needs, so adding a field in the sandbox adds it to
 * the page with no front-end change. One zod schema checks what was typed, in the viewer's
 * language (spec section 5: 'Incorrect email format', 'Mobile phone number format is
 * incorrect'), and builds the `user-payment/save` body (without the second factor, which the
 * two-factor dialog adds), checked again by the contract's own request schema. Pure.
 */

/** An image field as the form holds it: nothing yet, uploading, failed, or stored. */
export type ImageSlot =
  | { status: 'empty' }
  | { status: 'uploading' }
  | { status: 'failed' }
  | { status: 'done'; fileId: string };

/** Typed text per text field, an image slot per image field. */
export type PaymentFormValues = Record<string, string | ImageSlot>;

/** The save request as the form builds it; the second factor is added at the last step. */
const paymentDraft = savePaymentRequest.omit({ verification: true });
export type PaymentDraft = z.output<typeof paymentDraft>;

/** Longest value the request accepts for any field (the contract's cap). */
export const FIELD_MAX_LENGTH = savePaymentRequest.shape.fields.valueType.maxLength ?? 256;

/** Every message the schema may give, by key (worded by the caller). */
type PaymentProblemKey =
  | 'payments.validation.required'
  | 'payments.validation.maxLength'
  | 'payments.validation.email'
  | 'payments.validation.phone'
  | 'payments.validation.number'
  | 'payments.validation.imagePending'
  | 'payments.validation.imageFailed';

export type PaymentText = (
  key: PaymentProblemKey,
  params?: Record<string, string | number>,
) => string;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** Digits with an optional leading `+`, spaces and dashes allowed between them. */
const PHONE = /^\+?\d[\d -]*\d$/;
const PHONE_DIGITS = { min: 6, max: 15 } as const;
const DIGITS = /^\d+$/;

/** The longest value a field takes: its own limit, never above the contract's. */
export function fieldMaxLength(field: Pick<PaymentField, 'maxLength'>): number {
  return Math.min(field.maxLength ?? FIELD_MAX_LENGTH, FIELD_MAX_LENGTH);
}

/** The empty form of a method, or the values of a saved one (editing). */
export function initialValues(
  form: PaymentMethodForm,
  saved?: readonly { key: string; value: string }[],
): PaymentFormValues {
  const values: PaymentFormValues = {};
  for (const field of form.fields) {
    const value = saved?.find((f) => f.key === field.key)?.value ?? '';
    values[field.key] =
      field.type === 'image'
        ? value
          ? { status: 'done', fileId: value }
          : { status: 'empty' }
        : value;
  }
  return values;
}

function textRule(field: PaymentField, text: PaymentText) {
  const max = fieldMaxLength(field);
  const name = field.name;
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = (key: PaymentProblemKey, params?: Record<string, string | number>) =>
        ctx.addIssue({ code: 'custom', message: text(key, params) });
      if (value === '') {
        if (field.required) problem('payments.validation.required', { name });
        return;
      }
      if (value.length > max) {
        problem('payments.validation.maxLength', { name, max });
        return;
      }
      if (field.type === 'email' && !EMAIL.test(value)) problem('payments.validation.email');
      if (field.type === 'number' && !DIGITS.test(value)) problem('payments.validation.number');
      if (field.type === 'phone') {
        const digits = value.replace(/\D/g, '').length;
        const ok = PHONE.test(value) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
        if (!ok) problem('payments.validation.phone');
      }
    });
}

function imageRule(field: PaymentField, text: PaymentText) {
  return z
    .custom<ImageSlot>((value) => typeof value === 'object' && value !== null && 'status' in value)
    .superRefine((slot, ctx) => {
      const problem = (key: PaymentProblemKey) =>
        ctx.addIssue({ code: 'custom', message: text(key, { name: field.name }) });
      if (slot.status === 'uploading') problem('payments.validation.imagePending');
      else if (slot.status === 'failed') problem('payments.validation.imageFailed');
      else if (slot.status === 'empty' && field.required) problem('payments.validation.required');
    });
}

/**
 * The schema of one method's form. `id` is the saved method being edited (none: a new one).
 * Empty optional fields are left out of the request.
 */
function paymentFormSchema(form: PaymentMethodForm, text: PaymentText, id?: number) {
  const shape: Record<string, z.ZodType<string> | z.ZodType<ImageSlot>> = {};
  for (const field of form.fields) {
    shape[field.key] = field.type === 'image' ? imageRule(field, text) : textRule(field, text);
  }
  return z
    .object(shape)
    .transform((values): z.input<typeof paymentDraft> => {
      const fields: Record<string, string> = {};
      for (const [key, value] of Object.entries(values)) {
        const stored =
          typeof value === 'string' ? value : value.status === 'done' ? value.fileId : '';
        if (stored !== '') fields[key] = stored;
      }
      return { ...(id === undefined ? {} : { id }), method: form.method.code, fields };
    })
    .pipe(paymentDraft);
}

/** Problems by field key: the first one of each field, as the form shows them. */
export type PaymentFormErrors = Partial<Record<string, string>>;

/** Checks the form: the request draft, or the problem of each field. */
export function checkPaymentForm(
  form: PaymentMethodForm,
  values: PaymentFormValues,
  text: PaymentText,
  id?: number,
): { ok: true; draft: PaymentDraft } | { ok: false; errors: PaymentFormErrors } {
  const result = paymentFormSchema(form, text, id).safeParse(values);
  if (result.success) return { ok: true, draft: result.data };
  const errors: PaymentFormErrors = {};
  for (const issue of result.error.issues) {
    // A field problem has the field key first; a problem the contract found in the built
    // request (`fields.<key>`) names it second.
    const [first, second] = issue.path;
    const key = String(first === 'fields' && second !== undefined ? second : (first ?? ''));
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * Field problems the server gave back (a refusal's field errors, paths like
 * `fields.accountNumber`), by field key; anything that is not about one field is left to the
 * form's general message.
 */
export function serverFieldErrors(
  fieldErrors: readonly FieldError[],
  keys: readonly string[],
): PaymentFormErrors {
  const errors: PaymentFormErrors = {};
  for (const { path, message } of fieldErrors) {
    const key = path.startsWith('fields.') ? path.slice('fields.'.length) : path;
    if (keys.includes(key)) errors[key] ??= message;
  }
  return errors;
}
