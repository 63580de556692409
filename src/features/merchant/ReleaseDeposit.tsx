import { useEffect, useId, useRef } from 'react';
import type { MerchantDetail } from '@/contract/c2c-merchant';
import { formatCoin } from '@/features/merchant/merchant-view';
import type { AuthT } from '@/features/merchant/messages';

/**
 * "Release deposit" of a certified advertiser (spec section 4): possible only with no listed ads
 * and no open orders, so the button is disabled with the reason while there are any. Pressing it
 * opens the confirmation, which warns that merchant rights are removed; the page then asks for
 * the second factor.
 */
export interface ReleaseDepositProps {
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
  const blocked = !detail.canRefund;
  const reason = blocked
    ? t('merchant.auth.releaseBlocked', {
        ads: detail.blockers.listedAds,
        orders: detail.blockers.openOrders,
      })
    : null;
  return (
    <section
      className="mc-card mc-release"
      aria-labelledby={`${id}-title`}
      data-testid="merchant-release"
    >
      <h2 id={`${id}-title`} className="mc-section-title">
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
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="order-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      data-testid="merchant-release-confirm"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <div className="order-dialog-head">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('merchant.auth.confirmTitle')}
        </h2>
        <button
          type="button"
          className="order-dialog-close"
          aria-label={t('merchant.auth.close')}
          onClick={onCancel}
        >
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
            <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </button>
      </div>
      <div className="order-dialog-body order-dialog-form">
        <p id={`${id}-body`}>
          {t('merchant.auth.confirmBody', { amount: `\u2066${formatCoin(amount)}\u2069`, coin })}
        </p>
        <div className="order-dialog-actions">
          <button type="button" className="secondary-button" onClick={onCancel}>
            {t('merchant.auth.confirmCancel')}
          </button>
          <button type="button" className="primary-button mc-danger-solid" onClick={onConfirm}>
            {t('merchant.auth.confirmContinue')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
