import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUILD_ID_PATH,
  CHUNK_ERROR_EVENT,
  CHUNK_LOAD_TIMEOUT_MS,
  chunk,
  isChunkError,
  newBuildServed,
  PAGE_BUILD,
  reloadKeeping,
  takeKept,
  withChunk,
} from '@/lib/load-chunk';

/** Issue 15, item 1: the one loader of on-demand code. */

const events: { chunk: string; timedOut: boolean }[] = [];

beforeEach(() => {
  events.length = 0;
  // Node has no window: the events the loader dispatches on it are recorded here.
  vi.stubGlobal('dispatchEvent', (event: CustomEvent) => {
    if (event.type === CHUNK_ERROR_EVENT) events.push(event.detail);
    return true;
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('chunk()', () => {
  it('waits the spec’s 120 s, then fails with a timed-out load error and tells the window', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    vi.useFakeTimers();
    const load = chunk('OrderPanel', () => new Promise<never>(() => {}));
    const settled = vi.fn();
    const result = load().catch((error: unknown) => {
      settled(error);
    });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await result;
    const error: unknown = settled.mock.calls[0]?.[0];
    expect(isChunkError(error)).toBe(true);
    expect(error).toMatchObject({ chunk: 'OrderPanel', timedOut: true });
    expect(events).toEqual([{ chunk: 'OrderPanel', timedOut: true }]);
  });

  it('shares one import while it is on its way and once it is there', async () => {
    const importer = vi.fn(async () => ({ answer: 42 }));
    const load = chunk('api', importer);
    const [a, b] = await Promise.all([load(), load()]);
    await load();
    expect(a).toBe(b);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('gives the loaded module without waiting, once it is there (and not after a failure)', async () => {
    const module = { fetchMarketAds: () => 'page' };
    const load = chunk('market-api', async () => module);
    expect(load.loaded()).toBeUndefined();
    const pending = load();
    expect(load.loaded()).toBeUndefined();
    await pending;
    expect(load.loaded()).toBe(module);

    const failing = chunk('OrderPanel', () => Promise.reject(new TypeError('offline')));
    await expect(failing()).rejects.toMatchObject({ chunk: 'OrderPanel' });
    expect(failing.loaded()).toBeUndefined();
  });

  it('withChunk uses a loaded module in the same task, else once it has loaded', async () => {
    const load = chunk('order-list-api', async () => ({ fetchOrders: () => 'page' }));
    const use = vi.fn((api: { fetchOrders: () => string }) => api.fetchOrders());
    const first = withChunk(load, use);
    expect(use).not.toHaveBeenCalled();
    expect(await first).toBe('page');
    const second = withChunk(load, use);
    // No await in between: the call (a request, in the lists) is already made.
    expect(use).toHaveBeenCalledTimes(2);
    expect(await second).toBe('page');
  });

  it('forgets a failure, so the next call (Retry) imports again', async () => {
    const importer = vi
      .fn<() => Promise<{ ok: true }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ ok: true });
    const load = chunk('OrderDialogs', importer);
    await expect(load()).rejects.toMatchObject({ chunk: 'OrderDialogs', timedOut: false });
    await expect(load()).resolves.toEqual({ ok: true });
    expect(importer).toHaveBeenCalledTimes(2);
    expect(events).toEqual([{ chunk: 'OrderDialogs', timedOut: false }]);
  });

  it('forgets a timeout too, and a late failure of the old import is not a second failure', async () => {
    vi.useFakeTimers();
    let failLate: (error: Error) => void = () => {};
    const importer = vi
      .fn<() => Promise<string>>()
      .mockReturnValueOnce(new Promise((_, reject) => (failLate = reject)))
      .mockResolvedValueOnce('there');
    const load = chunk('card-api', importer, 1000);
    const first = load().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await first).toMatchObject({ timedOut: true });
    await expect(load()).resolves.toBe('there');
    failLate(new Error('late'));
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toHaveLength(1);
    await expect(load()).resolves.toBe('there');
  });
});

describe('build id', () => {
  it('says a new build is served only when the server names another one', async () => {
    const fetchMock = vi.fn(async () => Response.json({ build: 'other-build' }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await newBuildServed()).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(BUILD_ID_PATH, { cache: 'no-store' });
    fetchMock.mockImplementation(async () => Response.json({ build: PAGE_BUILD }));
    expect(await newBuildServed()).toBe(false);
    fetchMock.mockImplementation(async () => {
      throw new TypeError('offline');
    });
    expect(await newBuildServed()).toBe(false);
  });
});

describe('reload keeping input', () => {
  it('saves the island’s input, reloads, and gives it back once', () => {
    const store = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    });
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    reloadKeeping('market', { amount: '250' });
    expect(reload).toHaveBeenCalledOnce();
    expect(takeKept('market')).toEqual({ amount: '250' });
    expect(takeKept('market')).toBeNull();
  });
});
