import type { UserPayment } from '@/contract/payments';
import { formatDate } from '@/i18n/format-date';
import type { LocaleCode } from '@/i18n/locales';
import { maskDetail } from '@/features/payments/mask';
import { MethodChip } from '@/features/payments/MethodChip';
import type { PaymentsT } from '@/features/payments/messages';
import { paymentMethodName } from '@/i18n/payment-method-name';

/**
 * The saved payment methods: name and colour, the details masked, the date added, and the
 * actions (edit when the method's form is known, remove). Dates render in `timeZone`: the one
 * the server rendered while hydrating, the viewer's once hydrated (the same one, but for a
 * first visit).
 */
interface PaymentListProps {
  locale: LocaleCode;
  payments: UserPayment[];
  /** IANA zone the dates are shown in. */
  timeZone: string;
  /** Whether a saved method can be edited (its form is offered), and the actions' handlers. */
  canEdit: (payment: UserPayment) => boolean;
  onEdit: (payment: UserPayment) => void;
  onRemove: (payment: UserPayment) => void;
  labelledBy: string;
  t: PaymentsT;
}

export function PaymentList(props: PaymentListProps) {
  const { payments, t } = props;
  if (payments.length === 0) {
    return (
      <p className="pm-empty" data-testid="payments-empty">
        {t('payments.list.empty')}
      </p>
    );
  }
  return (
    <ul className="pm-list" aria-labelledby={props.labelledBy} data-testid="payments-list">
      {payments.map((payment) => (
        <li
          key={payment.id}
          className="pm-item"
          data-testid="payment-item"
          data-method={payment.method.code}
        >
          <div className="pm-item-head">
            <h3 className="pm-item-title">
              <MethodChip method={payment.method} />
              <span>{paymentMethodName(payment.method, t)}</span>
            </h3>
            <span className="pm-item-date">
              {t('payments.list.added', {
                date: formatDate(payment.createdAt, props.locale, { timeZone: props.timeZone }),
              })}
            </span>
          </div>
          <dl className="pm-details">
            {payment.fields.map((field) => {
              const shown = maskDetail(field.type, field.value);
              return (
                <div key={field.key} className="pm-detail">
                  <dt>{field.name}</dt>
                  <dd dir={shown === null ? undefined : 'auto'}>
                    {shown ?? t('payments.list.imageOnFile')}
                  </dd>
                </div>
              );
            })}
          </dl>
          <div className="pm-item-actions">
            {props.canEdit(payment) && (
              <button
                type="button"
                className="text-button"
                aria-label={t('payments.list.editLabel', {
                  method: paymentMethodName(payment.method, t),
                })}
                onClick={() => props.onEdit(payment)}
              >
                {t('payments.list.edit')}
              </button>
            )}
            <button
              type="button"
              className="text-button pm-danger-text"
              aria-label={t('payments.list.removeLabel', {
                method: paymentMethodName(payment.method, t),
              })}
              onClick={() => props.onRemove(payment)}
              data-testid="payment-remove"
            >
              {t('payments.list.remove')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
