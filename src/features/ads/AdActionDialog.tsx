import type { MyAd } from '@/contract/ads';
import { AdDialog } from '@/features/ads/AdDialog';
import type { MyAdsT } from '@/features/ads/messages';
import type { RowAction } from '@/features/ads/MyAdsTable';

const TEXTS = {
  edit: {
    title: 'ads.confirm.edit.title',
    body: 'ads.confirm.edit.body',
    action: 'ads.confirm.edit.action',
  },
  delist: {
    title: 'ads.confirm.delist.title',
    body: 'ads.confirm.delist.body',
    action: 'ads.confirm.delist.action',
  },
  relist: {
    title: 'ads.confirm.relist.title',
    body: 'ads.confirm.relist.body',
    action: 'ads.confirm.relist.action',
  },
  delete: {
    title: 'ads.confirm.delete.title',
    body: 'ads.confirm.delete.body',
    action: 'ads.confirm.delete.action',
  },
} as const satisfies Record<RowAction, { title: string; body: string; action: string }>;

/**
 * The confirmation of a row action (spec section 4: edit, delist and delete each ask first).
 * Edit confirms with a link to the form; the others run the action, and a refusal (orders still
 * in progress, the status changed) is shown here, with the dialog left open.
 */
export function AdActionDialog({
  ad,
  action,
  editHref,
  busy,
  error,
  onConfirm,
  onClose,
  t,
}: {
  ad: MyAd;
  action: RowAction;
  editHref: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
  t: MyAdsT;
}) {
  const texts = TEXTS[action];
  const confirmClass = action === 'delete' ? 'primary-button is-danger' : 'primary-button';
  return (
    <AdDialog
      title={t(texts.title, { id: ad.id })}
      closeLabel={t('ads.dialog.close')}
      onClose={onClose}
      busy={busy}
      testId="my-ad-dialog"
      actions={
        <>
          <button type="button" className="secondary-button" disabled={busy} onClick={onClose}>
            {t('ads.confirm.cancel')}
          </button>
          {action === 'edit' ? (
            <a href={editHref} className={confirmClass}>
              {t(texts.action)}
            </a>
          ) : (
            <button
              type="button"
              className={confirmClass}
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={onConfirm}
            >
              {busy ? t('ads.confirm.working') : t(texts.action)}
            </button>
          )}
        </>
      }
    >
      <p>{t(texts.body)}</p>
      {error && (
        <p className="adf-error" role="alert" data-testid="my-ad-dialog-error">
          {error}
        </p>
      )}
    </AdDialog>
  );
}
