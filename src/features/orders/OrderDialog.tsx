import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal dialog of the order page: the native `<dialog>` (focus kept inside, Escape closes),
 * labelled by its title and described by its first paragraph. Closing is the parent's decision
 * (it unmounts the dialog), so a dialog that failed stays open with what the user entered.
 */
export function OrderDialog({
  title,
  closeLabel,
  onClose,
  busy = false,
  testId,
  children,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** While a request runs, Escape and the close button do nothing. */
  busy?: boolean;
  testId?: string;
  children: (ids: { titleId: string; descriptionId: string }) => ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="order-dialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <div className="order-dialog-head">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <button
          type="button"
          className="order-dialog-close"
          aria-label={closeLabel}
          disabled={busy}
          onClick={onClose}
        >
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
            <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </button>
      </div>
      <div className="order-dialog-body">{children({ titleId, descriptionId })}</div>
    </dialog>
  );
}
