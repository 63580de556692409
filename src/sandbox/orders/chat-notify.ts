import type { ChatSocketEvent, ChatUnreadEvent } from '@/contract/orders-chat';
import type { OrderRole } from '@/contract/entities';
import { chatTopic, TOPICS } from '@/contract/socket';
import type { SandboxContext } from '@/sandbox/context';
import { stmt } from '@/sandbox/db/database';
import { int } from '@/sandbox/db/rows';
import {
  chatUnreadCount,
  findChatMessage,
  toChatMessage,
  type ChatRecord,
} from '@/sandbox/orders/chat-store';
import type { OrderRecord } from '@/sandbox/orders/store';
import { publishUnread } from '@/sandbox/user/messages';
import {
  insertOrderMessage,
  orderMessageParams,
  queuePush,
  type OrderMessageParams,
} from '@/sandbox/user/order-messages';

/**
 * What a chat message owes the people around it: the recipients' bell message (coalesced per
 * order while unread), and after commit the frames on `chat.<orderNo>` (each party their own
 * view), `user.chat` (the recipients' new unread count) and `user.messages` (their bell).
 */

/** What to publish once the transaction that stored a message has committed. */
export interface ChatNotice {
  orderNo: string;
  buyerId: number;
  sellerId: number;
  messageId: number;
  /** Users whose unread count of this chat changed. */
  unreadUserIds: number[];
  /** Users whose bell (internal messages) changed. */
  bellUserIds: number[];
}

const CHAT_EVENT = 'chat.message';

/**
 * The recipient's bell message about a new chat message. While they have an unread one about
 * this order it is updated (latest writer, unread count, time) instead of adding another, so a
 * lively chat is one line in the bell, not fifty.
 */
function recordChatBell(
  ctx: SandboxContext,
  order: OrderRecord,
  userId: number,
  from: 'counterparty' | 'support',
  at: number,
): void {
  const role: OrderRole = order.buyerId === userId ? 'buyer' : 'seller';
  const params: OrderMessageParams = {
    ...orderMessageParams(ctx.db, order, role),
    from,
    count: chatUnreadCount(ctx.db, order.orderNo, userId),
  };
  const existing = stmt(
    ctx.db,
    `SELECT id FROM internal_messages
      WHERE user_id = ? AND order_no = ? AND event = ? AND status = 0
      ORDER BY id DESC LIMIT 1`,
  ).get(userId, order.orderNo, CHAT_EVENT);
  if (existing) {
    stmt(ctx.db, 'UPDATE internal_messages SET params = ?, push_time = ? WHERE id = ?').run(
      JSON.stringify(params),
      at,
      int(existing, 'id'),
    );
    // Pushed again: the browser's notification about this order says the latest.
    queuePush(ctx, userId, int(existing, 'id'));
  } else {
    insertOrderMessage(ctx, userId, CHAT_EVENT, params, at);
  }
}

/**
 * Inside the transaction that stored `message`: the bell of each recipient (the other party;
 * both parties for support). An auto-reply rings no bell: it answers the taker's own placing,
 * on the page they are looking at. Returns what to publish after commit.
 */
export function noteChatMessage(
  ctx: SandboxContext,
  order: OrderRecord,
  message: ChatRecord,
): ChatNotice {
  const parties = [order.buyerId, order.sellerId];
  const recipients = parties.filter((id) => id !== message.senderId);
  const bell = message.senderKind === 'auto' ? [] : recipients;
  for (const userId of bell) {
    const from = message.senderKind === 'support' ? 'support' : 'counterparty';
    recordChatBell(ctx, order, userId, from, message.createdAt);
  }
  return {
    orderNo: order.orderNo,
    buyerId: order.buyerId,
    sellerId: order.sellerId,
    messageId: message.id,
    unreadUserIds: recipients,
    bellUserIds: bell,
  };
}

/** Tells `userId`'s sockets their unread count of one order's chat (`user.chat`). */
export function publishChatUnread(ctx: SandboxContext, orderNo: string, userId: number): void {
  const data: ChatUnreadEvent = { orderNo, unread: chatUnreadCount(ctx.db, orderNo, userId) };
  ctx.events.publish({ userId, topic: TOPICS.userChat, data });
}

/** After commit: each party its view of the message, then the unread counts and bells. */
export function publishChatNotices(ctx: SandboxContext, notices: readonly ChatNotice[]): void {
  for (const notice of notices) {
    const record = findChatMessage(ctx.db, notice.messageId);
    if (!record) continue;
    for (const userId of [notice.buyerId, notice.sellerId]) {
      const data: ChatSocketEvent = { type: 'message', message: toChatMessage(record, userId) };
      ctx.events.publish({ userId, topic: chatTopic(notice.orderNo), data });
    }
    for (const userId of notice.unreadUserIds) publishChatUnread(ctx, notice.orderNo, userId);
  }
  for (const userId of new Set(notices.flatMap((n) => n.bellUserIds))) publishUnread(ctx, userId);
}

/** Tells the writer's sockets that the other party has read up to one of their messages. */
export function publishSeen(
  ctx: SandboxContext,
  orderNo: string,
  writerId: number,
  upToId: number,
): void {
  const data: ChatSocketEvent = { type: 'seen', orderNo, upToId };
  ctx.events.publish({ userId: writerId, topic: chatTopic(orderNo), data });
}

/**
 * Once the reader has read the whole chat, their unread bell message about it is read too
 * (inside the read's transaction). True when one was marked, so the bell count changed.
 */
export function clearChatBell(ctx: SandboxContext, orderNo: string, userId: number): boolean {
  const { changes } = stmt(
    ctx.db,
    `UPDATE internal_messages SET status = 1
      WHERE user_id = ? AND order_no = ? AND event = ? AND status = 0`,
  ).run(userId, orderNo, CHAT_EVENT);
  return Number(changes) > 0;
}
