import type { SandboxApp } from '@/sandbox/http/app-env';
import { mount } from '@/sandbox/http/mount';
import { blockList, blockStatusOf, blockUser, unblockUser } from '@/sandbox/user/block-list';
import { userBlockEndpoints } from '@/contract/user-block';

/** The signed-in user's block list: list, one user's status, block and unblock. */
export function mountBlockRoutes(app: SandboxApp): void {
  mount(app, userBlockEndpoints.c2cUserBlockList, ({ ctx, session, query }) =>
    blockList(ctx, session.user.id, query.page, query.pageSize),
  );
  mount(app, userBlockEndpoints.c2cUserBlockStatus, ({ ctx, session, query }) =>
    blockStatusOf(ctx, session.user.id, query.userId),
  );
  mount(app, userBlockEndpoints.c2cUserBlock, ({ ctx, session, body }) =>
    blockUser(ctx, session.user.id, body.userId),
  );
  mount(app, userBlockEndpoints.c2cUserUnblock, ({ ctx, session, body }) =>
    unblockUser(ctx, session.user.id, body.userId),
  );
}
