import { THIRD_PARTY_TOPIC_PREFIX } from '@/contract/socket';
import type { SandboxContext } from '@/sandbox/context';
import { findOwnCardOrder } from '@/sandbox/card/order-store';

/** The order number a `thirdParty.<orderNo>` topic names, or null for any other topic. */
function cardOrderNoOfTopic(topic: string): string | null {
  if (!topic.startsWith(THIRD_PARTY_TOPIC_PREFIX)) return null;
  const no = topic.slice(THIRD_PARTY_TOPIC_PREFIX.length);
  return /^\d{8,32}$/.test(no) ? no : null;
}

/**
 * Whether a socket may follow a card order: `undefined` when the topic is not a card order's
 * (other rules decide), null when it may, else why not. Only the owner may; someone else's order
 * and a missing one get the same answer, so order numbers cannot be probed.
 */
export function cardTopicRefusal(
  ctx: SandboxContext,
  topic: string,
  userId: number | null,
): string | null | undefined {
  const orderNo = cardOrderNoOfTopic(topic);
  if (orderNo === null) return undefined;
  if (userId === null) return `Log in to subscribe to ${topic}`;
  return findOwnCardOrder(ctx.db, userId, orderNo)
    ? null
    : `You can only follow your own card orders (${topic})`;
}
