import { describe, expect, it, vi } from 'vitest';
import {
  serviceWorker,
  serviceWorkerSource,
  type ServiceWorkerConfig,
  type WorkerScope,
} from '@/shell/pwa/service-worker';

/**
 * The service worker (issue 17, item 4) run against a stand-in of its global scope: it caches
 * each locale's offline page at install, drops older builds' caches at activation, leaves every
 * request but a page navigation alone, and answers a navigation the network failed with the
 * offline page of the address's locale.
 */

const CONFIG: ServiceWorkerConfig = {
  build: 'b2',
  offlinePages: { '': '/offline', fa: '/fa/offline', ru: '/ru/offline' },
};

function scopeFor(network: (request: Request) => Promise<Response>) {
  const listeners = new Map<string, (event: never) => void>();
  const stores = new Map<string, Map<string, Response>>([['p2p-offline-b1', new Map()]]);
  stores.set('other-app', new Map());
  const caches = {
    open: vi.fn(async (name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        addAll: async (urls: string[]) => {
          for (const url of urls) store.set(url, new Response(`offline page ${url}`));
        },
        match: async (url: string) => store.get(url)?.clone(),
      };
    }),
    keys: async () => [...stores.keys()],
    delete: vi.fn(async (name: string) => stores.delete(name)),
  };
  const scope = {
    addEventListener: (type: string, listener: (event: never) => void) =>
      listeners.set(type, listener),
    skipWaiting: vi.fn(async () => {}),
    clients: { claim: vi.fn(async () => {}) },
    registration: { navigationPreload: { enable: vi.fn(async () => {}) } },
    caches: caches as unknown as CacheStorage,
    fetch: vi.fn(network) as unknown as typeof fetch,
  } satisfies WorkerScope;
  serviceWorker(scope, CONFIG);

  const extendable = async (type: 'install' | 'activate') => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ waitUntil: (p: Promise<unknown>) => (done = p) } as never);
    await done;
  };
  /** Dispatches a fetch event: the worker's answer, or null when it left the request alone. */
  const request = async (url: string, mode: RequestMode, preload?: Promise<Response>) => {
    let answer: Promise<Response> | null = null;
    const req = { url, mode, method: 'GET' } as Request;
    listeners.get('fetch')?.({
      request: req,
      preloadResponse: preload ?? Promise.resolve(undefined),
      respondWith: (r: Promise<Response>) => (answer = r),
    } as never);
    return answer ? await (answer as Promise<Response>) : null;
  };
  return { scope, stores, caches, extendable, request };
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('the service worker', () => {
  it('caches every locale’s offline page at install and takes over at once', async () => {
    const sw = scopeFor(offline);
    await sw.extendable('install');
    expect([...(sw.stores.get('p2p-offline-b2')?.keys() ?? [])]).toEqual([
      '/offline',
      '/fa/offline',
      '/ru/offline',
    ]);
    expect(sw.scope.skipWaiting).toHaveBeenCalled();
  });

  it('drops the caches of older builds, not other caches, and claims the open pages', async () => {
    const sw = scopeFor(offline);
    await sw.extendable('install');
    await sw.extendable('activate');
    expect([...sw.stores.keys()].sort()).toEqual(['other-app', 'p2p-offline-b2']);
    expect(sw.scope.registration.navigationPreload.enable).toHaveBeenCalled();
    expect(sw.scope.clients.claim).toHaveBeenCalled();
  });

  it('leaves scripts, styles and API calls alone', async () => {
    const sw = scopeFor(offline);
    expect(await sw.request('http://site/_astro/shell.js', 'cors')).toBeNull();
    expect(await sw.request('http://site/api/c2c/v3/public/merchant/all/ad', 'cors')).toBeNull();
  });

  it('answers a navigation from the preload or the network when it can', async () => {
    const sw = scopeFor(async () => new Response('from the network'));
    const preloaded = await sw.request(
      'http://site/buy_USDT',
      'navigate',
      Promise.resolve(new Response('preloaded')),
    );
    expect(await preloaded?.text()).toBe('preloaded');
    expect(await (await sw.request('http://site/buy_USDT', 'navigate'))?.text()).toBe(
      'from the network',
    );
  });

  it('answers a failed navigation with the offline page of its locale', async () => {
    const sw = scopeFor(offline);
    await sw.extendable('install');
    const fa = await sw.request('http://site/fa/sell_BTC', 'navigate', offline());
    expect(await fa?.text()).toBe('offline page /fa/offline');
    const en = await sw.request('http://site/buy_USDT', 'navigate');
    expect(await en?.text()).toBe('offline page /offline');
    // A first segment that is no locale's is an English page.
    const other = await sw.request('http://site/order/detail/123', 'navigate');
    expect(await other?.text()).toBe('offline page /offline');
  });

  it('is sent as its own source, run on the worker’s self with the config', () => {
    const source = serviceWorkerSource(CONFIG);
    expect(source).toContain('(self, {"build":"b2"');
    // The function stands alone: its text runs without anything from this module.
    const types: string[] = [];
    new Function('self', source)({ addEventListener: (type: string) => types.push(type) });
    expect(types).toEqual(['install', 'activate', 'fetch']);
  });
});
