import { c2cPaymentEndpoints as payment } from '@/contract/c2c-payment';
import type { SandboxApp } from '@/sandbox/http/app-env';
import { mount } from '@/sandbox/http/mount';
import { listUserPayments } from '@/sandbox/services/user-payments';

/** The user's saved payment methods. Adding and unbinding arrive with the payment methods page. */
export function mountPaymentRoutes(app: SandboxApp): void {
  mount(app, payment.c2cPaymentList, ({ ctx, session, query }) =>
    listUserPayments(ctx.db, session.user.id, query.fiat),
  );
}
