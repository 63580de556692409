import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { isApiError } from '@/client/api-error';
import { Chunk } from '@/components/ChunkNote';
import { chunk, reloadKeeping, takeKept } from '@/lib/load-chunk';
import type { TwoFactorRequest } from '@/contract/verification';
import type { PaymentMethodGroup } from '@/contract/market';
import { refusalOf } from '@/client/refusal';
import { paymentsEndpoints, type PaymentMethodForm, type UserPayment } from '@/contract/payments';
import { createIslandTranslator } from '@/i18n/island-t';
import type { LocaleCode } from '@/i18n/locales';
import { errorTextLater } from '@/i18n/refusal-text-lazy';
import { MethodPicker, type MethodCatalogue } from '@/features/payments/MethodPicker';
import { PaymentForm } from '@/features/payments/PaymentForm';
import { PaymentList } from '@/features/payments/PaymentList';
import { displayTimeZone } from '@/i18n/time-zone';
import {
  serverFieldErrors,
  type PaymentDraft,
  type PaymentFormErrors,
} from '@/features/payments/payment-form';
import { fetchMethodForms, savePayment } from '@/features/payments/payments-api';
import type { PaymentsMessages, PaymentsT } from '@/features/payments/messages';
import { paymentMethodName } from '@/i18n/payment-method-name';

/** The remove confirmation (and the dialog component) loads when a user first removes a method. */
const loadUnbindDialog = chunk('UnbindDialog', () => import('@/features/payments/UnbindDialog'));

/** Where the chunk note's reload keeps the method being saved (`reloadKeeping`). */
const KEEP_KEY = 'payments';

/**
 * The payment methods page (`/payment`): the saved methods with "n / max", adding one (pick a
 * method of the home fiat, fill the form its field definitions describe, confirm with a second
 * factor), editing, and removing with a confirmation. Without a verified identity the list
 * still shows, with the reason and the way to verify instead of the add button. At the
 * configured maximum the add button is disabled and says why.
 */

export interface PaymentsIslandProps {
  locale: LocaleCode;
  messages: PaymentsMessages;
  payments: UserPayment[];
  /** Saved methods a user may have (`basics-config`), never hard-coded. */
  max: number;
  identityVerified: boolean;
  /** The main site's identity verification page. */
  identityHref: string;
  /** The user's home fiat, whose methods may be added (null: none known). */
  fiat: string | null;
  /** The forms of the methods the user may add, if the page could load them. */
  forms: PaymentMethodForm[] | null;
  groups: PaymentMethodGroup[] | null;
  /**
   * The page's two-factor dialog; `onReload` reloads keeping the form (for the chunk note,
   * should the dialog not load).
   */
  renderTwoFactor: (request: TwoFactorRequest, onReload: () => void) => ReactNode;
  /** The zone the server rendered dates in (`locals.timeZone`; null: UTC, a first visit). */
  timeZone?: string | null;
}

type View =
  | { kind: 'list' }
  | { kind: 'pick' }
  | { kind: 'form'; form: PaymentMethodForm; editing: UserPayment | null };

/** Refusals about the code itself, which the two-factor dialog shows (keeping the code). */
const FACTOR_REFUSALS: readonly (string | undefined)[] = [
  'codeInvalid',
  'codeChannelUnavailable',
  'codeVoided',
  'channelLocked',
];

