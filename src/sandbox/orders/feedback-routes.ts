import { ordersFeedbackEndpoints as feedback } from '@/contract/orders-feedback';
import type { SandboxApp } from '@/sandbox/http/app-env';
import { mount } from '@/sandbox/http/mount';
import { giveFeedback, orderFeedbackView, receivedFeedback } from '@/sandbox/orders/feedback';

/** Feedback after a trade: an order's feedback for its parties, giving it, and a user's list. */
export function mountFeedbackRoutes(app: SandboxApp): void {
  mount(app, feedback.c2cOrderFeedback, ({ ctx, session, query }) =>
    orderFeedbackView(ctx, session.user.id, query.orderNo),
  );
  mount(app, feedback.c2cOrderFeedbackGive, ({ ctx, session, body }) =>
    giveFeedback(ctx, session.user.id, body),
  );
  mount(app, feedback.c2cPublicUserFeedback, ({ ctx, query }) => receivedFeedback(ctx, query));
}
