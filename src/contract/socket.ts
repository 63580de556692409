import { z } from 'zod';

/**
 * WebSocket protocol on `${API base}/socket`. JSON text frames.
 * The connection is authenticated by the session cookie (or a `token` header for non-browser
 * clients), never by a query parameter; an upgrade whose `Origin` names another host is
 * refused with HTTP 403. Topics that need a user are refused with an `error` frame for
 * anonymous sockets.
 */
export const SOCKET_PATH = '/socket';

/** Heartbeat: the client pings every HEARTBEAT_MS and drops the socket after a missed pong. */
export const HEARTBEAT_MS = 20_000;

const topic = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9._:-]+$/i);

export const clientFrame = z.discriminatedUnion('op', [
  z.object({ op: z.literal('subscribe'), topic }).strict(),
  z.object({ op: z.literal('unsubscribe'), topic }).strict(),
  z.object({ op: z.literal('ping'), ts: z.number() }).strict(),
]);
export type ClientFrame = z.infer<typeof clientFrame>;

export const serverFrame = z.discriminatedUnion('op', [
  z.object({ op: z.literal('pong'), ts: z.number() }),
  z.object({ op: z.literal('subscribed'), topic }),
  z.object({ op: z.literal('unsubscribed'), topic }),
  z.object({ op: z.literal('event'), topic, data: z.unknown() }),
  z.object({ op: z.literal('error'), msg: z.string(), topic: topic.optional() }),
]);
export type ServerFrame = z.infer<typeof serverFrame>;

/**
 * Topics published now.
 * - `user.messages`: the socket user's unread count changed: a new internal message (one is
 *   recorded for each order event that concerns them) or one read (data: { unread: number }).
 * - `user.orders`: any transition of any order of the socket's user, for the order list
 *   (data: `orderSocketEvent` of `orders.ts`: { orderNo, status, event, at }).
 * - `order.<orderNo>` (see `orderTopic`): the transitions of one order (same data), for the
 *   order page. Only the order's two parties may subscribe; anyone else gets an `error` frame.
 * - `thirdParty.<orderNo>` (see `thirdPartyTopic`): a card order's status changes (data:
 *   `thirdPartyOrderDetail` of `card.ts`). Only the order's owner may subscribe.
 * - `chat.<orderNo>` (see `chatTopic`): one order's chat, as the subscriber reads it (data:
 *   `chatSocketEvent` of `orders-chat.ts`: a new message, or "seen" up to a message). Only the
 *   order's two parties may subscribe.
 * - `user.chat`: the unread count of one of the user's order chats changed (data:
 *   `chatUnreadEvent` of `orders-chat.ts`), for the My orders rows.
 */
export const TOPICS = {
  userMessages: 'user.messages',
  userOrders: 'user.orders',
  userChat: 'user.chat',
} as const;

/** Prefix of the per-order topics. */
const ORDER_TOPIC_PREFIX = 'order.';

/** The topic of one order's transitions, e.g. `order.250115080000123456`. */
export function orderTopic(no: string): string {
  return `${ORDER_TOPIC_PREFIX}${no}`;
}

/**
 * The order number an `order.<orderNo>` topic names, or null for any other topic. A plain regex
 * (the order number rule of `entities.ts`) so the shell's socket code pulls in no P2P schemas.
 */
export function orderNoOfTopic(value: string): string | null {
  const match = /^order\.(\d{8,32})$/.exec(value);
  return match?.[1] ?? null;
}

/** The topic of one order's chat, e.g. `chat.250115080000123456`. */
export function chatTopic(no: string): string {
  return `chat.${no}`;
}

/** The order number a `chat.<orderNo>` topic names, or null for any other topic. */
export function chatOrderNoOfTopic(value: string): string | null {
  const match = /^chat\.(\d{8,32})$/.exec(value);
  return match?.[1] ?? null;
}

/** Prefix of the per-card-order topics. */
export const THIRD_PARTY_TOPIC_PREFIX = 'thirdParty.';

/** The topic of one card order's status changes, e.g. `thirdParty.250115080000123456`. */
export function thirdPartyTopic(no: string): string {
  return `${THIRD_PARTY_TOPIC_PREFIX}${no}`;
}
