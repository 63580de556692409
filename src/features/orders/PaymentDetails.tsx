import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { OrderPaymentDetails } from '@/contract/orders';
import { CopyButton } from '@/features/orders/CopyButton';
import type { OrdersMessageKey, OrdersT } from '@/features/orders/messages';
import { paymentMethodName } from '@/i18n/payment-method-name';

/**
 * The seller's payment details: one tab per method (arrow keys move between them, as in the
 * WAI-ARIA tabs pattern), each detail with a copy button. Field names the page knows are
 * translated by their key; any other keeps the server's label. Image fields (QR codes) are
 * uploaded files: the page says one is attached rather than copying an id nobody can use.
 */

const FIELD_KEYS: Readonly<Record<string, OrdersMessageKey>> = {
  name: 'orders.field.name',
  bankName: 'orders.field.bankName',
  accountNumber: 'orders.field.accountNumber',
  branch: 'orders.field.branch',
  city: 'orders.field.city',
  iban: 'orders.field.iban',
  bic: 'orders.field.bic',
  ifsc: 'orders.field.ifsc',
  sortCode: 'orders.field.sortCode',
  qrCode: 'orders.field.qrCode',
  note: 'orders.field.note',
  email: 'orders.field.email',
  phone: 'orders.field.phone',
  contact: 'orders.field.contact',
};

/** A detail's label in the page's language, else the server's. */
export function fieldLabel(field: { key: string; name: string }, t: OrdersT): string {
  const key = FIELD_KEYS[field.key];
  return key ? t(key) : field.name;
}

export function PaymentDetails({
  payments,
  highlight,
  t,
}: {
  payments: readonly OrderPaymentDetails[];
  /** The method the buyer paid with, shown first. */
  highlight: string | null;
  t: OrdersT;
}) {
  const id = useId();
  const initial = Math.max(
    0,
    payments.findIndex((p) => p.method.code === highlight),
  );
  const [selected, setSelected] = useState(initial);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  if (payments.length === 0) {
    return <p className="order-note">{t('orders.payment.none')}</p>;
  }
  const current = payments[Math.min(selected, payments.length - 1)] ?? payments[0];
  if (!current) return null;

  const onKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step =
      event.key === 'ArrowDown' || event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')
        ? 1
        : event.key === 'ArrowUp' || event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')
          ? -1
          : 0;
    let next = index + step;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = payments.length - 1;
    else if (step === 0) return;
    event.preventDefault();
    next = (next + payments.length) % payments.length;
    setSelected(next);
    tabs.current[next]?.focus();
  };

  const panelId = `${id}-panel`;
  return (
    <div className="order-payments">
      {payments.length > 1 && (
        <div role="tablist" aria-label={t('orders.payment.methods')} className="order-method-tabs">
          {payments.map((payment, index) => {
            const active = payment === current;
            return (
              <button
                key={payment.method.code}
                ref={(el) => {
                  tabs.current[index] = el;
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${index}`}
                aria-selected={active}
                aria-controls={panelId}
                tabIndex={active ? 0 : -1}
                className="order-method-tab"
                onClick={() => setSelected(index)}
                onKeyDown={(event) => onKey(event, index)}
              >
                <MethodMark color={payment.method.color} />
                <span translate="no">{paymentMethodName(payment.method, t)}</span>
              </button>
            );
          })}
        </div>
      )}
      <div
        id={panelId}
        className="order-method-panel"
        {...(payments.length > 1
          ? { role: 'tabpanel', 'aria-labelledby': `${id}-tab-${payments.indexOf(current)}` }
          : {})}
        data-testid="order-payment-details"
      >
        <p className="order-method-name">
          <MethodMark color={current.method.color} />
          <span translate="no">{paymentMethodName(current.method, t)}</span>
        </p>
        <dl className="order-fields">
          {current.fields.map((field) => {
            const label = fieldLabel(field, t);
            return (
              <div key={field.key} className="order-field">
                <dt>{label}</dt>
                {field.type === 'image' ? (
                  <dd className="order-note">{t('orders.payment.image')}</dd>
                ) : (
                  <dd className="order-field-value">
                    <span dir="auto" translate="no" data-field={field.key}>
                      {field.value}
                    </span>
                    <CopyButton
                      value={field.value}
                      label={t('orders.copy.field', { field: label })}
                      copiedText={t('orders.copy.done')}
                      failedText={t('orders.copy.failed')}
                    />
                  </dd>
                )}
              </div>
            );
          })}
        </dl>
      </div>
    </div>
  );
}

/** The method's brand colour as a small bar (SVG fill: no inline style under the CSP). */
export function MethodMark({ color }: { color: string }) {
  return (
    <svg width="4" height="14" viewBox="0 0 4 14" aria-hidden="true" focusable="false">
      <rect width="4" height="14" rx="1" fill={color} />
    </svg>
  );
}
