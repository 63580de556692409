import { describe, expect, it } from 'vitest';

import { mayReleaseDeposit } from '@/rules/merchant';

describe('mayReleaseDeposit', () => {
  const none = { listedAds: 0, openOrders: 0 };

  it('lets a certified advertiser with no listed ad and no open order release the deposit', () => {
    expect(mayReleaseDeposit('certified', none)).toBe(true);
  });

  it('keeps the deposit while an ad is listed or an order is open', () => {
    expect(mayReleaseDeposit('certified', { listedAds: 1, openOrders: 0 })).toBe(false);
    expect(mayReleaseDeposit('certified', { listedAds: 0, openOrders: 2 })).toBe(false);
  });

  it('has nothing to release before certification', () => {
    for (const status of [
      'not_verified',
      'under_review',
      'failed',
      'approved',
      'portal_closed',
    ] as const) {
      expect(mayReleaseDeposit(status, none)).toBe(false);
    }
  });
});
