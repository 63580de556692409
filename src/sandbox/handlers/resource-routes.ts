import { brokerEndpoints } from '@/contract/broker';
import { resourceEndpoints as resource } from '@/contract/resource';
import type { SandboxApp } from '@/sandbox/http/app-env';
import { mount } from '@/sandbox/http/mount';
import { collegeVideo, contacts, resourceLink } from '@/sandbox/services/catalogue';

/** Footer contacts, keyed links and tutorial videos, plus the agent status. */
export function mountResourceRoutes(app: SandboxApp): void {
  mount(app, resource.contacts, ({ ctx }) => contacts(ctx.db));
  mount(app, resource.resourceLink, ({ ctx, query }) => resourceLink(ctx.db, query.key));
  mount(app, resource.collegeVideo, ({ ctx, query }) => collegeVideo(ctx.db, query.key));
  mount(app, brokerEndpoints.brokerApplyStatus, ({ session }) => ({
    status: session.user.brokerStatus,
  }));
}
