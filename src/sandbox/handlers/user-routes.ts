import { userEndpoints as user } from '@/contract/user';
import type { SandboxApp } from '@/sandbox/http/app-env';
import { clearSessionCookie } from '@/sandbox/http/cookies';
import { mount } from '@/sandbox/http/mount';
import { inviteDomains, languages, rates, vipLevels } from '@/sandbox/services/catalogue';
import { endSession } from '@/sandbox/services/sessions';
import { openSwap, toUserInfo } from '@/sandbox/services/users';

/** Session, user info and the exchange's configured lists. */
export function mountUserRoutes(app: SandboxApp): void {
  mount(app, user.logout, ({ ctx, session, c }) => {
    if (session) endSession(ctx, session.token);
    clearSessionCookie(c);
    return null;
  });
  mount(app, user.configLanguages, ({ ctx }) => languages(ctx.db));
  mount(app, user.configRates, ({ ctx }) => rates(ctx.db));
  mount(app, user.userBase, ({ session }) => toUserInfo(session.user));
  mount(app, user.vipLevelConfig, ({ ctx }) => vipLevels(ctx.db));
  mount(app, user.inviteDomains, ({ ctx }) => inviteDomains(ctx.db));
  mount(app, user.swapOpen, ({ ctx, session }) => {
    openSwap(ctx.db, session.user.id);
    return { swapOpen: true as const };
  });
}
