import { useEffect, useRef, useState } from 'react';
import type { ReferencePrice } from '@/contract/ads';
import { BALANCES_CHANGED_EVENT } from '@/components/transfer-request';
import { loadAdsApi } from '@/features/ads/load-ads-api';

/**
 * The live market figures of the ad form: the reference price of the chosen coin and fiat
 * (polled every 10 s while the page is visible, so a floating price shows what it would be now)
 * and, for a sell ad, the P2P balance of the coin (polled with it, and read again as soon as
 * the transfer dialog reports a transfer). The first figures come from the server; the calls are loaded on
 * first use (code that did not load is a failed poll: the next one imports again). A failed poll
 * keeps the last figures and says the price is not live.
 */

const LIVE_MARKET_POLL_MS = 10_000;

interface LiveMarket {
  /** The reference price of the current coin and fiat; null until one is known. */
  reference: ReferencePrice | null;
  /** True when the last poll failed. */
  failed: boolean;
  /** The P2P balance of the current coin (sell ads), null when unknown. */
  balance: string | null;
}

export function useLiveMarket(input: {
  coin: string;
  fiat: string;
  wantsBalance: boolean;
  initialReference: ReferencePrice | null;
  initialBalance: { coin: string; available: string } | null;
}): LiveMarket {
  const { coin, fiat, wantsBalance } = input;
  const [reference, setReference] = useState(input.initialReference);
  const [failed, setFailed] = useState(false);
  const [balance, setBalance] = useState(input.initialBalance);
  const firstRun = useRef(true);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const poll = async () => {
      if (document.visibilityState === 'hidden') return;
      let api;
      try {
        api = await loadAdsApi();
      } catch {
        if (!signal.aborted) setFailed(true);
        return;
      }
      const [price, held] = await Promise.allSettled([
        api.fetchReferencePrice(coin, fiat, signal),
        wantsBalance ? api.fetchP2pBalance(coin, signal) : Promise.resolve(null),
      ]);
      if (signal.aborted) return;
      if (price.status === 'fulfilled') {
        setReference(price.value);
        setFailed(false);
      } else {
        setFailed(true);
      }
      if (held.status === 'fulfilled' && held.value)
        setBalance({ coin: held.value.coin, available: held.value.available });
    };
    // The server's figures serve the first render; any later pair is asked for at once.
    const served =
      firstRun.current &&
      input.initialReference?.coin === coin &&
      input.initialReference.fiat === fiat &&
      (!wantsBalance || input.initialBalance?.coin === coin);
    firstRun.current = false;
    if (!served) void poll();
    const timer = window.setInterval(() => void poll(), LIVE_MARKET_POLL_MS);
    // A transfer (the dialog "Transfer funds" opens) changes the balance: read it at once.
    const refresh = () => void poll();
    window.addEventListener(BALANCES_CHANGED_EVENT, refresh);
    return () => {
      controller.abort();
      window.clearInterval(timer);
      window.removeEventListener(BALANCES_CHANGED_EVENT, refresh);
    };
    // The initial figures only matter for the first pair; polling restarts on a new pair.
  }, [coin, fiat, wantsBalance]);

  const current =
    reference && reference.coin === coin && reference.fiat === fiat ? reference : null;
  return {
    reference: current,
    failed,
    balance: balance && balance.coin === coin ? balance.available : null,
  };
}
