import { describe, expect, it } from 'vitest';
import type { MarketAd } from '@/contract/entities';
import type { Viewer } from '@/features/market/market-types';
import { registeredDays, unmetConditionText, whyNot, whyNotText } from '@/features/market/why-not';
import { formatUtcDateTime } from '@/i18n/format-time';
import { createIslandTranslator } from '@/i18n/island-t';
import { pickMessages } from '@/i18n/pick-messages';
import { marketMessageKeys } from '@/features/market/server/messages';

const DAY = 24 * 3600_000;
const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);

const ad: Pick<MarketAd, 'fiat' | 'conditions' | 'advertiser'> = {
  fiat: 'GBP',
  conditions: { minRegisteredDays: null, minCompletedTrades: null },
  advertiser: {
    userId: 500,
    nickname: 'Seller',
    tier: 'certified_advertiser',
    identityVerified: true,
    successRate30d: '99.1',
    orders30d: 120,
    avgReleaseSeconds: 90,
  },
};

const verified: Extract<Viewer, { known: true }> = {
  kind: 'user',
  known: true,
  userId: 2,
  identityVerified: true,
  homeFiat: 'GBP',
  registeredAt: NOW - 120 * DAY,
  completedTrades: 4,
  pendingOrders: 0,
  maxPendingOrders: 3,
  orderBlockedUntil: null,
};

describe('why an ad cannot be taken', () => {
  it('sends a visitor to the login', () => {
    expect(whyNot(ad, { kind: 'visitor' }, NOW)).toEqual({ reason: 'login' });
  });

  it('refuses wallet-connected users with the spec’s notice', () => {
    expect(whyNot(ad, { kind: 'wallet' }, NOW)).toEqual({ reason: 'wallet' });
  });

  it('says nothing when the user’s P2P profile is unknown (the server decides)', () => {
    expect(whyNot(ad, { kind: 'user', known: false }, NOW)).toBeNull();
  });

  it('lets a verified user trade in their home fiat when no condition stops them', () => {
    expect(whyNot(ad, verified, NOW)).toBeNull();
  });

  it('does not let an advertiser take their own ad', () => {
    expect(whyNot(ad, { ...verified, userId: 500 }, NOW)).toEqual({ reason: 'own' });
  });

  it('asks for identity verification first', () => {
    expect(whyNot(ad, { ...verified, identityVerified: false, homeFiat: null }, NOW)).toEqual({
      reason: 'unverified',
    });
  });

  it('asks to switch to the home-country fiat', () => {
    expect(whyNot({ ...ad, fiat: 'EUR' }, verified, NOW)).toEqual({
      reason: 'fiat',
      homeFiat: 'GBP',
    });
  });

  it('explains the daily cancellation block until it ends', () => {
    const blocked = { ...verified, orderBlockedUntil: NOW + 3600_000 };
    expect(whyNot(ad, blocked, NOW)).toEqual({ reason: 'blocked', until: NOW + 3600_000 });
    expect(whyNot(ad, blocked, NOW + 3600_000)).toBeNull();
  });

  it('explains the cap on pending orders', () => {
    expect(whyNot(ad, { ...verified, pendingOrders: 3 }, NOW)).toEqual({
      reason: 'pendingCap',
      max: 3,
    });
    expect(whyNot(ad, { ...verified, pendingOrders: 9, maxPendingOrders: null }, NOW)).toBeNull();
  });

  it('applies the advertiser’s registration-age and trade-count conditions', () => {
    const aged = { ...ad, conditions: { minRegisteredDays: 180, minCompletedTrades: null } };
    expect(whyNot(aged, verified, NOW)).toEqual({
      reason: 'conditions',
      unmet: { condition: 'registeredDays', required: 180, actual: 120 },
    });
    expect(whyNot(aged, { ...verified, registeredAt: NOW - 180 * DAY }, NOW)).toBeNull();
    const traded = { ...ad, conditions: { minRegisteredDays: null, minCompletedTrades: 5 } };
    expect(whyNot(traded, verified, NOW)).toEqual({
      reason: 'conditions',
      unmet: { condition: 'completedTrades', required: 5, actual: 4 },
    });
    expect(whyNot(traded, { ...verified, completedTrades: 5 }, NOW)).toBeNull();
  });

  it('gives the most basic reason first', () => {
    const everything: Viewer = {
      ...verified,
      identityVerified: false,
      homeFiat: 'EUR',
      pendingOrders: 5,
    };
    expect(
      whyNot(
        { ...ad, conditions: { minRegisteredDays: 999, minCompletedTrades: 999 } },
        everything,
        NOW,
      ),
    ).toEqual({
      reason: 'unverified',
    });
  });

  it('counts whole days of registration', () => {
    expect(registeredDays(NOW - 2 * DAY + 1, NOW)).toBe(1);
    expect(registeredDays(NOW + DAY, NOW)).toBe(0);
  });
});

describe('the sentences rows show', () => {
  const t = createIslandTranslator(pickMessages('en', marketMessageKeys()));

  it('uses the spec’s messages', () => {
    expect(whyNotText({ reason: 'unverified' }, t, 'en')).toBe(
      'Before you start trading, please complete the identity verification',
    );
    // The spec's sentence, then which condition fails with the user's own value (issue 14).
    const unmet = { condition: 'completedTrades', required: 20, actual: 3 } as const;
    expect(whyNotText({ reason: 'conditions', unmet }, t, 'en')).toBe(
      'You have not met the requirements of the advertiser, please try another advertisement. ' +
        'This advertiser asks for 20 completed trades; you have 3.',
    );
    const young = { condition: 'registeredDays', required: 30, actual: 1 } as const;
    expect(unmetConditionText(young, t, 'en')).toBe(
      'This advertiser trades with accounts at least 30 days old; yours is 1 day old.',
    );
    const ru = createIslandTranslator(pickMessages('ru', marketMessageKeys()));
    expect(unmetConditionText({ ...unmet, actual: 2 }, ru, 'ru')).toBe(
      'Этому рекламодателю нужно не менее 20 завершённых сделок; у вас 2 сделки.',
    );
    expect(whyNotText({ reason: 'wallet' }, t, 'en')).toMatch(
      /^P2P trading is not open to authorized wallet users/,
    );
    expect(whyNotText({ reason: 'pendingCap', max: 3 }, t, 'en')).toBe(
      'You have reached the maximum number of pending orders (3), please complete the order in progress first.',
    );
    expect(whyNotText({ reason: 'fiat', homeFiat: 'GBP' }, t, 'en')).toContain('GBP');
    expect(whyNotText({ reason: 'login' }, t, 'en')).toBeNull();
  });

  it('gives the end of a cancellation block in UTC, YYYY-MM-DD HH:mm:ss', () => {
    expect(formatUtcDateTime(Date.UTC(2025, 0, 16, 0, 0, 0))).toBe('2025-01-16 00:00:00');
    expect(whyNotText({ reason: 'blocked', until: Date.UTC(2025, 0, 16) }, t, 'en')).toContain(
      '2025-01-16 00:00:00',
    );
  });

  it('speaks the page’s language', () => {
    const fa = createIslandTranslator(pickMessages('fa', marketMessageKeys()));
    expect(whyNotText({ reason: 'unverified' }, fa, 'fa')).not.toBe(
      whyNotText({ reason: 'unverified' }, t, 'en'),
    );
  });
});
