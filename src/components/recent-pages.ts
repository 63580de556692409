/**
 * The pages of a list seen moments ago, by query (issue 16, item 3). Going back to a view the
 * user just left (Sell, then Buy again; BTC, then USDT) shows its rows at once while the fresh
 * page is asked for quietly (stale-while-revalidate); a view a hand hovers over is asked for
 * ahead of the click, and the click then shares that request instead of sending another.
 *
 * Pages older than `freshMs` are never shown; at most `max` are kept, the oldest dropped first.
 * A page answered less than `reuseMs` ago may be the answer itself (the refresh of a page a
 * hover just fetched asks nothing). Pure: the clock is passed in, so tests move it.
 */
export interface RecentPages<D> {
  /** The page of `key` answered less than `freshMs` ago, if there is one. */
  seen(key: string): D | undefined;
  /**
   * The page of `key`: with `reuse`, the one answered less than `reuseMs` ago; else the request
   * already on its way for it (a prefetch), else `fetcher`'s, kept when it answers. A failure
   * is not kept: the next call asks again.
   */
  fetch(key: string, fetcher: () => Promise<D>, options?: { reuse?: boolean }): Promise<D>;
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
  reuseMs = 0,
  max,
  now = () => Date.now(),
}: {
  freshMs: number;
  reuseMs?: number;
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

  const keptWithin = (key: string, ms: number) => {
    const entry = kept.get(key);
    return entry && now() - entry.at < ms ? entry.page : undefined;
  };

  const seen = (key: string) => keptWithin(key, freshMs);

  const fetch = (key: string, fetcher: () => Promise<D>, { reuse = false } = {}) => {
    const recent = reuse ? keptWithin(key, reuseMs) : undefined;
    if (recent !== undefined) return Promise.resolve(recent);
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
