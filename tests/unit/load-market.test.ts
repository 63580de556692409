import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/client/http';
import type { EndpointDef } from '@/contract/define';
import { marketEndpoints } from '@/contract/market';
import { userEndpoints } from '@/contract/user';
import type { ServerSession } from '@/middleware/load-session';
import { loadMarket } from '@/features/market/server/load-market';
import { createPublicCache } from '@/shell/public-cache';

const BOX = marketEndpoints.c2cOptionBox.path;
const CONFIG = marketEndpoints.c2cBasicsConfig.path;
const ADS = marketEndpoints.c2cMarketAds.path;
const INFO = userEndpoints.c2cUserInfo.path;

type Answer = () => unknown;

const healthy = (): Record<string, Answer> => ({
  [BOX]: () => ({
    coins: [{ coin: 'USDT', name: 'Tether', scale: 2 }],
    fiats: [{ fiat: 'GBP', name: 'Pound', symbol: '£', scale: 2 }],
    paymentMethods: [],
  }),
  [CONFIG]: () => ({ maxPendingOrdersPerUser: 3 }),
  [ADS]: () => ({ items: [], total: 0, page: 1, pageSize: 20 }),
  [INFO]: () => ({
    userId: 7,
    identityVerified: true,
    homeFiat: 'GBP',
    registeredAt: 0,
    statistics: { totalOrders: 0 },
    pendingOrders: 0,
    orderBlockedUntil: null,
  }),
});

/** A fake ApiClient answering by path and recording each call's path (a throw is a failure). */
function fakeApi(overrides: Record<string, Answer> = {}) {
  const answers = { ...healthy(), ...overrides };
  const paths: string[] = [];
  const call = vi.fn(async (endpoint: EndpointDef) => {
    paths.push(endpoint.path);
    const answer = answers[endpoint.path];
    if (!answer) throw new Error(`unexpected call ${endpoint.path}`);
    return answer();
  });
  return { api: { call } as unknown as ApiClient, paths };
}

const session = {
  token: 't',
  user: { type: 3, loginType: 'account' }, // a full account: may trade P2P
  unread: 0,
  isAgent: false,
} as unknown as ServerSession;

function load(api: ApiClient, cache: ReturnType<typeof createPublicCache>, locale = 'en' as const) {
  return loadMarket({
    api,
    locale,
    session,
    side: 'buy',
    coin: 'USDT',
    search: new URLSearchParams(),
    cache,
  });
}

describe('loadMarket and the public answers', () => {
  it('asks the option box and basics config once per language while they are kept; the viewer and the ads every time', async () => {
    const { api, paths } = fakeApi();
    const cache = createPublicCache(60_000);
    const first = await load(api, cache);
    const second = await load(api, cache);
    expect(first).toEqual(second);
    expect(second).toMatchObject({ kind: 'ok', viewer: { kind: 'user', maxPendingOrders: 3 } });
    expect(paths.filter((p) => p === BOX)).toHaveLength(1);
    expect(paths.filter((p) => p === CONFIG)).toHaveLength(1);
    expect(paths.filter((p) => p === INFO)).toHaveLength(2);
    expect(paths.filter((p) => p === ADS)).toHaveLength(2);

    await loadMarket({
      api,
      locale: 'fa',
      session,
      side: 'buy',
      coin: 'USDT',
      search: new URLSearchParams(),
      cache,
    });
    expect(paths.filter((p) => p === BOX)).toHaveLength(2);
  });

  it('asks every time when nothing is kept (SHELL_CACHE_SECONDS=0)', async () => {
    const { api, paths } = fakeApi();
    const cache = createPublicCache(0);
    await load(api, cache);
    await load(api, cache);
    expect(paths.filter((p) => p === BOX)).toHaveLength(2);
    expect(paths.filter((p) => p === CONFIG)).toHaveLength(2);
  });

  it('keeps no failure: an option box that failed is asked again by the next page', async () => {
    let fail = true;
    const { api, paths } = fakeApi({
      [BOX]: () => {
        if (fail) throw new Error('503');
        return healthy()[BOX]!();
      },
    });
    const cache = createPublicCache(60_000);
    expect(await load(api, cache)).toEqual({ kind: 'unavailable' });
    fail = false;
    expect(await load(api, cache)).toMatchObject({ kind: 'ok' });
    expect(paths.filter((p) => p === BOX)).toHaveLength(2);
  });
});
