import { useCallback, useEffect, useState } from 'react';
import type { UserPayment } from '@/contract/payments';
import type { MarketT } from '@/features/market/messages';
import { paymentMethodName } from '@/i18n/payment-method-name';

/** The most payment methods a seller may offer on one order (spec: up to 3). */
const MAX_SELLER_PAYMENTS = 3;

interface SellerPaymentsProps {
  id: string;
  /** Method codes the ad accepts: only saved methods of these kinds can be offered. */
  accepted: readonly string[];
  load: (signal: AbortSignal) => Promise<UserPayment[]>;
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
  manageHref: string;
  t: MarketT;
}

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; payments: UserPayment[] };

/**
 * A seller picks 1-3 of their saved payment methods the buyer will pay to. Only methods the ad
 * accepts are offered; with none, the seller is sent to the payment methods page. The list is
 * loaded when the panel opens; a failure says so and can be retried.
 */
export function SellerPayments({
  id,
  accepted,
  load,
  selected,
  onChange,
  error,
  manageHref,
  t,
}: SellerPaymentsProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    load(controller.signal)
      .then((payments) => {
        const usable = payments.filter((p) => accepted.includes(p.method.code));
        setState({ kind: 'ready', payments: usable });
        // One usable method: pick it, as the seller has no other choice.
        const [only] = usable;
        if (usable.length === 1 && only) onChange([only.id]);
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      });
    return () => controller.abort();
    // `accepted`, `load` and `onChange` are fixed for one open panel: reload only on retry.
  }, [attempt]);

  const toggle = (paymentId: number, on: boolean) => {
    const next = on
      ? [...selected.filter((x) => x !== paymentId), paymentId]
      : selected.filter((x) => x !== paymentId);
    onChange(next);
  };
  const errorId = `${id}-error`;

  return (
    <fieldset
      className="market-receive-to"
      aria-describedby={error ? errorId : undefined}
      data-testid="seller-payments"
    >
      <legend>{t('market.panel.receiveTo')}</legend>
      {state.kind === 'loading' && (
        <p className="market-note" role="status">
          {t('market.panel.receiveToLoading')}
        </p>
      )}
      {state.kind === 'failed' && (
        <p className="market-note" role="alert">
          {t('market.panel.receiveToFailed')}{' '}
          <button type="button" className="text-button" onClick={retry}>
            {t('market.error.retry')}
          </button>
        </p>
      )}
      {state.kind === 'ready' && state.payments.length === 0 && (
        <p className="market-note">
          {t('market.panel.receiveToEmpty')}{' '}
          <a href={manageHref} className="text-button">
            {t('market.panel.managePayments')}
          </a>
        </p>
      )}
      {state.kind === 'ready' && state.payments.length > 0 && (
        <ul className="market-receive-list">
          {state.payments.map((payment) => {
            const checked = selected.includes(payment.id);
            const full = !checked && selected.length >= MAX_SELLER_PAYMENTS;
            const summary = payment.fields.map((f) => f.value).join(' · ');
            return (
              <li key={payment.id}>
                <div className="market-receive-option">
                  <input
                    id={`${id}-${payment.id}`}
                    type="checkbox"
                    checked={checked}
                    disabled={full}
                    aria-describedby={`${id}-${payment.id}-details`}
                    onChange={(event) => toggle(payment.id, event.target.checked)}
                  />
                  <label htmlFor={`${id}-${payment.id}`} className="min-w-0 flex-1">
                    <span className="block font-medium">
                      {paymentMethodName(payment.method, t)}
                    </span>
                    <span
                      id={`${id}-${payment.id}-details`}
                      className="block truncate text-xs text-[var(--fg-muted)]"
                      dir="ltr"
                    >
                      {summary}
                    </span>
                  </label>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p id={errorId} className="market-field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
