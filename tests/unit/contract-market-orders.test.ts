import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { endpoints } from '@/contract/endpoints';

import { basicsConfig } from '@/contract/market';

const ep = endpoints;

/** The first issue message of a failed parse, or null when the value is accepted. */
function firstError(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'invalid');
}

const bankTransfer = { code: 'bank_transfer', name: 'Bank transfer', color: '#F0B90B' };
const stats = {
  userId: 42,
  nickname: 'CryptoKing',
  tier: 'certified_advertiser',
  emailVerified: true,
  phoneVerified: true,
  identityVerified: true,
  successRate30d: '98.75',
  orders30d: 311,
  avgReleaseSeconds: 95,
  avgPaySeconds: 240,
  accountAgeDays: 812,
  totalOrders: 4211,
  firstTradeAt: 1_650_000_000_000,
  volume30d: '120455.20',
  volumeTotal: '2204551.00',
  buyCount: 2010,
  sellCount: 2201,
  deposit: { coin: 'USDT', amount: '1000' },
};
const ad = {
  id: 9001,
  type: 'sell',
  coin: 'USDT',
  fiat: 'USD',
  priceType: 'floating',
  floatingRatio: '101.50',
  marketPrice: '1.00',
  price: '1.015',
  quantity: '5000',
  remainingQuantity: '4200.5',
  minLimit: '50',
  maxLimit: '2000',
  paymentMethods: [bankTransfer],
  paymentTimeLimitMinutes: 15,
  remarks: 'Fast release, bank transfer only.',
  conditions: { minRegisteredDays: 30, minCompletedTrades: null },
  status: 'listed',
  createdAt: 1_700_000_000_000,
};
const order = {
  orderNo: '20240101123456789012',
  adId: 9001,
  type: 'buy',
  coin: 'USDT',
  fiat: 'USD',
  price: '1.015',
  quantity: '98.52',
  totalPrice: '100.00',
  status: 'pending_payment',
  paymentMethod: null,
  counterparty: { userId: 42, nickname: 'CryptoKing' },
  paymentTimeLimitMinutes: 15,
  paymentDeadline: 1_700_000_900_000,
  appealAvailableAt: null,
  createdAt: 1_700_000_000_000,
  chatUnread: 0,
};

