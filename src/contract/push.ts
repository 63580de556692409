import { z } from 'zod';
import { endpoint, pickRefusals, refusal } from '@/contract/define';

/**
 * Web Push (issue 17, item 4): order events reach a user's browsers with no tab of the site
 * open. A browser subscribes with the exchange's VAPID public key (`pushKey`), the page hands
 * the subscription over (`pushSubscribe`, in the page's language), and after each order event
 * the exchange sends every device of the user that wants it (the user's choice of a system
 * notification per kind of event) an encrypted push (RFC 8291) whose texts are already in that
 * device's language. The site's service worker shows it as a system notification.
 *
 * A device is subscribed for the session that subscribed it: signing out there (or the session
 * ending) stops its pushes, as a shared computer must not keep showing someone's orders.
 * Subscribing again with the same endpoint is idempotent (it refreshes the language and the
 * session); unsubscribing an endpoint that is not subscribed answers not subscribed.
 */

export const PUSH_CODES = {
  /** The endpoint is not one of the browsers' push services the exchange sends to. */
  pushServiceUnknown: 111001,
} as const;

export const PUSH_REFUSALS = {
  pushServiceUnknown: refusal({
    code: PUSH_CODES.pushServiceUnknown,
    summary: 'The subscription’s endpoint is not a push service the exchange sends to',
  }),
};

/**
 * A subscription's keys as the browser's `PushSubscription.toJSON()` gives them, base64url:
 * `p256dh` an uncompressed P-256 point (65 bytes, first byte 4, so 87 characters starting with
 * `B`), `auth` 16 random bytes (22 characters). Padding is forgiven.
 */
export const pushKeys = z
  .object({
    p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/),
  })
  .strict();

/** The longest endpoint the exchange stores (push services use well under 1,000 characters). */
export const PUSH_ENDPOINT_MAX = 2048;

const pushEndpoint = z.url({ protocol: /^https?$/ }).max(PUSH_ENDPOINT_MAX);

/** What `PushSubscription.toJSON()` gives, as the page sends it (`expirationTime` is ignored). */
export const pushSubscribeRequest = z
  .object({
    endpoint: pushEndpoint,
    expirationTime: z.number().nullable().optional(),
    keys: pushKeys,
  })
  .strict();
export type PushSubscribeRequest = z.infer<typeof pushSubscribeRequest>;

export const pushUnsubscribeRequest = z.object({ endpoint: pushEndpoint }).strict();

/** One subscribed device as the exchange keeps it. */
export const pushDevice = z.object({
  endpoint: z.string(),
  subscribed: z.boolean(),
  /** The language its pushes are written in (the page's when it subscribed); null when not. */
  lang: z.string().nullable(),
});
export type PushDevice = z.infer<typeof pushDevice>;

export const pushEndpoints = {
  pushKey: endpoint({
    method: 'GET',
    path: '/user/push/key',
    auth: 'public',
    data: z.object({
      /** The VAPID public key, base64url (a browser's `applicationServerKey`). */
      publicKey: z.string().regex(/^B[A-Za-z0-9_-]{86}$/),
    }),
    summary: 'The exchange’s VAPID public key, to subscribe a browser to pushes',
  }),
  pushDeviceStatus: endpoint({
    method: 'GET',
    path: '/user/push/device',
    auth: 'user',
    query: pushUnsubscribeRequest,
    data: pushDevice,
    summary:
      'Whether one browser gets this session’s pushes (another user’s or an ended session’s do not count)',
  }),
  pushSubscribe: endpoint({
    method: 'POST',
    path: '/user/push/subscribe',
    auth: 'user',
    body: pushSubscribeRequest,
    data: pushDevice,
    refusals: pickRefusals(PUSH_REFUSALS, 'pushServiceUnknown'),
    summary:
      'Send this browser the user’s order events as pushes, in the `lang` header’s language (idempotent)',
  }),
  pushUnsubscribe: endpoint({
    method: 'POST',
    path: '/user/push/unsubscribe',
    auth: 'user',
    body: pushUnsubscribeRequest,
    data: pushDevice,
    summary: 'Stop the pushes to one browser (idempotent: answers `subscribed: false`)',
  }),
} as const;

/**
 * What the exchange sends a device, encrypted for it, and what the site's service worker shows
 * of it: the texts are already in the language the device subscribed in.
 *
 * Checked by a guard rather than a zod schema: the service worker is sent as its own source and
 * imports nothing, so the guard goes into its script as its own source too (it must stay
 * self-contained).
 */
export interface PushPayload {
  /** The notification's title, e.g. "Payment marked as sent". */
  title: string;
  /** Its text, e.g. "Order 2024… : the buyer says they paid 100.00 GBP." */
  body: string;
  /**
   * The page a click opens: a path on the site (`/fa/order/detail/…`), never another origin.
   */
  url: string;
  /** One notification per order: a newer push about it replaces the older one. */
  tag: string;
  /** The language and direction the texts are in (`fa`, `rtl`). */
  lang: string;
  dir: 'ltr' | 'rtl';
}

/** Whether a decoded push is a payload the worker may show. */
export function isPushPayload(value: unknown): value is PushPayload {
  if (typeof value !== 'object' || value === null) return false;
  const { title, body, url, tag, lang, dir } = value as Record<string, unknown>;
  return (
    typeof title === 'string' &&
    typeof body === 'string' &&
    typeof url === 'string' &&
    url.startsWith('/') &&
    !url.startsWith('//') &&
    typeof tag === 'string' &&
    typeof lang === 'string' &&
    (dir === 'ltr' || dir === 'rtl')
  );
}
