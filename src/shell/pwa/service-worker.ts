import { isPushPayload, type PushPayload } from '@/contract/push';

/**
 * The site's service worker (issue 17, item 4): what makes the site an installable web app that
 * says it needs a connection when there is none, instead of the browser's error page, and shows
 * the exchange's pushes (`src/contract/push.ts`) as system notifications with no tab open.
 *
 * It answers only page navigations. Each goes to the network as before (through the browser's
 * navigation preload, so the worker adds no wait); when the network fails, the answer is the
 * offline page in the language of the address asked (`/fa/buy_USDT` → `/fa/offline`), taken
 * into the cache of this build when the worker installed. Scripts, styles and API calls never
 * pass through it: nothing the site shows can come stale from a cache, and a new build's worker
 * replaces the old one at once and deletes its cache.
 *
 * A push becomes a notification in the language it was sent in, one per order (its `tag`); a
 * click focuses a tab already on that page or opens it. A push that is not a payload shows
 * nothing of its own (the browser then says the site updated in the background).
 *
 * `serviceWorker` runs in the worker's global scope and is sent as its own source text
 * (`serviceWorkerSource`), so it must use nothing from outside its body: everything comes from
 * `scope` (the worker's `self`), `config` and the payload guard, sent as its source too. Unit
 * tests run it with a stand-in scope.
 */

export interface ServiceWorkerConfig {
  /** The build served: each build's worker has its own cache. */
  build: string;
  /** The offline page of each locale by URL prefix (`fa` → `/fa/offline`; `''` for English). */
  offlinePages: Record<string, string>;
}

/** What the worker uses of its global scope (a `ServiceWorkerGlobalScope`). */
export interface WorkerScope {
  addEventListener(type: string, listener: (event: never) => void): void;
  skipWaiting(): Promise<void>;
  registration: {
    navigationPreload?: { enable(): Promise<void> };
    showNotification(title: string, options: NotificationOptions): Promise<void>;
  };
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  location: { origin: string };
  caches: CacheStorage;
  fetch: typeof fetch;
}

/** What the worker uses of a window it controls or could. */
interface WindowClient {
  url: string;
  focus(): Promise<unknown>;
}

interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
}

interface NotificationClickEvent extends ExtendableEvent {
  notification: { data: unknown; close(): void };
}

interface ExtendableEvent {
  waitUntil(promise: Promise<unknown>): void;
}

interface FetchEvent extends ExtendableEvent {
  request: Request;
  preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}

export function serviceWorker(
  scope: WorkerScope,
  config: ServiceWorkerConfig,
  isPayload: (value: unknown) => value is PushPayload,
): void {
  // One cache per build, under one prefix: the old builds' caches are deleted on activation.
  const prefix = 'p2p-offline-';
  const cacheName = `${prefix}${config.build}`;

  scope.addEventListener('install', (event: ExtendableEvent) => {
    event.waitUntil(
      scope.caches
        .open(cacheName)
        .then((cache) => cache.addAll(Object.values(config.offlinePages)))
        .then(() => scope.skipWaiting()),
    );
  });

  scope.addEventListener('activate', (event: ExtendableEvent) => {
    event.waitUntil(
      (async () => {
        for (const key of await scope.caches.keys()) {
          if (key.startsWith(prefix) && key !== cacheName) await scope.caches.delete(key);
        }
        await scope.registration.navigationPreload?.enable();
        await scope.clients.claim();
      })(),
    );
  });

  scope.addEventListener('fetch', (event: FetchEvent) => {
    if (event.request.mode !== 'navigate' || event.request.method !== 'GET') return;
    event.respondWith(
      (async () => {
        try {
          return (await event.preloadResponse) ?? (await scope.fetch(event.request));
        } catch {
          const slug = new URL(event.request.url).pathname.split('/')[1] ?? '';
          const page = config.offlinePages[slug] ?? config.offlinePages[''] ?? '';
          const cache = await scope.caches.open(cacheName);
          return (await cache.match(page)) ?? Response.error();
        }
      })(),
    );
  });

  scope.addEventListener('push', (event: PushEvent) => {
    let payload: unknown = null;
    try {
      payload = event.data?.json() ?? null;
    } catch {
      // Not JSON: nothing of ours to show.
    }
    if (!isPayload(payload)) return;
    event.waitUntil(
      scope.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        lang: payload.lang,
        dir: payload.dir,
        icon: '/icons/icon-192.png',
        data: { url: payload.url },
      }),
    );
  });

  scope.addEventListener('notificationclick', (event: NotificationClickEvent) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    const path = typeof data?.url === 'string' && /^\/(?!\/)/.test(data.url) ? data.url : '/';
    const target = new URL(path, scope.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => client.url === target);
        await (open ? open.focus() : scope.clients.openWindow(target));
      })(),
    );
  });
}

/**
 * The worker's script: its function, called on the worker's `self` with this config and the
 * payload guard of the contract.
 */
export function serviceWorkerSource(config: ServiceWorkerConfig): string {
  const args = `self, ${JSON.stringify(config)}, ${isPushPayload.toString()}`;
  return `"use strict";\n(${serviceWorker.toString()})(${args});\n`;
}
