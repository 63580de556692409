import { useState } from 'react';
import { DialogButtons, ModalDialog } from '@/components/ModalDialog';
import type { UserPayment } from '@/contract/payments';
import { maskDetail } from '@/features/payments/mask';
import { unbindPayment } from '@/features/payments/payments-api';
import type { PaymentsT } from '@/features/payments/messages';
import type { LocaleCode } from '@/i18n/locales';
import type { RefusalMessages } from '@/i18n/refusal-text';
import { errorTextLater } from '@/i18n/refusal-text-lazy';
import { paymentsEndpoints } from '@/contract/payments';
import { paymentMethodName } from '@/i18n/payment-method-name';

/**
 * "Remove this payment method?": a modal confirmation naming the method and its first detail,
 * warning that ads offering it lose it. Removal happens only on confirm; a refusal is shown
 * here and the dialog stays open.
 */
interface UnbindDialogProps {
  payment: UserPayment;
  onRemoved: (payment: UserPayment) => void;
  onClose: () => void;
  /** The refusals removing can meet, in the page's language (by code). */
  refusals: RefusalMessages;
  locale: LocaleCode;
  t: PaymentsT;
}

export function UnbindDialog({
  payment,
  onRemoved,
  onClose,
  refusals,
  locale,
  t,
}: UnbindDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await unbindPayment(payment.id);
      onRemoved(payment);
    } catch (failure) {
      const reason = await errorTextLater(paymentsEndpoints.c2cPaymentUnbind, failure, refusals, {
        locale,
        fallback: t('payments.unavailable.body'),
      });
      setError(t('payments.unbind.failed', { reason }));
      setBusy(false);
    }
  };

  const first = payment.fields.find((field) => field.type !== 'image');
  const detail = first ? maskDetail(first.type, first.value) : null;

  return (
    <ModalDialog
      title={t('payments.unbind.title')}
      onClose={onClose}
      busy={busy}
      testId="payment-unbind-dialog"
    >
      {({ descriptionId }) => (
        <div className="modal-dialog-form">
          <p className="pm-unbind-method">
            <strong>{paymentMethodName(payment.method, t)}</strong>
            {detail && (
              <span dir="auto" className="pm-hint">
                {' '}
                {detail}
              </span>
            )}
          </p>
          <p id={descriptionId}>{t('payments.unbind.body')}</p>
          {error && (
            <p className="order-form-error" role="alert" data-testid="payment-unbind-error">
              {error}
            </p>
          )}
          <div className="modal-dialog-actions">
            <DialogButtons
              cancelLabel={t('payments.form.cancel')}
              onCancel={onClose}
              actionLabel={t('payments.unbind.confirm')}
              onAction={() => void confirm()}
              actionClass="order-button is-danger"
              busy={busy}
              workingLabel={t('payments.unbind.removing')}
            />
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
