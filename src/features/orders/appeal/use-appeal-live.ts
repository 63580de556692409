import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderStatus } from '@/contract/entities';
import type { AppealActionResult, AppealDetail, OrderAppeal } from '@/contract/orders-appeal';
import { fetchAppealDetail } from '@/features/orders/appeal/appeal-api';
import { chunk } from '@/lib/load-chunk';

/** The part of the appeal page that moves while the appeal runs. */
export interface AppealState {
  status: OrderStatus;
  appealAvailableAt: number | null;
  /** The latest appeal (open, withdrawn or resolved); null before any. */
  appeal: OrderAppeal | null;
  /** Earlier appeals of the order, newest first. */
  history: OrderAppeal[];
}

const loadRuntime = chunk('order-runtime', () => import('@/features/orders/order-runtime'));

/**
 * Keeps the appeal page current while an appeal is open: follows the order's socket topic as
 * the order page does (`followOrder`: every event reloads the appeal detail, polling while the
 * socket is down), so the other party's answer and stance show without a reload. An action's
 * own answer (`apply`) updates the page at once. Stops following once no appeal is open.
 */
export function useAppealLive(orderNo: string, initial: AppealState) {
  const [state, setState] = useState(initial);
  const [live, setLive] = useState(true);
  const inflight = useRef(false);
  const again = useRef(false);

  const refresh = useCallback(async () => {
    if (inflight.current) {
      again.current = true;
      return;
    }
    inflight.current = true;
    try {
      do {
        again.current = false;
        const next: AppealDetail = await fetchAppealDetail(orderNo);
        setState({
          status: next.status,
          appealAvailableAt: next.appealAvailableAt,
          appeal: next.appeal,
          history: next.history,
        });
      } while (again.current);
    } catch {
      // Kept as shown: the next event or poll tries again.
    } finally {
      inflight.current = false;
    }
  }, [orderNo]);

  /** An action's answer: the order and the appeal it touched. */
  const apply = useCallback((result: AppealActionResult) => {
    setState((current) => ({
      status: result.order.status,
      appealAvailableAt: result.order.appealAvailableAt,
      appeal: result.appeal,
      history:
        current.appeal && current.appeal.id !== result.appeal.id
          ? [current.appeal, ...current.history]
          : current.history,
    }));
  }, []);

  /** A refusal told the page something newer (appealing opens later): merged in. */
  const patch = useCallback((change: Partial<AppealState>) => {
    setState((current) => ({ ...current, ...change }));
  }, []);

  const open = state.appeal?.status === 'open' || state.status === 'appealing';
  useEffect(() => {
    if (!open) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    loadRuntime()
      .then(({ followOrder }) => {
        if (!cancelled) stop = followOrder(orderNo, () => void refresh(), setLive);
      })
      .catch(() => setLive(false));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [orderNo, open, refresh]);

  return { state, live, refresh, apply, patch };
}
