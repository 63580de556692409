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

export const topic = z
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
 * Topics published now. `user.messages`: a new internal message for the socket's user
 * (data: { unread: number }). Later issues add order and market topics here.
 */
export const TOPICS = {
  userMessages: 'user.messages',
} as const;