export default function PaymentsIsland(props: PaymentsIslandProps) {
  const { locale, max, identityVerified, fiat } = props;
  const t: PaymentsT = useMemo(
    () => createIslandTranslator(props.messages, locale),
    [props.messages, locale],
  );
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  const [payments, setPayments] = useState(props.payments);
  const [view, setView] = useState<View>({ kind: 'list' });
  const [catalogue, setCatalogue] = useState<MethodCatalogue>(
    props.forms
      ? { status: 'ready', forms: props.forms, groups: props.groups }
      : { status: 'loading' },
  );
  const [removing, setRemoving] = useState<UserPayment | null>(null);
  const [twoFactor, setTwoFactor] = useState<TwoFactorRequest | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<PaymentFormErrors>({});
  const [notice, setNotice] = useState('');
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const viewChanged = useRef(false);
  /** The save waiting for its second factor, kept by a reload; restored from one on mount. */
  const draftRef = useRef<PaymentDraft | null>(null);
  const [restored, setRestored] = useState<{ key: string; value: string }[] | null>(null);

  useEffect(() => {
    setHydrated(true);
    // Back from the chunk note's reload: the form as it was sent (text and uploaded images).
    const kept = takeKept<PaymentDraft>(KEEP_KEY);
    const form = kept && props.forms?.find((f) => f.method.code === kept.method);
    if (!kept || !form) return;
    const editing = kept.id === undefined ? null : payments.find((p) => p.id === kept.id);
    if (editing === undefined) return;
    setRestored(Object.entries(kept.fields).map(([key, value]) => ({ key, value })));
    setView({ kind: 'form', form, editing });
  }, []);

  // A new step takes the focus to its heading; back on the list, to the add button (never on
  // the first render: opening the page does not move the focus).
  useEffect(() => {
    if (!viewChanged.current) {
      viewChanged.current = true;
      return;
    }
    if (view.kind === 'list') addButton.current?.focus();
    else panelHeading.current?.focus();
  }, [view]);

  const loadCatalogue = useCallback(async () => {
    setCatalogue({ status: 'loading' });
    try {
      setCatalogue({ status: 'ready', ...(await fetchMethodForms(fiat)) });
    } catch {
      setCatalogue({ status: 'error' });
    }
  }, [fiat]);

  const full = payments.length >= max;
  const formOf = (payment: UserPayment) =>
    catalogue.status === 'ready'
      ? catalogue.forms.find((f) => f.method.code === payment.method.code)
      : undefined;

  const openPicker = () => {
    setNotice('');
    setView({ kind: 'pick' });
    if (catalogue.status === 'error') void loadCatalogue();
  };
  // The page could not load the forms: the picker loads them when first opened.
  useEffect(() => {
    if (view.kind === 'pick' && catalogue.status === 'loading' && !props.forms)
      void loadCatalogue();
  }, [view.kind, catalogue.status, props.forms, loadCatalogue]);

  const openForm = (form: PaymentMethodForm, editing: UserPayment | null) => {
    setRestored(null);
    setServerError(null);
    setServerErrors({});
    setNotice('');
    setView({ kind: 'form', form, editing });
  };

  const saved = (payment: UserPayment, editing: boolean) => {
    setPayments((list) =>
      editing
        ? list.map((p) => (p.id === payment.id ? payment : p))
        : [payment, ...list.filter((p) => p.id !== payment.id)],
    );
    setNotice(
      t(editing ? 'payments.notice.updated' : 'payments.notice.added', {
        method: paymentMethodName(payment.method, t),
      }),
    );
    setView({ kind: 'list' });
  };

  const confirmSave = (
    form: PaymentMethodForm,
    draft: PaymentDraft,
    editing: UserPayment | null,
  ) => {
    setServerError(null);
    setServerErrors({});
    draftRef.current = draft;
    setTwoFactor({
      title: t('payments.verify.title'),
      description: t('payments.verify.body', { method: paymentMethodName(form.method, t) }),
      submitLabel: t('payments.verify.submit'),
      onClose: () => setTwoFactor(null),
      onSubmit: async (verification, dialog) => {
        try {
          const payment = await savePayment({ ...draft, verification });
          setTwoFactor(null);
          saved(payment, editing !== null);
          return null;
        } catch (error) {
          const reason = await errorTextLater(
            paymentsEndpoints.c2cPaymentSave,
            error,
            props.messages,
            {
              locale,
              fallback: t('payments.unavailable.body'),
            },
          );
          const refusal = refusalOf(paymentsEndpoints.c2cPaymentSave, error);
          const factorProblem =
            !isApiError(error) ||
            error.kind !== 'server' ||
            FACTOR_REFUSALS.includes(refusal?.name);
          if (factorProblem) {
            // The dialog shows a wrong code's tries left, a void code and a locked channel.
            if (refusal) dialog?.refused(refusal);
            return t('payments.save.failed', { reason });
          }
          // Refused for the details or the account (maximum, identity...): back to the form,
          // every value still there, the server's words shown.
          setTwoFactor(null);
          setServerErrors(
            serverFieldErrors(
              refusal?.fieldErrors ?? [],
              form.fields.map((f) => f.key),
            ),
          );
          setServerError(t('payments.save.failed', { reason }));
          return null;
        }
      },
    });
  };

  const removed = (payment: UserPayment) => {
    setPayments((list) => list.filter((p) => p.id !== payment.id));
    setRemoving(null);
    setNotice(t('payments.notice.removed', { method: paymentMethodName(payment.method, t) }));
    if (view.kind === 'form' && view.editing?.id === payment.id) setView({ kind: 'list' });
    else addButton.current?.focus();
  };

  const listTitleId = `${id}-list-title`;
  const maxId = `${id}-max`;

  return (
    <div className="pm" data-testid="payments" data-hydrated={hydrated || undefined}>
      <header className="pm-head">
        <h1 className="pm-title">{t('payments.title')}</h1>
        <p className="pm-intro">{t('payments.intro')}</p>
      </header>

      {!identityVerified && (
        <section
          className="pm-notice"
          aria-labelledby={`${id}-identity`}
          data-testid="payments-identity"
        >
          <h2 id={`${id}-identity`} className="pm-notice-title">
            {t('payments.identity.title')}
          </h2>
          <p>{t('payments.identity.body')}</p>
          <a className="primary-button" href={props.identityHref}>
            {t('payments.identity.action')}
          </a>
        </section>
      )}

      <p className="pm-status" role="status" data-testid="payments-notice">
        {notice}
      </p>

      <section className="pm-saved" aria-labelledby={listTitleId}>
        <div className="pm-bar">
          <h2 id={listTitleId} className="pm-section-title">
            {t('payments.list.title')}
          </h2>
          <span className="pm-count" data-testid="payments-count">
            {t('payments.count', { count: payments.length, max })}
          </span>
          {identityVerified && view.kind === 'list' && (
            <button
              ref={addButton}
              type="button"
              className="primary-button"
              disabled={full}
              aria-describedby={full ? maxId : undefined}
              onClick={openPicker}
              data-testid="payment-add"
            >
              {t('payments.add')}
            </button>
          )}
        </div>
        {identityVerified && full && (
          <p id={maxId} className="pm-max" data-testid="payments-max">
            {t('payments.max', { max })}
          </p>
        )}

        {view.kind === 'pick' && (
          <MethodPicker
            catalogue={catalogue}
            fiat={fiat}
            onPick={(form) => openForm(form, null)}
            onRetry={() => void loadCatalogue()}
            onCancel={() => setView({ kind: 'list' })}
            headingRef={panelHeading}
            t={t}
          />
        )}
        {view.kind === 'form' && (
          <PaymentForm
            key={`${view.form.method.code}-${view.editing?.id ?? 'new'}`}
            form={view.form}
            editing={view.editing}
            restored={restored}
            busy={twoFactor !== null}
            serverError={serverError}
            serverErrors={serverErrors}
            onSubmit={(draft) => confirmSave(view.form, draft, view.editing)}
            onCancel={() => setView({ kind: 'list' })}
            onChange={() => {
              setServerError(null);
              setServerErrors({});
            }}
            headingRef={panelHeading}
            t={t}
          />
        )}

        <PaymentList
          locale={locale}
          payments={payments}
          timeZone={displayTimeZone(props.timeZone ?? null, hydrated)}
          canEdit={(payment) =>
            identityVerified && view.kind === 'list' && formOf(payment) !== undefined
          }
          onEdit={(payment) => {
            const form = formOf(payment);
            if (form) openForm(form, payment);
          }}
          onRemove={setRemoving}
          labelledBy={listTitleId}
          t={t}
        />
      </section>

      {removing && (
        // Nothing is typed in the confirmation: the note's plain reload loses nothing.
        <Chunk load={loadUnbindDialog} t={t} onClose={() => setRemoving(null)}>
          {({ UnbindDialog }) => (
            <UnbindDialog
              payment={removing}
              onRemoved={removed}
              onClose={() => setRemoving(null)}
              refusals={props.messages}
              locale={locale}
              t={t}
            />
          )}
        </Chunk>
      )}
      {twoFactor &&
        props.renderTwoFactor(twoFactor, () => reloadKeeping(KEEP_KEY, draftRef.current))}
    </div>
  );
}
