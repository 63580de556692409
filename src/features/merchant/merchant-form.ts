import { z } from 'zod';
import { refusalOf } from '@/client/refusal';
import type { CoinAmount } from '@/contract/asset-codes';
import { fieldCodeOf, type FieldCode, type FieldError } from '@/contract/define';
import {
  merchantApplyRequest,
  merchantEndpoints,
  type MerchantApplyRequest,
  type MerchantField,
  type MerchantFieldKey,
} from '@/contract/merchant';
import type { Params } from '@/i18n/interpolate';
import { fieldCodeText, refusalReason, type RefusalWords } from '@/i18n/refusal-text';
import {
  depositProblem,
  typedDeposit,
  type BalanceReading,
} from '@/features/merchant/deposit-check';
import type { ApplyMessageKey } from '@/features/merchant/messages';

/**
 * The merchant application form, built from the field definitions the exchange sends
 * (`c2cMerchantRequirement`): one rule per defined field, then the contract's own request schema
 * (`merchantApplyRequest`) over the request the form builds, so the form accepts exactly what the
 * call may carry. A field the contract knows gets the contract's rule; when the rule refuses a
 * field the spec words (section 5), the spec's message in the viewer's language, chosen by the
 * field and the refusal's field code (never by the English text); a rule without a spec message
 * (an unchosen option, a missing file) and a field the contract does not know use the field's
 * own `errorMsg` when it is required. Empty optional fields are left out of the request. Pure.
 */

/** A field definition; its key is open so a field the contract does not know yet still works. */
export type FieldDef = Omit<MerchantField, 'fieldKey'> & { fieldKey: string };

/** Where the deposit amount's message goes, next to the fields' keys. */
export const DEPOSIT_KEY = 'depositAmount';

/** What a file field's upload is doing: a file not yet stored cannot be submitted. */
export type UploadState = 'idle' | 'uploading' | 'failed' | 'done';

export interface MerchantFormContext {
  fields: readonly FieldDef[];
  /** The deposit asked for: its coin is the request's, its amount the minimum. */
  deposit: CoinAmount;
  /** The P2P balance, for the balance check before submitting (null: unknown). */
  balance: BalanceReading | null;
}

/** The form's values: each field's text (a file field holds its stored file id) and the deposit. */
export type MerchantFormValues = Record<string, string>;

export type MerchantText = (key: ApplyMessageKey, params?: Params) => string;

/**
 * The spec's message of each field it words (section 5), in the viewer's language: shown when
 * the contract's rule for the field refuses its value (`SPEC_CODES`), whatever the English text.
 */
const SPEC_MESSAGES: Readonly<Partial<Record<MerchantFieldKey, ApplyMessageKey>>> = {
  fullName: 'merchant.error.name',
  emergencyContact: 'merchant.error.name',
  areaCode: 'merchant.error.phone',
  phone: 'merchant.error.phone',
  emergencyPhone: 'merchant.error.phone',
  email: 'merchant.error.email',
  address: 'merchant.error.address',
  relationship: 'merchant.error.relationship',
};

/** The field codes of a rule refusing a value (not a missing field, nor an unknown one). */
const SPEC_CODES: readonly FieldCode[] = ['too_small', 'too_big', 'format', 'not_allowed'];

/** The spec message key for a field refused with `code`, if the spec words that field. */
export function specMessageKey(fieldKey: string, code: FieldCode): ApplyMessageKey | undefined {
  if (!SPEC_CODES.includes(code) || !Object.hasOwn(SPEC_MESSAGES, fieldKey)) return undefined;
  return SPEC_MESSAGES[fieldKey as MerchantFieldKey];
}

const requestRules = merchantApplyRequest.shape as Readonly<Record<string, z.ZodType | undefined>>;

function isFileField(field: FieldDef): boolean {
  return field.fieldType === 'image' || field.fieldType === 'video';
}

