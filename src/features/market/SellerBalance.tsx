import { requestTransfer } from '@/components/transfer-request';
import { formatCoin } from '@/i18n/format';
import type { P2pBalance } from '@/features/market/use-p2p-balance';
import type { MarketT } from '@/features/market/messages';

interface SellerBalanceProps {
  id: string;
  coin: string;
  coinScale: number;
  balance: P2pBalance;
  onRetry: () => void;
  t: MarketT;
}

/**
 * What a seller holds of the ad's coin in their P2P account (the order is backed by it), with
 * "Transfer", which asks the wallet's transfer dialog to top the P2P account up in that coin;
 * the panel reads the balance again once the dialog reports a transfer. A failed read says so
 * with Retry (the exchange still checks the balance when the order is placed).
 */
export function SellerBalance({ id, coin, coinScale, balance, onRetry, t }: SellerBalanceProps) {
  if (balance.status === 'off') return null;
  return (
    <div className="market-balance" data-testid="order-balance" data-status={balance.status}>
      <p id={id} aria-live="polite">
        {balance.status === 'ok'
          ? t('market.panel.balance', {
              // Isolated, so the amount and the code read in order inside a right-to-left line.
              amount: `\u2068${formatCoin(balance.available, coinScale)} ${coin}\u2069`,
            })
          : balance.status === 'loading'
            ? t('market.panel.balanceLoading')
            : t('market.panel.balanceFailed')}
      </p>
      {balance.status === 'failed' && (
        <button type="button" className="text-button" onClick={onRetry}>
          {t('market.error.retry')}
        </button>
      )}
      <button
        type="button"
        className="text-button"
        data-testid="order-transfer"
        onClick={() => requestTransfer({ to: 'p2p', coin })}
      >
        {t('market.panel.transfer')}
      </button>
    </div>
  );
}
