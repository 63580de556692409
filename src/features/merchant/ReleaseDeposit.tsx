import { useId } from 'react';
import { DialogButtons, ModalDialog } from '@/components/ModalDialog';
import type { MerchantDetail } from '@/contract/merchant';
import { formatExact } from '@/i18n/format';
import type { AuthT } from '@/features/merchant/messages';
import { mayReleaseDeposit } from '@/rules/merchant';

/**
 * "Release deposit" of a certified advertiser (spec section 4): possible only with no listed ads
 * and no open orders, so the button is disabled with the reason while there are any. Pressing it
 * opens the confirmation, which warns that merchant rights are removed; the page then asks for
 * the second factor.
 */
interface ReleaseDepositProps {
  detail: MerchantDetail;
  /** The release was refused since the page last knew (ads or orders appeared), or failed. */
  problem: string | null;
  confirming: boolean;
  onStart: () => void;
  onConfirm: () => void;
  onCancel: () => void;
  t: AuthT;
}

export function ReleaseDeposit(props: ReleaseDepositProps) {
  const { detail, t } = props;
  const id = useId();
  const reasonId = `${id}-reason`;
  const blocked = !mayReleaseDeposit(detail.status, detail.blockers);
  const reason = blocked
    ? t('merchant.auth.releaseBlocked', {
        ads: detail.blockers.listedAds,
        orders: detail.blockers.openOrders,
      })
    : null;
  return (
    <section
      className="surface mc-card mc-release"
      aria-labelledby={`${id}-title`}
      data-testid="merchant-release"
    >
      <h2 id={`${id}-title`} className="section-title">
        {t('merchant.auth.releaseTitle')}
      </h2>
      {reason && (
        <p id={reasonId} className="mc-note" data-testid="merchant-release-blocked">
          {reason}
        </p>
      )}
      {props.problem && (
        <p className="mc-form-error" role="alert" data-testid="merchant-release-error">
          {props.problem}
        </p>
      )}
      <div className="mc-actions">
        <button
          type="button"
          className="secondary-button mc-danger"
          disabled={blocked}
          aria-describedby={reason ? reasonId : undefined}
          onClick={props.onStart}
        >
          {t('merchant.auth.release')}
        </button>
      </div>
      {props.confirming && detail.deposit && (
        <ConfirmRelease
          amount={detail.deposit.amount}
          coin={detail.deposit.coin}
          onConfirm={props.onConfirm}
          onCancel={props.onCancel}
          t={t}
        />
      )}
    </section>
  );
}

function ConfirmRelease({
  amount,
  coin,
  onConfirm,
  onCancel,
  t,
}: {
  amount: string;
  coin: string;
  onConfirm: () => void;
  onCancel: () => void;
  t: AuthT;
}) {
  return (
    <ModalDialog
      title={t('merchant.auth.confirmTitle')}
      closeLabel={t('merchant.auth.close')}
      onClose={onCancel}
      testId="merchant-release-confirm"
    >
      {({ descriptionId }) => (
        <div className="modal-dialog-form">
          <p id={descriptionId}>
            {t('merchant.auth.confirmBody', { amount: `\u2066${formatExact(amount)}\u2069`, coin })}
          </p>
          <div className="modal-dialog-actions">
            <DialogButtons
              cancelLabel={t('merchant.auth.confirmCancel')}
              onCancel={onCancel}
              actionLabel={t('merchant.auth.confirmContinue')}
              onAction={onConfirm}
              actionClass="primary-button mc-danger-solid"
            />
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
