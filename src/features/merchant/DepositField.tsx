import type { CoinAmount } from '@/contract/asset-codes';
import { requestTransfer } from '@/components/transfer-request';
import type { BalanceReading } from '@/features/merchant/deposit-check';
import { formatExact } from '@/i18n/format';
import type { ApplyT } from '@/features/merchant/messages';
import { FieldError, RequiredMark } from '@/features/merchant/FormParts';

/**
 * The deposit offered with the application: the amount (prefilled with the one required, may be
 * higher) in the required coin, the P2P balance it is checked against, and "Transfer funds",
 * which asks the wallet's transfer dialog to top up the P2P account in that coin.
 */
interface DepositFieldProps {
  id: string;
  required: CoinAmount;
  balance: BalanceReading | null;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
  /** Called when a transfer was asked for, so the page watches the balance. */
  onTransfer: () => void;
  t: ApplyT;
}

export function DepositField(props: DepositFieldProps) {
  const { id, required, balance, error, t } = props;
  const minimumId = `${id}-minimum`;
  const balanceId = `${id}-balance`;
  const errorId = `${id}-error`;
  const describedBy = [minimumId, balance ? balanceId : '', error ? errorId : '']
    .filter(Boolean)
    .join(' ');
  const ltr = (text: string) => `\u2066${text}\u2069`;
  return (
    <fieldset className="mc-deposit" data-testid="merchant-deposit">
      <legend className="section-title">{t('merchant.deposit.title')}</legend>
      <p className="mc-hint">{t('merchant.deposit.intro')}</p>
      <div className="mc-deposit-row">
        <div className="form-field mc-field">
          <label htmlFor={id} className="mc-label">
            {t('merchant.deposit.amount')}
            <RequiredMark label={t('merchant.form.required')} />
          </label>
          <div className="mc-amount">
            <input
              id={id}
              name="depositAmount"
              type="text"
              inputMode="decimal"
              dir="ltr"
              autoComplete="off"
              value={props.value}
              disabled={props.disabled}
              aria-required="true"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => props.onChange(event.target.value)}
            />
            <span className="mc-amount-coin" translate="no">
              {required.coin}
            </span>
          </div>
          <p id={minimumId} className="mc-hint">
            {t('merchant.deposit.minimum', {
              amount: ltr(formatExact(required.amount)),
              coin: required.coin,
            })}
          </p>
        </div>
        <div className="form-field mc-field">
          <span className="mc-label">{t('merchant.deposit.currency')}</span>
          <span className="mc-static" translate="no">
            {required.coin}
          </span>
        </div>
      </div>
      <div className="mc-balance">
        {balance && (
          <p id={balanceId} data-testid="merchant-balance">
            {t('merchant.deposit.available', {
              amount: ltr(formatExact(balance.available)),
              coin: balance.coin,
            })}
          </p>
        )}
        <button
          type="button"
          className="text-button"
          onClick={() => {
            requestTransfer({ to: 'p2p', coin: required.coin });
            props.onTransfer();
          }}
        >
          {t('merchant.deposit.transfer')}
        </button>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
