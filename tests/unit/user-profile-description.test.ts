import { describe, expect, it } from 'vitest';
import type { AdvertiserStatistics } from '@/contract/entities';
import { profileDescription } from '@/features/user/profile/page-description';
import { profileMessages } from '@/features/user/profile/server/messages';
import { createIslandTranslator } from '@/i18n/island-t';

/** The profile's meta description quotes no "0.00%" completion rate before any order. */

const stats: AdvertiserStatistics = {
  userId: 9,
  nickname: 'Newcomer',
  tier: 'verified_user',
  emailVerified: true,
  phoneVerified: false,
  identityVerified: true,
  successRate30d: '0',
  orders30d: 0,
  avgReleaseSeconds: null,
  avgPaySeconds: null,
  accountAgeDays: 3,
  totalOrders: 0,
  firstTradeAt: null,
  volume30d: '0',
  volumeTotal: '0',
  buyCount: 0,
  sellCount: 0,
  deposit: null,
};

describe('the profile description', () => {
  it('says there is no order yet instead of a 0.00% completion rate', () => {
    const t = createIslandTranslator(profileMessages('en'), 'en');
    const text = profileDescription(stats, t);
    expect(text).toBe(
      'Newcomer on P2P: no orders in the last 30 days yet. See their statistics and trade with their ads.',
    );
    expect(
      profileDescription(stats, createIslandTranslator(profileMessages('ru'), 'ru')),
    ).not.toMatch(/%/);
  });

  it('quotes the orders and the rate once there are some', () => {
    const t = createIslandTranslator(profileMessages('en'), 'en');
    expect(profileDescription({ ...stats, orders30d: 17, successRate30d: '88.235' }, t)).toContain(
      '17 orders in the last 30 days and a completion rate of 88.24%',
    );
  });
});
