import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { orderCancelReason, type OrderCancelReason, type OrderDetail } from '@/contract/orders';
import { formatCoin, formatFiat } from '@/i18n/format';
import type { OrderScales } from '@/features/orders/format';
import type { OrdersT } from '@/features/orders/messages';
import { ModalDialog } from '@/components/ModalDialog';
import { fetchCancelAllowance, type CancelAllowance } from '@/features/orders/cancel-allowance';
import { orderProblem, type OrderAction, type OrderWords } from '@/features/orders/order-problems';
import { cancelOrder, extendOrderDeadline, withdrawAppeal } from '@/features/orders/order-runtime';

/**
 * The order page's confirmation dialogs, loaded on demand (they bring the contract's enums and
 * the API client). Each keeps its choices and shows the refusal inline, in the page's language,
 * when the call fails (Submit stays: a retry can work), and calls `onDone` only when the server
 * accepted the action. A refusal saying the order moved on goes to `onMoved` instead: the page
 * closes the dialog, reloads the order and says what it is now.
 */

/** What every order dialog is handed by the page (`PaidDialog.tsx` too). */
export interface DialogProps {
  order: OrderDetail;
  scales: OrderScales;
  t: OrdersT;
  /** The refusal messages and the page's language, with `t`. */
  words: OrderWords;
  onClose: () => void;
  onDone: () => void;
  /** The order changed under the dialog: `text` is the refusal, worded. */
  onMoved: (text: string) => void;
}

/** Runs a request for a dialog: busy while it runs, the refusal as text when it fails. */
export function useSubmit(action: OrderAction, { words, onDone, onMoved }: DialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (request: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await request();
      onDone();
    } catch (failure) {
      const problem = orderProblem(action, failure, words);
      setBusy(false);
      if (problem.moved) onMoved(problem.text);
      else setError(problem.text);
    }
  };
  return { busy, error, run };
}

/** The refusal of a dialog's request, worded, above its buttons. */
export function FormError({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="order-form-error" role="alert" data-testid="modal-dialog-error">
      {text}
    </p>
  );
}

/** A dialog's Back and Submit buttons (Submit busy while the request runs). */
export function Actions({
  busy,
  submitLabel,
  backLabel,
  t,
  onClose,
  danger = false,
}: {
  busy: boolean;
  submitLabel: string;
  backLabel: string;
  t: OrdersT;
  onClose: () => void;
  danger?: boolean;
}) {
  return (
    <div className="modal-dialog-actions">
      <button type="button" className="secondary-button" onClick={onClose} disabled={busy}>
        {backLabel}
      </button>
      <button
        type="submit"
        className={danger ? 'order-button is-danger' : 'order-button is-primary'}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? t('orders.dialog.working') : submitLabel}
      </button>
    </div>
  );
}

