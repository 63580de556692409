import type { SandboxApp } from '@/sandbox/http/app-env';
import { mount } from '@/sandbox/http/mount';
import { collegeVideo, contacts, resourceLink } from '@/sandbox/shell/catalogue';
import { shellEndpoints } from '@/contract/shell';

/** Footer contacts, keyed links and tutorial videos, plus the agent status. */
export function mountResourceRoutes(app: SandboxApp): void {
  mount(app, shellEndpoints.contacts, ({ ctx }) => contacts(ctx.db));
  mount(app, shellEndpoints.resourceLink, ({ ctx, query }) => resourceLink(ctx.db, query.key));
  mount(app, shellEndpoints.collegeVideo, ({ ctx, query }) => collegeVideo(ctx.db, query.key));
  mount(app, shellEndpoints.brokerApplyStatus, ({ session }) => ({
    status: session.user.brokerStatus,
  }));
}
