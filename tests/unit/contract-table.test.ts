import { describe, expect, it } from 'vitest';

import { adsEndpoints } from '@/contract/ads';
import { analyticsEndpoints } from '@/contract/analytics';
import { cardEndpoints } from '@/contract/card';
import type { EndpointDef } from '@/contract/define';
import { endpoints } from '@/contract/endpoints';
import { marketEndpoints } from '@/contract/market';
import { merchantEndpoints } from '@/contract/merchant';
import { ordersEndpoints } from '@/contract/orders';
import { ordersAppealEndpoints } from '@/contract/orders-appeal';
import { ordersChatEndpoints } from '@/contract/orders-chat';
import { ordersFeedbackEndpoints } from '@/contract/orders-feedback';
import { paymentsEndpoints } from '@/contract/payments';
import { sandboxEndpoints } from '@/contract/sandbox';
import { shellEndpoints } from '@/contract/shell';
import { userEndpoints } from '@/contract/user';
import { userBlockEndpoints } from '@/contract/user-block';
import { pushEndpoints } from '@/contract/push';
import { marketSearchesEndpoints } from '@/contract/market-searches';
import { ordersExpressEndpoints } from '@/contract/orders-express';
import { marketBestWayEndpoints } from '@/contract/market-best-way';
import { userNotificationsEndpoints } from '@/contract/user-notifications';
import { verificationEndpoints } from '@/contract/verification';
import { walletEndpoints } from '@/contract/wallet';

/** The P2P, wallet and spot calls of spec section 7, as `METHOD path`. */
const SPEC_CALLS = [
  'GET /wallet/account-transfers/target',
  'GET /wallet/account-transfers/target-currency',
  'GET /wallet/account-transfers/balance',
  'POST /wallet/account-transfers',
  'GET /spot/spot/balance/available',
  'GET /c2c/v3/public/option/box',
  'GET /c2c/v3/order/list',
  'GET /c2c/v3/user/info',
  'GET /c2c/v3/public/user/transaction-data',
  'GET /c2c/v3/public/merchant/all/ad',
  'GET /c2c/v3/public/config/basics-config',
  'GET /c2c/v3/user-payment/requirement',
  'POST /c2c/v3/upload/img',
  'POST /c2c/v3/upload/video',
  'PUT /c2c/v3/user-payment/unbind/:id',
  'POST /c2c/v3/user-payment/save',
  'GET /c2c/v3/merchant/requirement',
  'GET /c2c/v3/merchant/detail',
  'POST /c2c/v3/merchant/apply',
  'PUT /c2c/v3/merchant/apply-refund',
  'POST /c2c/v3/user/nickname-change',
  'POST /c2c/v3/order/proceed',
  'GET /c2c/v3/public/option/classify-payment/single',
  'GET /c2c/v3/public/third-party/fiat-list',
  'GET /c2c/v3/public/third-party/currency-list',
  'GET /c2c/v3/public/third-party/payment-list',
  'GET /c2c/v3/public/third-party/supplier-list',
  'POST /c2c/v3/third-party/order',
];

/** Calls the spec leaves out, designed in the same style (docs/sandbox.md "Orders"). */
const DESIGNED_CALLS = [
  'GET /c2c/v3/user-payment/list',
  'GET /c2c/v3/order/detail',
  'POST /c2c/v3/order/paid',
  'POST /c2c/v3/order/release',
  'POST /c2c/v3/order/cancel',
  'POST /c2c/v3/order/extend',
  'GET /c2c/v3/order/express/quote',
  'POST /c2c/v3/order/express/place',
  'GET /c2c/v3/public/best-way',
  'POST /c2c/v3/order/appeal',
  'POST /c2c/v3/order/appeal/withdraw',
  'POST /c2c/v3/order/appeal/answer',
  'POST /c2c/v3/order/appeal/stance',
  'GET /c2c/v3/order/appeal/detail',
  'POST /c2c/v3/merchant/deposit',
  'GET /c2c/v3/public/user/activity',
  'GET /c2c/v3/public/user/markets',
  'GET /c2c/v3/public/ad/reference-price',
  'GET /c2c/v3/ad/my-list',
  'GET /c2c/v3/ad/detail',
  'POST /c2c/v3/ad/create',
  'POST /c2c/v3/ad/update',
  'POST /c2c/v3/ad/action',
  'GET /c2c/v3/third-party/order/detail',
  // The order chat (issue 12).
  'GET /c2c/v3/order/chat/list',
  'POST /c2c/v3/order/chat/send',
  'POST /c2c/v3/order/chat/read',
  // The block list (issue 14, item 5).
  'GET /c2c/v3/user/block/list',
  'GET /c2c/v3/user/block/status',
  'POST /c2c/v3/user/block',
  'POST /c2c/v3/user/unblock',
  // Feedback after a trade (issue 14, item 2).
  'GET /c2c/v3/order/feedback',
  'POST /c2c/v3/order/feedback/give',
  'GET /c2c/v3/public/user/feedback',
  // Saved searches and alerts (issue 17, item 3).
  'GET /c2c/v3/market/search/list',
  'POST /c2c/v3/market/search/save',
  'POST /c2c/v3/market/search/status',
  'POST /c2c/v3/market/search/delete',
];

