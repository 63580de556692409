/**
 * WebSocket protocol on `${API base}/socket`. JSON text frames.
 * The connection is authenticated by the session cookie (or a `token` header for non-browser
 * clients), never by a query parameter; an upgrade whose `Origin` names another host is
 * refused with HTTP 403. Topics that need a user are refused with an `error` frame for
 * anonymous sockets.
 *
 * The frames are checked by the two small guards below rather than zod schemas: the browser's
 * socket code ships on every logged-in page (the bell listens at idle), and the protocol is
 * five shapes of two or three fields.
 */
export const SOCKET_PATH = '/socket';

/** Heartbeat: the client pings every HEARTBEAT_MS and drops the socket after a missed pong. */
export const HEARTBEAT_MS = 20_000;

const TOPIC = /^[a-z0-9._:-]{1,64}$/i;

function isTopic(value: unknown): value is string {
  return typeof value === 'string' && TOPIC.test(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `value` has exactly the keys `keys` (a client frame carries nothing else). */
function hasOnly(value: Record<string, unknown>, keys: readonly string[]) {
  const own = Object.keys(value);
  return own.length === keys.length && own.every((key) => keys.includes(key));
}

export type ClientFrame =
  | { op: 'subscribe'; topic: string }
  | { op: 'unsubscribe'; topic: string }
  | { op: 'ping'; ts: number };

/** A frame the server accepts from a client, or null: exact keys, a valid topic, a finite ts. */
export function parseClientFrame(value: unknown): ClientFrame | null {
  if (!isRecord(value)) return null;
  const { op } = value;
  if ((op === 'subscribe' || op === 'unsubscribe') && hasOnly(value, ['op', 'topic']))
    return isTopic(value.topic) ? { op, topic: value.topic } : null;
  if (op === 'ping' && hasOnly(value, ['op', 'ts']))
    return typeof value.ts === 'number' && Number.isFinite(value.ts) ? { op, ts: value.ts } : null;
  return null;
}

/**
 * Frames the server sends. `subscribed` carries the topic's current state as `data` for topics
 * that have one (`user.messages`: `{ unread }`), so a subscriber needs no HTTP call to catch up
 * after connecting or reconnecting.
 */
export type ServerFrame =
  | { op: 'pong'; ts: number }
  | { op: 'subscribed'; topic: string; data?: unknown }
  | { op: 'unsubscribed'; topic: string }
  | { op: 'event'; topic: string; data: unknown }
  | { op: 'error'; msg: string; topic?: string };

/** A frame from the server, or null for anything else (unknown keys are ignored). */
export function parseServerFrame(value: unknown): ServerFrame | null {
  if (!isRecord(value)) return null;
  const { op, topic } = value;
  switch (op) {
    case 'pong':
      return typeof value.ts === 'number' ? { op, ts: value.ts } : null;
    case 'subscribed':
      if (!isTopic(topic)) return null;
      return 'data' in value ? { op, topic, data: value.data } : { op, topic };
    case 'unsubscribed':
      return isTopic(topic) ? { op, topic } : null;
    case 'event':
      return isTopic(topic) ? { op, topic, data: value.data } : null;
    case 'error':
      if (typeof value.msg !== 'string') return null;
      if (topic === undefined) return { op, msg: value.msg };
      return isTopic(topic) ? { op, msg: value.msg, topic } : null;
    default:
      return null;
  }
}

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
