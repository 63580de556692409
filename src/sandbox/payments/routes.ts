import { paymentsEndpoints as payment } from '@/contract/payments';
import type { SandboxApp } from '@/sandbox/http/app-env';
import { requestLang } from '@/sandbox/http/lang';
import { mount } from '@/sandbox/http/mount';
import {
  listUserPayments,
  paymentRequirement,
  savePayment,
  unbindPayment,
} from '@/sandbox/payments/user-payments';

/** The user's saved payment methods: the forms to add one, list, save (add or edit), unbind. */
export function mountPaymentRoutes(app: SandboxApp): void {
  mount(app, payment.c2cPaymentList, ({ c, ctx, session, query }) =>
    listUserPayments(ctx.db, session.user.id, query.fiat, requestLang(c)),
  );
  mount(app, payment.c2cPaymentRequirement, ({ c, ctx, query }) =>
    paymentRequirement(ctx.db, query.fiat, query.method, requestLang(c)),
  );
  mount(app, payment.c2cPaymentSave, ({ c, ctx, session, body }) =>
    savePayment(ctx, session.user, body, requestLang(c)),
  );
  mount(app, payment.c2cPaymentUnbind, ({ ctx, session, params }) =>
    unbindPayment(ctx, session.user.id, params.id),
  );
}
