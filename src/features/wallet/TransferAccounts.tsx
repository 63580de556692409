import type { AccountType, TransferRoute } from '@/contract/wallet';
import type { TransferT } from '@/features/wallet/messages';
import { targetsOf } from '@/features/wallet/transfer-form';

interface TransferAccountsProps {
  routes: TransferRoute[];
  from: AccountType;
  to: AccountType;
  onFrom: (account: AccountType) => void;
  onTo: (account: AccountType) => void;
  onSwap: () => void;
  t: TransferT;
}

/**
 * From and to, with the swap button between them: the source among every account the server
 * offers, the target among those the source may send to.
 */
export function TransferAccounts({
  routes,
  from,
  to,
  onFrom,
  onTo,
  onSwap,
  t,
}: TransferAccountsProps) {
  const accountName = (account: AccountType) => t(`transfer.account.${account}`);
  return (
    <div className="flex items-end gap-2">
      <label className="flex flex-1 flex-col gap-1">
        <span className="font-medium">{t('transfer.from')}</span>
        <select
          className="tr-input"
          value={from}
          data-testid="transfer-from"
          onChange={(e) => onFrom(e.target.value as AccountType)}
        >
          {routes.map((r) => (
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
        onClick={onSwap}
      >
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3 5h10l-3-3M13 11H3l3 3" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <label className="flex flex-1 flex-col gap-1">
        <span className="font-medium">{t('transfer.to')}</span>
        <select
          className="tr-input"
          value={to}
          data-testid="transfer-to"
          onChange={(e) => onTo(e.target.value as AccountType)}
        >
          {targetsOf(routes, from).map((account) => (
            <option key={account} value={account}>
              {accountName(account)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
