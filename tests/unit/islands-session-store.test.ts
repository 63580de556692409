// @vitest-environment happy-dom
import { act, createElement, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CardIsland, { type CardIslandProps } from '@/features/card/CardIsland';
import { quoteKey } from '@/features/card/card-query';
import type { CardQuery } from '@/features/card/card-types';
import { cardMessages } from '@/features/card/server/messages';
import type { Viewer } from '@/features/market/market-types';
import { liveViewer } from '@/features/market/use-live-viewer';
import OrderListIsland from '@/features/orders/list/OrderListIsland';
import type { OrderListIslandProps } from '@/features/orders/list/order-list-types';
import { DEFAULT_FILTERS } from '@/features/orders/list/order-list-query';
import { orderListMessages } from '@/features/orders/list/server/messages';
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

  it('is the same object from render to render, so the memoised rows are not drawn again', () => {
    const visitor: Viewer = { kind: 'visitor' };
    expect(liveViewer(visitor, false, false)).toBe(visitor);
    expect(liveViewer(known, false, false)).toBe(liveViewer(known, false, false));
    expect(liveViewer(known, true, true)).toBe(liveViewer(known, true, true));
    expect(liveViewer(visitor, true, false)).toBe(liveViewer(visitor, true, false));
  });

  it('knows nothing of a user the server rendered as a visitor: the server decides', () => {
    expect(liveViewer({ kind: 'visitor' }, true, false)).toEqual({ kind: 'user', known: false });
  });

  // The profile's ads are server HTML since issue 16 (item 2): `<p2p-profile>` reads the store
  // on a click (tests/unit/user-profile-element.test.ts).
});
