import type { SandboxApp } from '@/sandbox/http/app-env';
import { mount } from '@/sandbox/http/mount';
import { blockList, blockStatusOf, blockUser, unblockUser } from '@/sandbox/user/block-list';
import { userBlockEndpoints } from '@/contract/user-block';

/** The signed-in user's block list: list, one user's status, block and unblock. */
export function mountBlockRoutes(app: SandboxApp): void {
  mount(app, userBlockEndpoints.userBlockList, ({ ctx, session, query }) =>
    blockList(ctx, session.user.id, query.page, query.pageSize),
  );
  mount(app, userBlockEndpoints.userBlockStatus, ({ ctx, session, query }) =>
    blockStatusOf(ctx, session.user.id, query.userId),
  );
  mount(app, userBlockEndpoints.userBlock, ({ ctx, session, body }) =>
    blockUser(ctx, session.user.id, body.userId),
  );
  mount(app, userBlockEndpoints.userUnblock, ({ ctx, session, body }) =>
    unblockUser(ctx, session.user.id, body.userId),
  );
}
