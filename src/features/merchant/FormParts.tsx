import type { ChangeEvent } from 'react';
import type { FieldDef } from '@/features/merchant/merchant-form';
import type { ApplyT } from '@/features/merchant/messages';

/**
 * The application's text fields, drawn from their definitions: `fieldType` picks the control
 * (text, phone, email, textarea, select with the definition's options), `fieldName` labels it,
 * `fieldPlaceholder` and `isRequired` say the rest. The message shows while the definition's
 * `showError` is set.
 */

/** Browser autofill hints for the fields the contract knows. */
const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  fullName: 'name',
  phone: 'tel-national',
  areaCode: 'tel-country-code',
  email: 'email',
  address: 'street-address',
};

export function RequiredMark({ label }: { label: string }) {
  return (
    <span className="mc-required" title={label} aria-hidden="true">
      *
    </span>
  );
}

export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mc-field-error" data-testid="merchant-field-error">
      {message}
    </p>
  );
}

interface DefinedFieldProps {
  field: FieldDef;
  id: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
  t: ApplyT;
}

export function DefinedField({
  field,
  id,
  value,
  error,
  disabled,
  onChange,
  t,
}: DefinedFieldProps) {
  const errorId = `${id}-error`;
  const shown = field.showError ? error : undefined;
  const shared = {
    id,
    name: field.fieldKey,
    value,
    disabled,
    'aria-required': field.isRequired || undefined,
    'aria-invalid': shown ? true : undefined,
    'aria-describedby': shown ? errorId : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange(event.target.value),
  };
  const wide = field.fieldType === 'textarea';
  return (
    <div
      className={`form-field mc-field${wide ? ' mc-field-wide' : ''}`}
      data-field={field.fieldKey}
    >
      <label htmlFor={id} className="mc-label">
        {field.fieldName}
        {field.isRequired && <RequiredMark label={t('merchant.form.required')} />}
      </label>
      {field.fieldType === 'select' ? (
        <select {...shared}>
          <option value="">{field.fieldPlaceholder}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.fieldType === 'textarea' ? (
        <textarea {...shared} rows={3} placeholder={field.fieldPlaceholder} />
      ) : (
        <input
          {...shared}
          type={
            field.fieldType === 'phone' ? 'tel' : field.fieldType === 'email' ? 'email' : 'text'
          }
          inputMode={field.fieldType === 'phone' ? 'tel' : undefined}
          dir={field.fieldType === 'text' ? 'auto' : 'ltr'}
          placeholder={field.fieldPlaceholder}
          autoComplete={AUTOCOMPLETE[field.fieldKey]}
        />
      )}
      <FieldError id={errorId} message={shown} />
    </div>
  );
}
