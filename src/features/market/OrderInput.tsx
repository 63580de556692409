import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface OrderInputProps {
  id: string;
  label: string;
  unit: string;
  error: string | undefined;
  field: UseFormRegisterReturn;
  inputRef: (el: HTMLInputElement | null) => void;
  /** Fills the largest order the ad allows; only the field the viewer leads with offers it. */
  onMax: (() => void) | undefined;
  maxLabel: string;
  /** A line under the input, e.g. the amount's approximate value in the chosen currency. */
  hint?: ReactNode;
}

/**
 * One of the order panel's two amounts (fiat or coin): a decimal text input with its unit and,
 * on the leading field, "Max". The error is announced and tied to the input by
 * `aria-describedby`.
 */
export function OrderInput({
  id,
  label,
  unit,
  error,
  field,
  inputRef,
  onMax,
  maxLabel,
  hint,
}: OrderInputProps) {
  const errorId = `${id}-error`;
  return (
    <div className="market-order-field">
      <label htmlFor={id}>{label}</label>
      <div className="market-input" dir="ltr">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          name={field.name}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={inputRef}
        />
        {onMax && (
          <button type="button" className="market-input-max" onClick={onMax}>
            {maxLabel}
          </button>
        )}
        <span className="market-input-suffix" translate="no">
          {unit}
        </span>
      </div>
      {hint}
      {error && (
        <p id={errorId} className="market-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
