// @vitest-environment happy-dom
import { act, createElement, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { marketAdFixture } from './support/market-ad';
import MarketIsland from '@/features/market/MarketIsland';
import { ISLAND_DATA_ATTRIBUTE, islandData, islandDataJson } from '@/components/island-data';
import type { MarketIslandProps } from '@/features/market/market-types';
import { marketMessages } from '@/features/market/server/messages';
import OrderListIsland from '@/features/orders/list/OrderListIsland';
import { DEFAULT_FILTERS } from '@/features/orders/list/order-list-query';
import type { OrderListIslandProps } from '@/features/orders/list/order-list-types';
import { orderListMessages } from '@/features/orders/list/server/messages';

/**
 * The market and My orders on the shared list (`useFilteredList` + `ListStates`): the server's
 * HTML hydrates without a mismatch, the error panel's retry fetches in place, a filter or a side
 * moves the address the way each list does (the market pushes side, coin and page, rewrites
 * filters; My orders rewrites everything), and Back on the market shows what the address says.
 */

const market = vi.hoisted(() => ({ fetchMarketAds: vi.fn() }));
vi.mock('@/features/market/market-api', () => market);
const orders = vi.hoisted(() => ({ fetchOrders: vi.fn() }));
vi.mock('@/features/orders/list/order-list-api', () => orders);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLDivElement | undefined;

async function serverThenHydrate(element: ReactElement): Promise<HTMLDivElement> {
  const html = renderToString(element);
  host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  const recoverable = vi.fn();
  const target = host;
  await act(async () => {
    root = hydrateRoot(target, element, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  return target;
}

/** Lets lazy imports and stubbed calls run until `done` holds. */
async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i += 1)
    await act(async () => new Promise((r) => setTimeout(r, 5)));
}

const address = () => `${location.pathname}${location.search}`;
const byTestId = (id: string) => host?.querySelector(`[data-testid="${id}"]`) ?? null;

beforeEach(() => {
  market.fetchMarketAds.mockReset();
  orders.fetchOrders.mockReset();
});

afterEach(() => {
  vi.restoreAllMocks();
  act(() => root?.unmount());
  host?.remove();
  root = undefined;
});

describe('the market on the shared list', () => {
  const props = (overrides: Partial<MarketIslandProps> = {}): MarketIslandProps => ({
    locale: 'en',
    messages: marketMessages('en'),
    mainSite: 'https://main.example',
    origin: 'http://localhost',
    options: {
      coins: [
        { coin: 'USDT', name: 'Tether', scale: 2 },
        { coin: 'BTC', name: 'Bitcoin', scale: 6 },
      ],
      fiats: [{ fiat: 'USD', name: 'US Dollar', symbol: '$', scale: 2 }],
      paymentMethods: [],
    },
    query: {
      side: 'buy',
      coin: 'USDT',
      fiat: 'USD',
      paymentMethod: null,
      amount: null,
      sort: null,
      online: false,
      page: 1,
    },
    defaultFiat: 'USD',
    invalidAmount: null,
    ads: null,
    viewer: { kind: 'visitor' },
    now: Date.UTC(2025, 0, 15),
    ...overrides,
  });

  it('hydrates from the data block after its rows, waiting while the document is still parsed', async () => {
    window.history.replaceState(null, '', '/buy_USDT');
    const value = props({ ads: { items: [], total: 0, page: 1, pageSize: 10 } });
    const html = renderToString(createElement(MarketIsland, { data: islandData('market', value) }));
    host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    const before = host.innerHTML;
    // In the browser the island's prop is its id only; the rest of the HTML is still coming.
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const browserProp = { id: 'market' } as ReturnType<typeof islandData<MarketIslandProps>>;
    const recoverable = vi.fn();
    const target = host;
    try {
      await act(async () => {
        root = hydrateRoot(target, createElement(MarketIsland, { data: browserProp }), {
          onRecoverableError: recoverable,
        });
      });
      // Suspended: the server's HTML stays as it was, not hydrated yet.
      expect(target.innerHTML).toBe(before);
      expect(target.querySelector('.market[data-hydrated]')).toBeNull();
      const block = document.createElement('script');
      block.type = 'application/json';
      block.setAttribute(ISLAND_DATA_ATTRIBUTE, 'market');
      block.textContent = islandDataJson(islandData('market', value));
      document.body.append(block);
      await act(async () => document.dispatchEvent(new Event('DOMContentLoaded')));
      await until(() => target.querySelector('.market[data-hydrated]') !== null);
      expect(target.querySelector('.market[data-hydrated]')).not.toBeNull();
      expect(recoverable).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(document, 'readyState');
      document.querySelector(`script[${ISLAND_DATA_ATTRIBUTE}]`)?.remove();
    }
  });

  it('nothing loaded: the error panel; retry fetches in place, an empty answer shows the empty panel', async () => {
    window.history.replaceState(null, '', '/buy_USDT');
    market.fetchMarketAds.mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 10 });
    await serverThenHydrate(createElement(MarketIsland, { data: islandData('market', props()) }));
    const panel = byTestId('market-error');
    expect(panel?.className).toBe('market-error');
    const retry = panel?.querySelector<HTMLAnchorElement>('a.market-retry');
    expect(retry?.getAttribute('href')).toBe('/buy_USDT');
    expect(byTestId('market-status')?.getAttribute('role')).toBe('status');

    const length = window.history.length;
    await act(async () => retry?.click());
    await until(() => byTestId('market-empty') !== null);
    expect(market.fetchMarketAds).toHaveBeenCalledTimes(1);
    expect(market.fetchMarketAds.mock.calls[0]?.[0]).toMatchObject({ side: 'buy', coin: 'USDT' });
    expect(byTestId('market-error')).toBeNull();
    expect(byTestId('market-empty')?.textContent).toBe(marketMessages('en')['market.status.empty']);
    expect(window.history.length).toBe(length);
  });

  it('a side is a history entry with its title; Back shows what the address says', async () => {
    window.history.replaceState(null, '', '/buy_USDT');
    market.fetchMarketAds.mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 10 });
    const empty = { items: [], total: 0, page: 1, pageSize: 10 };
    await serverThenHydrate(
      createElement(MarketIsland, { data: islandData('market', props({ ads: empty })) }),
    );
    const length = window.history.length;
    const sell = [...(host?.querySelectorAll('a') ?? [])].find(
      (a) => a.getAttribute('href') === '/sell_USDT',
    );
    await act(async () => sell?.click());
    await until(() => market.fetchMarketAds.mock.calls.length === 1);
    expect(address()).toBe('/sell_USDT');
    expect(window.history.length).toBe(length + 1);
    expect(document.title).toContain('USDT');
    expect(market.fetchMarketAds.mock.calls[0]?.[0]).toMatchObject({ side: 'sell', page: 1 });

    window.history.replaceState(null, '', '/buy_BTC');
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    await until(() => market.fetchMarketAds.mock.calls.length === 2);
    expect(market.fetchMarketAds.mock.calls[1]?.[0]).toMatchObject({ side: 'buy', coin: 'BTC' });
    expect(address()).toBe('/buy_BTC');
  });

  it('a tab moves at once; the rows keep their own side until the new page arrives', async () => {
    window.history.replaceState(null, '', '/buy_USDT');
    const buyPage = { items: [marketAdFixture({ fiat: 'USD' })], total: 1, page: 1, pageSize: 10 };
    const sellPage = {
      items: [marketAdFixture({ id: 42, type: 'buy', fiat: 'USD' })],
      total: 1,
      page: 1,
      pageSize: 10,
    };
    let answer!: (page: typeof sellPage) => void;
    market.fetchMarketAds.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await serverThenHydrate(
      createElement(MarketIsland, { data: islandData('market', props({ ads: buyPage })) }),
    );
    const trade = () =>
      host?.querySelector(
        '[data-testid="market-row"] .market-trade-col, [data-testid="market-row"] td:last-child',
      );
    const caption = () => host?.querySelector('caption')?.textContent;
    expect(trade()?.textContent).toContain('Buy USDT');
    const sell = [...(host?.querySelectorAll('a') ?? [])].find(
      (a) => a.getAttribute('href') === '/sell_USDT',
    );
    await act(async () => sell?.click());
    await until(() => market.fetchMarketAds.mock.calls.length === 1);
    // The tab says Sell now; the rows on screen are still the buy page's, and say so.
    expect(host?.querySelector('a[href="/sell_USDT"]')?.getAttribute('aria-current')).toBe('page');
    expect(trade()?.textContent).toContain('Buy USDT');
    expect(caption()).toContain('buy USDT');
    await act(async () => answer(sellPage));
    await until(() => host?.querySelector('[data-ad-id="42"]') !== null);
    expect(trade()?.textContent).toContain('Sell USDT');
    expect(caption()).toContain('sell USDT');
  });

  /** One page of ads, as the market call answers it. */
  const adsPage = (...items: ReturnType<typeof marketAdFixture>[]) => ({
    items,
    total: items.length,
    page: 1,
    pageSize: 10,
  });
  const link = (href: string) => host?.querySelector<HTMLAnchorElement>(`a[href="${href}"]`);
  const shows = (id: number | undefined) => host?.querySelector(`[data-ad-id="${id}"]`) != null;

  /**
   * The server's buy page, then Sell (answered), then two seconds on: the buy page is kept, and
   * past the second in which a page is reused unasked.
   */
  async function buyThenSell() {
    window.history.replaceState(null, '', '/buy_USDT');
    const buyPage = adsPage(marketAdFixture({ fiat: 'USD' }));
    market.fetchMarketAds.mockResolvedValueOnce(
      adsPage(marketAdFixture({ id: 42, type: 'buy', fiat: 'USD' })),
    );
    await serverThenHydrate(
      createElement(MarketIsland, { data: islandData('market', props({ ads: buyPage })) }),
    );
    await act(async () => link('/sell_USDT')?.click());
    await until(() => shows(42));
    const later = Date.now() + 2_000;
    vi.spyOn(Date, 'now').mockImplementation(() => later);
    return { buyPage, first: buyPage.items[0]?.id };
  }

  it('back to a tab seen moments ago: its rows at once, no loading, then the fresh page quietly', async () => {
    const { first } = await buyThenSell();
    let answer!: (page: ReturnType<typeof adsPage>) => void;
    market.fetchMarketAds.mockImplementationOnce(() => new Promise((r) => (answer = r)));
    await act(async () => link('/buy_USDT')?.click());
    // The server's buy page is back before any answer (once the click's frame has painted),
    // and the list is not loading.
    await until(() => shows(first));
    expect(shows(first)).toBe(true);
    expect(host?.querySelector('.market-results.is-loading')).toBeNull();
    expect(host?.querySelector('caption')?.textContent).toContain('buy USDT');
    // Asked quietly: a failure would mark the rows stale, never toast.
    await until(() => market.fetchMarketAds.mock.calls.length === 2);
    expect(market.fetchMarketAds.mock.calls[1]).toEqual([
      expect.objectContaining({ side: 'buy', coin: 'USDT' }),
      true,
    ]);
    await act(async () => answer(adsPage(marketAdFixture({ id: 7, fiat: 'USD' }))));
    await until(() => shows(7));
    expect(shows(first)).toBe(false);
  });

  it('a failed refresh of a view seen before keeps its rows stale; Retry asks the network', async () => {
    const { buyPage, first } = await buyThenSell();
    market.fetchMarketAds.mockRejectedValueOnce(new Error('down'));
    await act(async () => link('/buy_USDT')?.click());
    await until(() => host?.querySelector('.market-stale') !== null);
    expect(shows(first)).toBe(true);

    // Retry asks, with the loading state, even though the rows were seen moments ago.
    let answer!: (page: typeof buyPage) => void;
    market.fetchMarketAds.mockImplementationOnce(() => new Promise((r) => (answer = r)));
    await act(async () => host?.querySelector<HTMLAnchorElement>('.market-stale a')?.click());
    await until(() => market.fetchMarketAds.mock.calls.length === 3);
    expect(market.fetchMarketAds.mock.calls[2]).toEqual([
      expect.objectContaining({ side: 'buy', coin: 'USDT' }),
      false,
    ]);
    expect(host?.querySelector('.market-results.is-loading')).not.toBeNull();
    await act(async () => answer(buyPage));
    await until(() => host?.querySelector('.market-stale') === null);
    expect(host?.querySelector('.market-results.is-loading')).toBeNull();
  });

  it('a hand over a tab asks for its page; the click shares that request', async () => {
    window.history.replaceState(null, '', '/buy_USDT');
    const buyPage = adsPage(marketAdFixture({ fiat: 'USD' }));
    let answer!: (page: typeof buyPage) => void;
    market.fetchMarketAds.mockImplementation(() => new Promise((r) => (answer = r)));
    await serverThenHydrate(
      createElement(MarketIsland, { data: islandData('market', props({ ads: buyPage })) }),
    );
    const btc = link('/buy_BTC');
    // The current tab asks nothing.
    await act(async () =>
      host
        ?.querySelector('a[href="/buy_USDT"][aria-current]')
        ?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })),
    );
    await act(async () => btc?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
    await until(() => market.fetchMarketAds.mock.calls.length === 1);
    expect(market.fetchMarketAds.mock.calls[0]).toEqual([
      expect.objectContaining({ side: 'buy', coin: 'BTC', page: 1 }),
      true,
    ]);
    await act(async () => btc?.click());
    await act(async () => answer(adsPage(marketAdFixture({ id: 9, coin: 'BTC', fiat: 'USD' }))));
    await until(() => shows(9));
    expect(market.fetchMarketAds).toHaveBeenCalledTimes(1);
    expect(address()).toBe('/buy_BTC');
  });
});

