import { useEffect, useId, useMemo, useState } from 'react';
import { refusalOf } from '@/client/refusal';
import { ModalDialog } from '@/components/ModalDialog';
import type {
  AccountType,
  MarginMode,
  TransferCurrency,
  TransferRecord,
  TransferRoute,
} from '@/contract/wallet';
import { walletEndpoints } from '@/contract/wallet';
import type { TransferRequestDetail } from '@/components/transfer-request';
import { createIslandTranslator } from '@/i18n/island-t';
import type { LocaleCode } from '@/i18n/locales';
import { errorTextLater } from '@/i18n/refusal-text-lazy';
import { $locale } from '@/stores/locale';
import '@/features/wallet/transfer.css';
import type { TransferMessages, TransferT } from '@/features/wallet/messages';
import { TransferAccounts } from '@/features/wallet/TransferAccounts';
import { TransferAmount } from '@/features/wallet/TransferAmount';
import { TransferMargin } from '@/features/wallet/TransferMargin';
import { fetchCurrencies, fetchRoutes, transfer } from '@/features/wallet/transfer-api';
import {
  amountProblem,
  initialAccounts,
  isMarginAccount,
  marginFields,
  needsMargin,
  sanitizeAmount,
  typedAmount,
  targetsOf,
  unopenedAccount,
} from '@/features/wallet/transfer-form';
import { useAvailableBalance } from '@/features/wallet/use-available-balance';

/**
 * The transfer dialog (spec sections 2 and 3): from and to among the accounts the server offers,
 * the coins that can move between them, cross or isolated margin and a pair when a futures
 * account is involved, the amount with the available balance and "All", and Confirm. A futures
 * account that is not opened shows the spec's warning instead of letting the transfer start.
 * The server re-checks everything and moves both balances in one transaction; a refusal keeps
 * what the user typed.
 */
interface TransferDialogProps {
  /** The dialog's texts, with the refusal texts of a transfer (`transferMessages`). */
  messages: TransferMessages;
  /** The page's language (default: the page's `<html lang>`, through the locale store). */
  locale?: LocaleCode;
  /** Link of the main site's futures page, for "Open a futures account". */
  futuresHref: string;
  initial: TransferRequestDetail;
  onClose: () => void;
  onDone: (record: TransferRecord) => void;
}

type Load<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; value: T };

export default function TransferDialog(props: TransferDialogProps) {
  const { onClose, onDone, initial, futuresHref } = props;
  const locale = props.locale ?? $locale.get();
  const t: TransferT = useMemo(
    () => createIslandTranslator(props.messages, locale),
    [props.messages, locale],
  );
  const id = useId();
  const [routes, setRoutes] = useState<Load<TransferRoute[]>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [from, setFrom] = useState<AccountType | null>(null);
  const [to, setTo] = useState<AccountType | null>(null);
  const [currencies, setCurrencies] = useState<Load<TransferCurrency[]>>({ status: 'loading' });
  const [coin, setCoin] = useState('');
  const [mode, setMode] = useState<MarginMode>('cross');
  const [pair, setPair] = useState('');
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
  const balance = useAvailableBalance(from, coin, marginOfFrom, unopened !== null);
  const available = balance.available;

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
        amount: typedAmount(amount, scale),
        ...marginFields(from, to, mode, effectivePair),
      });
      onDone(record);
    } catch (error) {
      // The reason (balance moved meanwhile, account closed...) in the page's language, worded
      // by its code (the wording code loads now, off every page's first load), the form kept;
      // a balance that moved is read again so the dialog shows what is there now.
      if (refusalOf(walletEndpoints.walletTransfer, error)?.name === 'insufficientBalance') {
        balance.retry();
      }
      setServerError(
        await errorTextLater(walletEndpoints.walletTransfer, error, props.messages, {
          locale,
          fallback: t('transfer.loadFailed'),
        }),
      );
    } finally {
      setBusy(false);
    }
  }

  const accountName = (account: AccountType) => t(`transfer.account.${account}`);
  const amountError = touched && problem ? t(`transfer.error.${problem}`, { scale }) : null;

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
              <TransferAccounts
                routes={routeList}
                from={from}
                to={to}
                onFrom={changeFrom}
                onTo={(next) => {
                  setTo(next);
                  setServerError(null);
                }}
                onSwap={swap}
                t={t}
              />

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
                  {currencies.status === 'error' && (
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
                        <TransferMargin
                          name={`${id}-mode`}
                          mode={mode}
                          onMode={setMode}
                          pairs={pairs}
                          pair={effectivePair}
                          onPair={setPair}
                          pairMissing={pairMissing}
                          t={t}
                        />
                      )}
                      <TransferAmount
                        idBase={id}
                        amount={amount}
                        onAmount={(typed) => {
                          setAmount(sanitizeAmount(typed));
                          setServerError(null);
                        }}
                        onBlur={() => setTouched(true)}
                        available={available}
                        balanceFailed={balance.failed}
                        onRetryBalance={balance.retry}
                        scale={scale}
                        onAll={() => {
                          if (available !== null) setAmount(available);
                          setTouched(true);
                        }}
                        coin={coin}
                        error={amountError}
                        t={t}
                      />
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
