import { api } from '@/client/api';
import { pushEndpoints, type PushSubscribeRequest } from '@/contract/push';

/**
 * This browser and the exchange's pushes (issue 17, item 4): whether it gets the user's order
 * events with no tab of the site open, turning that on (the site's service worker subscribes
 * with the exchange's VAPID key, and the subscription is handed to the exchange in the page's
 * language) and off. The island shows the failures (an inline message with Retry), so the client
 * shows no toast of its own.
 */

/** `on`: this browser gets this session's pushes; `unsupported`: it cannot (no worker, no push). */
export type PushDeviceState = 'unsupported' | 'off' | 'on';

function supported(): boolean {
  return (
    'serviceWorker' in navigator &&
    typeof PushManager !== 'undefined' &&
    Boolean(document.documentElement.dataset.serviceWorker)
  );
}

async function browserSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

const subscribeBody = (subscription: PushSubscription) =>
  subscription.toJSON() as PushSubscribeRequest;

/**
 * Whether this browser gets the user's pushes: it must hold a subscription the exchange keeps for
 * this session (after signing out and in, or another user's, it does not). A subscription kept
 * in another language is moved to the page's.
 */
export async function pushDeviceState(lang: string): Promise<PushDeviceState> {
  if (!supported()) return 'unsupported';
  const subscription = await browserSubscription();
  if (!subscription) return 'off';
  const device = await api.call(
    pushEndpoints.pushDeviceStatus,
    { query: { endpoint: subscription.endpoint } },
    { errors: 'silent' },
  );
  if (!device.subscribed) return 'off';
  if (device.lang !== lang) {
    await api.call(
      pushEndpoints.pushSubscribe,
      { body: subscribeBody(subscription) },
      { errors: 'silent' },
    );
  }
  return 'on';
}

/** The bytes of a base64url key, to compare with a subscription's `applicationServerKey`. */
function keyBytes(base64url: string): Uint8Array {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

function sameKey(held: ArrayBuffer | null, publicKey: string): boolean {
  if (!held) return false;
  const a = new Uint8Array(held);
  const b = keyBytes(publicKey);
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** How long the service worker may take to be ready (it registers after the page's load). */
const READY_TIMEOUT_MS = 15_000;

function workerReady(): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('The service worker is not ready')),
      READY_TIMEOUT_MS,
    );
    navigator.serviceWorker.ready.then(
      (registration) => {
        clearTimeout(timer);
        resolve(registration);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Subscribes this browser (after the user allowed notifications) and hands the subscription to
 * the exchange. A subscription made with an older key of the exchange is replaced.
 */
export async function turnOnPush(): Promise<void> {
  const registration = await workerReady();
  const { publicKey } = await api.call(pushEndpoints.pushKey, {}, { errors: 'silent' });
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: publicKey,
  });
  await api.call(
    pushEndpoints.pushSubscribe,
    { body: subscribeBody(subscription) },
    { errors: 'self' },
  );
}

/** Tells the exchange to stop, then drops this browser's subscription. */
export async function turnOffPush(): Promise<void> {
  const subscription = await browserSubscription();
  if (!subscription) return;
  await api.call(
    pushEndpoints.pushUnsubscribe,
    { body: { endpoint: subscription.endpoint } },
    { errors: 'silent' },
  );
  await subscription.unsubscribe();
}
