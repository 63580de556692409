import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal confirmation of the ad pages: the native `<dialog>` (focus kept inside, Escape
 * closes), labelled by its title and described by its body. Closing is the parent's decision
 * (it unmounts the dialog); while the action runs, Escape and the close button do nothing.
 */
export function AdDialog({
  title,
  closeLabel,
  onClose,
  busy = false,
  testId,
  children,
  actions,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  busy?: boolean;
  testId?: string;
  /** The body; its first element is the dialog's description. */
  children: ReactNode;
  actions: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();

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
      className="ads-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <div className="ads-dialog-head">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <button
          type="button"
          className="ads-dialog-close"
          aria-label={closeLabel}
          disabled={busy}
          onClick={onClose}
        >
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
            <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </button>
      </div>
      <div className="ads-dialog-body">
        <div id={`${id}-body`}>{children}</div>
        <div className="ads-dialog-actions">{actions}</div>
      </div>
    </dialog>
  );
}
