// @vitest-environment happy-dom
import { act, createElement, Fragment } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListPage } from '@/components/list-page';
import { syncShellAddress } from '@/components/shell-address';
import { ListStates, listTexts, type ListLook } from '@/components/ListStates';
import {
  useFilteredList,
  type FilteredList,
  type FilteredListOptions,
} from '@/components/use-filtered-list';

/**
 * The one filtered, paged, URL-synced list behind the market, My orders and My ads, in a
 * browser-like DOM: the server's first page shown as it came, every query change moving the
 * address (replace or push) and the shell's links with it, the latest fetch winning, and the
 * loading, count, stale, error, empty and retry states with the pager.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Query {
  color: string | null;
  page: number;
}
type Page = ListPage<string>;

const MESSAGES = {
  'demo.loading': 'Loading…',
  'demo.count': '{total} found',
  'demo.empty': 'Nothing here',
  'demo.error.stale': 'Could not refresh.',
  'demo.error.retry': 'Try again',
  'demo.error.title': 'Could not load',
  'demo.error.body': 'Check your connection.',
  'demo.paging.label': 'Pages',
  'demo.paging.previous': 'Previous page',
  'demo.paging.next': 'Next page',
  'demo.paging.page': 'Page {page}',
} as const;
type Key = keyof typeof MESSAGES;
const t = (key: Key, params?: Record<string, string | number>) =>
  MESSAGES[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params?.[name] ?? ''));

const LOOK: ListLook = {
  status: 'demo-status',
  statusTestId: 'demo-status',
  statusLive: 'status',
  stale: 'demo-stale',
  error: 'demo-error',
  errorTestId: 'demo-error',
  errorBody: 'demo-error-body',
  retry: 'demo-retry',
  results: 'demo-results',
};

const href = (query: Query) => {
  const params = new URLSearchParams();
  if (query.color) params.set('color', query.color);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return `/fr/demo${search ? `?${search}` : ''}`;
};

const page = (items: string[], pageNo = 1, total = items.length): Page => ({
  items,
  total,
  page: pageNo,
  pageSize: 2,
});

/** A fetch the test answers by hand, one deferred answer per call. */
function manualFetch() {
  const calls: {
    query: Query;
    signal: AbortSignal;
    resolve: (page: Page) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const fetch = vi.fn(
    (query: Query, signal: AbortSignal) =>
      new Promise<Page>((resolve, reject) => calls.push({ query, signal, resolve, reject })),
  );
  return { fetch, calls };
}

let root: Root;
let container: HTMLDivElement;
let list: FilteredList<Query, Page>;

async function render(options: Partial<FilteredListOptions<Query, Page>> = {}, look = LOOK) {
  const all: FilteredListOptions<Query, Page> = {
    initial: { color: null, page: 1 },
    initialData: page(['red', 'blue'], 1, 5),
    href,
    fetch: () => Promise.reject(new Error('no fetch expected')),
    ...options,
  };
  function Demo() {
    list = useFilteredList(all);
    return createElement(
      'div',
      { ref: list.rootRef },
      createElement('h1', null, 'Demo'),
      createElement(ListStates<Query, string>, {
        list,
        texts: listTexts(t, 'demo', { loading: 'demo.loading', count: 'demo.count' }),
        look,
        empty: createElement('p', { 'data-testid': 'demo-empty' }, t('demo.empty')),
        children: (items: string[]) =>
          createElement(
            Fragment,
            null,
            items.map((item) => createElement('span', { key: item, className: 'row' }, item)),
          ),
      }),
    );
  }
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(createElement(Demo)));
}

const q = (selector: string) => container.querySelector(selector);
const rows = () => [...container.querySelectorAll('.row')].map((row) => row.textContent);
const link = (name: string) => {
  const found = [...container.querySelectorAll('a')].find(
    (a) => a.textContent === name || a.getAttribute('aria-label') === name,
  );
  if (!found) throw new Error(`No link ${name}`);
  return found;
};
const address = () => `${location.pathname}${location.search}`;

beforeEach(() => {
  window.history.replaceState(null, '', '/fr/demo');
  document.title = 'Before';
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  document.body.innerHTML = '';
});

