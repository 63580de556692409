import { adsEndpoints as ads } from '@/contract/ads';
import { sandboxEndpoints as sandbox } from '@/contract/sandbox';
import type { SandboxApp } from '@/sandbox/http/app-env';
import { mount } from '@/sandbox/http/mount';
import { actOnAd } from '@/sandbox/ads/actions';
import { marketReferencePrice, setCoinUsdPrice } from '@/sandbox/ads/reference';
import { createAd, updateAd } from '@/sandbox/ads/post';
import { listMyAds, myAdDetail } from '@/sandbox/ads/owned';

/**
 * Ad management (post, edit, My ads, delist, relist, delete), the live reference price the ad
 * form shows, and the sandbox control that moves it. The rules live in the other modules of `src/sandbox/ads/`; these
 * only map the validated request onto them.
 */
export function mountAdRoutes(app: SandboxApp): void {
  mount(app, ads.c2cReferencePrice, ({ ctx, query }) =>
    marketReferencePrice(ctx, query.coin, query.fiat),
  );
  mount(app, ads.c2cMyAds, ({ ctx, session, query }) => listMyAds(ctx, session.user.id, query));
  mount(app, ads.c2cAdDetail, ({ ctx, session, query }) =>
    myAdDetail(ctx, session.user.id, query.id),
  );
  mount(app, ads.c2cAdCreate, ({ ctx, session, body }) => createAd(ctx, session.user, body));
  mount(app, ads.c2cAdUpdate, ({ ctx, session, body }) => updateAd(ctx, session.user, body));
  mount(app, ads.c2cAdAction, ({ ctx, session, body }) => actOnAd(ctx, session.user, body));
  mount(app, sandbox.sandboxReferencePrice, ({ ctx, body }) =>
    setCoinUsdPrice(ctx, body.coin, body.usdPrice),
  );
}
