import { z } from 'zod';

import { timestamp } from '@/contract/common';
import { endpoint, pickRefusals, refusal } from '@/contract/define';
import { fileId, orderNo, recordId } from '@/contract/entities';
import { ORDER_REFUSALS } from '@/contract/orders-refusals';

/**
 * The order chat (issue 12): the two parties of a P2P order talk on the order page, from placing
 * until `chatWindowDays` after the order ends (then the chat is read-only). Support can write in
 * it too. Messages are text (up to CHAT_TEXT_MAX characters, shown as text, never as HTML, links
 * never clickable) or one image uploaded first through `/c2c/v3/upload/img` with purpose `chat`.
 *
 * Sending is an HTTP call with a client-made idempotency key (`clientId`): a retry after a lost
 * answer or a dropped socket returns the message already stored instead of sending it twice.
 * Delivery is live on the socket topic `chat.<orderNo>` (see `chatTopic` in `socket.ts`), open to
 * the order's two parties only. System lines (placed, paid, released…) are not chat messages:
 * the page words them from the order's own timeline (`orderDetail.events`) in the reader's
 * language, so they are never stored in one language.
 */

/** Longest text message, in characters (after trimming). */
export const CHAT_TEXT_MAX = 1000;
/** Messages per page of history (the newest page first, older pages by `before`). */
export const CHAT_PAGE_SIZE = 30;
/** The client-made idempotency key: unique per sender and order. */
export const chatClientId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Must be a message key of 8 to 64 letters, digits, _ or -');

/**
 * Who wrote a message, as the reader sees it: the reader (`me`), the other party, support (an
 * appeal's agent, through the sandbox's control) or the advertiser's auto-reply (`auto`: sent on
 * the advertiser's behalf when the order was placed; `mine` tells whose).
 */
export const chatSender = z.enum(['me', 'counterparty', 'support', 'auto']);
export type ChatSender = z.infer<typeof chatSender>;

/** One chat message as its reader sees it. */
export const chatMessage = z.object({
  id: recordId,
  orderNo,
  sender: chatSender,
  /** True when the reader's side wrote it (a `me` message, or the reader's own auto-reply). */
  mine: z.boolean(),
  /** The text; empty for an image message. */
  text: z.string(),
  /** The image's upload id (served to both parties), or null for a text message. */
  imageFileId: fileId.nullable(),
  /** The sender's idempotency key, given back to the sender only (null for the other reader). */
  clientId: chatClientId.nullable(),
  createdAt: timestamp,
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** The trimmed text a sender may send: not empty, at most CHAT_TEXT_MAX characters. */
export const chatText = z
  .string()
  .trim()
  .min(1, 'Type a message first')
  .max(CHAT_TEXT_MAX, `A message can have at most ${CHAT_TEXT_MAX} characters`);

/** Send a text or an image (exactly one of the two). */
export const chatSendRequest = z
  .object({
    orderNo,
    clientId: chatClientId,
    text: chatText.optional(),
    imageFileId: fileId.optional(),
  })
  .strict()
  .refine((body) => (body.text === undefined) !== (body.imageFileId === undefined), {
    message: 'Send either a text or an image',
    path: ['text'],
  });
export type ChatSendRequest = z.infer<typeof chatSendRequest>;

/** One page of history, newest last; `before` (a message id) pages backwards. */
export const chatListQuery = z
  .object({
    orderNo,
    before: z.coerce.number().int().positive().optional(),
    limit: z.coerce.number().int().min(1).max(100).default(CHAT_PAGE_SIZE),
  })
  .strict();

/** The chat's state for its reader, with one page of messages. */
export const chatPage = z.object({
  orderNo,
  /** Oldest first. */
  messages: z.array(chatMessage),
  /** Older messages exist before `messages[0]`. */
  hasMore: z.boolean(),
  /** Messages from the others the reader has not read yet. */
  unread: z.number().int().nonnegative(),
  /** The newest of the reader's messages the other party has read ("seen"), or null. */
  peerReadId: recordId.nullable(),
  /** Until when messages may be sent; null while the order is open (no end yet). */
  closesAt: timestamp.nullable(),
  /** False once the window has passed: the chat is read-only. */
  open: z.boolean(),
  now: timestamp,
});
export type ChatPage = z.infer<typeof chatPage>;

/** Mark read up to a message (repeating it or naming an older one is harmless). */
export const chatReadRequest = z.object({ orderNo, upToId: recordId }).strict();

/** Refusal codes of chat calls (bad input is code 400 with field errors, as elsewhere). */
export const CHAT_CODES = {
  /** The chat window ended (`chatWindowDays` after the order ended): read-only. */
  chatClosed: 102030,
  /** Too many messages too fast; `data.retryAt` is when sending works again. */
  chatRateLimited: 102031,
  /** The image id is not an uploaded chat image of the sender's. */
  chatImageInvalid: 102032,
} as const;

export const CHAT_REFUSALS = {
  chatClosed: refusal({
    code: CHAT_CODES.chatClosed,
    status: 409,
    params: z.object({ closedAt: timestamp }),
    summary: 'The chat window has ended; the chat is read-only',
  }),
  chatRateLimited: refusal({
    code: CHAT_CODES.chatRateLimited,
    status: 429,
    params: z.object({ retryAt: timestamp }),
    summary: 'Too many messages too fast (sending works again at `retryAt`)',
  }),
  chatImageInvalid: refusal({
    code: CHAT_CODES.chatImageInvalid,
    summary: 'The image is not one of the sender’s uploaded chat images',
  }),
};

/**
 * Frames on `chat.<orderNo>`, per reader (the `sender`/`mine` of a message is the reader's view):
 * a new message, or the other party having read up to one of the reader's messages.
 */
export const chatSocketEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: chatMessage }),
  z.object({ type: z.literal('seen'), orderNo, upToId: recordId }),
]);
export type ChatSocketEvent = z.infer<typeof chatSocketEvent>;

/** Frames on `user.chat`: a chat's unread count changed for the socket's user (My orders rows). */
export const chatUnreadEvent = z.object({ orderNo, unread: z.number().int().nonnegative() });
export type ChatUnreadEvent = z.infer<typeof chatUnreadEvent>;

export const ordersChatEndpoints = {
  c2cOrderChatList: endpoint({
    method: 'GET',
    path: '/c2c/v3/order/chat/list',
    auth: 'user',
    query: chatListQuery,
    data: chatPage,
    refusals: pickRefusals(ORDER_REFUSALS, 'orderNotFound'),
    summary: 'One page of an order’s chat (newest page first; `before` pages back) and its state',
  }),
  c2cOrderChatSend: endpoint({
    method: 'POST',
    path: '/c2c/v3/order/chat/send',
    auth: 'user',
    errors: 'self',
    body: chatSendRequest,
    data: chatMessage,
    refusals: { ...pickRefusals(ORDER_REFUSALS, 'orderNotFound'), ...CHAT_REFUSALS },
    summary: 'Send a text or an image into an order’s chat (idempotent by `clientId`)',
  }),
  c2cOrderChatRead: endpoint({
    method: 'POST',
    path: '/c2c/v3/order/chat/read',
    auth: 'user',
    errors: 'silent',
    body: chatReadRequest,
    data: z.object({ unread: z.number().int().nonnegative() }),
    refusals: pickRefusals(ORDER_REFUSALS, 'orderNotFound'),
    summary: 'Mark an order’s chat read up to a message; the other party sees it as “seen”',
  }),
};
