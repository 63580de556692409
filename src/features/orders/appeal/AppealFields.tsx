import type { UseFormRegisterReturn } from 'react-hook-form';
import type { AppealT } from '@/features/orders/appeal/messages';

/** The appeal form's field pieces: the required mark, an error line, and a labelled text field. */

/** The required mark after a label (the field also says `aria-required`). */
export function RequiredMark({ t }: { t: AppealT }) {
  return (
    <span className="ap-required" title={t('appeal.field.required')} aria-hidden="true">
      *
    </span>
  );
}

/** A field's error, announced when it appears; nothing while there is none. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="ap-field-error" role="alert">
      {message}
    </p>
  );
}

/** A required text input or textarea with its label, an optional note (a counter) and its error. */
export function TextField({
  id,
  label,
  placeholder,
  error,
  note,
  registration,
  maxLength,
  multiline = false,
  autoComplete,
  t,
}: {
  id: string;
  label: string;
  placeholder: string;
  error: string | undefined;
  note?: string;
  registration: UseFormRegisterReturn;
  maxLength: number;
  multiline?: boolean;
  autoComplete?: string;
  t: AppealT;
}) {
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const describedBy = [note ? noteId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const shared = {
    id,
    placeholder,
    maxLength,
    'aria-required': true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    ...registration,
  } as const;
  return (
    <div className="form-field ap-field">
      <label htmlFor={id} className="ap-label">
        {label} <RequiredMark t={t} />
      </label>
      {multiline ? (
        <textarea rows={5} dir="auto" {...shared} />
      ) : (
        <input type="text" dir="auto" autoComplete={autoComplete} {...shared} />
      )}
      {note && (
        <p id={noteId} className="ap-note">
          {note}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
