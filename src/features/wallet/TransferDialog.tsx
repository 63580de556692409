import { useEffect, useId, useMemo, useState } from 'react';
import { isApiError } from '@/client/api-error';
import { ModalDialog } from '@/components/ModalDialog';
import type {
  AccountType,
  MarginMode,
  TransferCurrency,
  TransferRecord,
  TransferRoute,
} from '@/contract/wallet';
import type { TransferRequestDetail } from '@/components/transfer-request';
import { createIslandTranslator } from '@/i18n/island-t';
import '@/features/wallet/transfer.css';
import type { TransferMessages, TransferT } from '@/features/wallet/messages';
import {
  fetchBalance,
  fetchCurrencies,
  fetchRoutes,
  transfer,
} from '@/features/wallet/transfer-api';
import {
  amountProblem,
  initialAccounts,
  isMarginAccount,
  marginFields,
  needsMargin,
  sanitizeAmount,
  targetsOf,
  unopenedAccount,
} from '@/features/wallet/transfer-form';

/**
 * The transfer dialog (spec sections 2 and 3): from and to among the accounts the server offers,
 * the coins that can move between them, cross or isolated margin and a pair when a futures
 * account is involved, the amount with the available balance and "All", and Confirm. A futures
 * account that is not opened shows the spec's warning instead of letting the transfer start.
 * The server re-checks everything and moves both balances in one transaction; a refusal keeps
 * what the user typed.
 */
interface TransferDialogProps {
  messages: TransferMessages;
  /** Link of the main site's futures page, for "Open a futures account". */
  futuresHref: string;
  initial: TransferRequestDetail;
  onClose: () => void;
  onDone: (record: TransferRecord) => void;
}

type Load<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; value: T };

