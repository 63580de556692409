import { DialogButtons } from '@/components/ModalDialog';
import { AdDialog } from '@/features/ads/AdDialog';
import type { AdFormT } from '@/features/ads/messages';

/**
 * The risk confirmation (spec section 5): the price deviates from the market reference price by
 * more than the configured percent. Only "I understand the risk" sends `riskConfirmed: true`.
 */
export function RiskDialog({
  deviation,
  warnPercent,
  onConfirm,
  onClose,
  t,
}: {
  /** How far the price is from the market, when the reference price is known. */
  deviation: string | null;
  warnPercent: string;
  onConfirm: () => void;
  onClose: () => void;
  t: AdFormT;
}) {
  return (
    <AdDialog
      title={t('ads.risk.title')}
      closeLabel={t('ads.dialog.close')}
      onClose={onClose}
      testId="ad-risk-dialog"
      actions={
        <DialogButtons
          cancelLabel={t('ads.risk.back')}
          onCancel={onClose}
          actionLabel={t('ads.risk.confirm')}
          onAction={onConfirm}
          actionClass="primary-button"
        />
      }
    >
      <p>
        {deviation === null
          ? t('ads.risk.bodyUnknown', { percent: warnPercent })
          : t('ads.risk.body', { deviation, percent: warnPercent })}
      </p>
    </AdDialog>
  );
}
