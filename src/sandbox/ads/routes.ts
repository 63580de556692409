import { adsEndpoints as ads } from '@/contract/ads';
import { sandboxEndpoints as sandbox } from '@/contract/sandbox';
import type { SandboxApp } from '@/sandbox/http/app-env';
import { mount } from '@/sandbox/http/mount';
import { actOnAd } from '@/sandbox/ads/actions';
import { marketReferencePrice, setCoinUsdPrice } from '@/sandbox/ads/reference';
import { createAd, updateAd } from '@/sandbox/ads/post';
import { listMyAds, myAdDetail } from '@/sandbox/ads/owned';
import type { MyAd } from '@/contract/ads';
import type { SandboxContext } from '@/sandbox/context';
import { safeRunAlerts } from '@/sandbox/market/alerts';

/**
 * After an ad write has committed: the saved searches of its market look for new matches (a
 * new ad, an edit, an ad back online). The searcher's side is the other side of the ad.
 */
function alertAfter(ctx: SandboxContext, ad: MyAd): MyAd {
  safeRunAlerts(ctx, { coin: ad.coin, fiat: ad.fiat, side: ad.type === 'sell' ? 'buy' : 'sell' });
  return ad;
}

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
  mount(app, ads.c2cAdCreate, ({ ctx, session, body }) =>
    alertAfter(ctx, createAd(ctx, session.user, body)),
  );
  mount(app, ads.c2cAdUpdate, ({ ctx, session, body }) =>
    alertAfter(ctx, updateAd(ctx, session.user, body)),
  );
  mount(app, ads.c2cAdAction, ({ ctx, session, body }) =>
    alertAfter(ctx, actOnAd(ctx, session.user, body)),
  );
  // Floating ads follow the reference: every saved search of the coin looks again.
  mount(app, sandbox.sandboxReferencePrice, ({ ctx, body }) => {
    const moved = setCoinUsdPrice(ctx, body.coin, body.usdPrice);
    safeRunAlerts(ctx, { coin: moved.coin });
    return moved;
  });
}
