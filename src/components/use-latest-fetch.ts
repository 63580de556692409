import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/**
 * A list the page refetches as its filters change (market, my orders, my ads): the latest
 * request wins (an older one is aborted and its answer dropped), `loading` while one runs, and
 * a failure keeps the rows on screen and marks them `stale` (the API client has already said
 * why). The request still running when the component goes away is aborted. A `quiet` run (a
 * live refresh of what is on screen) wins the same way but raises no `loading`, so the rows do
 * not flash.
 */
export function useLatestFetch<D>(initial: D) {
  const [data, setData] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [stale, setStale] = useState(false);
  const requestRef = useRef<AbortController | null>(null);

  const run = useCallback(async (fetcher: (signal: AbortSignal) => Promise<D>, quiet = false) => {
    requestRef.current?.abort();
    const request = new AbortController();
    requestRef.current = request;
    if (!quiet) setLoading(true);
    try {
      const next = await fetcher(request.signal);
      if (request.signal.aborted) return;
      setData(next);
      setStale(false);
    } catch {
      if (!request.signal.aborted) setStale(true);
    } finally {
      if (requestRef.current === request) setLoading(false);
    }
  }, []);

  /**
   * Shows `now` (a page seen moments ago) without waiting for the network, and asks for the
   * fresh page at the same time, which replaces it when it answers (a failure keeps `now` and
   * marks it stale). `now` is drawn in the task after the click's own frame has painted (the
   * tab, the filters: what the user waits to see move), and the fresh page in a transition, so
   * neither holds up the next input; a fresh page that comes first is not covered by `now`.
   */
  const show = useCallback((now: D, fetcher: (signal: AbortSignal) => Promise<D>) => {
    requestRef.current?.abort();
    const request = new AbortController();
    requestRef.current = request;
    setStale(false);
    setLoading(false);
    let answered = false;
    afterPaint(() => {
      if (!answered && !request.signal.aborted) setData(now);
    });
    return (async () => {
      try {
        const next = await fetcher(request.signal);
        if (request.signal.aborted) return;
        answered = true;
        startTransition(() => setData(next));
      } catch {
        if (!request.signal.aborted) setStale(true);
      }
    })();
  }, []);

  useEffect(() => () => requestRef.current?.abort(), []);

  return { data, setData, loading, stale, run, show };
}

/** Runs `then` in the first task after the next frame has painted. */
function afterPaint(then: () => void) {
  requestAnimationFrame(() => setTimeout(then, 0));
}
