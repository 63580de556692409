import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal dialog (order confirmations, the two-factor and transfer dialogs, ad and payment
 * method confirmations): the native `<dialog>` (focus kept inside, Escape closes), labelled by
 * its title and described by the element the body gives `descriptionId`. Closing is the
 * parent's decision (it unmounts the dialog), so a dialog that failed stays open with what the
 * user entered; while `busy`, Escape and the close button do nothing.
 */
export function ModalDialog({
  title,
  closeLabel,
  onClose,
  busy = false,
  described = true,
  className,
  testId,
  children,
}: {
  title: string;
  /** The close button's name; without it the dialog has no close button (Cancel does it). */
  closeLabel?: string;
  onClose: () => void;
  busy?: boolean;
  /** Whether the body has a description (the element with `descriptionId`). */
  described?: boolean;
  /** The dialog's own look, added to the shared one. */
  className?: string;
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
      className={className ? `modal-dialog ${className}` : 'modal-dialog'}
      aria-labelledby={titleId}
      aria-describedby={described ? descriptionId : undefined}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <div className="modal-dialog-head">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        {closeLabel !== undefined && (
          <button
            type="button"
            className="modal-dialog-close"
            aria-label={closeLabel}
            disabled={busy}
            onClick={onClose}
          >
            <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
              <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </button>
        )}
      </div>
      <div className="modal-dialog-body">{children({ titleId, descriptionId })}</div>
    </dialog>
  );
}

/**
 * A dialog's two buttons, in the order every dialog shows them: going back (Cancel), then the
 * action. While `busy` both are disabled (the dialog closes only once the request ended); while
 * `working` the action says so (`workingLabel`) and is marked busy. Without `onAction` the action
 * is the form's submit button. The caller wraps them (`modal-dialog-actions`).
 */
export function DialogButtons({
  cancelLabel,
  onCancel,
  actionLabel,
  onAction,
  actionClass,
  busy = false,
  working = busy,
  workingLabel,
  disabled = false,
}: {
  cancelLabel: string;
  onCancel: () => void;
  actionLabel: string;
  onAction?: () => void;
  actionClass: string;
  busy?: boolean;
  working?: boolean;
  workingLabel?: string;
  /** The action alone is disabled (nothing to submit yet). */
  disabled?: boolean;
}) {
  return (
    <>
      <button type="button" className="secondary-button" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </button>
      <button
        type={onAction ? 'button' : 'submit'}
        className={actionClass}
        onClick={onAction}
        disabled={busy || disabled}
        aria-busy={working || undefined}
      >
        {working && workingLabel !== undefined ? workingLabel : actionLabel}
      </button>
    </>
  );
}
