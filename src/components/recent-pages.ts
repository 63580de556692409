/**
 * The pages of a list seen moments ago, by query (issue 16, item 3). Going back to a view the
 * user just left (Sell, then Buy again; BTC, then USDT) shows its rows at once while the fresh
 * page is asked for quietly (stale-while-revalidate); a view a hand hovers over is asked for
 * ahead of the click, and the click then shares that request instead of sending another.
 *
 * Pages older than `freshMs` are never shown; at most `max` are kept, the oldest dropped first.
 * Pure: the clock is passed in, so tests move it.
 */
export interface RecentPages<D> {
  /** The page of `key` answered less than `freshMs` ago, if there is one. */
  seen(key: string): D | undefined;
  /**
   * The page of `key` from the request already on its way for it (a prefetch), else from
   * `fetcher`; kept when it answers. A failure is not kept: the next call asks again.
   */
  fetch(key: string, fetcher: () => Promise<D>): Promise<D>;
  /** Asks for `key` ahead of a change, unless a fresh page or a request for it is there. */
  prefetch(key: string, fetcher: () => Promise<D>): void;
  /** Keeps a page that arrived another way (the server's first page). */
  put(key: string, page: D): void;
}

interface Kept<D> {
  page: D;
  at: number;
}

export function createRecentPages<D>({
  freshMs,
  max,
  now = () => Date.now(),
}: {
  freshMs: number;
  max: number;
  now?: () => number;
}): RecentPages<D> {
  const kept = new Map<string, Kept<D>>();
  const asking = new Map<string, Promise<D>>();

  const put = (key: string, page: D) => {
    kept.delete(key);
    kept.set(key, { page, at: now() });
    // A Map keeps insertion order: the first key is the oldest.
    while (kept.size > max) kept.delete(kept.keys().next().value as string);
  };

  const seen = (key: string) => {
    const entry = kept.get(key);
    return entry && now() - entry.at < freshMs ? entry.page : undefined;
  };

  const fetch = (key: string, fetcher: () => Promise<D>) => {
    const pending = asking.get(key);
    if (pending) return pending;
    const request = fetcher().then(
      (page) => {
        asking.delete(key);
        put(key, page);
        return page;
      },
      (error: unknown) => {
        asking.delete(key);
        throw error;
      },
    );
    asking.set(key, request);
    return request;
  };

  const prefetch = (key: string, fetcher: () => Promise<D>) => {
    if (asking.has(key) || seen(key) !== undefined) return;
    fetch(key, fetcher).catch(() => {});
  };

  return { seen, fetch, prefetch, put };
}
