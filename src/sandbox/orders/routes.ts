import { ordersEndpoints, ordersEndpoints as actions } from '@/contract/orders';
import { ordersExpressEndpoints } from '@/contract/orders-express';
import { expressPlace, expressQuote } from '@/sandbox/orders/express';
import { ordersAppealEndpoints as appeals } from '@/contract/orders-appeal';
import { sandboxEndpoints as sandbox } from '@/contract/sandbox';
import type { SandboxApp } from '@/sandbox/http/app-env';
import { requestLang } from '@/sandbox/http/lang';
import { mount } from '@/sandbox/http/mount';
import { answerAppeal, takeAppealStance } from '@/sandbox/orders/appeal-answers';
import { resolveAppeal } from '@/sandbox/orders/appeal-resolution';
import { appealDetail, raiseAppeal, withdrawAppeal } from '@/sandbox/orders/appeals';
import { mountChatRoutes } from '@/sandbox/orders/chat-routes';
import { mountFeedbackRoutes } from '@/sandbox/orders/feedback-routes';
import { extendDeadline } from '@/sandbox/orders/extend';
import { listOrders, orderDetail } from '@/sandbox/orders/queries';
import { sweepOrdersOf } from '@/sandbox/orders/sweep';
import { cancelOrder, markPaid, releaseOrder } from '@/sandbox/orders/transitions';
import { placeOrder } from '@/sandbox/orders/place';

/**
 * P2P orders: place, list, detail, the parties' actions, appeals, and the sandbox's stand-in
 * for support deciding an appeal. The engine lives in the other modules of `src/sandbox/orders/`; these only map the
 * validated request onto it.
 */
export function mountOrderRoutes(app: SandboxApp): void {
  mount(app, ordersEndpoints.c2cOrderProceed, ({ ctx, session, body }) =>
    placeOrder(ctx, session.user, body),
  );
  // Express: the best ad for an amount, and its placement once confirmed (`express.ts`).
  mount(app, ordersExpressEndpoints.c2cOrderExpressQuote, ({ ctx, session, query }) =>
    expressQuote(ctx, session.user, query),
  );
  mount(app, ordersExpressEndpoints.c2cOrderExpressPlace, ({ ctx, session, body }) =>
    expressPlace(ctx, session.user, body),
  );
  // Reads first take the user's order steps that are due (`sweepOrdersOf`): the timer may be a
  // tick behind the real clock.
  mount(app, ordersEndpoints.c2cOrderList, ({ ctx, session, query }) => {
    sweepOrdersOf(ctx, session.user.id);
    return listOrders(ctx, session.user.id, query);
  });
  mount(app, actions.c2cOrderDetail, ({ c, ctx, session, query }) => {
    sweepOrdersOf(ctx, session.user.id);
    return orderDetail(ctx, session.user.id, query.orderNo, requestLang(c));
  });
  mount(app, actions.c2cOrderPaid, ({ ctx, session, body }) =>
    markPaid(ctx, session.user, body.orderNo, body.paymentMethod, body.payerName),
  );
  mount(app, actions.c2cOrderExtend, ({ ctx, session, body }) =>
    extendDeadline(ctx, session.user, body.orderNo),
  );
  mount(app, actions.c2cOrderRelease, ({ ctx, session, body }) =>
    releaseOrder(ctx, session.user, body.orderNo, body.twoFactor),
  );
  mount(app, actions.c2cOrderCancel, ({ ctx, session, body }) =>
    cancelOrder(ctx, session.user, body.orderNo, body.reason),
  );
  mount(app, appeals.c2cOrderAppeal, ({ ctx, session, body }) =>
    raiseAppeal(ctx, session.user, body),
  );
  mount(app, appeals.c2cOrderAppealWithdraw, ({ ctx, session, body }) =>
    withdrawAppeal(ctx, session.user, body.orderNo),
  );
  mount(app, appeals.c2cOrderAppealAnswer, ({ ctx, session, body }) =>
    answerAppeal(ctx, session.user, body),
  );
  mount(app, appeals.c2cOrderAppealStance, ({ ctx, session, body }) =>
    takeAppealStance(ctx, session.user, body),
  );
  mount(app, appeals.c2cOrderAppealDetail, ({ ctx, session, query }) =>
    appealDetail(ctx, session.user, query.orderNo),
  );
  mount(app, sandbox.sandboxResolveAppeal, ({ ctx, body }) =>
    resolveAppeal(ctx, body.orderNo, body.favour, body.message),
  );
  mountChatRoutes(app);
  mountFeedbackRoutes(app);
}