describe('market calls', () => {
  it('accepts a realistic market query, coercing query-string numbers', () => {
    const parsed = ep.c2cMarketAds.query.parse({
      side: 'buy',
      coin: 'USDT',
      fiat: 'USD',
      paymentMethod: 'bank_transfer',
      amount: '150.00',
      sort: 'price_asc',
      page: '2',
      pageSize: '20',
    });
    expect(parsed).toMatchObject({ page: 2, pageSize: 20, amount: '150.00' });
    expect(ep.c2cMarketAds.query.parse({ side: 'sell', coin: 'BTC', fiat: 'EUR' })).toMatchObject({
      page: 1,
      pageSize: 10,
    });
  });

  it('refuses a market query with unknown fields, bad enums, bad codes or float-looking amounts', () => {
    const q = ep.c2cMarketAds.query;
    const good = { side: 'buy', coin: 'USDT', fiat: 'USD' };
    expect(firstError(q, { ...good, extra: '1' })).not.toBeNull();
    expect(firstError(q, { ...good, side: 'hold' })).not.toBeNull();
    expect(firstError(q, { ...good, coin: 'usdt' })).toBe('Must be a coin symbol such as "USDT"');
    expect(firstError(q, { ...good, fiat: 'US' })).toBe('Must be a currency code such as "USD"');
    expect(firstError(q, { ...good, amount: '-5' })).not.toBeNull();
    expect(firstError(q, { ...good, amount: '1e3' })).not.toBeNull();
    expect(firstError(q, { ...good, pageSize: '500' })).not.toBeNull();
    expect(firstError(q, { ...good, sort: 'newest' })).not.toBeNull();
  });

  it('accepts a page of market ads and refuses an ad with a numeric price or 4 payment methods', () => {
    const page = { items: [{ ...ad, advertiser: stats }], total: 1, page: 1, pageSize: 10 };
    expect(firstError(ep.c2cMarketAds.data, page)).toBeNull();
    const numericPrice = { ...page, items: [{ ...ad, price: 1.015, advertiser: stats }] };
    expect(firstError(ep.c2cMarketAds.data, numericPrice)).not.toBeNull();
    const fourMethods = [bankTransfer, bankTransfer, bankTransfer, bankTransfer];
    const tooMany = { ...page, items: [{ ...ad, paymentMethods: fourMethods, advertiser: stats }] };
    expect(firstError(ep.c2cMarketAds.data, tooMany)).not.toBeNull();
  });

  it('accepts advertiser statistics and requires a user id to ask for them', () => {
    expect(firstError(ep.c2cTransactionData.data, stats)).toBeNull();
    expect(
      firstError(ep.c2cTransactionData.data, { ...stats, successRate30d: 98.75 }),
    ).not.toBeNull();
    expect(ep.c2cTransactionData.query.parse({ userId: '42' })).toEqual({ userId: 42 });
    expect(firstError(ep.c2cTransactionData.query, { userId: '-1' })).not.toBeNull();
    expect(firstError(ep.c2cTransactionData.query, {})).not.toBeNull();
  });

  it('accepts the option box and a grouped payment list', () => {
    const box = {
      coins: [{ coin: 'USDT', name: 'Tether', scale: 2 }],
      fiats: [{ fiat: 'USD', name: 'US Dollar', symbol: '$', scale: 2 }],
      paymentMethods: [{ ...bankTransfer, fiats: ['USD', 'EUR'] }],
    };
    expect(firstError(ep.c2cOptionBox.data, box)).toBeNull();
    expect(firstError(ep.c2cOptionBox.query, { fiat: 'USD', coin: 'BTC' })).not.toBeNull();
    const groups = [{ category: 'bank_transfer', name: 'Bank', methods: [bankTransfer] }];
    expect(firstError(ep.c2cClassifyPaymentSingle.data, groups)).toBeNull();
    const badGroup = [{ category: 'barter', name: 'Goats', methods: [] }];
    expect(firstError(ep.c2cClassifyPaymentSingle.data, badGroup)).not.toBeNull();
  });

  const config = {
    paymentTimeLimitMinutes: 15,
    paymentTimeLimitOptions: [15, 30, 45, 60],
    appealMinWaitMinutes: 10,
    deadlineReminderMinutes: 5,
    dailyCancelCap: 3,
    cancelResetUtc: '00:00',
    maxPendingOrdersPerUser: 2,
    maxPendingOrdersPerAdvertiser: 10,
    priceDeviationWarnPercent: '5',
    fiatLimits: [{ fiat: 'USD', minSingle: '10', maxSingle: '50000' }],
    coinLimits: [{ coin: 'USDT', maxQuantity: '1000000' }],
    adFeePercent: '0.1',
    floatingRatioMin: '50',
    floatingRatioMax: '150',
    floatingRatioScale: 2,
    orderFeePercent: '0',
    maxPaymentMethodsPerUser: 20,
    maxPaymentMethodsPerAd: 3,
    codeResendSeconds: 60,
    releaseExpectMinutes: 3,
  };

  it('accepts the config table and refuses a malformed reset time or a numeric percentage', () => {
    expect(firstError(basicsConfig, config)).toBeNull();
    expect(firstError(basicsConfig, { ...config, cancelResetUtc: '24:00' })).not.toBeNull();
    expect(firstError(basicsConfig, { ...config, adFeePercent: 0.1 })).not.toBeNull();
    expect(firstError(basicsConfig, { ...config, dailyCancelCap: 2.5 })).not.toBeNull();
  });
});

