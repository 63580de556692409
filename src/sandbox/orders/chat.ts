import type { z } from 'zod';
import {
  CHAT_REFUSALS,
  type ChatMessage,
  type ChatPage,
  type ChatSendRequest,
  type chatListQuery,
} from '@/contract/orders-chat';
import type { LocaleCode } from '@/i18n/locales';
import { p2pConfig } from '@/sandbox/config';
import type { SandboxContext } from '@/sandbox/context';
import { stmt } from '@/sandbox/db/database';
import { transaction } from '@/sandbox/db/transaction';
import { invalidFields, refuse } from '@/sandbox/errors';
import { scheduleBotAnswer } from '@/sandbox/orders/chat-bots';
import {
  clearChatBell,
  noteChatMessage,
  publishChatNotices,
  publishChatUnread,
  publishSeen,
  type ChatNotice,
} from '@/sandbox/orders/chat-notify';
import {
  advanceReadCursor,
  chatPageRows,
  chatUnreadCount,
  findByClientId,
  insertChatMessage,
  newestIdUpTo,
  recentSendTimes,
  seenUpTo,
  toChatMessage,
} from '@/sandbox/orders/chat-store';
import { orderErrors } from '@/sandbox/orders/errors';
import { findOrder, roleOf, type OrderRecord } from '@/sandbox/orders/store';
import { findUpload } from '@/sandbox/uploads/uploads';
import { publishUnread } from '@/sandbox/user/messages';
import type { UserRecord } from '@/sandbox/user/users';

/**
 * The order chat (issue 12, `orders-chat.ts` of the contract): the two parties of an order talk
 * from placing until `p2p.chatWindowDays` after it ended; support may write at any time. A
 * send is idempotent by the sender's `clientId`, rate-limited per user across all their chats,
 * and delivered live after commit (`chat-notify.ts`). Someone else's order answers exactly like
 * a missing one, so order numbers cannot be probed through the chat either.
 */

const DAY_MS = 24 * 3600_000;

/** The order and the other party, for one of its parties; anyone else: 404. */
function partyOrder(
  ctx: SandboxContext,
  orderNo: string,
  userId: number,
): { order: OrderRecord; otherId: number } {
  const order = findOrder(ctx.db, orderNo);
  const role = order ? roleOf(order, userId) : null;
  if (!order || !role) throw orderErrors.orderNotFound();
  return { order, otherId: role === 'buyer' ? order.sellerId : order.buyerId };
}

/**
 * Until when the parties may write: `chatWindowDays` after the order ended (completed or
 * cancelled); null while it has no end (open, or under appeal).
 */
export function chatClosesAt(ctx: SandboxContext, order: OrderRecord): number | null {
  const end =
    order.status === 'completed'
      ? order.completedAt
      : order.status === 'cancelled'
        ? order.cancelledAt
        : null;
  return end === null ? null : end + p2pConfig(ctx).chatWindowDays * DAY_MS;
}

/** One page of the chat for a party (the newest first; `before` pages back) and its state. */
export function listChat(
  ctx: SandboxContext,
  userId: number,
  query: z.output<typeof chatListQuery>,
): ChatPage {
  const { order, otherId } = partyOrder(ctx, query.orderNo, userId);
  const { records, hasMore } = chatPageRows(ctx.db, order.orderNo, query.before, query.limit);
  const now = ctx.clock.now();
  const closesAt = chatClosesAt(ctx, order);
  return {
    orderNo: order.orderNo,
    messages: records.map((record) => toChatMessage(record, userId)),
    hasMore,
    unread: chatUnreadCount(ctx.db, order.orderNo, userId),
    peerReadId: seenUpTo(ctx.db, order.orderNo, userId, otherId),
    closesAt,
    open: closesAt === null || now < closesAt,
    now,
  };
}

/** Refuses a send over `chatRateLimitCount` messages per `chatRateLimitSeconds`. */
function assertUnderRateLimit(ctx: SandboxContext, userId: number, now: number): void {
  const { chatRateLimitCount: count, chatRateLimitSeconds: seconds } = p2pConfig(ctx);
  const windowMs = seconds * 1000;
  const times = recentSendTimes(ctx.db, userId, now - windowMs, Math.max(count, 1));
  const oldest = times[count - 1];
  if (count <= 0 || oldest !== undefined) {
    // Sending works again when the oldest message of the full window leaves it.
    const retryAt = (oldest ?? now) + windowMs;
    throw refuse(
      CHAT_REFUSALS.chatRateLimited,
      'You are sending messages too fast. Wait a moment and try again.',
      { retryAt },
    );
  }
}

/** The image must be an uploaded chat image of the sender's own. */
function assertChatImage(ctx: SandboxContext, userId: number, fileId: string): void {
  const upload = findUpload(ctx.db, fileId);
  if (upload && upload.userId === userId && upload.kind === 'image' && upload.purpose === 'chat')
    return;
  throw invalidFields(
    [{ path: 'imageFileId', code: 'invalid', message: 'Upload the image for the chat first' }],
    CHAT_REFUSALS.chatImageInvalid,
  );
}

/**
 * A party sends a text or an image. The same `clientId` again returns the message already
 * stored (even with another text): nothing is stored, published or counted a second time.
 * A message to a bot party has the bot answer once after its delay, in `lang`.
 */
