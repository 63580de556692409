import { useMemo, useState } from 'react';
import { ModalDialog } from '@/components/ModalDialog';
import { userBlockEndpoints, type BlockStatus } from '@/contract/user-block';
import { createIslandTranslator } from '@/i18n/island-t';
import type { LocaleCode } from '@/i18n/locales';
import { errorText } from '@/i18n/refusal-text';
import { blockUser, unblockUser } from '@/features/user/block/block-api';
import '@/features/user/block/block.css';
import type { BlockMessages } from '@/features/user/block/messages';

/**
 * The confirmation of a block or an unblock. Blocking says what it does before anything
 * happens (their ads leave the market, no orders either way, running orders go on, undo from
 * the user centre); unblocking says what comes back. A refused or failed call keeps the dialog
 * open with the reason in the page's language, and the button tries again.
 */
export default function BlockDialog({
  mode,
  userId,
  nickname,
  messages,
  locale,
  onDone,
  onClose,
}: {
  mode: 'block' | 'unblock';
  userId: number;
  nickname: string;
  messages: BlockMessages;
  locale: LocaleCode;
  /** The call succeeded: the user's block status now. */
  onDone: (status: BlockStatus) => void;
  onClose: () => void;
}) {
  const t = useMemo(() => createIslandTranslator(messages.texts, locale), [messages.texts, locale]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const blocking = mode === 'block';
  // Isolated, so a Latin nickname keeps its place inside a right-to-left sentence.
  const name = `\u2068${nickname}\u2069`;

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      onDone(await (blocking ? blockUser(userId) : unblockUser(userId)));
    } catch (failure) {
      const endpoint = blocking
        ? userBlockEndpoints.c2cUserBlock
        : userBlockEndpoints.c2cUserUnblock;
      const reason = errorText(endpoint, failure, messages.refusals, {
        locale,
        fallback: messages.refusals['refusal.unavailable'] ?? '',
      });
      setError(t('block.failed', { reason }));
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      title={t(blocking ? 'block.dialog.title' : 'block.unblock.title', { nickname: name })}
      onClose={onClose}
      busy={busy}
      testId={blocking ? 'block-dialog' : 'unblock-dialog'}
    >
      {({ descriptionId }) => (
        <>
          {blocking ? (
            <ul id={descriptionId} className="block-effects">
              <li>{t('block.dialog.ads')}</li>
              <li>{t('block.dialog.orders')}</li>
              <li>{t('block.dialog.running')}</li>
              <li>{t('block.dialog.undo')}</li>
            </ul>
          ) : (
            <p id={descriptionId}>{t('block.unblock.body')}</p>
          )}
          {error && (
            <p className="block-error" role="alert" data-testid="block-error">
              {error}
            </p>
          )}
          <div className="modal-dialog-actions">
            <button type="button" className="secondary-button" onClick={onClose} disabled={busy}>
              {t('block.dialog.cancel')}
            </button>
            <button
              type="button"
              className="primary-button"
              onClick={() => void confirm()}
              disabled={busy}
              aria-busy={busy || undefined}
              data-testid="block-confirm"
            >
              {busy
                ? t(blocking ? 'block.dialog.blocking' : 'block.unblock.unblocking')
                : t(blocking ? 'block.action.block' : 'block.action.unblock')}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
