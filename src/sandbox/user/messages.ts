import type { z } from 'zod';
import { TOPICS } from '@/contract/socket';
import type { LocaleCode } from '@/i18n/locales';
import type { SandboxContext } from '@/sandbox/context';
import { stmt } from '@/sandbox/db/database';
import { int, text, textOrNull, type Row } from '@/sandbox/db/rows';
import { transaction } from '@/sandbox/db/transaction';
import { notFound } from '@/sandbox/errors';
import type { internalMessage } from '@/contract/user';
import { marketAlertLink, type MarketAlertLink } from '@/contract/market-searches';
import { sendPendingPushes } from '@/sandbox/push/send';
import { renderOrderMessage } from '@/sandbox/user/order-messages';

type InternalMessage = z.infer<typeof internalMessage>;

/**
 * The wire shape of a message row. An order-event message (with an `event` code) is rendered
 * from its code and parameters in `lang`; it also names its event and order, so a reader can
 * link to the order. Other messages have neither field.
 */
function toMessage(row: Row, lang: LocaleCode | null = null): InternalMessage {
  const event = textOrNull(row, 'event');
  const rendered = event ? renderOrderMessage(event, textOrNull(row, 'params'), lang) : null;
  const orderNo = textOrNull(row, 'order_no');
  const alert = event === 'market.alert' ? alertLinkOf(textOrNull(row, 'params')) : null;
  return {
    id: int(row, 'id'),
    status: int(row, 'status') === 1 ? 1 : 0,
    title: rendered?.title ?? text(row, 'title'),
    content: rendered?.content ?? text(row, 'content'),
    pushTime: int(row, 'push_time'),
    ...(event ? { event } : {}),
    ...(orderNo ? { orderNo } : {}),
    ...(alert ? { alert } : {}),
  };
}

/** The search and ad a saved search's alert links to (its stored parameters carry them). */
export function alertLinkOf(paramsJson: string | null): MarketAlertLink | null {
  const parsed = marketAlertLink.safeParse(JSON.parse(paramsJson ?? '{}'));
  // The stored parameters hold more (the price, the advertiser): only the link's fields go out.
  return parsed.success ? parsed.data : null;
}

export function unreadCount(ctx: SandboxContext, userId: number): number {
  const row = stmt(
    ctx.db,
    'SELECT COUNT(*) AS num FROM internal_messages WHERE user_id = ? AND status = 0',
  ).get(userId);
  return row ? int(row, 'num') : 0;
}

/**
 * One page of the user's messages, newest first (ties broken by id so paging is stable). Each
 * message is in `lang` when it has a translation into it, else in its stored text (English for
 * seeded messages, as given for pushed ones); a null `lang` always gives the stored text.
 * Order-event messages are rendered from their code in `lang` (English when null).
 */
export function listMessages(
  ctx: SandboxContext,
  userId: number,
  page: number,
  pageSize: number,
  lang: LocaleCode | null,
) {
  const totalRow = stmt(
    ctx.db,
    'SELECT COUNT(*) AS total FROM internal_messages WHERE user_id = ?',
  ).get(userId);
  // `t.lang = NULL` matches nothing, so a null lang falls back to the stored text.
  const items = stmt(
    ctx.db,
    `SELECT m.id, m.status, m.push_time, m.event, m.params, m.order_no,
       COALESCE(t.title, m.title) AS title, COALESCE(t.content, m.content) AS content
     FROM internal_messages m
     LEFT JOIN internal_message_translations t ON t.message_id = m.id AND t.lang = ?
     WHERE m.user_id = ?
     ORDER BY m.push_time DESC, m.id DESC LIMIT ? OFFSET ?`,
  )
    .all(lang, userId, pageSize, (page - 1) * pageSize)
    .map((row) => toMessage(row, lang));
  return { items, total: totalRow ? int(totalRow, 'total') : 0, page, pageSize };
}

/**
 * Marks a message read. Someone else's message answers "not found", exactly like a missing one,
 * so ids cannot be probed. Marking it again is harmless.
 */
export function markRead(ctx: SandboxContext, userId: number, id: number): void {
  const changed = transaction(ctx.db, () => {
    const row = stmt(
      ctx.db,
      'SELECT status FROM internal_messages WHERE id = ? AND user_id = ?',
    ).get(id, userId);
    if (!row) throw notFound(`Message ${id} was not found`);
    if (int(row, 'status') === 1) return false;
    stmt(ctx.db, 'UPDATE internal_messages SET status = 1 WHERE id = ?').run(id);
    return true;
  });
  if (changed) publishUnread(ctx, userId);
}

/** Stores a new unread message and tells the user's open sockets the new unread count. */
export function pushMessage(
  ctx: SandboxContext,
  userId: number,
  title: string,
  content: string,
): InternalMessage {
  const row = stmt(
    ctx.db,
    `INSERT INTO internal_messages (user_id, title, content, status, push_time)
     VALUES (?, ?, ?, 0, ?) RETURNING *`,
  ).get(userId, title, content, ctx.clock.now());
  if (!row) throw new Error('Inserting a message returned no row');
  publishUnread(ctx, userId);
  return toMessage(row);
}

/**
 * After a commit that changed the user's messages: tells their open sockets the unread count,
 * and their subscribed browsers each new order-event message (Web Push, `push/send.ts`).
 */
export function publishUnread(ctx: SandboxContext, userId: number): void {
  ctx.events.publish({
    userId,
    topic: TOPICS.userMessages,
    data: { unread: unreadCount(ctx, userId) },
  });
  sendPendingPushes(ctx, userId);
}