/** The field's own message, else a generic one for its kind ("Please upload “…”"). */
function fieldMessage(field: FieldDef, text: MerchantText): string {
  if (field.errorMsg.trim()) return field.errorMsg;
  const key: ApplyMessageKey = isFileField(field)
    ? 'merchant.error.file'
    : field.fieldType === 'select'
      ? 'merchant.error.choose'
      : 'merchant.error.required';
  return text(key, { name: field.fieldName });
}

/** A contract rule's refusal in the viewer's words: the spec's message, else the field's. */
function messageFor(code: FieldCode, field: FieldDef, text: MerchantText): string {
  const key = specMessageKey(field.fieldKey, code);
  return key ? text(key) : fieldMessage(field, text);
}

/** Issues the form's own rules raise carry this mark: their message is already translated. */
const OWN = { own: true } as const;

function fieldRule(field: FieldDef, text: MerchantText) {
  const contractRule = requestRules[field.fieldKey];
  return z
    .string()
    .default('')
    .superRefine((raw, ctx) => {
      const value = raw.trim();
      if (value === '' && !field.isRequired) return;
      if (contractRule) {
        const parsed = contractRule.safeParse(value);
        if (parsed.success) return;
        const [issue] = parsed.error.issues;
        const message = messageFor(issue ? fieldCodeOf(issue) : 'invalid', field, text);
        ctx.addIssue({ code: 'custom', message, params: OWN });
      } else if (value === '') {
        ctx.addIssue({ code: 'custom', message: fieldMessage(field, text), params: OWN });
      }
    });
}

/**
 * The request the values make: trimmed, empty optional fields left out. Fields the contract does
 * not know (added by the exchange since) go in `extra`, which the server checks against its
 * own definitions.
 */
function requestOf(values: MerchantFormValues, context: MerchantFormContext) {
  const body: Record<string, unknown> = {};
  const extra: Record<string, string> = {};
  for (const field of context.fields) {
    const value = (values[field.fieldKey] ?? '').trim();
    if (value === '' && !field.isRequired) continue;
    if (requestRules[field.fieldKey]) body[field.fieldKey] = value;
    else extra[field.fieldKey] = value;
  }
  if (Object.keys(extra).length > 0) body.extra = extra;
  body[DEPOSIT_KEY] = typedDeposit(values[DEPOSIT_KEY] ?? '');
  body.depositCoin = context.deposit.coin;
  return body as unknown as z.input<typeof merchantApplyRequest>;
}

/** The form schema: the values in, the contract's request out. */
function merchantFormSchema(context: MerchantFormContext, text: MerchantText) {
  const shape: Record<string, ReturnType<typeof fieldRule>> = {};
  for (const field of context.fields) shape[field.fieldKey] = fieldRule(field, text);
  shape[DEPOSIT_KEY] = z
    .string()
    .default('')
    .superRefine((raw, ctx) => {
      const problem = depositProblem(raw, context.deposit, context.balance);
      if (problem)
        ctx.addIssue({ code: 'custom', message: text(problem.key, problem.params), params: OWN });
    });
  return z
    .object(shape)
    .transform((values) => requestOf(values as MerchantFormValues, context))
    .pipe(merchantApplyRequest);
}

/** Messages by field key (`DEPOSIT_KEY` for the deposit), and one for the whole form. */
export interface FormProblems {
  errors: Record<string, string>;
  top: string | null;
}

export type FormCheck = { ok: true; body: MerchantApplyRequest } | ({ ok: false } & FormProblems);

/**
 * Checks the form: every rule, then the upload states (a file still uploading or failed cannot
 * be sent, whatever its field holds). A problem the fields cannot show (the definitions and the
 * contract disagree) is the form's.
 */
