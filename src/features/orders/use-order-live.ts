import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderDetail } from '@/contract/orders';
import { remainingSeconds } from '@/i18n/format-time';
import { isEnded, orderPhase } from '@/features/orders/order-state';
import { pageClockBase, serverTimeAt, type ClockBase } from '@/features/orders/server-clock';
import { chunk } from '@/lib/load-chunk';

const loadRuntime = chunk('order-runtime', () => import('@/features/orders/order-runtime'));

/** What the order page knows of its order at a moment, and how to ask for newer. */
export interface OrderLive {
  detail: OrderDetail;
  /** Server time (epoch ms), moved every second. */
  now: number;
  /** True once the island has mounted (times switch from UTC to the viewer's zone). */
  hydrated: boolean;
  /** False while the socket is down and the page polls instead. */
  live: boolean;
  /** True when the last reload failed: the order shown may be out of date. */
  stale: boolean;
  refresh: () => Promise<void>;
}

/**
 * Keeps the server-rendered order current: the clock on server time, the socket (polling while
 * it is down) until the order ends, and one reload when the payment time runs out on screen
 * (the server then cancels the order). The API client and the socket load on demand
 * (`order-runtime.ts`), so none of it is in the page's first script. With `otherOrderText`,
 * events of the user's other orders show as toasts worded by it.
 */
export function useOrderLive(
  initial: OrderDetail,
  otherOrderText?: (orderNo: string) => string,
): OrderLive {
  const [detail, setDetail] = useState(initial);
  const [base, setBase] = useState<ClockBase | null>(null);
  const [now, setNow] = useState(initial.now);
  const [hydrated, setHydrated] = useState(false);
  const [live, setLive] = useState(true);
  const [stale, setStale] = useState(false);

  const { orderNo } = detail;
  const phase = orderPhase(detail);
  const ended = isEnded(detail.status);

  const inflight = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const expiryAsked = useRef(false);

  /**
   * Loads the order again. A call made while a load runs is folded into one more load by the
   * same loop, and gets the loop's promise: it resolves once data at least as new as the call
   * has arrived.
   */
  const refresh = useCallback((): Promise<void> => {
    if (inflight.current) {
      again.current = true;
      return inflight.current;
    }
    const loop = (async () => {
      try {
        const { fetchOrderDetail } = await loadRuntime();
        do {
          again.current = false;
          const sent = performance.now();
          const next = await fetchOrderDetail(orderNo);
          // The server read its clock about halfway through the round trip.
          setBase({ server: next.now, perf: (sent + performance.now()) / 2 });
          setDetail(next);
          setStale(false);
        } while (again.current);
      } catch {
        setStale(true);
      } finally {
        inflight.current = null;
      }
    })();
    inflight.current = loop;
    return loop;
  }, [orderNo]);

  useEffect(() => {
    setHydrated(true);
    setBase(pageClockBase(initial.now));
    // Only on mount (the server-rendered order): later bases come from refreshes.
  }, [initial.now]);

  // Server time, every second.
  useEffect(() => {
    if (!base) return;
    const tick = () => setNow(serverTimeAt(base, performance.now()));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [base]);

  // Live updates until the order ends.
  useEffect(() => {
    if (ended) return;
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
  }, [orderNo, ended, refresh]);

  // The user's other orders: a toast for each of their events, for as long as the page is open.
  const otherTextRef = useRef(otherOrderText);
  otherTextRef.current = otherOrderText;
  const watchesOthers = otherOrderText !== undefined;
  useEffect(() => {
    if (!watchesOthers) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    loadRuntime()
      .then(({ watchOtherOrders }) => {
        if (cancelled) return;
        stop = watchOtherOrders(orderNo, (other) => otherTextRef.current?.(other) ?? other);
      })
      // Without the runtime there is nothing to toast with; the page itself says it is not live.
      .catch(() => {});
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [orderNo, watchesOthers]);

  // The payment time ran out on screen: ask the server, which cancels the order.
  const paymentLeft = remainingSeconds(detail.paymentDeadline, now);
  useEffect(() => {
    if (phase !== 'awaiting_payment' || paymentLeft > 0 || !hydrated || expiryAsked.current) return;
    expiryAsked.current = true;
    void refresh();
  }, [phase, paymentLeft, hydrated, refresh]);

  return { detail, now, hydrated, live, stale, refresh };
}