export default function TransferDialog(props: TransferDialogProps) {
  const { onClose, onDone, initial, futuresHref } = props;
  const t: TransferT = useMemo(() => createIslandTranslator(props.messages), [props.messages]);
  const id = useId();
  const [routes, setRoutes] = useState<Load<TransferRoute[]>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [from, setFrom] = useState<AccountType | null>(null);
  const [to, setTo] = useState<AccountType | null>(null);
  const [currencies, setCurrencies] = useState<Load<TransferCurrency[]>>({ status: 'loading' });
  const [coin, setCoin] = useState('');
  const [mode, setMode] = useState<MarginMode>('cross');
  const [pair, setPair] = useState('');
  const [available, setAvailable] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  // The accounts, then a starting pair of them (the caller's wish when the server allows it).
  useEffect(() => {
    let live = true;
    setRoutes({ status: 'loading' });
    fetchRoutes().then(
      (value) => {
        if (!live) return;
        setRoutes({ status: 'ready', value });
        const start = initialAccounts(value, initial);
        setFrom(start?.from ?? null);
        setTo(start?.to ?? null);
      },
      () => live && setRoutes({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [attempt, initial]);

  const routeList = routes.status === 'ready' ? routes.value : [];
  const unopened = from && to ? unopenedAccount(routeList, from, to) : null;

  // The coins that can move between the two accounts.
  useEffect(() => {
    if (!from || !to || unopened) return;
    let live = true;
    setCurrencies({ status: 'loading' });
    fetchCurrencies(from, to).then(
      (value) => {
        if (!live) return;
        setCurrencies({ status: 'ready', value });
        setCoin((current) =>
          value.some((c) => c.coin === current)
            ? current
            : (value.find((c) => c.coin === initial.coin)?.coin ?? value[0]?.coin ?? ''),
        );
      },
      () => live && setCurrencies({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [from, to, unopened, initial.coin, attempt]);

  const currency =
    currencies.status === 'ready' ? currencies.value.find((c) => c.coin === coin) : undefined;
  const margin = from && to && needsMargin(from, to);
  const pairs = currency?.pairs ?? [];
  const effectivePair = pairs.includes(pair) ? pair : (pairs[0] ?? '');
  const marginOfFrom =
    from && to && margin && isMarginAccount(from)
      ? marginFields(from, to, mode, effectivePair)
      : {};

  // The available balance of the source account for that coin (and pair, when isolated).
  const balanceKey = `${from}|${coin}|${marginOfFrom.marginMode ?? ''}|${marginOfFrom.pair ?? ''}`;
  useEffect(() => {
    if (!from || !coin || unopened) return;
    let live = true;
    setAvailable(null);
    fetchBalance(from, coin, marginOfFrom).then(
      (value) => live && setAvailable(value.available),
      () => live && setAvailable(null),
    );
    return () => {
      live = false;
    };
    // `balanceKey` stands for from, coin and the margin fields of the source.
  }, [balanceKey, unopened]);

  const scale = currency?.scale ?? 8;
  const problem = amountProblem(amount, available, scale);
  const pairMissing = Boolean(margin && mode === 'isolated' && !effectivePair);
  const canSubmit =
    !busy && !unopened && from !== null && to !== null && currency !== undefined && !pairMissing;

  function changeFrom(next: AccountType) {
    setFrom(next);
    const targets = targetsOf(routeList, next);
    if (!to || !targets.includes(to)) setTo(targets[0] ?? null);
    setServerError(null);
  }

  function swap() {
    if (!from || !to) return;
    if (!targetsOf(routeList, to).includes(from)) return;
    setFrom(to);
    setTo(from);
    setServerError(null);
  }

  async function submit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (!canSubmit || problem || !from || !to) return;
    setBusy(true);
    setServerError(null);
    try {
      const record = await transfer({
        from,
        to,
        coin,
        amount: amount.trim(),
        ...marginFields(from, to, mode, effectivePair),
      });
      onDone(record);
    } catch (error) {
      // The server's reason (balance moved meanwhile, account closed...) with the form kept.
      setServerError(isApiError(error) ? error.message : t('transfer.loadFailed'));
    } finally {
      setBusy(false);
    }
  }

  const accountName = (account: AccountType) => t(`transfer.account.${account}`);
  const amountError = touched && problem ? amountText(t, problem, scale) : null;
  const amountErrorId = `${id}-amount-error`;

  return (
    <ModalDialog
      title={t('transfer.title')}
      closeLabel={t('transfer.close')}
      onClose={onClose}
      busy={busy}
      testId="transfer-dialog"
    >
      {({ descriptionId }) => (
        <>
          <p id={descriptionId} className="mb-4 text-sm text-[var(--fg-muted)]">
            {t('transfer.intro')}
          </p>
          {routes.status === 'loading' && <p role="status">{t('transfer.loading')}</p>}
          {routes.status === 'error' && (
            <div role="alert" className="flex flex-col items-start gap-3">
              <p>{t('transfer.loadFailed')}</p>
              <button
                type="button"
                className="secondary-button"
                onClick={() => setAttempt((n) => n + 1)}
              >
                {t('transfer.retry')}
              </button>
            </div>
          )}
          {routes.status === 'ready' && from && to && (
            <form className="modal-dialog-form" noValidate onSubmit={submit}>
              <div className="flex items-end gap-2">
                <label className="flex flex-1 flex-col gap-1">
                  <span className="font-medium">{t('transfer.from')}</span>
                  <select
                    className="tr-input"
                    value={from}
                    data-testid="transfer-from"
                    onChange={(e) => changeFrom(e.target.value as AccountType)}
                  >
                    {routeList.map((r) => (
                      <option key={r.account} value={r.account}>
                        {accountName(r.account)}
                      </option>
                    ))}
                  </select>
                </label>
                <button
                  type="button"
                  className="secondary-button tr-swap"
                  aria-label={t('transfer.swap')}
                  title={t('transfer.swap')}
                  onClick={swap}
                >
                  <svg
                    width="16"
                    height="16"
                    viewBox="0 0 16 16"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path
                      d="M3 5h10l-3-3M13 11H3l3 3"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.6"
                    />
                  </svg>
                </button>
                <label className="flex flex-1 flex-col gap-1">
                  <span className="font-medium">{t('transfer.to')}</span>
                  <select
                    className="tr-input"
                    value={to}
                    data-testid="transfer-to"
                    onChange={(e) => {
                      setTo(e.target.value as AccountType);
                      setServerError(null);
                    }}
                  >
                    {targetsOf(routeList, from).map((account) => (
                      <option key={account} value={account}>
                        {accountName(account)}
                      </option>
                    ))}
                  </select>
                </label>
              </div>

              {unopened ? (
                <div role="alert" className="order-warning" data-testid="transfer-futures-warning">
                  <p>{t('transfer.futuresNotOpened', { account: accountName(unopened) })}</p>
                  <a className="tr-link" href={futuresHref}>
                    {t('transfer.openFutures')}
                  </a>
                </div>
              ) : (
                <>
                  {currencies.status === 'loading' && <p role="status">{t('transfer.loading')}</p>}
                  {currencies.status === 'error' && <p role="alert">{t('transfer.loadFailed')}</p>}
                  {currencies.status === 'ready' && currencies.value.length === 0 && (
                    <p role="status">{t('transfer.noCoins')}</p>
                  )}
                  {currencies.status === 'ready' && currencies.value.length > 0 && (
                    <>
                      <label className="flex flex-col gap-1">
                        <span className="font-medium">{t('transfer.coin')}</span>
                        <select
                          className="tr-input"
                          value={coin}
                          data-testid="transfer-coin"
                          onChange={(e) => setCoin(e.target.value)}
                        >
                          {currencies.value.map((c) => (
                            <option key={c.coin} value={c.coin}>
                              {c.coin}
                            </option>
                          ))}
                        </select>
                      </label>
                      {margin && (
                        <fieldset className="flex flex-col gap-2">
                          <legend className="mb-1 font-medium">{t('transfer.marginMode')}</legend>
                          <div className="flex gap-4">
                            {(['cross', 'isolated'] as const).map((m) => (
                              <label key={m} className="inline-flex items-center gap-2">
                                <input
                                  type="radio"
                                  name={`${id}-mode`}
                                  value={m}
                                  checked={mode === m}
                                  onChange={() => setMode(m)}
                                />
                                {t(`transfer.${m}`)}
                              </label>
                            ))}
                          </div>
                          {mode === 'isolated' && (
                            <label className="flex flex-col gap-1">
                              <span className="font-medium">{t('transfer.pair')}</span>
                              <select
                                className="tr-input"
                                value={effectivePair}
                                onChange={(e) => setPair(e.target.value)}
                              >
                                {pairs.map((p) => (
                                  <option key={p} value={p}>
                                    {p}
                                  </option>
                                ))}
                              </select>
                              {pairMissing && <span role="alert">{t('transfer.error.pair')}</span>}
                            </label>
                          )}
                        </fieldset>
                      )}
                      <div className="flex flex-col gap-1">
                        <label htmlFor={`${id}-amount`} className="font-medium">
                          {t('transfer.amount')}
                        </label>
                        <div className="flex gap-2">
                          <input
                            id={`${id}-amount`}
                            className="tr-input flex-1"
                            inputMode="decimal"
                            autoComplete="off"
                            dir="ltr"
                            value={amount}
                            data-testid="transfer-amount"
                            aria-invalid={amountError ? true : undefined}
                            aria-describedby={amountError ? amountErrorId : `${id}-available`}
                            onChange={(e) => {
                              setAmount(sanitizeAmount(e.target.value));
                              setServerError(null);
                            }}
                            onBlur={() => setTouched(true)}
                          />
                          <button
                            type="button"
                            className="secondary-button"
                            disabled={available === null}
                            onClick={() => {
                              if (available !== null) setAmount(available);
                              setTouched(true);
                            }}
                          >
                            {t('transfer.all')}
                          </button>
                        </div>
                        <p id={`${id}-available`} className="text-xs text-[var(--fg-muted)]">
                          {available === null ? (
                            t('transfer.availableLoading')
                          ) : (
                            <span data-testid="transfer-available">
                              {t('transfer.available', { amount: available, coin })}
                            </span>
                          )}
                        </p>
                        {amountError && (
                          <p id={amountErrorId} role="alert" className="order-field-error">
                            {amountError}
                          </p>
                        )}
                      </div>
                    </>
                  )}
                </>
              )}

              {serverError && (
                <p role="alert" className="order-field-error" data-testid="transfer-error">
                  {serverError}
                </p>
              )}
              <div className="modal-dialog-actions">
                <button type="submit" className="order-button is-primary" disabled={!canSubmit}>
                  {t('transfer.confirm')}
                </button>
              </div>
            </form>
          )}
        </>
      )}
    </ModalDialog>
  );
}

function amountText(
  t: TransferT,
  problem: NonNullable<ReturnType<typeof amountProblem>>,
  scale: number,
) {
  return t(`transfer.error.${problem}`, { scale });
}
