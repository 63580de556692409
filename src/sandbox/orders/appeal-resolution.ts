import type { OrderStatus } from '@/contract/entities';
import type { OrderRole } from '@/contract/entities';
import type { SandboxContext } from '@/sandbox/context';
import { stmt } from '@/sandbox/db/database';
import { textOrNull } from '@/sandbox/db/rows';
import { transaction } from '@/sandbox/db/transaction';
import { insertSupportMessage } from '@/sandbox/orders/chat';
import { publishChatNotices, type ChatNotice } from '@/sandbox/orders/chat-notify';
import { orderErrors } from '@/sandbox/orders/errors';
import { publishOrderNotices } from '@/sandbox/orders/notify';
import { opCancel, opRelease } from '@/sandbox/orders/ops';
import { findOrder, type OrderNotice } from '@/sandbox/orders/store';

interface Resolution {
  changed: boolean;
  orderNo: string;
  status: OrderStatus;
}

/**
 * Support's decision on an order under appeal (`POST /sandbox/appeals/resolve`, the stand-in for
 * the exchange's support staff): for the buyer, the coins are released to them; for the seller,
 * the order is cancelled and the coins go back. Repeating the same decision changes nothing;
 * an order without an appeal in progress, or decided the other way, answers 409. Support's
 * `message`, if any, goes into the order's chat first (only when the decision is made now).
 */
export function resolveAppeal(
  ctx: SandboxContext,
  orderNo: string,
  favour: OrderRole,
  message?: string,
): Resolution {
  const notices: OrderNotice[] = [];
  const chatNotices: ChatNotice[] = [];
  const result = transaction(ctx.db, (): Resolution => {
    const order = findOrder(ctx.db, orderNo);
    if (!order) throw orderErrors.orderNotFound();
    const now = ctx.clock.now();
    if (order.status === 'appealing') {
      if (message !== undefined)
        chatNotices.push(insertSupportMessage(ctx, order, message, now).notice);
      notices.push(
        ...(favour === 'buyer'
          ? opRelease(ctx, order, 'support', now)
          : opCancel(ctx, order, 'support', null, now)),
      );
      return { changed: true, orderNo, status: favour === 'buyer' ? 'completed' : 'cancelled' };
    }
    const latest = stmt(
      ctx.db,
      'SELECT resolution FROM appeals WHERE order_no = ? ORDER BY id DESC LIMIT 1',
    ).get(orderNo);
    const decided = latest ? textOrNull(latest, 'resolution') : null;
    const same =
      decided === favour &&
      ((favour === 'buyer' && order.status === 'completed') ||
        (favour === 'seller' && order.status === 'cancelled'));
    if (same) return { changed: false, orderNo, status: order.status };
    throw orderErrors.conflict('The order has no appeal in progress to resolve.');
  });
  publishChatNotices(ctx, chatNotices);
  publishOrderNotices(ctx, notices);
  return result;
}
