// @vitest-environment happy-dom
import { act, createElement, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarketAd } from '@/contract/entities';
import CardIsland, { type CardIslandProps } from '@/features/card/CardIsland';
import { quoteKey } from '@/features/card/card-query';
import type { CardQuery } from '@/features/card/card-types';
import { cardMessages } from '@/features/card/server/messages';
import type { Viewer } from '@/features/market/market-types';
import { marketMessages } from '@/features/market/server/messages';
import { liveViewer } from '@/features/market/use-live-viewer';
import OrderListIsland from '@/features/orders/list/OrderListIsland';
import type { OrderListIslandProps } from '@/features/orders/list/order-list-types';
import { DEFAULT_FILTERS } from '@/features/orders/list/order-list-query';
import { orderListMessages } from '@/features/orders/list/server/messages';
import { profileAdsMessages } from '@/features/user/profile/server/messages';
import ProfileAds, { type ProfileAdsProps } from '@/islands/ProfileAds';
import { clearSession, setSession, type SessionUser } from '@/stores/session';
import { quoteFixture } from './support/card-quote';

/**
 * Islands read the session through `useStore` (issue 11, item 5): the server's props render the
 * HTML and the hydration (no mismatch, no flash), then a change of `$session` made anywhere on
 * the page (the header, another island, a 403 from the API client) shows without a reload.
 * The islands' API modules are replaced so no effect reaches the network.
 */
