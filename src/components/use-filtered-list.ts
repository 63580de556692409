import { useCallback, useEffect, useRef, useState } from 'react';
import type { MouseEvent, RefObject } from 'react';
import { pageCount, type ListPage } from '@/components/list-page';
import { syncShellAddress } from '@/components/shell-address';
import { takeOverClick } from '@/components/take-over-click';
import { useLatestFetch } from '@/components/use-latest-fetch';

/**
 * How showing a query moves the address bar: `push` makes a history entry (Back returns to the
 * previous view), `replace` rewrites the current one (reload and share keep the view without
 * filling the history), `none` leaves it (the address already says it: Back/Forward, retry).
 */
type AddressMove = 'push' | 'replace' | 'none';

export interface FilteredListOptions<Q extends { page: number }, D extends ListPage<unknown>> {
  /** The query the server rendered the first page for (read from the address). */
  initial: Q;
  /** That first page, or null when the server could not load it (the error state). */
  initialData: D | null;
  /** The localized address of a query: what the address bar shows and the links point at. */
  href: (query: Q) => string;
  /**
   * Fetches a query's page; `signal` aborts when a newer query replaces it. `quiet` is a live
   * refresh of the page on screen: its failures should stay silent (the list says it is stale).
   */
  fetch: (query: Q, signal: AbortSignal, quiet: boolean) => Promise<D>;
  /** The document title of a query, for a list whose title names its filters. */
  title?: (query: Q) => string;
  /** How a page link moves the address (default `replace`). */
  pageMove?: 'push' | 'replace';
  /**
   * For a list that pushes history entries: on Back/Forward, the query the address now says,
   * which the list shows without moving the address; null when the address is not one this
   * list can show (the page reloads). It may also reset the island's own inputs.
   */
  fromAddress?: () => Q | null;
  /**
   * The page of a query seen moments ago (`recent-pages.ts`), if any: a change to it shows
   * those rows at once and fetches the fresh page quietly (no loading state, no blanking).
   */
  seen?: (query: Q) => D | undefined;
}

/** What `useFilteredList` gives the island (and `ListStates`). */
export interface FilteredList<Q extends { page: number }, D extends ListPage<unknown>> {
  /** The query on screen. */
  query: Q;
  /** The latest query asked for, also between a call and its render (for event handlers). */
  current: () => Q;
  /** The page on screen; null while none could be loaded (the error state). */
  data: D | null;
  loading: boolean;
  /** The last fetch failed: `data` is what was shown before. */
  stale: boolean;
  /** True once the island runs in the browser (links then become in-page actions). */
  hydrated: boolean;
  /** The island's root element (the page heading is scrolled to on a page change). */
  rootRef: RefObject<HTMLDivElement | null>;
  /**
   * Shows `next`: moves the address as asked, then fetches its page (the latest call wins); a
   * page seen moments ago is shown meanwhile unless `ask` (a retry asks the network first).
   */
  load: (next: Q, move?: AddressMove, ask?: boolean) => Promise<void>;
  /** Changes some filters: back to page 1, the address rewritten (or pushed). */
  apply: (patch: Partial<Q>, move?: AddressMove) => void;
  /** The address of the query on screen changed by `patch` (links that work without script). */
  hrefFor: (patch: Partial<Q>) => string;
  /** A page link's click: fetches that page and scrolls to the list's heading. */
  goToPage: (page: number, event: MouseEvent) => void;
  /** The retry link's click: fetches the query on screen again. */
  retry: (event: MouseEvent) => void;
  /**
   * Fetches the page on screen again without a loading state, its failure silent (the rows are
   * marked stale): a live update (`useTopicRefresh`) that inserts, moves and updates rows.
   */
  refreshQuietly: () => void;
  /** How many pages the list has (1 while nothing is loaded). */
  pages: number;
}

/**
 * A filtered, paged list kept in the address bar, the one behind the market, My orders and My
 * ads. The server renders the first page for the address; once hydrated, every change of query
 * moves the address (so reload, share and the language switch keep the view), keeps the
 * server-rendered shell's links on it, and fetches the new page through `fetch`, the latest
 * call winning (`useLatestFetch`: loading, and stale rows kept on a failure). Each island
 * keeps only its own query schema, filters and columns; `ListStates` renders the states.
 */
export function useFilteredList<Q extends { page: number }, D extends ListPage<unknown>>(
  options: FilteredListOptions<Q, D>,
): FilteredList<Q, D> {
  const [query, setQuery] = useState<Q>(options.initial);
  const { data, loading, stale, run, show } = useLatestFetch<D | null>(options.initialData);
  const [hydrated, setHydrated] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const queryRef = useRef(query);
  // The latest options, so the callbacks below stay the same from render to render.
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const load = useCallback(
    async (next: Q, move: AddressMove = 'replace', ask = false) => {
      const { href, fetch, title, seen } = optionsRef.current;
      queryRef.current = next;
      // The request first: it is on its way while the address and the shell follow. A page
      // seen moments ago is shown at once and refreshed quietly, unless `ask` (a retry).
      const recent = ask ? undefined : seen?.(next);
      const fetched =
        recent === undefined
          ? run((signal) => fetch(next, signal, false))
          : show(recent, (signal) => fetch(next, signal, true));
      setQuery(next);
      const address = href(next);
      if (move === 'push') window.history.pushState(null, '', address);
      if (move === 'replace') window.history.replaceState(window.history.state, '', address);
      syncShellAddress(address, rootRef.current, title?.(next));
      await fetched;
    },
    [run, show],
  );

  // The page on screen again, the latest call winning over an older one.
  const refreshQuietly = () =>
    void run((signal) => optionsRef.current.fetch(queryRef.current, signal, true), true);

  const listensToHistory = options.fromAddress !== undefined;
  useEffect(() => {
    setHydrated(true);
    if (!listensToHistory) return;
    // Back and forward: the address says what to show.
    const onPopState = () => {
      const next = optionsRef.current.fromAddress?.() ?? null;
      if (next === null) {
        location.reload();
        return;
      }
      void load(next, 'none');
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [listensToHistory, load]);

  const apply = (patch: Partial<Q>, move: AddressMove = 'replace') =>
    void load({ ...queryRef.current, ...patch, page: 1 }, move);

  const goToPage = (page: number, event: MouseEvent) => {
    if (!takeOverClick(event)) return;
    if (page === queryRef.current.page) return;
    void load({ ...queryRef.current, page }, options.pageMove ?? 'replace');
    rootRef.current?.querySelector('h1')?.scrollIntoView({ block: 'start' });
  };

  const retry = (event: MouseEvent) => {
    if (!takeOverClick(event)) return;
    void load(queryRef.current, 'none', true);
  };

  return {
    query,
    current: () => queryRef.current,
    data,
    loading,
    stale,
    hydrated,
    rootRef,
    load,
    apply,
    hrefFor: (patch) => options.href({ ...query, ...patch }),
    goToPage,
    retry,
    refreshQuietly,
    pages: data ? pageCount(data) : 1,
  };
}
