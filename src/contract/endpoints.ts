import { adsEndpoints } from '@/contract/ads';
import { analyticsEndpoints } from '@/contract/analytics';
import { cardEndpoints } from '@/contract/card';
import { marketEndpoints } from '@/contract/market';
import { marketBestWayEndpoints } from '@/contract/market-best-way';
import { marketSearchesEndpoints } from '@/contract/market-searches';
import { merchantEndpoints } from '@/contract/merchant';
import { ordersEndpoints } from '@/contract/orders';
import { ordersAppealEndpoints } from '@/contract/orders-appeal';
import { ordersChatEndpoints } from '@/contract/orders-chat';
import { ordersExpressEndpoints } from '@/contract/orders-express';
import { ordersFeedbackEndpoints } from '@/contract/orders-feedback';
import { paymentsEndpoints } from '@/contract/payments';
import { pushEndpoints } from '@/contract/push';
import { sandboxEndpoints } from '@/contract/sandbox';
import { shellEndpoints } from '@/contract/shell';
import { userEndpoints } from '@/contract/user';
import { userBlockEndpoints } from '@/contract/user-block';
import { userNotificationsEndpoints } from '@/contract/user-notifications';
import { verificationEndpoints } from '@/contract/verification';
import { walletEndpoints } from '@/contract/wallet';

/**
 * The endpoint table: every call of spec section 7, the calls it leaves out (designed in the
 * area modules in the same style), and the sandbox's control calls. One module per business
 * area; the sandbox mounts a handler for each entry and `docs/api.md` is generated from it.
 */
export const endpoints = {
  ...shellEndpoints,
  ...userEndpoints,
  ...userNotificationsEndpoints,
  ...pushEndpoints,
  ...userBlockEndpoints,
  ...verificationEndpoints,
  ...walletEndpoints,
  ...marketEndpoints,
  ...marketBestWayEndpoints,
  ...marketSearchesEndpoints,
  ...ordersEndpoints,
  ...ordersExpressEndpoints,
  ...ordersAppealEndpoints,
  ...ordersChatEndpoints,
  ...ordersFeedbackEndpoints,
  ...adsEndpoints,
  ...merchantEndpoints,
  ...paymentsEndpoints,
  ...cardEndpoints,
  ...sandboxEndpoints,
  ...analyticsEndpoints,
} as const;
