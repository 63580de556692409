import { useCallback, useEffect, useRef, useState } from 'react';
import { BALANCES_CHANGED_EVENT } from '@/components/transfer-request';
import type { MerchantDetail } from '@/contract/merchant';
import { loadMerchantApi } from '@/features/merchant/load-merchant-api';
import { isLive, LIVE_REFRESH_MS, TRANSFER_WATCH_MS } from '@/features/merchant/merchant-view';

/**
 * The merchant detail kept live: refreshed when the window regains focus (the user may have
 * transferred or verified elsewhere), when the wallet reports a transfer, and every 30 s while a
 * review is pending or a transfer is awaited (`watchTransfer`). An answer older than the latest
 * state (an action's own result) is dropped; a failed refresh keeps what is shown and says so.
 */
export function useLiveDetail(initial: MerchantDetail) {
  const [detail, setState] = useState(initial);
  const [stale, setStale] = useState(false);
  const [watchUntil, setWatchUntil] = useState(0);
  const version = useRef(0);

  const refresh = useCallback(async () => {
    const mine = ++version.current;
    try {
      // Its code not loading is a failed refresh too: the note below the checklist says so, and
      // the next refresh (focus, the 30 s timer) imports again.
      const { fetchDetail } = await loadMerchantApi();
      const next = await fetchDetail();
      if (mine !== version.current) return;
      setState(next);
      setStale(false);
    } catch {
      if (mine === version.current) setStale(true);
    }
  }, []);

  /** An action's answer: the newest state, whatever a refresh in flight brings back. */
  const setDetail = useCallback((next: MerchantDetail) => {
    version.current += 1;
    setState(next);
    setStale(false);
  }, []);

  useEffect(() => {
    const onFocus = () => void refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    window.addEventListener('focus', onFocus);
    window.addEventListener(BALANCES_CHANGED_EVENT, onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener(BALANCES_CHANGED_EVENT, onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh]);

  const live = isLive(detail, watchUntil > 0);
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => {
      if (watchUntil > 0 && Date.now() > watchUntil) setWatchUntil(0);
      void refresh();
    }, LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [live, refresh, watchUntil]);

  const watchTransfer = useCallback(() => setWatchUntil(Date.now() + TRANSFER_WATCH_MS), []);

  return { detail, setDetail, refresh, stale, watchTransfer };
}
