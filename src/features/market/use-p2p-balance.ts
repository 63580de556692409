import { useCallback, useEffect, useRef, useState } from 'react';
import { refusalOf } from '@/client/refusal';
import { BALANCES_CHANGED_EVENT } from '@/components/transfer-request';
import { walletEndpoints } from '@/contract/wallet';
import { fetchP2pBalance } from '@/features/market/order-panel-api';

/** The seller's P2P balance of the ad's coin as the order panel knows it. */
export type P2pBalance =
  | { status: 'off' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ok'; available: string };

/**
 * Reads what the viewer holds of `coin` in their P2P account while `enabled` (a seller), again
 * after a transfer (the transfer dialog announces it) and when asked (`reload`: Retry, or a
 * refused order saying the balance is short). A user with no P2P account holds nothing. An
 * answer for an older read is dropped, so the newest reading wins. Part of the on-demand panel.
 */
export function useP2pBalance(coin: string, enabled: boolean) {
  const [balance, setBalance] = useState<P2pBalance>(
    enabled ? { status: 'loading' } : { status: 'off' },
  );
  const current = useRef<AbortController | null>(null);

  const reload = useCallback(() => {
    if (!enabled) return;
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setBalance((was) => (was.status === 'ok' ? was : { status: 'loading' }));
    fetchP2pBalance(coin, controller.signal).then(
      (held) => {
        if (!controller.signal.aborted) setBalance({ status: 'ok', available: held.available });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const none =
          refusalOf(walletEndpoints.walletTransferBalance, error)?.name === 'noP2pAccount';
        setBalance(none ? { status: 'ok', available: '0' } : { status: 'failed' });
      },
    );
  }, [coin, enabled]);

  useEffect(() => {
    reload();
    window.addEventListener(BALANCES_CHANGED_EVENT, reload);
    return () => {
      window.removeEventListener(BALANCES_CHANGED_EVENT, reload);
      current.current?.abort();
    };
  }, [reload]);

  return { balance, reload };
}
