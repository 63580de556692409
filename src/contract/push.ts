/**
 * Web Push (issue 17, item 4): what the exchange sends to a user's subscribed browsers, encrypted
 * for each (RFC 8291), and what the site's service worker shows of it as a system notification,
 * with no tab of the site open. The texts are already in the language the device subscribed in.
 * The worker's side is built; the sandbox does not send pushes yet (subscriptions, VAPID keys
 * and sending are still to come), so today a push reaches the worker only from a test.
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