describe('My orders on the shared list', () => {
  const props = (overrides: Partial<OrderListIslandProps> = {}): OrderListIslandProps => ({
    locale: 'en',
    messages: orderListMessages('en'),
    options: null,
    filters: DEFAULT_FILTERS,
    rangeProblem: null,
    orders: { items: [], total: 0, page: 1, pageSize: 10 },
    renderedBounds: {},
    now: Date.UTC(2025, 0, 15),
    walletUser: false,
    ...overrides,
  });

  it('the empty panel; a status tab rewrites the address and fetches page 1', async () => {
    window.history.replaceState(null, '', '/myorder');
    orders.fetchOrders.mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 10 });
    await serverThenHydrate(createElement(OrderListIsland, props()));
    expect(byTestId('order-list-empty')?.className).toBe('ol-panel');
    expect(byTestId('order-list-status')?.textContent).toBe('');

    const length = window.history.length;
    const paid = host?.querySelector<HTMLAnchorElement>('a[href="/myorder?status=paid"]');
    await act(async () => paid?.click());
    await until(() => orders.fetchOrders.mock.calls.length === 1);
    expect(address()).toBe('/myorder?status=paid');
    expect(window.history.length).toBe(length);
    expect(orders.fetchOrders.mock.calls[0]?.[0]).toMatchObject({ status: 'paid', page: 1 });
  });

  it('nothing loaded: the error panel with its retry link', async () => {
    window.history.replaceState(null, '', '/myorder');
    await serverThenHydrate(createElement(OrderListIsland, props({ orders: null })));
    const panel = byTestId('order-list-error');
    expect(panel?.className).toBe('ol-panel is-error');
    expect(panel?.querySelector('a.primary-button')?.getAttribute('href')).toBe('/myorder');
  });
});
