import type { ReactNode } from 'react';
import { ModalDialog } from '@/components/ModalDialog';

/**
 * A modal confirmation of the ad pages: the shared modal dialog with a body (its text is the
 * dialog's description) and a row of actions. Closing is the parent's decision (it unmounts
 * the dialog); while the action runs, Escape and the close button do nothing.
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
  /** The body; all of it is the dialog's description. */
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <ModalDialog
      title={title}
      closeLabel={closeLabel}
      onClose={onClose}
      busy={busy}
      testId={testId}
    >
      {({ descriptionId }) => (
        <div className="modal-dialog-form">
          <div id={descriptionId} className="ads-dialog-text">
            {children}
          </div>
          <div className="modal-dialog-actions">{actions}</div>
        </div>
      )}
    </ModalDialog>
  );
}
