import { c2cPaymentEndpoints as payment } from '@/contract/c2c-payment';
import type { SandboxApp } from '@/sandbox/http/app-env';
import { mount } from '@/sandbox/http/mount';
import {
  listUserPayments,
  paymentRequirement,
  savePayment,
  unbindPayment,
} from '@/sandbox/services/user-payments';

/** The user's saved payment methods: the forms to add one, list, save (add or edit), unbind. */
export function mountPaymentRoutes(app: SandboxApp): void {
  mount(app, payment.c2cPaymentList, ({ ctx, session, query }) =>
    listUserPayments(ctx.db, session.user.id, query.fiat),
  );
  mount(app, payment.c2cPaymentRequirement, ({ ctx, query }) =>
    paymentRequirement(ctx.db, query.fiat, query.method),
  );
  mount(app, payment.c2cPaymentSave, ({ ctx, session, body }) =>
    savePayment(ctx, session.user, body),
  );
  mount(app, payment.c2cPaymentUnbind, ({ ctx, session, params }) =>
    unbindPayment(ctx, session.user.id, params.id),
  );
}
