import { describe, expect, it } from 'vitest';
import type { MarketAd } from '@/contract/entities';
import type { MarketIslandProps, Viewer } from '@/features/market/market-types';
import { marketViewKey } from '@/features/market/server/market-view-key';

/**
 * The key of what a logged-in user's market shows (issue 16, item 1): users with the same key
 * share one kept rendering, filled with their own viewer, so the key must hold everything the
 * rows show of the viewer, and nothing more.
 */

const DAY = 24 * 3600_000;
const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);

const ad = (id: number, userId: number, minRegisteredDays: number | null = null) =>
  ({
    id,
    fiat: 'GBP',
    conditions: { minRegisteredDays, minCompletedTrades: null },
    advertiser: { userId, nickname: `Seller${userId}` },
  }) as unknown as MarketAd;

const verified = (userId: number, over: Partial<Viewer> = {}): Viewer =>
  ({
    kind: 'user',
    known: true,
    userId,
    identityVerified: true,
    homeFiat: 'GBP',
    registeredAt: NOW - (100 + userId) * DAY,
    completedTrades: userId,
    pendingOrders: 0,
    maxPendingOrders: 3,
    orderBlockedUntil: null,
    ...over,
  }) as Viewer;

function props(viewer: Viewer, items = [ad(1, 500), ad(2, 501)]): MarketIslandProps {
  return {
    viewer,
    now: NOW,
    options: { coins: [], fiats: [], paymentMethods: [] },
    query: { side: 'buy', coin: 'USDT', fiat: 'GBP', page: 1 },
    defaultFiat: 'GBP',
    invalidAmount: null,
    ads: { items, total: items.length, page: 1, pageSize: 20 },
  } as unknown as MarketIslandProps;
}

describe('marketViewKey', () => {
  it('is the same for users who would see the same rows, whoever they are', () => {
    expect(marketViewKey(props(verified(2)))).toBe(marketViewKey(props(verified(7))));
  });

  it.each([
    ['their own ad on the page', verified(500)],
    ['identity not verified', verified(2, { identityVerified: false })],
    ['another home fiat', verified(2, { homeFiat: 'EUR' })],
    ['orders refused until tomorrow', verified(2, { orderBlockedUntil: NOW + DAY })],
    ['the pending-order cap reached', verified(2, { pendingOrders: 3 })],
    ['a profile the page could not load', { kind: 'user', known: false } as Viewer],
    ['a wallet user', { kind: 'wallet' } as Viewer],
  ])('differs for a user with %s', (_, viewer) => {
    expect(marketViewKey(props(viewer))).not.toBe(marketViewKey(props(verified(2))));
  });

  it('differs when an advertiser’s condition stops one user and not the other', () => {
    const items = [ad(1, 500, 105), ad(2, 501)];
    // Registered 102 and 107 days ago: only the first is stopped by the 105-day condition.
    expect(marketViewKey(props(verified(2), items))).not.toBe(
      marketViewKey(props(verified(7), items)),
    );
  });

  it('differs when the API answered other ads (an advertiser this user blocked)', () => {
    expect(marketViewKey(props(verified(2), [ad(1, 500)]))).not.toBe(
      marketViewKey(props(verified(2))),
    );
  });
});
