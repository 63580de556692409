import { cardEndpoints as card } from '@/contract/card';
import { sandboxEndpoints as sandbox } from '@/contract/sandbox';
import { notFound } from '@/sandbox/errors';
import type { SandboxApp } from '@/sandbox/http/app-env';
import { isHttps } from '@/sandbox/http/cookies';
import { mount } from '@/sandbox/http/mount';
import { siteOriginOf } from '@/sandbox/http/site-origin';
import { mountCheckout } from '@/sandbox/main-site/checkout';
import {
  listCardCoins,
  listCardFiats,
  listCardPayments,
  setSupplierMode,
} from '@/sandbox/card/catalogue';
import { cardOrderDetail, placeCardOrder } from '@/sandbox/card/orders';
import { quoteSuppliers } from '@/sandbox/card/quotes';

/** Mounts the sandbox's card market (third-party providers), card orders, the stand-in provider checkout, the supplier control. */
export function mountCardRoutes(app: SandboxApp): void {
  mount(app, card.c2cThirdPartyFiatList, ({ ctx }) => listCardFiats(ctx.db));
  mount(app, card.c2cThirdPartyCurrencyList, ({ ctx }) => listCardCoins(ctx.db));
  mount(app, card.c2cThirdPartyPaymentList, ({ ctx }) => listCardPayments(ctx.db));
  mount(app, card.c2cThirdPartySupplierList, ({ ctx, query }) => quoteSuppliers(ctx, query));
  mount(app, card.c2cThirdPartyOrder, ({ ctx, session, body, c }) =>
    placeCardOrder(ctx, session.user, body, siteOriginOf(c, isHttps(c))),
  );
  mount(app, card.c2cThirdPartyOrderDetail, ({ ctx, session, query }) =>
    cardOrderDetail(ctx, session.user.id, query.orderNo),
  );
  mount(app, sandbox.sandboxSupplierMode, ({ ctx, body }) => {
    if (!setSupplierMode(ctx.db, body.supplier, body.mode)) {
      throw notFound(`There is no card provider "${body.supplier}".`);
    }
    ctx.log(`[sandbox] card provider ${body.supplier} is now in ${body.mode} mode`);
    return { supplier: body.supplier, mode: body.mode };
  });
  mountCheckout(app);
}