describe('order calls', () => {
  it('defaults the order list to orders in progress and accepts every status filter', () => {
    expect(ep.c2cOrderList.query.parse({})).toEqual({
      status: 'in_progress',
      page: 1,
      pageSize: 10,
    });
    for (const status of [
      'in_progress',
      'all',
      'pending_payment',
      'paid',
      'completed',
      'cancelled',
      'appealing',
    ]) {
      expect(firstError(ep.c2cOrderList.query, { status })).toBeNull();
    }
    const range = {
      startTime: '1700000000000',
      endTime: '1700600000000',
      type: 'sell',
      coin: 'BTC',
    };
    expect(ep.c2cOrderList.query.parse(range)).toMatchObject({ startTime: 1_700_000_000_000 });
  });

  it('refuses an unknown status, an inverted date range and unknown filters', () => {
    const q = ep.c2cOrderList.query;
    expect(firstError(q, { status: 'disputed' })).not.toBeNull();
    expect(firstError(q, { startTime: '1700600000000', endTime: '1700000000000' })).toBe(
      'The start date must be before the end date',
    );
    expect(firstError(q, { userId: '3' })).not.toBeNull();
  });

  it('accepts a page of orders and refuses an order with a numeric order number', () => {
    const page = { items: [order], total: 1, page: 1, pageSize: 10 };
    expect(firstError(ep.c2cOrderList.data, page)).toBeNull();
    const bad = { ...page, items: [{ ...order, orderNo: 2024010112345 }] };
    expect(firstError(ep.c2cOrderList.data, bad)).not.toBeNull();
  });

  it('places an order by amount or by quantity, never both or neither', () => {
    const body = ep.c2cOrderProceed.body;
    expect(firstError(body, { adId: 9001, price: '1.015', amount: '100' })).toBeNull();
    expect(
      firstError(body, { adId: 9001, price: '1.015', quantity: '98.52', userPaymentIds: [7] }),
    ).toBeNull();
    const both = { adId: 9001, price: '1.015', amount: '100', quantity: '98.52' };
    expect(firstError(body, both)).toBe('Enter either an amount or a quantity');
    expect(firstError(body, { adId: 9001, price: '1.015' })).toBe(
      'Enter either an amount or a quantity',
    );
  });

  it('refuses order bodies with zero, negative or numeric money and unknown fields', () => {
    const body = ep.c2cOrderProceed.body;
    expect(firstError(body, { adId: 9001, price: '1.015', amount: '0.00' })).toBe(
      'Must be greater than 0',
    );
    expect(firstError(body, { adId: 9001, price: '1.015', amount: '-100' })).not.toBeNull();
    expect(firstError(body, { adId: 9001, price: 1.015, amount: '100' })).not.toBeNull();
    expect(
      firstError(body, { adId: 9001, price: '1.015', amount: '100', fee: '0' }),
    ).not.toBeNull();
    const fourIds = { adId: 9001, price: '1', amount: '1', userPaymentIds: [1, 2, 3, 4] };
    expect(firstError(body, fourIds)).not.toBeNull();
  });
});

describe('user calls', () => {
  it('accepts the P2P profile, with no nickname yet', () => {
    const info = {
      userId: 7,
      nickname: null,
      emailVerified: true,
      phoneVerified: false,
      identityVerified: true,
      identityCountry: 'VN',
      homeFiat: 'VND',
      tier: 'verified_user',
      merchantStatus: 'not_verified',
      registeredAt: 1_690_000_000_000,
      pendingOrders: 0,
      cancelledToday: 1,
      orderBlockedUntil: null,
      statistics: stats,
    };
    expect(firstError(ep.c2cUserInfo.data, info)).toBeNull();
    expect(firstError(ep.c2cUserInfo.data, { ...info, merchantStatus: 'pending' })).not.toBeNull();
  });

  it('takes a 2-10 character nickname with the spec message otherwise', () => {
    const body = ep.c2cNicknameChange.body;
    const message = 'Nickname length is between 2 and 10 characters';
    expect(body.parse({ nickname: '  Trader_01 ' })).toEqual({ nickname: 'Trader_01' });
    expect(firstError(body, { nickname: '小明' })).toBeNull();
    expect(firstError(body, { nickname: 'A' })).toBe(message);
    expect(firstError(body, { nickname: '' })).toBe(message);
    expect(firstError(body, { nickname: 'ElevenChars' })).toBe(message);
    expect(firstError(body, { nickname: 'two words' })).not.toBeNull();
    expect(firstError(body, { nickname: 'Trader', avatar: 'x' })).not.toBeNull();
  });
});
