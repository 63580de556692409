import type { SandboxApp } from '@/sandbox/http/app-env';
import { clearSessionCookie } from '@/sandbox/http/cookies';
import { mount } from '@/sandbox/http/mount';
import { inviteDomains, languages, rates, vipLevels } from '@/sandbox/shell/catalogue';
import { mountBlockRoutes } from '@/sandbox/user/block-routes';
import { mountNotificationSettingsRoutes } from '@/sandbox/user/notification-settings-routes';
import { endSession } from '@/sandbox/user/sessions';
import { openSwap, toUserInfo } from '@/sandbox/user/users';
import { userEndpoints } from '@/contract/user';
import { shellEndpoints } from '@/contract/shell';

/** Session, user info and the exchange's configured lists. */
export function mountUserRoutes(app: SandboxApp): void {
  mount(app, userEndpoints.logout, ({ ctx, session, c }) => {
    if (session) endSession(ctx, session.token);
    clearSessionCookie(c);
    return null;
  });
  mount(app, shellEndpoints.configLanguages, ({ ctx }) => languages(ctx.db));
  mount(app, shellEndpoints.configRates, ({ ctx }) => rates(ctx.db));
  mount(app, userEndpoints.userBase, ({ session }) => toUserInfo(session.user));
  mount(app, userEndpoints.vipLevelConfig, ({ ctx }) => vipLevels(ctx.db));
  mount(app, shellEndpoints.inviteDomains, ({ ctx }) => inviteDomains(ctx.db));
  mount(app, userEndpoints.swapOpen, ({ ctx, session }) => {
    openSwap(ctx.db, session.user.id);
    return { swapOpen: true as const };
  });
  mountNotificationSettingsRoutes(app);
  mountBlockRoutes(app);
}
