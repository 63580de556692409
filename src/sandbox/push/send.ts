import webpush from 'web-push';
import { marketSearchPath, routes } from '@/config/routes';
import type { MarketAlertLink } from '@/contract/market-searches';
import type { PushPayload } from '@/contract/push';
import { ORDER_MESSAGE_EVENTS, type OrderMessageEvent } from '@/contract/user-notifications';
import { localeByCode } from '@/i18n/locales';
import { localePath } from '@/i18n/paths';
import type { SandboxContext } from '@/sandbox/context';
import { stmt } from '@/sandbox/db/database';
import { int, textOrNull } from '@/sandbox/db/rows';
import { devicesOf, dropDevice, type DeviceRecord } from '@/sandbox/push/devices';
import type { VapidKeys } from '@/sandbox/push/keys';
import { notificationSettingsOf } from '@/sandbox/user/notification-settings';
import { alertLinkOf } from '@/sandbox/user/messages';
import { renderOrderMessage } from '@/sandbox/user/order-messages';

/**
 * Sending Web Push (RFC 8030, payloads encrypted per RFC 8291, signed per RFC 8292 with the
 * exchange's VAPID keys). An order-event message is queued in `push_outbox` inside its
 * transaction; once that has committed, `publishUnread` tells the user's devices
 * (`sendPendingPushes`): each kind the user wants as a system notification goes to each of
 * their subscribed browsers, worded in that browser's language, one notification per order
 * (the tag, and the push service's Topic, replace an older one about the same order). Sending
 * never holds the request: it runs after the answer, and a push service that forgot a browser
 * (404, 410) has that subscription dropped.
 */

/** How long a push service keeps a push for a browser that is offline: half a day. */
export const PUSH_TTL_SECONDS = 12 * 60 * 60;

/** Who the push services may contact about the exchange's pushes (the VAPID `sub` claim). */
const PUSH_CONTACT = 'mailto:p2p-push@exchange.example';

/** A push service that takes longer than this is given up on (logged). */
const SEND_TIMEOUT_MS = 10_000;

const KNOWN = new Set<string>(ORDER_MESSAGE_EVENTS);

export interface PushSender {
  /** The VAPID public key browsers subscribe with. */
  publicKey: string;
  /** Whether a push service stand-in on this machine may be subscribed (tests). */
  allowLoopback: boolean;
  /** Encrypts and sends one payload to one browser, without waiting for the answer. */
  deliver(ctx: SandboxContext, device: DeviceRecord, payload: PushPayload, topic: string): void;
  /** Resolves once every push handed over so far has been answered or given up on. */
  idle(): Promise<void>;
}

export interface PushSenderOptions {
  keys: VapidKeys;
  allowLoopback?: boolean;
}

/** The Topic header allows 32 URL-safe base64 characters: an order number fits. */
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;

export function createPushSender({ keys, allowLoopback = false }: PushSenderOptions): PushSender {
  const inflight = new Set<Promise<void>>();
  return {
    publicKey: keys.publicKey,
    allowLoopback,
    deliver(ctx, device, payload, topic) {
      const request = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject: PUSH_CONTACT, ...keys },
          TTL: PUSH_TTL_SECONDS,
          urgency: 'high',
          ...(TOPIC.test(topic) ? { topic } : {}),
        },
      );
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      const task = fetch(request.endpoint, {
        method: 'POST',
        headers,
        body: request.body as Uint8Array<ArrayBuffer>,
        redirect: 'error',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      })
        .then(async (res) => {
          await res.body?.cancel();
          if (res.status === 404 || res.status === 410) dropDevice(ctx, device.endpoint);
          else if (!res.ok)
            ctx.log(`[push] ${new URL(device.endpoint).host} answered ${res.status}`);
        })
        .catch((error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          ctx.log(`[push] ${new URL(device.endpoint).host} could not be reached: ${reason}`);
        })
        .finally(() => inflight.delete(task));
      inflight.add(task);
    },
    async idle() {
      while (inflight.size > 0) await Promise.all([...inflight]);
    },
  };
}

/**
 * What a message is about, for a push: an order (its page, one notification per order) or a
 * saved search's alert (the market search, one notification per search).
 */
export type PushSubject = { orderNo: string } | { alert: MarketAlertLink };

/** What a browser shows of one message, in its language; null for a message it cannot word. */
export function pushPayloadOf(
  device: Pick<DeviceRecord, 'lang'>,
  event: string,
  paramsJson: string | null,
  subject: string | PushSubject,
): PushPayload | null {
  const texts = renderOrderMessage(event, paramsJson, device.lang);
  if (!texts) return null;
  const about = typeof subject === 'string' ? { orderNo: subject } : subject;
  return {
    title: texts.title,
    body: texts.content,
    url: localePath(
      device.lang,
      'orderNo' in about ? routes.order('detail', about.orderNo) : marketSearchPath(about.alert),
    ),
    // The tab's own notices use the same tag (`shell/elements/notifications-api.ts`): one each.
    tag: 'orderNo' in about ? `order-${about.orderNo}` : `search-${about.alert.searchId}`,
    lang: device.lang,
    dir: localeByCode(device.lang).dir,
  };
}

/**
 * After a commit that stored messages for `userId`: hands the ones still pending to the user's
 * browsers (each kind the user wants as a system notification) and marks them handed over. A
 * message older than the push's lifetime is not sent (it would be stale); without a sender or a
 * subscribed browser nothing is sent and the messages are marked all the same.
 */
export function sendPendingPushes(ctx: SandboxContext, userId: number): void {
  const pending = stmt(
    ctx.db,
    `SELECT m.event, m.params, m.order_no, m.push_time FROM push_outbox o
       JOIN internal_messages m ON m.id = o.message_id
      WHERE o.user_id = ? ORDER BY o.message_id`,
  ).all(userId);
  if (pending.length > 0) stmt(ctx.db, 'DELETE FROM push_outbox WHERE user_id = ?').run(userId);
  const push = ctx.push;
  if (pending.length === 0 || !push) return;
  const devices = devicesOf(ctx, userId);
  if (devices.length === 0) return;
  const settings = notificationSettingsOf(ctx, userId);
  const oldest = ctx.clock.now() - PUSH_TTL_SECONDS * 1000;
  for (const row of pending) {
    const event = textOrNull(row, 'event');
    const orderNo = textOrNull(row, 'order_no');
    const params = textOrNull(row, 'params');
    const alert = event === 'market.alert' ? alertLinkOf(params) : null;
    const subject: PushSubject | null = orderNo ? { orderNo } : alert ? { alert } : null;
    if (!event || !subject || !KNOWN.has(event)) continue;
    if (!settings[event as OrderMessageEvent].system || int(row, 'push_time') < oldest) continue;
    // The push service's Topic replaces an older push about the same order or search.
    const topic = 'orderNo' in subject ? subject.orderNo : `search-${subject.alert.searchId}`;
    for (const device of devices) {
      const payload = pushPayloadOf(device, event, params, subject);
      if (payload) push.deliver(ctx, device, payload, topic);
    }
  }
}