const table: Record<string, EndpointDef> = Object.fromEntries(
  Object.entries(endpoints as Record<string, EndpointDef>).filter(([, def]) =>
    /^\/(c2c|wallet|spot)\//.test(def.path),
  ),
);
const entries = Object.entries(table);
const signature = (def: EndpointDef) => `${def.method} ${def.path}`;

describe('P2P, wallet and spot endpoint table', () => {
  it('has exactly one entry for every spec call and designed call, and nothing else', () => {
    expect(entries.map(([, def]) => signature(def)).sort()).toEqual(
      [...SPEC_CALLS, ...DESIGNED_CALLS].sort(),
    );
  });

  it('gives every entry a unique method and path', () => {
    const seen = new Map<string, string>();
    for (const [name, def] of entries) {
      expect(seen.get(signature(def)), `${name} repeats ${signature(def)}`).toBeUndefined();
      seen.set(signature(def), name);
    }
  });

  it('loses no entry when the area groups are merged (names are disjoint)', () => {
    const groups = [
      shellEndpoints,
      userEndpoints,
      userNotificationsEndpoints,
      userBlockEndpoints,
      pushEndpoints,
      verificationEndpoints,
      walletEndpoints,
      marketEndpoints,
      marketBestWayEndpoints,
      marketSearchesEndpoints,
      ordersEndpoints,
      ordersExpressEndpoints,
      ordersAppealEndpoints,
      ordersChatEndpoints,
      ordersFeedbackEndpoints,
      adsEndpoints,
      merchantEndpoints,
      paymentsEndpoints,
      cardEndpoints,
      sandboxEndpoints,
      analyticsEndpoints,
    ];
    const total = groups.reduce((sum, group) => sum + Object.keys(group).length, 0);
    expect(Object.keys(endpoints)).toHaveLength(total);
  });

  it.each(entries)(
    '%s has a rooted path, a summary and a service prefix in its name',
    (name, def) => {
      expect(def.path).toMatch(/^\/[a-z0-9/:_-]+$/);
      expect(def.summary.trim().length).toBeGreaterThan(10);
      expect(name).toMatch(/^(c2c|wallet|spot)[A-Z]/);
    },
  );

  it.each(entries)('%s is public exactly when its path says so', (_name, def) => {
    expect(def.auth).toBe(def.path.includes('/public/') ? 'public' : 'user');
  });

  it.each(entries)('%s declares a schema for each path parameter', (_name, def) => {
    const names = [...def.path.matchAll(/:([A-Za-z]\w*)/g)].map((m) => m[1]);
    if (names.length === 0) {
      expect(def.params).toBeUndefined();
      return;
    }
    const sample = Object.fromEntries(names.map((n) => [n ?? '', '7']));
    expect(def.params?.safeParse(sample).success).toBe(true);
  });

  it('only sends bodies on writes', () => {
    for (const [name, def] of entries) {
      if (def.method === 'GET') expect(def.body, name).toBeUndefined();
    }
  });

  it('lets order proceed and third-party order handle their own errors (spec section 8), and the form submissions that show a refusal at its field', () => {
    const selfHandled = entries.filter(([, def]) => def.errors === 'self').map(([name]) => name);
    expect(selfHandled.sort()).toEqual(
      [
        // Spec section 8's exceptions.
        'c2cOrderProceed',
        'c2cThirdPartyOrder',
        // Express placement is order proceed's; its quote shows "no ad" on the page.
        'c2cOrderExpressQuote',
        'c2cOrderExpressPlace',
        // Forms that keep what was typed and put the server's reason next to the field
        // (a toast on top would say the same thing twice).
        'c2cMerchantApply',
        'c2cMerchantLockDeposit',
        'c2cMerchantApplyRefund',
        'c2cAdCreate',
        'c2cAdUpdate',
        'c2cAdAction',
        // The chat's composer keeps the text and says why under it (closed, too fast, image).
        'c2cOrderChatSend',
        // The feedback form keeps the rating and comment and says why under them.
        'c2cOrderFeedbackGive',
        // Saving a search says why not next to the market's form (the cap with a way out).
        'c2cMarketSearchSave',
      ].sort(),
    );
  });

  it('sends uploads as multipart and the nickname as a form', () => {
    expect(paymentsEndpoints.c2cUploadImg.bodyType).toBe('multipart');
    expect(paymentsEndpoints.c2cUploadVideo.bodyType).toBe('multipart');
    expect(userEndpoints.c2cNicknameChange.bodyType).toBe('form');
  });
});
