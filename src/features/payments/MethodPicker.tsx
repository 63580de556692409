import { useId, useMemo, useState, type RefObject } from 'react';
import type { PaymentMethodGroup } from '@/contract/market';
import type { PaymentMethodForm } from '@/contract/payments';
import { filterGroups, groupForms } from '@/features/payments/method-groups';
import { MethodChip } from '@/features/payments/MethodChip';
import type { PaymentsT } from '@/features/payments/messages';
import { paymentMethodName } from '@/i18n/payment-method-name';

/**
 * Step one of adding a payment method: the methods the user may add in their home fiat,
 * grouped by category, with a search box. Picking one opens its form.
 */
export type MethodCatalogue =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; forms: PaymentMethodForm[]; groups: PaymentMethodGroup[] | null };

interface MethodPickerProps {
  catalogue: MethodCatalogue;
  fiat: string | null;
  onPick: (form: PaymentMethodForm) => void;
  onRetry: () => void;
  onCancel: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  t: PaymentsT;
}

export function MethodPicker(props: MethodPickerProps) {
  const { catalogue, fiat, t } = props;
  const id = useId();
  const [query, setQuery] = useState('');
  const groups = useMemo(
    () => (catalogue.status === 'ready' ? groupForms(catalogue.forms, catalogue.groups) : []),
    [catalogue],
  );
  const shown = filterGroups(groups, query, (form) => paymentMethodName(form.method, t));

  return (
    <section
      className="surface pm-picker"
      aria-labelledby={`${id}-title`}
      data-testid="payment-picker"
    >
      <h2 id={`${id}-title`} ref={props.headingRef} tabIndex={-1} className="pm-panel-title">
        {t('payments.picker.title')}
      </h2>
      {fiat && <p className="pm-hint">{t('payments.picker.fiat', { fiat })}</p>}

      {catalogue.status === 'loading' && (
        <p className="pm-hint" role="status">
          {t('payments.picker.loading')}
        </p>
      )}
      {catalogue.status === 'error' && (
        <div className="pm-form-error" role="alert">
          <p>{t('payments.picker.loadFailed')}</p>
          <button type="button" className="text-button" onClick={props.onRetry}>
            {t('payments.retry')}
          </button>
        </div>
      )}
      {catalogue.status === 'ready' && groups.length === 0 && (
        <p className="pm-hint" role="status">
          {t('payments.picker.none')}
        </p>
      )}

      {groups.length > 0 && (
        <>
          <div className="form-field pm-field">
            <label htmlFor={`${id}-search`} className="pm-label">
              {t('payments.picker.search')}
            </label>
            <input
              id={`${id}-search`}
              type="search"
              value={query}
              autoComplete="off"
              placeholder={t('payments.picker.searchPlaceholder')}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          {shown.length === 0 ? (
            <p className="pm-hint" role="status">
              {t('payments.picker.noMatch', { query: query.trim() })}
            </p>
          ) : (
            shown.map((group) => (
              <div key={group.category} className="pm-group">
                <h3 id={`${id}-${group.category}`} className="pm-group-title">
                  {t(`payments.category.${group.category}`)}
                </h3>
                <ul className="pm-methods" aria-labelledby={`${id}-${group.category}`}>
                  {group.forms.map((form) => (
                    <li key={form.method.code}>
                      <button
                        type="button"
                        className="pm-method"
                        onClick={() => props.onPick(form)}
                        data-testid={`payment-method-${form.method.code}`}
                      >
                        <MethodChip method={form.method} />
                        <span>{paymentMethodName(form.method, t)}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ))
          )}
        </>
      )}

      <div className="pm-actions">
        <button type="button" className="secondary-button" onClick={props.onCancel}>
          {t('payments.form.cancel')}
        </button>
      </div>
    </section>
  );
}
