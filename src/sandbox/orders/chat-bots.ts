import { isLocaleCode, type LocaleCode } from '@/i18n/locales';
import type { SandboxContext } from '@/sandbox/context';
import { stmt } from '@/sandbox/db/database';
import { int, text } from '@/sandbox/db/rows';
import { transaction } from '@/sandbox/db/transaction';
import { botOf } from '@/sandbox/orders/bot-schedule';
import { BOT_REPLIES } from '@/sandbox/orders/chat-bot-texts';
import { noteChatMessage, publishChatNotices, type ChatNotice } from '@/sandbox/orders/chat-notify';
import { insertChatMessage } from '@/sandbox/orders/chat-store';
import { findOrder, type OrderRecord } from '@/sandbox/orders/store';
import { recordSeen } from '@/sandbox/user/presence';

/**
 * Seeded bots answer the chat (issue 12, item 5), so one person can try the whole flow alone:
 * a message to a bot party has the bot answer once, its `delay_seconds` later on the sandbox
 * clock, with a canned line in the language the human wrote from. At most one answer waits per
 * order (`order_chat_bot_replies` is keyed by order), so ten quick messages get one reply.
 */

/** Inside the send's transaction: a bot on the other side of the order will answer. */
export function scheduleBotAnswer(
  ctx: SandboxContext,
  order: OrderRecord,
  senderId: number,
  lang: LocaleCode,
  now: number,
): void {
  const botId = senderId === order.buyerId ? order.sellerId : order.buyerId;
  const bot = botOf(ctx.db, botId);
  if (!bot) return;
  stmt(
    ctx.db,
    `INSERT OR IGNORE INTO order_chat_bot_replies (order_no, bot_id, lang, due_at)
     VALUES (?, ?, ?, ?)`,
  ).run(order.orderNo, botId, lang, now + bot.delaySeconds * 1000);
}

interface DueAnswer {
  orderNo: string;
  botId: number;
  lang: LocaleCode;
  dueAt: number;
}

/** One answer, dated at its due time, in its own transaction (claimed by deleting its row). */
function answer(ctx: SandboxContext, due: DueAnswer): ChatNotice | null {
  return transaction(ctx.db, () => {
    const { changes } = stmt(ctx.db, 'DELETE FROM order_chat_bot_replies WHERE order_no = ?').run(
      due.orderNo,
    );
    const order = findOrder(ctx.db, due.orderNo);
    if (Number(changes) !== 1 || !order) return null;
    const side = order.sellerId === due.botId ? 'seller' : 'buyer';
    const record = insertChatMessage(ctx.db, {
      orderNo: order.orderNo,
      senderId: due.botId,
      senderKind: 'user',
      text: BOT_REPLIES[due.lang][side],
      imageFileId: null,
      clientId: null,
      at: due.dueAt,
    });
    // Answering is being seen (who is online).
    recordSeen(ctx.db, due.botId, due.dueAt);
    return noteChatMessage(ctx, order, record);
  });
}

/**
 * Part of the sweep: sends the bots' answers that are due. An answer is a message, not a step
 * of an order, so the sweep does not count it. Returns how many were sent.
 */
export function answerChats(ctx: SandboxContext): number {
  const due = stmt(
    ctx.db,
    `SELECT order_no, bot_id, lang, due_at FROM order_chat_bot_replies
      WHERE due_at <= ? ORDER BY due_at, order_no LIMIT 200`,
  )
    .all(ctx.clock.now())
    .map((row): DueAnswer => {
      const lang = text(row, 'lang');
      return {
        orderNo: text(row, 'order_no'),
        botId: int(row, 'bot_id'),
        lang: isLocaleCode(lang) ? lang : 'en',
        dueAt: int(row, 'due_at'),
      };
    });
  const notices = due.map((d) => answer(ctx, d)).filter((n): n is ChatNotice => n !== null);
  publishChatNotices(ctx, notices);
  return notices.length;
}
