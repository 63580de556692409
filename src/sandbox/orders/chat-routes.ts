import { ordersChatEndpoints as chat } from '@/contract/orders-chat';
import type { SandboxApp } from '@/sandbox/http/app-env';
import { requestLang } from '@/sandbox/http/lang';
import { mount } from '@/sandbox/http/mount';
import { listChat, readChat, sendChat } from '@/sandbox/orders/chat';

/**
 * The order chat's calls (list, send, read), for the order's two parties. The language of a
 * send picks the words of a bot's answer; the chat itself stores what people typed.
 */
export function mountChatRoutes(app: SandboxApp): void {
  mount(app, chat.c2cOrderChatList, ({ ctx, session, query }) =>
    listChat(ctx, session.user.id, query),
  );
  mount(app, chat.c2cOrderChatSend, ({ c, ctx, session, body }) =>
    sendChat(ctx, session.user, body, requestLang(c)),
  );
  mount(app, chat.c2cOrderChatRead, ({ ctx, session, body }) =>
    readChat(ctx, session.user.id, body.orderNo, body.upToId),
  );
}
