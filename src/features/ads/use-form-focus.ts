import { useEffect, useRef, useState } from 'react';

/**
 * Where the ad form takes the reader after a refused save (issue 13: focus and scroll to the
 * first error on every form). A refusal no field shows (or a version conflict) focuses its
 * message next to Save and scrolls it into view; a refused field takes the focus itself, found
 * by id or name: an edit's fixed side, coin and fiat are read-only inputs the form does not
 * register, yet the sandbox can refuse them.
 */
export function useFormFocus() {
  const failureRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [failureShown, setFailureShown] = useState(0);
  const [refused, setRefused] = useState<{ field: string } | null>(null);

  useEffect(() => {
    if (failureShown === 0) return;
    const target = failureRef.current;
    target?.focus({ preventScroll: true });
    target?.scrollIntoView?.({ block: 'center' });
  }, [failureShown]);

  useEffect(() => {
    const field = refused?.field;
    if (field)
      formRef.current?.querySelector<HTMLElement>(`#ad-${field}, [name="${field}"]`)?.focus();
  }, [refused]);

  return {
    failureRef,
    formRef,
    /** Takes the reader to the message next to Save (once it is rendered). */
    revealFailure: () => setFailureShown((n) => n + 1),
    /** Focuses the field `field` (a new object each time, so the same field is focused again). */
    focusField: (field: string) => setRefused({ field }),
  };
}
