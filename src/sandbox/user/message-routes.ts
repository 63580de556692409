import type { SandboxApp } from '@/sandbox/http/app-env';
import { requestLang } from '@/sandbox/http/lang';
import { mount } from '@/sandbox/http/mount';
import { listMessages, markRead, unreadCount } from '@/sandbox/user/messages';
import { userEndpoints } from '@/contract/user';

/** The notification bell: unread count, the paged list, mark read. */
export function mountMessageRoutes(app: SandboxApp): void {
  mount(app, userEndpoints.internalMsgsUnread, ({ ctx, session }) => ({
    num: unreadCount(ctx, session.user.id),
  }));
  // Answered in the request's language (the `lang` header) where a translation exists.
  mount(app, userEndpoints.internalMsgs, ({ ctx, session, query, c }) =>
    listMessages(ctx, session.user.id, query.page, query.pageSize, requestLang(c)),
  );
  mount(app, userEndpoints.internalMsgRead, ({ ctx, session, params }) => {
    markRead(ctx, session.user.id, params.id);
    return null;
  });
}
