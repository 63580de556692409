import type { ReactNode } from 'react';

/**
 * Small building blocks of the ad form: a field's notes (hint and error, linked to the input
 * with aria-describedby), the input's matching aria attributes, and left-to-right amounts.
 */

/** Ids of a field's notes: `${id}-hint` and `${id}-error`. */
export function fieldAria(id: string, notes: { hint?: ReactNode; error?: string | undefined }) {
  const describedBy = [notes.hint ? `${id}-hint` : '', notes.error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return {
    'aria-invalid': notes.error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

export function FieldNotes({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: ReactNode;
  error?: string | undefined;
}) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="adf-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="adf-error" role="alert" data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </>
  );
}

/** Amounts and codes: left-to-right, isolated, inside text of either direction. */
export function Ltr({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <span className="ltr" dir="ltr" translate="no" data-testid={testId}>
      {children}
    </span>
  );
}