/** Buyer: cancel an unpaid order, with one of the contract's reasons. */
export function CancelDialog(props: DialogProps) {
  const { order, t, onClose } = props;
  const id = useId();
  const [reason, setReason] = useState<OrderCancelReason | null>(null);
  const [checked, setChecked] = useState(false);
  const { busy, error, run } = useSubmit('cancel', props);
  const missing = checked && reason === null;
  // How many cancellations are left today, once the server has said (else the general note).
  const [allowance, setAllowance] = useState<CancelAllowance | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void fetchCancelAllowance(controller.signal).then(
      (value) => !controller.signal.aborted && setAllowance(value),
    );
    return () => controller.abort();
  }, []);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    const parsed = orderCancelReason.safeParse(reason);
    if (!parsed.success) return;
    void run(() => cancelOrder(order.orderNo, parsed.data));
  };

  return (
    <ModalDialog
      title={t('orders.cancelDialog.title')}
      closeLabel={t('orders.dialog.close')}
      onClose={onClose}
      busy={busy}
      testId="order-cancel-dialog"
    >
      {({ descriptionId }) => (
        <form className="modal-dialog-form" noValidate onSubmit={submit}>
          <p id={descriptionId} className="order-warning">
            {t('orders.cancelDialog.warning')}
          </p>
          <p className="order-note">{t('orders.cancelDialog.cap')}</p>
          {allowance && (
            <p className="order-note" data-testid="order-cancel-left">
              {t('orders.cancelDialog.left', {
                left: `\u2068${allowance.left}\u2069`,
                cap: `\u2068${allowance.cap}\u2069`,
              })}
              {allowance.left <= 1 && (
                <>
                  {' '}
                  {t('orders.cancelDialog.lastOne', { time: `\u2068${allowance.resetUtc}\u2069` })}
                </>
              )}
            </p>
          )}
          <fieldset
            className="order-choices"
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-reason-error` : undefined}
          >
            <legend>{t('orders.cancelDialog.reason')}</legend>
            {orderCancelReason.options.map((option) => (
              <label key={option} className="order-choice">
                <input
                  type="radio"
                  name="reason"
                  value={option}
                  checked={reason === option}
                  onChange={() => setReason(option)}
                />
                <span>{t(`orders.cancelReason.${option}`)}</span>
              </label>
            ))}
            {missing && (
              <p id={`${id}-reason-error`} className="order-field-error">
                {t('orders.cancelDialog.reasonRequired')}
              </p>
            )}
          </fieldset>
          <FormError text={error} />
          <Actions
            busy={busy}
            submitLabel={t('orders.cancelDialog.submit')}
            backLabel={t('orders.cancelDialog.keep')}
            t={t}
            onClose={onClose}
            danger
          />
        </form>
      )}
    </ModalDialog>
  );
}

/**
 * Seller: the first step of a release, confirming the money arrived; the second factor comes
 * next (`onContinue`), in the verification dialog the page composes in.
 */
export function ReleaseDialog({
  order,
  scales,
  t,
  onClose,
  onContinue,
}: Omit<DialogProps, 'onDone' | 'onMoved' | 'words'> & { onContinue: () => void }) {
  const id = useId();
  const [confirmed, setConfirmed] = useState(false);
  const [checked, setChecked] = useState(false);
  const amount = `\u2066${formatFiat(order.totalPrice, scales.fiat)}\u2069`;
  const missing = checked && !confirmed;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (confirmed) onContinue();
  };

  return (
    <ModalDialog
      title={t('orders.releaseDialog.title', {
        quantity: `\u2066${formatCoin(order.quantity, scales.coin)}\u2069`,
        coin: order.coin,
      })}
      closeLabel={t('orders.dialog.close')}
      onClose={onClose}
      testId="order-release-dialog"
    >
      {({ descriptionId }) => (
        <form className="modal-dialog-form" noValidate onSubmit={submit}>
          <p id={descriptionId} className="order-warning">
            {t('orders.releaseDialog.body', { amount, fiat: order.fiat })}
          </p>
          <p className="order-warning" data-testid="order-release-check-name">
            {order.buyerName !== null
              ? t('orders.releaseDialog.checkName', { name: `\u2068${order.buyerName}\u2069` })
              : t('orders.releaseDialog.checkOwnAccount')}
          </p>
          <label className="order-check">
            <input
              type="checkbox"
              checked={confirmed}
              onChange={(event) => setConfirmed(event.target.checked)}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? `${id}-confirm-error` : undefined}
            />
            <span>{t('orders.releaseDialog.confirm', { amount, fiat: order.fiat })}</span>
          </label>
          {missing && (
            <p id={`${id}-confirm-error`} className="order-field-error">
              {t('orders.releaseDialog.confirmRequired')}
            </p>
          )}
          <Actions
            busy={false}
            submitLabel={t('orders.releaseDialog.submit')}
            backLabel={t('orders.dialog.back')}
            t={t}
            onClose={onClose}
          />
        </form>
      )}
    </ModalDialog>
  );
}

/** The raiser withdraws an open appeal: the trade continues. */
export function WithdrawDialog(props: DialogProps) {
  const { order, t, onClose } = props;
  const { busy, error, run } = useSubmit('withdraw', props);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(() => withdrawAppeal(order.orderNo));
  };
  return (
    <ModalDialog
      title={t('orders.withdrawDialog.title')}
      closeLabel={t('orders.dialog.close')}
      onClose={onClose}
      busy={busy}
      testId="order-withdraw-dialog"
    >
      {({ descriptionId }) => (
        <form className="modal-dialog-form" noValidate onSubmit={submit}>
          <p id={descriptionId}>{t('orders.withdrawDialog.body')}</p>
          <FormError text={error} />
          <Actions
            busy={busy}
            submitLabel={t('orders.withdrawDialog.submit')}
            backLabel={t('orders.withdrawDialog.keep')}
            t={t}
            onClose={onClose}
          />
        </form>
      )}
    </ModalDialog>
  );
}

/**
 * Seller: give the buyer more time to pay (issue 14, "More time"): the deadline moves back by
 * the configured minutes, once per order. The new deadline comes back with the refreshed order.
 */
export function ExtendDialog(props: DialogProps) {
  const { order, t, onClose } = props;
  const { busy, error, run } = useSubmit('extend', props);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(() => extendOrderDeadline(order.orderNo));
  };
  return (
    <ModalDialog
      title={t('orders.extend.title')}
      closeLabel={t('orders.dialog.close')}
      onClose={onClose}
      busy={busy}
      testId="order-extend-dialog"
    >
      {({ descriptionId }) => (
        <form className="modal-dialog-form" noValidate onSubmit={submit}>
          <p id={descriptionId}>
            {t('orders.extend.body', { minutes: order.deadlineExtensionMinutes })}
          </p>
          <FormError text={error} />
          <Actions
            busy={busy}
            submitLabel={t('orders.extend.submit')}
            backLabel={t('orders.dialog.back')}
            t={t}
            onClose={onClose}
          />
        </form>
      )}
    </ModalDialog>
  );
}
