import { useId, useRef, useState, type SubmitEvent } from 'react';
import type { CoinAmount } from '@/contract/asset-codes';
import type { LockProblem } from '@/features/merchant/auth-problems';
import { requestTransfer } from '@/components/transfer-request';
import { formatExact } from '@/i18n/format';
import type { AuthT } from '@/features/merchant/messages';

/**
 * The approved applicant's last step: the advertiser agreement (scrollable), the required
 * checkbox, and "Lock deposit of {amount} {coin}". `onLock` checks the balance and asks the
 * exchange; it resolves null when locked, or the message to show here (with "Transfer funds"
 * when the balance is what is missing).
 */
interface LockDepositProps {
  amount: CoinAmount;
  onLock: () => Promise<LockProblem | null>;
  onTransfer: () => void;
  t: AuthT;
}

const AGREEMENT = [
  'merchant.auth.agreement1',
  'merchant.auth.agreement2',
  'merchant.auth.agreement3',
  'merchant.auth.agreement4',
  'merchant.auth.agreement5',
] as const;

export function LockDeposit({ amount, onLock, onTransfer, t }: LockDepositProps) {
  const id = useId();
  const checkboxRef = useRef<HTMLInputElement>(null);
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState(false);
  const [problem, setProblem] = useState<LockProblem | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!agreed) {
      setAgreeError(true);
      checkboxRef.current?.focus();
      return;
    }
    setProblem(null);
    setBusy(true);
    const refused = await onLock();
    setBusy(false);
    setProblem(refused);
  };

  const titleId = `${id}-agreement`;
  const agreeErrorId = `${id}-agree-error`;
  return (
    <form className="mc-lock" noValidate onSubmit={submit} data-testid="merchant-lock">
      <h3 id={titleId} className="mc-subtitle">
        {t('merchant.auth.agreementTitle')}
      </h3>
      {/* Scrollable text: focusable so keyboard users can scroll it (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex */}
      <div className="mc-agreement" role="region" aria-labelledby={titleId} tabIndex={0}>
        <ol>
          {AGREEMENT.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
      </div>
      <label className="mc-agree">
        <input
          ref={checkboxRef}
          type="checkbox"
          checked={agreed}
          aria-required="true"
          aria-invalid={agreeError && !agreed ? true : undefined}
          aria-describedby={agreeError && !agreed ? agreeErrorId : undefined}
          onChange={(event) => {
            setAgreed(event.target.checked);
            if (event.target.checked) setAgreeError(false);
          }}
        />
        <span>{t('merchant.auth.agreementAccept')}</span>
      </label>
      {agreeError && !agreed && (
        <p id={agreeErrorId} className="mc-field-error" role="alert">
          {t('merchant.auth.agreementRequired')}
        </p>
      )}
      {problem && (
        <div className="mc-form-error" role="alert" data-testid="merchant-lock-error">
          <p>{problem.message}</p>
          {problem.balance && (
            <button
              type="button"
              className="text-button"
              onClick={() => {
                requestTransfer({ to: 'p2p', coin: amount.coin });
                onTransfer();
              }}
            >
              {t('merchant.deposit.transfer')}
            </button>
          )}
        </div>
      )}
      <div className="mc-actions">
        <button
          type="submit"
          className="primary-button"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy
            ? t('merchant.auth.locking')
            : t('merchant.auth.lockSubmit', {
                amount: `\u2066${formatExact(amount.amount)}\u2069`,
                coin: amount.coin,
              })}
        </button>
      </div>
    </form>
  );
}
