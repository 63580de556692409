import { chatOrderNoOfTopic, orderNoOfTopic, TOPICS } from '@/contract/socket';
import type { SandboxContext } from '@/sandbox/context';
import { stmt } from '@/sandbox/db/database';
import { cardTopicRefusal } from '@/sandbox/card/topics';
import { unreadCount } from '@/sandbox/user/messages';

/** Fixed topics the sandbox publishes. */
const KNOWN_TOPICS: ReadonlySet<string> = new Set(Object.values(TOPICS));
/** Fixed topics that carry one user's data: refused on anonymous sockets. */
const USER_TOPICS: ReadonlySet<string> = new Set([
  TOPICS.userMessages,
  TOPICS.userOrders,
  TOPICS.userChat,
]);

function isParty(ctx: SandboxContext, orderNo: string, userId: number): boolean {
  return (
    stmt(
      ctx.db,
      'SELECT 1 AS party FROM orders WHERE order_no = ? AND (buyer_id = ? OR seller_id = ?)',
    ).get(orderNo, userId, userId) !== undefined
  );
}

/**
 * Why a socket may not subscribe to a topic, or null when it may. Per-order topics
 * (`order.<orderNo>`, and its chat `chat.<orderNo>`) are open only to the order's two parties; someone else's order and a
 * missing one get the same answer, so order numbers cannot be probed over the socket either.
 * Card orders (`thirdParty.<orderNo>`) are open only to their owner (`card-topics.ts`).
 */
export function topicRefusal(
  ctx: SandboxContext,
  topic: string,
  userId: number | null,
): string | null {
  const cardRefusal = cardTopicRefusal(ctx, topic, userId);
  if (cardRefusal !== undefined) return cardRefusal;
  const orderNo = orderNoOfTopic(topic) ?? chatOrderNoOfTopic(topic);
  if (orderNo !== null) {
    if (userId === null) return `Log in to subscribe to ${topic}`;
    return isParty(ctx, orderNo, userId) ? null : `You can only follow your own orders (${topic})`;
  }
  if (!KNOWN_TOPICS.has(topic)) return `Unknown topic "${topic}"`;
  if (USER_TOPICS.has(topic) && userId === null) return `Log in to subscribe to ${topic}`;
  return null;
}

/**
 * A topic's current state, sent with the `subscribed` frame so a subscriber catches up without
 * an HTTP call (after connecting, and after every reconnect): the unread count for
 * `user.messages`; undefined for topics whose events are changes, not states. Called only once
 * `topicRefusal` let the socket subscribe.
 */
export function topicSnapshot(ctx: SandboxContext, topic: string, userId: number | null): unknown {
  if (topic === TOPICS.userMessages && userId !== null) return { unread: unreadCount(ctx, userId) };
  return undefined;
}
