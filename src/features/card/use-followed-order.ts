import { useCallback, useEffect, useState } from 'react';
import type { OrderView } from '@/features/card/card-types';
import { chunk } from '@/lib/load-chunk';

const loadCardApi = chunk('card-api', () => import('@/features/card/card-api'));

/** The number of the order a view shows, whatever state it is in. */
export const orderNoOf = (view: OrderView) =>
  view.kind === 'detail' ? view.detail.orderNo : view.orderNo;

/**
 * The card order shown after the provider's checkout, followed until it ends: the socket says
 * when it changed, polling takes over while the socket is down (`live` false), and `stale` says
 * the last read failed. Answers may cross on the wire, so the view never steps back to an older
 * state. The API client and the socket load on demand.
 */
export function useFollowedOrder(initial: OrderView | null) {
  const [order, setOrder] = useState<OrderView | null>(initial);
  const [live, setLive] = useState(true);
  const [stale, setStale] = useState(false);

  const followNo =
    order &&
    (order.kind === 'loading' ||
      (order.kind === 'detail' &&
        order.detail.status !== 'completed' &&
        order.detail.status !== 'failed'))
      ? orderNoOf(order)
      : null;
  useEffect(() => {
    if (!followNo) return;
    let stop = () => {};
    let cancelled = false;
    void loadCardApi().then(({ fetchCardOrder, followCardOrder }) => {
      if (cancelled) return;
      const refresh = () =>
        void fetchCardOrder(followNo).then((read) => {
          if (cancelled) return;
          setStale(read.kind === 'failed');
          if (read.kind === 'failed') return;
          setOrder((current) => {
            if (!current || orderNoOf(current) !== followNo) return current;
            if (read.kind === 'not-found') return { kind: 'not-found', orderNo: followNo };
            // Answers may cross on the wire: never step back to an older state.
            if (current.kind === 'detail' && read.detail.updatedAt < current.detail.updatedAt) {
              return current;
            }
            return { kind: 'detail', detail: read.detail };
          });
        });
      stop = followCardOrder(followNo, refresh, setLive);
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [followNo]);

  /** Leaves the order: the page shows the form again. */
  const leave = useCallback(() => {
    setStale(false);
    setOrder(null);
  }, []);

  return { order, live, stale, leave };
}