export function validateMerchantForm(
  values: MerchantFormValues,
  uploads: Readonly<Record<string, UploadState>>,
  context: MerchantFormContext,
  text: MerchantText,
): FormCheck {
  const result = merchantFormSchema(context, text).safeParse(values);
  const errors: Record<string, string> = {};
  let top: string | null = null;
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = typeof issue.path[0] === 'string' ? issue.path[0] : '';
      const field = context.fields.find((f) => f.fieldKey === key);
      const own = issue.code === 'custom' && issue.params?.own === true;
      if (errors[key]) continue;
      if (own) errors[key] = issue.message;
      else if (field) errors[key] = messageFor(fieldCodeOf(issue), field, text);
      else if (key === DEPOSIT_KEY) errors[key] = text('merchant.deposit.invalid');
      else top ??= text('merchant.form.mismatch');
    }
  }
  for (const field of context.fields) {
    const state = uploads[field.fieldKey];
    if (state === 'uploading') errors[field.fieldKey] = text('merchant.upload.pending');
    if (state === 'failed') errors[field.fieldKey] = text('merchant.upload.hasFailed');
  }
  if (result.success && Object.keys(errors).length === 0) return { ok: true, body: result.data };
  return { ok: false, errors, top };
}

/** The definitions with `showError` set where a message is shown (the definition's flag). */
export function withShownErrors<F extends FieldDef>(
  fields: readonly F[],
  errors: Readonly<Record<string, string>>,
): F[] {
  return fields.map((field) => ({ ...field, showError: Boolean(errors[field.fieldKey]) }));
}

/** The first value of each field: its prefill (`fieldValue`), and the deposit asked for. */
export function initialValues(context: MerchantFormContext): MerchantFormValues {
  const values: MerchantFormValues = {};
  for (const field of context.fields) values[field.fieldKey] = field.fieldValue;
  values[DEPOSIT_KEY] = context.deposit.amount;
  return values;
}

/**
 * A field error of a refused application at its field: the spec's words, else the field code's
 * in the page's language, else the server's.
 */
function serverFieldMessage(
  error: FieldError,
  key: string,
  text: MerchantText,
  words: RefusalWords | undefined,
): string {
  const spec = specMessageKey(key, error.code);
  if (spec) return text(spec);
  return (words && fieldCodeText(error.code, words.refusals)) || error.message;
}

/**
 * Where the exchange's refusal of an application is shown, by the refusal's name: the balance
 * and deposit refusals at the deposit (with the same words as the check before submitting),
 * field errors at their fields (the form's summary then says to look at them), anything else
 * above the form with the server's message.
 */
export function applyProblems(
  error: unknown,
  context: MerchantFormContext,
  text: MerchantText,
  words?: RefusalWords,
): FormProblems {
  const refusal = refusalOf(merchantEndpoints.c2cMerchantApply, error);
  switch (refusal?.name) {
    case 'balanceTooLow': {
      const { coin = context.deposit.coin, amount = context.deposit.amount } = refusal.params;
      return {
        errors: {
          [DEPOSIT_KEY]: text('merchant.deposit.balanceTooLow', { currency: coin, num: amount }),
        },
        top: null,
      };
    }
    case 'depositTooLow': {
      const { coin = context.deposit.coin, amount = context.deposit.amount } = refusal.params;
      return {
        errors: { [DEPOSIT_KEY]: text('merchant.deposit.tooLow', { num: amount, currency: coin }) },
        top: null,
      };
    }
    case 'portalClosed':
      return { errors: {}, top: text('merchant.form.closed') };
    case 'identityRequired':
      return { errors: {}, top: text('merchant.form.identityRequired') };
  }
  const errors: Record<string, string> = {};
  for (const fieldError of refusal?.fieldErrors ?? []) {
    const key = fieldError.path.split('.')[0] ?? '';
    if (errors[key]) continue;
    if (context.fields.some((f) => f.fieldKey === key))
      errors[key] = serverFieldMessage(fieldError, key, text, words);
    else if (key === DEPOSIT_KEY)
      errors[key] = (words && fieldCodeText(fieldError.code, words.refusals)) || fieldError.message;
  }
  if (Object.keys(errors).length > 0) return { errors, top: null };
  const msg = refusalReason(merchantEndpoints.c2cMerchantApply, error, words);
  const top = msg
    ? text('merchant.form.failed', { reason: msg })
    : text('merchant.form.failedGeneric');
  return { errors: {}, top };
}