export function sendChat(
  ctx: SandboxContext,
  user: UserRecord,
  body: ChatSendRequest,
  lang: LocaleCode | null,
): ChatMessage {
  const { message, notices } = transaction(ctx.db, () => {
    const { order } = partyOrder(ctx, body.orderNo, user.id);
    const stored = findByClientId(ctx.db, order.orderNo, user.id, body.clientId);
    if (stored) return { message: toChatMessage(stored, user.id), notices: [] };
    const now = ctx.clock.now();
    const closesAt = chatClosesAt(ctx, order);
    if (closesAt !== null && now >= closesAt) {
      throw refuse(
        CHAT_REFUSALS.chatClosed,
        'The chat of this order has closed; it can still be read.',
        { closedAt: closesAt },
      );
    }
    assertUnderRateLimit(ctx, user.id, now);
    if (body.imageFileId !== undefined) assertChatImage(ctx, user.id, body.imageFileId);
    const record = insertChatMessage(ctx.db, {
      orderNo: order.orderNo,
      senderId: user.id,
      senderKind: 'user',
      text: body.text ?? '',
      imageFileId: body.imageFileId ?? null,
      clientId: body.clientId,
      at: now,
    });
    const notice = noteChatMessage(ctx, order, record);
    scheduleBotAnswer(ctx, order, user.id, lang ?? 'en', now);
    return { message: toChatMessage(record, user.id), notices: [notice] };
  });
  publishChatNotices(ctx, notices);
  return message;
}

/**
 * A party has read the chat up to a message (an older id or a repeat changes nothing; an id
 * past the newest message counts as the newest). The other party is told "seen" when the
 * newest of their messages read moved; once everything is read, the chat's bell message is
 * read too.
 */
export function readChat(
  ctx: SandboxContext,
  userId: number,
  orderNo: string,
  upToId: number,
): { unread: number } {
  const result = transaction(ctx.db, () => {
    const { order, otherId } = partyOrder(ctx, orderNo, userId);
    const seenBefore = seenUpTo(ctx.db, order.orderNo, otherId, userId);
    const upTo = newestIdUpTo(ctx.db, order.orderNo, upToId);
    const moved = upTo > 0 && advanceReadCursor(ctx.db, order.orderNo, userId, upTo);
    const unread = chatUnreadCount(ctx.db, order.orderNo, userId);
    let bellChanged = false;
    if (moved && unread === 0) bellChanged = clearChatBell(ctx, order.orderNo, userId);
    else if (moved) refreshBellCount(ctx, order.orderNo, userId, unread);
    const seenAfter = seenUpTo(ctx.db, order.orderNo, otherId, userId);
    return {
      unread,
      moved,
      bellChanged,
      otherId,
      seen: seenAfter !== seenBefore ? seenAfter : null,
    };
  });
  if (result.moved) publishChatUnread(ctx, orderNo, userId);
  if (result.seen !== null) publishSeen(ctx, orderNo, result.otherId, result.seen);
  if (result.bellChanged) publishUnread(ctx, userId);
  return { unread: result.unread };
}

/** A partly read chat: its unread bell message states the count still unread. */
function refreshBellCount(ctx: SandboxContext, orderNo: string, userId: number, unread: number) {
  stmt(
    ctx.db,
    `UPDATE internal_messages SET params = json_set(params, '$.count', ?)
      WHERE user_id = ? AND order_no = ? AND event = 'chat.message' AND status = 0`,
  ).run(unread, userId, orderNo);
}

/**
 * Support writes into an order's chat, inside the caller's transaction (any time: support is
 * not bound by the chat window). Returns what to publish after commit.
 */
export function insertSupportMessage(
  ctx: SandboxContext,
  order: OrderRecord,
  text: string,
  at: number,
): { notice: ChatNotice; message: ChatMessage } {
  const record = insertChatMessage(ctx.db, {
    orderNo: order.orderNo,
    senderId: null,
    senderKind: 'support',
    text,
    imageFileId: null,
    clientId: null,
    at,
  });
  return {
    notice: noteChatMessage(ctx, order, record),
    message: toChatMessage(record, order.buyerId),
  };
}

/** The sandbox control `POST /sandbox/orders/chat/support`: support writes one message. */
export function writeSupportMessage(
  ctx: SandboxContext,
  orderNo: string,
  text: string,
): ChatMessage {
  const { notice, message } = transaction(ctx.db, () => {
    const order = findOrder(ctx.db, orderNo);
    if (!order) throw orderErrors.orderNotFound();
    return insertSupportMessage(ctx, order, text, ctx.clock.now());
  });
  publishChatNotices(ctx, [notice]);
  return message;
}

/**
 * On placing (inside its transaction): the ad's auto-reply, if the advertiser wrote one, as
 * the chat's first message from the advertiser's side. Null when the ad has none.
 */
export function insertAutoReply(
  ctx: SandboxContext,
  order: OrderRecord,
  at: number,
): ChatNotice | null {
  const row = stmt(ctx.db, 'SELECT auto_reply FROM ads WHERE id = ?').get(order.adId);
  const text = typeof row?.auto_reply === 'string' ? row.auto_reply.trim() : '';
  if (text === '') return null;
  const record = insertChatMessage(ctx.db, {
    orderNo: order.orderNo,
    senderId: order.advertiserId,
    senderKind: 'auto',
    text,
    imageFileId: null,
    clientId: null,
    at,
  });
  return noteChatMessage(ctx, order, record);
}
