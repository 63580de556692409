import { marketEndpoints as market } from '@/contract/market';
import { marketBestWayEndpoints } from '@/contract/market-best-way';
import { bestWay } from '@/sandbox/market/best-way';
import type { SandboxApp } from '@/sandbox/http/app-env';
import { mount } from '@/sandbox/http/mount';
import { transactionData } from '@/sandbox/user/advertisers';
import {
  advertiserMarkets,
  basicsConfig,
  classifyPayments,
  marketAds,
  optionBox,
} from '@/sandbox/market/market';
import { p2pUserInfo } from '@/sandbox/user/p2p-profile';
import { userEndpoints } from '@/contract/user';

/** The public market (filters, ads, advertiser statistics, config) and the user's P2P profile. */
export function mountMarketRoutes(app: SandboxApp): void {
  mount(app, market.c2cOptionBox, ({ ctx, query }) => optionBox(ctx, query.fiat));
  mount(app, market.c2cClassifyPaymentSingle, ({ ctx, query }) =>
    classifyPayments(ctx, query.fiat),
  );
  mount(app, market.c2cMarketAds, ({ ctx, query, session }) =>
    marketAds(ctx, query, session?.user.id),
  );
  mount(app, market.c2cAdvertiserMarkets, ({ ctx, query }) => advertiserMarkets(ctx, query.userId));
  mount(app, market.c2cTransactionData, ({ ctx, query }) => transactionData(ctx, query.userId));
  mount(app, marketBestWayEndpoints.c2cBestWay, ({ ctx, query, session }) =>
    bestWay(ctx, session?.user ?? null, query),
  );
  mount(app, market.c2cBasicsConfig, ({ ctx }) => basicsConfig(ctx));
  mount(app, userEndpoints.c2cUserInfo, ({ ctx, session }) => p2pUserInfo(ctx, session.user));
}
