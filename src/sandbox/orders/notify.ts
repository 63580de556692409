import type { OrderSocketEvent } from '@/contract/orders';
import { orderTopic, TOPICS } from '@/contract/socket';
import type { SandboxContext } from '@/sandbox/context';
import type { OrderNotice } from '@/sandbox/orders/store';
import { publishUnread } from '@/sandbox/user/messages';

/**
 * Tells both parties' sockets about order transitions, on `user.orders` (the order list) and
 * `order.<orderNo>` (the order page), and each user who got an internal message about them of
 * their new unread count on `user.messages` (once per user). Called only after the
 * transition's transaction has committed, so a socket never announces something a rollback
 * undid.
 */
export function publishOrderNotices(ctx: SandboxContext, notices: readonly OrderNotice[]): void {
  for (const notice of notices) {
    const data: OrderSocketEvent = {
      orderNo: notice.orderNo,
      status: notice.status,
      event: notice.event,
      at: notice.at,
    };
    for (const userId of [notice.buyerId, notice.sellerId]) {
      ctx.events.publish({ userId, topic: TOPICS.userOrders, data });
      ctx.events.publish({ userId, topic: orderTopic(notice.orderNo), data });
    }
  }
  for (const userId of new Set(notices.flatMap((n) => n.messageUserIds))) {
    publishUnread(ctx, userId);
  }
}
