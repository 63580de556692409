import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type SubmitEvent,
  type RefObject,
} from 'react';
import type { PaymentField, PaymentMethodForm, UserPayment } from '@/contract/payments';
import {
  checkPaymentForm,
  fieldMaxLength,
  initialValues,
  type PaymentDraft,
  type PaymentFormErrors,
  type PaymentFormValues,
  type PaymentText,
} from '@/features/payments/payment-form';
import { ImageField } from '@/features/payments/ImageField';
import { MethodChip } from '@/features/payments/MethodChip';
import { toSlot, useImageUploads, type ImageState } from '@/features/payments/use-image-uploads';
import type { PaymentsT } from '@/features/payments/messages';
import { paymentMethodName } from '@/i18n/payment-method-name';

/**
 * The form of one payment method, generated from its field definitions: a labelled input per
 * text field (typed for email, phone and digits), an upload per image field. Checked on submit
 * (then live), and handed up as the save request's draft; the page adds the second factor. A
 * refusal from the server comes back through `serverError` / `serverErrors`, with every typed
 * value and uploaded image still in place.
 */
interface PaymentFormProps {
  form: PaymentMethodForm;
  /** The saved method being edited, or null for a new one. */
  editing: UserPayment | null;
  /** Values to start from instead (what was typed before a reload that kept it). */
  restored?: readonly { key: string; value: string }[] | null;
  /** True while the two-factor dialog is open over the form. */
  busy: boolean;
  serverError: string | null;
  serverErrors: PaymentFormErrors;
  onSubmit: (draft: PaymentDraft) => void;
  onCancel: () => void;
  /** The user changed something: the server's earlier refusal no longer applies. */
  onChange: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  t: PaymentsT;
}

export function PaymentForm(props: PaymentFormProps) {
  const { form, editing, busy, t } = props;
  const id = useId();
  const { restored } = props;
  const start = useMemo(
    () => initialValues(form, restored ?? editing?.fields),
    [form, editing, restored],
  );
  const [texts, setTexts] = useState<Record<string, string>>(() => {
    const all: Record<string, string> = {};
    for (const [key, value] of Object.entries(start))
      if (typeof value === 'string') all[key] = value;
    return all;
  });
  const uploads = useImageUploads(initialImages(start), t);
  const [errors, setErrors] = useState<PaymentFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const text: PaymentText = (key, params) => t(key, params);

  const values = (nextTexts = texts): PaymentFormValues => {
    const all: PaymentFormValues = { ...nextTexts };
    for (const [key, state] of Object.entries(uploads.images)) all[key] = toSlot(state);
    return all;
  };
  const recheck = (nextTexts: Record<string, string>) => {
    if (!submitted) return;
    const result = checkPaymentForm(form, values(nextTexts), text, editing?.id);
    setErrors(result.ok ? {} : result.errors);
  };

  const change = (key: string, value: string) => {
    const next = { ...texts, [key]: value };
    setTexts(next);
    recheck(next);
    props.onChange();
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const result = checkPaymentForm(form, values(), text, editing?.id);
    if (!result.ok) {
      setErrors(result.errors);
      const first = form.fields.find((field) => result.errors[field.key]);
      if (first) document.getElementById(`${id}-${first.key}`)?.focus();
      return;
    }
    setErrors({});
    props.onSubmit(result.draft);
  };

  const title = editing
    ? t('payments.form.editTitle', { method: paymentMethodName(form.method, t) })
    : t('payments.form.addTitle', { method: paymentMethodName(form.method, t) });
  const errorOf = (key: string) => errors[key] ?? props.serverErrors[key];

  // A refused save takes the reader to it: the first field it is about, else its message
  // (next to Save), as a refusal the page does not show where the user is looking is missed.
  const serverErrorRef = useRef<HTMLParagraphElement>(null);
  const { serverError, serverErrors } = props;
  useEffect(() => {
    const first = form.fields.find((field) => serverErrors[field.key]);
    const target = first ? document.getElementById(`${id}-${first.key}`) : serverErrorRef.current;
    if (!target) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView?.({ block: 'center' });
  }, [serverError, serverErrors, form.fields, id]);

  return (
    <form
      className="surface pm-form"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      data-testid="payment-form"
    >
      <h2 id={`${id}-title`} ref={props.headingRef} tabIndex={-1} className="pm-panel-title">
        <MethodChip method={form.method} />
        {title}
      </h2>
      <p className="pm-hint">{t('payments.form.requiredHint')}</p>

      {form.fields.map((field) =>
        field.type === 'image' ? (
          <ImageField
            key={field.key}
            id={`${id}-${field.key}`}
            field={field}
            state={uploads.images[field.key] ?? { status: 'empty' }}
            rejection={uploads.rejections[field.key]}
            error={errorOf(field.key)}
            disabled={busy}
            onPick={(file) => {
              uploads.pick(field.key, file);
              props.onChange();
            }}
            onRetry={() => uploads.retry(field.key)}
            onRemove={() => {
              uploads.remove(field.key);
              props.onChange();
            }}
            t={t}
          />
        ) : (
          <TextField
            key={field.key}
            id={`${id}-${field.key}`}
            field={field}
            value={texts[field.key] ?? ''}
            error={errorOf(field.key)}
            disabled={busy}
            onChange={(value) => change(field.key, value)}
            t={t}
          />
        ),
      )}

      <p className="sr-only" aria-live="polite">
        {uploads.announcement}
      </p>
      {props.serverError && (
        <p
          ref={serverErrorRef}
          tabIndex={-1}
          className="pm-form-error"
          role="alert"
          data-testid="payment-form-error"
        >
          {props.serverError}
        </p>
      )}
      <div className="pm-actions">
        <button type="button" className="secondary-button" onClick={props.onCancel} disabled={busy}>
          {t('payments.form.cancel')}
        </button>
        <button
          type="submit"
          className="primary-button"
          disabled={busy}
          data-testid="payment-form-save"
        >
          {t('payments.form.save')}
        </button>
      </div>
    </form>
  );
}

function initialImages(values: PaymentFormValues): Record<string, ImageState> {
  const images: Record<string, ImageState> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string') continue;
    images[key] =
      value.status === 'done'
        ? { status: 'done', fileId: value.fileId, name: null, preview: null }
        : { status: 'empty' };
  }
  return images;
}

/** The input type of each one-line field type (digits are typed in a text input, numeric keypad). */
const INPUT_TYPES: Record<string, string> = { number: 'text', email: 'email', phone: 'tel' };

function TextField(props: {
  id: string;
  field: PaymentField;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
  t: PaymentsT;
}) {
  const { id, field, error, t } = props;
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field.key,
    value: props.value,
    maxLength: fieldMaxLength(field),
    placeholder: field.placeholder || undefined,
    disabled: props.disabled,
    'aria-required': field.required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  // Account numbers, emails and phones read left to right even in Persian.
  const ltr = field.type !== 'text' && field.type !== 'textarea';
  return (
    <div className="form-field pm-field" data-testid={`payment-field-${field.key}`}>
      <label htmlFor={id} className="pm-label">
        {field.name}
        {field.required ? (
          <span className="pm-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="pm-optional"> {t('payments.form.optional')}</span>
        )}
      </label>
      {field.type === 'textarea' ? (
        <textarea {...common} rows={3} onChange={(event) => props.onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={INPUT_TYPES[field.type] ?? 'text'}
          inputMode={field.type === 'number' ? 'numeric' : undefined}
          autoComplete="off"
          dir={ltr ? 'ltr' : undefined}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className="pm-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
