import { c2cUserOrderEndpoints } from '@/contract/c2c';
import { c2cMarketEndpoints as market } from '@/contract/c2c-market';
import type { SandboxApp } from '@/sandbox/http/app-env';
import { mount } from '@/sandbox/http/mount';
import { transactionData } from '@/sandbox/services/advertisers';
import {
  advertiserMarkets,
  basicsConfig,
  classifyPayments,
  marketAds,
  optionBox,
} from '@/sandbox/services/market';
import { p2pUserInfo } from '@/sandbox/services/p2p-profile';

/** The public market (filters, ads, advertiser statistics, config) and the user's P2P profile. */
export function mountMarketRoutes(app: SandboxApp): void {
  mount(app, market.c2cOptionBox, ({ ctx, query }) => optionBox(ctx, query.fiat));
  mount(app, market.c2cClassifyPaymentSingle, ({ ctx, query }) =>
    classifyPayments(ctx, query.fiat),
  );
  mount(app, market.c2cMarketAds, ({ ctx, query }) => marketAds(ctx, query));
  mount(app, market.c2cAdvertiserMarkets, ({ ctx, query }) => advertiserMarkets(ctx, query.userId));
  mount(app, market.c2cTransactionData, ({ ctx, query }) => transactionData(ctx, query.userId));
  mount(app, market.c2cBasicsConfig, ({ ctx }) => basicsConfig(ctx));
  mount(app, c2cUserOrderEndpoints.c2cUserInfo, ({ ctx, session }) =>
    p2pUserInfo(ctx, session.user),
  );
}
