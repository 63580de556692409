import { useId, useState, type SubmitEvent } from 'react';
import { formatCoin, formatFiat } from '@/i18n/format';
import { paymentMethodName } from '@/i18n/payment-method-name';
import { ModalDialog } from '@/components/ModalDialog';
import { Actions, FormError, useSubmit, type DialogProps } from '@/features/orders/OrderDialogs';
import { markOrderPaid } from '@/features/orders/order-runtime';
import { MethodMark } from '@/features/orders/PaymentDetails';
import { sameHolderName } from '@/rules/holder-name';
import { PAYER_NAME_MAX, payerName } from '@/rules/payer-name';

/**
 * Buyer: "I have paid", declaring the account the money came from (issue 14, "Who paid"): the
 * seller's method used (asked when there are several) and the name on the paying account. Both
 * are prefilled: the method from the buyer's own saved accounts of the order's methods, the name
 * from that saved account or else the buyer's verified name. The name is checked with the same
 * rule the contract validates it by (`rules/payer-name.ts`); a name other than the verified one
 * is allowed but said (the seller may refuse a third-party payment). Loaded on demand.
 */
export function PaidDialog(props: DialogProps) {
  const { order, scales, t, onClose } = props;
  const id = useId();
  const methods = order.sellerPayments.map((p) => p.method);
  const suggested = (code: string | null) =>
    order.payerSuggestions.find((s) => s.method === code)?.holderName;
  const [method, setMethod] = useState<string | null>(() => {
    if (methods.length === 1) return methods[0]?.code ?? null;
    const saved = order.payerSuggestions.find((s) => methods.some((m) => m.code === s.method));
    return saved?.method ?? null;
  });
  const [name, setName] = useState(() => suggested(method) ?? order.buyerName ?? '');
  // Once the buyer typed a name, choosing another method no longer replaces it.
  const [nameTyped, setNameTyped] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [checked, setChecked] = useState(false);
  const [noMethod, setNoMethod] = useState(false);
  const { busy, error, run } = useSubmit('paid', props);
  const amount = formatFiat(order.totalPrice, scales.fiat);
  const methodMissing = checked && method === null && methods.length > 0;
  const confirmMissing = checked && !confirmed;
  const parsedName = payerName.safeParse(name);
  const nameError = !checked
    ? null
    : name.trim() === ''
      ? t('orders.paidDialog.payerNameRequired')
      : parsedName.success
        ? null
        : t('orders.paidDialog.payerNameInvalid');
  const otherName =
    order.buyerName !== null && name.trim() !== '' && !sameHolderName(name, order.buyerName);

  const choose = (code: string) => {
    setMethod(code);
    const saved = suggested(code);
    if (!nameTyped && saved) setName(saved);
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if ((methods.length > 0 && method === null) || !confirmed || !parsedName.success) return;
    const code = method ?? order.paymentMethod?.code;
    // No seller details to choose from and none recorded: nothing the request could name.
    setNoMethod(!code);
    if (!code) return;
    void run(() => markOrderPaid(order.orderNo, code, parsedName.data));
  };

  const hintId = `${id}-name-hint`;
  const nameErrorId = `${id}-name-error`;
  return (
    <ModalDialog
      title={t('orders.paidDialog.title')}
      closeLabel={t('orders.dialog.close')}
      onClose={onClose}
      busy={busy}
      testId="order-paid-dialog"
    >
      {({ descriptionId }) => (
        <form className="modal-dialog-form" noValidate onSubmit={submit}>
          <p id={descriptionId}>
            {t('orders.paidDialog.body', {
              amount: `\u2066${amount}\u2069`,
              fiat: order.fiat,
              quantity: `\u2066${formatCoin(order.quantity, scales.coin)}\u2069`,
              coin: order.coin,
            })}
          </p>
          {methods.length > 1 && (
            <fieldset
              className="order-choices"
              aria-invalid={methodMissing || undefined}
              aria-describedby={methodMissing ? `${id}-method-error` : undefined}
            >
              <legend>{t('orders.paidDialog.method')}</legend>
              {methods.map((m) => (
                <label key={m.code} className="order-choice">
                  <input
                    type="radio"
                    name="paymentMethod"
                    value={m.code}
                    checked={method === m.code}
                    onChange={() => choose(m.code)}
                  />
                  <MethodMark color={m.color} />
                  <span translate="no">{paymentMethodName(m, t)}</span>
                </label>
              ))}
              {methodMissing && (
                <p id={`${id}-method-error`} className="order-field-error">
                  {t('orders.paidDialog.methodRequired')}
                </p>
              )}
            </fieldset>
          )}
          <div className="form-field order-payer-field">
            <label htmlFor={`${id}-name`}>{t('orders.paidDialog.payerName')}</label>
            <input
              id={`${id}-name`}
              type="text"
              dir="auto"
              name="payerName"
              autoComplete="name"
              maxLength={PAYER_NAME_MAX}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setNameTyped(true);
              }}
              aria-required
              aria-invalid={nameError ? true : undefined}
              aria-describedby={[hintId, nameError ? nameErrorId : ''].filter(Boolean).join(' ')}
              data-testid="order-payer-name"
            />
            <p id={hintId} className="order-note">
              {t('orders.paidDialog.payerNameHint')}
            </p>
            {otherName && order.buyerName !== null && (
              <p className="order-warning" data-testid="order-payer-other">
                {t('orders.paidDialog.payerNameOther', {
                  name: `\u2068${order.buyerName}\u2069`,
                })}
              </p>
            )}
            {nameError && (
              <p id={nameErrorId} className="order-field-error">
                {nameError}
              </p>
            )}
          </div>
          <p className="order-warning">{t('orders.paidDialog.warning')}</p>
          <label className="order-check">
            <input
              type="checkbox"
              checked={confirmed}
              onChange={(event) => setConfirmed(event.target.checked)}
              aria-invalid={confirmMissing || undefined}
              aria-describedby={confirmMissing ? `${id}-confirm-error` : undefined}
            />
            <span>{t('orders.paidDialog.confirm')}</span>
          </label>
          {confirmMissing && (
            <p id={`${id}-confirm-error`} className="order-field-error">
              {t('orders.paidDialog.confirmRequired')}
            </p>
          )}
          <FormError text={noMethod ? t('orders.payment.none') : error} />
          <Actions
            busy={busy}
            submitLabel={t('orders.paidDialog.submit')}
            backLabel={t('orders.dialog.back')}
            t={t}
            onClose={onClose}
          />
        </form>
      )}
    </ModalDialog>
  );
}