describe('useFilteredList with ListStates', () => {
  it('shows the server page as it came: count, rows and real page links, nothing fetched', async () => {
    const fetch = vi.fn();
    await render({ fetch });
    expect(q('[data-testid="demo-status"]')?.getAttribute('role')).toBe('status');
    expect(q('[data-testid="demo-status"]')?.textContent).toBe('5 found');
    expect(rows()).toEqual(['red', 'blue']);
    expect(q('.demo-results')?.className).toBe('demo-results');
    expect(link('Page 3').getAttribute('href')).toBe('/fr/demo?page=3');
    expect(link('Next page').getAttribute('href')).toBe('/fr/demo?page=2');
    expect(list.hydrated).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a filter change goes back to page 1, rewrites the address and the shell, and fetches', async () => {
    const shell = document.createElement('div');
    shell.innerHTML = `
      <form><input type="hidden" name="to" value="/demo"></form>
      <a id="login" href="https://main.example/login?returnUrl=${encodeURIComponent('http://localhost/fr/demo')}">Log in</a>`;
    document.body.prepend(shell);
    const { fetch, calls } = manualFetch();
    await render({
      fetch,
      initial: { color: null, page: 2 },
      title: (query) => `Demo ${query.color}`,
    });
    const length = window.history.length;

    await act(async () => list.apply({ color: 'green' }));
    expect(calls[0]?.query).toEqual({ color: 'green', page: 1 });
    expect(address()).toBe('/fr/demo?color=green');
    expect(window.history.length).toBe(length);
    expect(document.title).toBe('Demo green');
    expect(shell.querySelector<HTMLInputElement>('input[name="to"]')?.value).toBe(
      '/demo?color=green',
    );
    const returnUrl = new URL(shell.querySelector<HTMLAnchorElement>('#login')!.href);
    expect(returnUrl.searchParams.get('returnUrl')).toBe(`${location.origin}/fr/demo?color=green`);
    // While it runs: the status says so and the old rows are dimmed.
    expect(q('[data-testid="demo-status"]')?.textContent).toBe('Loading…');
    expect(q('.demo-results')?.className).toBe('demo-results is-loading');

    await act(async () => calls[0]?.resolve(page(['green'], 1, 1)));
    expect(rows()).toEqual(['green']);
    expect(q('[data-testid="demo-status"]')?.textContent).toBe('1 found');
    expect(list.query).toEqual({ color: 'green', page: 1 });
  });

  it('sends the request in the change’s own task, before the address moves and React renders', async () => {
    const seen: { address: string; status: string | null | undefined }[] = [];
    const fetch = vi.fn(
      () =>
        new Promise<Page>(() => {
          seen.push({
            address: address(),
            status: q('[data-testid="demo-status"]')?.textContent,
          });
        }),
    );
    await render({ fetch });
    // Outside act(): React renders the change later, in a microtask; the request is out already.
    list.apply({ color: 'green' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([{ address: '/fr/demo', status: '5 found' }]);
    expect(address()).toBe('/fr/demo?color=green');
    await act(async () => {});
  });

  it('a page link fetches that page and scrolls to the heading; push makes a history entry', async () => {
    const { fetch, calls } = manualFetch();
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    await render({ fetch, pageMove: 'push' });
    const length = window.history.length;

    await act(async () => link('Page 2').click());
    expect(calls[0]?.query).toEqual({ color: null, page: 2 });
    expect(address()).toBe('/fr/demo?page=2');
    expect(window.history.length).toBe(length + 1);
    expect(scroll).toHaveBeenCalledWith({ block: 'start' });
    scroll.mockRestore();

    // The page on screen: its link does nothing more.
    await act(async () => calls[0]?.resolve(page(['pink', 'gold'], 2, 5)));
    await act(async () => link('Page 2').click());
    expect(calls).toHaveLength(1);
  });

  it('the latest query wins: an older answer arriving later is dropped', async () => {
    const { fetch, calls } = manualFetch();
    await render({ fetch });
    await act(async () => list.apply({ color: 'green' }));
    await act(async () => list.apply({ color: 'black' }));
    expect(calls[0]?.signal.aborted).toBe(true);
    await act(async () => calls[1]?.resolve(page(['black'])));
    await act(async () => calls[0]?.resolve(page(['green'])));
    expect(rows()).toEqual(['black']);
    expect(address()).toBe('/fr/demo?color=black');
  });

  it('a failed refresh keeps the rows, says they are stale, and retry asks again in place', async () => {
    const { fetch, calls } = manualFetch();
    await render({ fetch });
    await act(async () => list.apply({ color: 'green' }));
    await act(async () => calls[0]?.reject(new Error('offline')));
    expect(rows()).toEqual(['red', 'blue']);
    expect(q('.demo-stale')?.textContent).toBe('Could not refresh. Try again');
    const retry = q('.demo-stale a') as HTMLAnchorElement;
    expect(retry.getAttribute('href')).toBe('/fr/demo?color=green');

    const length = window.history.length;
    await act(async () => retry.click());
    expect(calls[1]?.query).toEqual({ color: 'green', page: 1 });
    expect(window.history.length).toBe(length);
    await act(async () => calls[1]?.resolve(page(['green'])));
    expect(q('.demo-stale')).toBeNull();
    expect(rows()).toEqual(['green']);
  });

  it('nothing loaded: the error panel with a retry link that works without script', async () => {
    const { fetch, calls } = manualFetch();
    window.history.replaceState(null, '', '/fr/demo?color=red');
    await render({ fetch, initial: { color: 'red', page: 1 }, initialData: null });
    const panel = q('[data-testid="demo-error"]');
    expect(panel?.className).toBe('demo-error');
    expect(panel?.querySelector('.font-semibold')?.textContent).toBe('Could not load');
    expect(panel?.querySelector('.demo-error-body')?.textContent).toBe('Check your connection.');
    const retry = panel?.querySelector('a.demo-retry') as HTMLAnchorElement;
    expect(retry.getAttribute('href')).toBe('/fr/demo?color=red');
    expect(q('[data-testid="demo-status"]')?.textContent).toBe('');
    expect(q('nav')).toBeNull();

    await act(async () => retry.click());
    await act(async () => calls[0]?.resolve(page(['red'])));
    expect(q('[data-testid="demo-error"]')).toBeNull();
    expect(rows()).toEqual(['red']);
  });

  it('a modified click on a page or retry link is left to the browser', async () => {
    const fetch = vi.fn();
    await render({ fetch, initialData: null });
    const retry = q('a.demo-retry') as HTMLAnchorElement;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    await act(async () => retry.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('an empty page shows the list’s own empty panel, and a single page no pager', async () => {
    await render({ initialData: page([], 1, 0) });
    expect(q('[data-testid="demo-empty"]')?.textContent).toBe('Nothing here');
    expect(q('.demo-results')).toBeNull();
    expect(q('[data-testid="demo-status"]')?.textContent).toBe('');
    expect(q('nav')).toBeNull();
  });

  it('a polite status line when the island has a status of its own', async () => {
    await render({}, { ...LOOK, statusLive: 'polite' });
    const line = q('.demo-status');
    expect(line?.getAttribute('role')).toBeNull();
    expect(line?.getAttribute('aria-live')).toBe('polite');
  });

  it('Back and Forward show what the address says without moving it; an unknown one reloads', async () => {
    const { fetch, calls } = manualFetch();
    const fromAddress = vi.fn(() => {
      const color = new URLSearchParams(location.search).get('color');
      return color === 'bad' ? null : { color, page: 1 };
    });
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      pathname: '/fr/demo',
      search: '?color=blue',
      origin: window.location.origin,
      reload,
    } as unknown as Location);
    try {
      await render({ fetch, fromAddress });
      await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
      expect(calls[0]?.query).toEqual({ color: 'blue', page: 1 });
      expect(reload).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }

    window.history.replaceState(null, '', '/fr/demo?color=bad');
    const reloadSpy = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      search: '?color=bad',
      reload: reloadSpy,
    } as unknown as Location);
    try {
      await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
      expect(reloadSpy).toHaveBeenCalledTimes(1);
      expect(calls).toHaveLength(1);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('a list without fromAddress does not listen to Back and Forward', async () => {
    const fetch = vi.fn();
    await render({ fetch });
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('listTexts', () => {
  it('takes the error and paging texts under the prefix and the status lines by key', () => {
    const texts = listTexts(t, 'demo', { loading: 'demo.loading', count: 'demo.count' });
    expect(texts.loading).toBe('Loading…');
    expect(texts.count(7)).toBe('7 found');
    expect(texts.stale).toBe('Could not refresh.');
    expect(texts.retry).toBe('Try again');
    expect(texts.errorTitle).toBe('Could not load');
    expect(texts.errorBody).toBe('Check your connection.');
    expect(texts.paging.label).toBe('Pages');
    expect(texts.paging.previous).toBe('Previous page');
    expect(texts.paging.next).toBe('Next page');
    expect(texts.paging.page(4)).toBe('Page 4');
  });
});

describe('syncShellAddress', () => {
  it('moves the language switch and the shell’s login links, not the island’s own', () => {
    const returnTo = (path: string) =>
      `https://main.example/login?p2p=1&returnUrl=${encodeURIComponent(`${location.origin}${path}`)}`;
    document.body.innerHTML = `
      <form><input type="hidden" name="to" value="/demo"><input name="to" value="typed"></form>
      <a id="shell" href="${returnTo('/fr/demo')}">Log in</a>
      <a id="other" href="/help?myreturnUrl=1">Help</a>
      <div id="island"><a id="own" href="${returnTo('/fr/demo?row=1')}">Trade</a></div>`;
    const title = document.title;
    syncShellAddress('/fr/demo?page=2', document.getElementById('island'));
    expect(document.querySelector<HTMLInputElement>('input[type="hidden"]')?.value).toBe(
      '/demo?page=2',
    );
    expect(document.querySelector<HTMLInputElement>('input:not([type])')?.value).toBe('typed');
    const shell = new URL(document.querySelector<HTMLAnchorElement>('#shell')!.href);
    expect(shell.searchParams.get('returnUrl')).toBe(`${location.origin}/fr/demo?page=2`);
    expect(shell.searchParams.get('p2p')).toBe('1');
    expect(document.querySelector<HTMLAnchorElement>('#own')!.href).toBe(
      returnTo('/fr/demo?row=1'),
    );
    expect(document.querySelector<HTMLAnchorElement>('#other')!.getAttribute('href')).toBe(
      '/help?myreturnUrl=1',
    );
    expect(document.title).toBe(title);

    syncShellAddress('/fr/demo', null, 'Demo | Site');
    expect(document.title).toBe('Demo | Site');
  });
});
