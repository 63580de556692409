import { formatCoin } from '@/i18n/format';
import type { TransferT } from '@/features/wallet/messages';

interface TransferAmountProps {
  /** The dialog's id: the input, the balance and the error derive theirs from it. */
  idBase: string;
  amount: string;
  /** What was typed (the caller keeps only what an amount may contain). */
  onAmount: (typed: string) => void;
  onBlur: () => void;
  /** The source's available balance of the coin; null while it loads or if it could not. */
  available: string | null;
  /** The balance could not be read: say so, with Retry, rather than "Checking…" forever. */
  balanceFailed: boolean;
  onRetryBalance: () => void;
  /** The coin's scale, for showing the balance the way every amount is shown. */
  scale: number;
  /** "All": the whole available balance. */
  onAll: () => void;
  coin: string;
  error: string | null;
  t: TransferT;
}

/**
 * The amount to move, "All", and the available balance under it; the error, once shown, is
 * what the input is described by instead of the balance.
 */
export function TransferAmount(props: TransferAmountProps) {
  const { idBase, available, error, t } = props;
  const id = `${idBase}-amount`;
  const errorId = `${idBase}-amount-error`;
  const availableId = `${idBase}-available`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {t('transfer.amount')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          className="tr-input flex-1"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={props.amount}
          data-testid="transfer-amount"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : availableId}
          onChange={(e) => props.onAmount(e.target.value)}
          onBlur={props.onBlur}
        />
        <button
          type="button"
          className="secondary-button"
          disabled={available === null}
          onClick={props.onAll}
        >
          {t('transfer.all')}
        </button>
      </div>
      {props.balanceFailed ? (
        <div
          id={availableId}
          role="alert"
          className="flex flex-wrap items-center gap-2 text-xs"
          data-testid="transfer-available-failed"
        >
          <span>{t('transfer.availableFailed')}</span>
          <button type="button" className="secondary-button" onClick={props.onRetryBalance}>
            {t('transfer.retry')}
          </button>
        </div>
      ) : (
        <p id={availableId} className="text-xs text-[var(--fg-muted)]">
          {available === null ? (
            t('transfer.availableLoading')
          ) : (
            <span data-testid="transfer-available">
              {t('transfer.available', {
                amount: formatCoin(available, props.scale),
                coin: props.coin,
              })}
            </span>
          )}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="order-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
