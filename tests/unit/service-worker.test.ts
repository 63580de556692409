import { describe, expect, it, vi } from 'vitest';
import { isPushPayload } from '@/contract/push';
import {
  serviceWorker,
  serviceWorkerSource,
  type ServiceWorkerConfig,
  type WorkerScope,
} from '@/shell/pwa/service-worker';

/**
 * The service worker (issue 17, item 4) run against a stand-in of its global scope: it caches
 * each locale's offline page at install, drops older builds' caches at activation, leaves every
 * request but a page navigation alone, answers a navigation the network failed with the
 * offline page of the address's locale, shows a push as a notification and opens its page on a
 * click.
 */

const CONFIG: ServiceWorkerConfig = {
  build: 'b2',
  offlinePages: { '': '/offline', fa: '/fa/offline', ru: '/ru/offline' },
};

function scopeFor(
  network: (request: Request) => Promise<Response>,
  windows: { url: string; focus: () => Promise<unknown> }[] = [],
) {
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
    clients: {
      claim: vi.fn(async () => {}),
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
    registration: {
      navigationPreload: { enable: vi.fn(async () => {}) },
      showNotification: vi.fn(async () => {}),
    },
    location: { origin: 'https://p2p.example' },
    caches: caches as unknown as CacheStorage,
    fetch: vi.fn(network) as unknown as typeof fetch,
  } satisfies WorkerScope;
  serviceWorker(scope, CONFIG, isPushPayload);

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
  /** Dispatches an event that may wait on a promise, and waits for it. */
  const dispatch = async (type: 'push' | 'notificationclick', fields: object) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...fields, waitUntil: (p: Promise<unknown>) => (done = p) } as never);
    await done;
  };
  return { scope, stores, caches, extendable, request, dispatch };
}

const PAYLOAD = {
  title: 'پرداخت انجام شد',
  body: 'سفارش 123',
  url: '/fa/order/detail/123',
  tag: 'order-123',
  lang: 'fa',
  dir: 'rtl',
};
const pushOf = (value: unknown) => ({ data: { json: () => value } });

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

  it('shows a push as a notification in its language, one per order', async () => {
    const sw = scopeFor(offline);
    await sw.dispatch('push', pushOf(PAYLOAD));
    expect(sw.scope.registration.showNotification).toHaveBeenCalledWith('پرداخت انجام شد', {
      body: 'سفارش 123',
      tag: 'order-123',
      lang: 'fa',
      dir: 'rtl',
      icon: '/icons/icon-192.png',
      data: { url: '/fa/order/detail/123' },
    });
  });

  it('shows nothing of its own for a push that is not a payload', async () => {
    const sw = scopeFor(offline);
    await sw.dispatch('push', { data: null });
    await sw.dispatch('push', { data: { json: () => JSON.parse('not json') } });
    await sw.dispatch('push', pushOf({ ...PAYLOAD, url: 'https://elsewhere.example/' }));
    await sw.dispatch('push', pushOf({ ...PAYLOAD, url: '//elsewhere.example/' }));
    expect(sw.scope.registration.showNotification).not.toHaveBeenCalled();
  });

  it('a click focuses a tab on the page, else opens it; never another origin', async () => {
    const focus = vi.fn(async () => null);
    const close = vi.fn();
    const open = scopeFor(offline, [
      { url: 'https://p2p.example/fa/buy_USDT', focus: vi.fn() },
      { url: 'https://p2p.example/fa/order/detail/123', focus },
    ]);
    await open.dispatch('notificationclick', {
      notification: { data: { url: '/fa/order/detail/123' }, close },
    });
    expect(close).toHaveBeenCalled();
    expect(focus).toHaveBeenCalled();
    expect(open.scope.clients.openWindow).not.toHaveBeenCalled();

    const none = scopeFor(offline);
    await none.dispatch('notificationclick', {
      notification: { data: { url: '/fa/order/detail/123' }, close },
    });
    expect(none.scope.clients.openWindow).toHaveBeenCalledWith(
      'https://p2p.example/fa/order/detail/123',
    );
    await none.dispatch('notificationclick', {
      notification: { data: { url: '//elsewhere.example/x' }, close },
    });
    expect(none.scope.clients.openWindow).toHaveBeenLastCalledWith('https://p2p.example/');
  });

  it('is sent as its own source, run on the worker’s self with the config', () => {
    const source = serviceWorkerSource(CONFIG);
    expect(source).toContain('(self, {"build":"b2"');
    // The function stands alone: its text runs without anything from this module.
    const types: string[] = [];
    new Function('self', source)({ addEventListener: (type: string) => types.push(type) });
    expect(types).toEqual(['install', 'activate', 'fetch', 'push', 'notificationclick']);
  });
});