vi.mock('@/features/card/card-api', () => ({
  fetchQuotes: vi.fn(() => new Promise(() => {})),
  placeCardOrder: vi.fn(),
  fetchCardOrder: vi.fn(),
  followCardOrder: vi.fn(() => () => {}),
}));
vi.mock('@/features/orders/list/order-list-api', () => ({
  fetchOrders: vi.fn(() => new Promise(() => {})),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const account: SessionUser = {
  uid: '10001',
  type: 3,
  loginType: 'account',
  email: 'abcdef@example.com',
  phone: null,
  walletAddress: null,
  level: 2,
  isAuth: true,
  nickname: 'abc',
};
const wallet: SessionUser = {
  ...account,
  uid: '10002',
  type: 2,
  loginType: 'wallet',
  email: null,
  walletAddress: '0x1234567890abcdef1234567890abcdef1234abcd',
};

let root: Root | undefined;
let container: HTMLDivElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  clearSession();
});

/** Server-renders `element`, then hydrates that HTML; fails on any hydration mismatch. */
async function serverThenHydrate(element: ReactElement): Promise<HTMLDivElement> {
  const html = renderToString(element);
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  container = host;
  const recoverable = vi.fn();
  await act(async () => {
    root = hydrateRoot(host, element, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  return host;
}

describe('the card island follows $session', () => {
  const form: CardQuery = {
    fiat: 'EUR',
    coin: 'BTC',
    amount: '100',
    amountType: 'fiat',
    paymentMethod: 'visa',
  };
  const quote = quoteFixture({ name: 'FAST' });

  const messages = cardMessages('en');
  const props = (loggedIn: boolean): CardIslandProps => ({
    locale: 'en',
    messages,
    options: {
      fiats: [{ fiat: 'EUR', name: 'Euro', symbol: '€', minAmount: '20', maxAmount: '15000' }],
      coins: [{ coin: 'BTC', name: 'Bitcoin', scale: 6 }],
      methods: [{ method: 'visa', name: 'Visa' }],
    },
    query: form,
    quotes: { key: quoteKey(form), quotes: [quote] },
    order: null,
    loggedIn,
    mainSite: '/sandbox',
    origin: 'http://localhost',
    safari: false,
    methodIcons: {},
    disclaimerHref: '/thirdParty/disclaimer',
    disclaimerDialogId: 'card-disclaimer-dialog',
  });
  const loginNote = messages['card.buy.loginNote'];

  it('hydrates a visitor’s page as rendered, then drops the login note once logged in', async () => {
    const host = await serverThenHydrate(createElement(CardIsland, props(false)));
    expect(host.textContent).toContain(loginNote);
    act(() => setSession({ user: account }));
    expect(host.textContent).not.toContain(loginNote);
    act(() => clearSession());
    expect(host.textContent).toContain(loginNote);
  });

  it('shows the login note at once when the session is cleared elsewhere', async () => {
    setSession({ user: account });
    const host = await serverThenHydrate(createElement(CardIsland, props(true)));
    expect(host.textContent).not.toContain(loginNote);
    act(() => clearSession());
    expect(host.textContent).toContain(loginNote);
  });
});

describe('My orders follows $session', () => {
  const messages = orderListMessages('en');
  const props = (walletUser: boolean): OrderListIslandProps => ({
    locale: 'en',
    messages,
    options: null,
    filters: DEFAULT_FILTERS,
    rangeProblem: null,
    orders: walletUser ? null : { items: [], total: 0, page: 1, pageSize: 10 },
    renderedBounds: {},
    now: Date.UTC(2025, 0, 15),
    walletUser,
  });
  const notice = messages['session.walletNotice'];

  it('shows the wallet notice when the session becomes a wallet user’s, and back', async () => {
    setSession({ user: account });
    const host = await serverThenHydrate(createElement(OrderListIsland, props(false)));
    expect(host.textContent).not.toContain(notice);
    act(() => setSession({ user: wallet }));
    expect(host.textContent).toContain(notice);
    act(() => setSession({ user: account }));
    expect(host.textContent).not.toContain(notice);
  });

  it('renders the server’s answer for a wallet user with no flash', async () => {
    setSession({ user: wallet });
    const host = await serverThenHydrate(createElement(OrderListIsland, props(true)));
    expect(host.textContent).toContain(notice);
  });
});

describe('the market viewer follows $session', () => {
  const NOW = Date.UTC(2026, 10, 26, 12);
  const ad: MarketAd = {
    id: 1,
    type: 'sell',
    coin: 'USDT',
    fiat: 'GBP',
    priceType: 'fixed',
    floatingRatio: null,
    marketPrice: '0.79',
    price: '0.79',
    quantity: '12457.03',
    remainingQuantity: '10593.08',
    minLimit: '390',
    maxLimit: '8368.53',
    paymentMethods: [{ code: 'revolut', name: 'Revolut', color: '#0666EB' }],
    paymentTimeLimitMinutes: 60,
    remarks: '',
    conditions: { minRegisteredDays: null, minCompletedTrades: null },
    status: 'listed',
    createdAt: NOW - 1000,
    advertiser: {
      userId: 6,
      nickname: 'LondonOTC',
      tier: 'certified_advertiser',
      identityVerified: true,
      successRate30d: '88.24',
      orders30d: 17,
      avgReleaseSeconds: 396,
    },
  };
  const known: Viewer = {
    kind: 'user',
    known: true,
    userId: 2,
    identityVerified: true,
    homeFiat: 'GBP',
    registeredAt: 0,
    completedTrades: 4,
    pendingOrders: 0,
    maxPendingOrders: 3,
    orderBlockedUntil: null,
  };

  it('keeps what the server knew while the same kind of user is logged in', () => {
    expect(liveViewer(known, true, false)).toBe(known);
    expect(liveViewer({ kind: 'wallet' }, true, true)).toEqual({ kind: 'wallet' });
  });

  it('turns into a visitor on logout and a wallet user when the store says so', () => {
    expect(liveViewer(known, false, false)).toEqual({ kind: 'visitor' });
    expect(liveViewer(known, true, true)).toEqual({ kind: 'wallet' });
  });

  it('knows nothing of a user the server rendered as a visitor: the server decides', () => {
    expect(liveViewer({ kind: 'visitor' }, true, false)).toEqual({ kind: 'user', known: false });
  });

  const profileProps = (viewer: Viewer): ProfileAdsProps => ({
    locale: 'en',
    messages: marketMessages('en'),
    texts: profileAdsMessages('en'),
    mainSite: '/sandbox',
    origin: 'http://localhost',
    userId: 6,
    nickname: 'LondonOTC',
    days: 30,
    now: NOW,
    load: {
      kind: 'ok',
      markets: [{ side: 'buy', coin: 'USDT', fiat: 'GBP', total: 1 }],
      side: 'buy',
      query: {
        side: 'buy',
        coin: 'USDT',
        fiat: 'GBP',
        paymentMethod: null,
        amount: null,
        sort: null,
        online: false,
        page: 1,
      },
      ads: { items: [ad], total: 1, page: 1, pageSize: 10 },
      fiatScale: 2,
      coinScale: 2,
      viewer,
    },
  });
  const trade = (host: HTMLElement) =>
    host.querySelector('[data-trade]')?.getAttribute('data-trade');

  it('turns the Trade button into a login link when the session is cleared elsewhere', async () => {
    setSession({ user: account });
    const host = await serverThenHydrate(createElement(ProfileAds, profileProps(known)));
    expect(host.querySelector('[data-trade]')?.tagName).toBe('BUTTON');
    expect(trade(host)).not.toBe('login');
    act(() => clearSession());
    expect(trade(host)).toBe('login');
  });

  it('blocks trading with the wallet notice when the store says a wallet user', async () => {
    setSession({ user: account });
    const host = await serverThenHydrate(createElement(ProfileAds, profileProps(known)));
    act(() => setSession({ user: wallet }));
    expect(host.querySelector('[data-why]')?.getAttribute('data-why')).toBe('wallet');
  });
});
