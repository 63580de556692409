import { describe, expect, it } from 'vitest';
import type { AdvertiserStatistics } from '@/contract/entities';
import { createIslandTranslator } from '@/i18n/island-t';
import { durationParts } from '@/i18n/format-time';
import { formatDuration } from '@/features/user/profile/duration';
import { profileJsonLd, profileJsonLdScript } from '@/features/user/profile/json-ld';
import {
  parseProfileId,
  parseProfileView,
  profileHref,
} from '@/features/user/profile/profile-query';
import { profileAdsMessages, profileMessages } from '@/features/user/profile/server/messages';

const stats: AdvertiserStatistics = {
  userId: 3,
  nickname: 'MaxMerch',
  tier: 'certified_advertiser',
  emailVerified: true,
  phoneVerified: true,
  identityVerified: true,
  successRate30d: '93.33',
  orders30d: 15,
  avgReleaseSeconds: 60,
  avgPaySeconds: 105,
  accountAgeDays: 400,
  totalOrders: 299,
  firstTradeAt: 1_704_700_800_000,
  volume30d: '10626.35',
  volumeTotal: '226941.96',
  buyCount: 174,
  sellCount: 125,
  deposit: { coin: 'USDT', amount: '1000' },
};

describe('the profile address', () => {
  it('takes digits without a leading zero as the user id, and nothing else', () => {
    expect(parseProfileId('3')).toBe(3);
    expect(parseProfileId('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    for (const bad of [
      undefined,
      '',
      '0',
      '007',
      '-3',
      '3.0',
      '1e3',
      ' 3',
      'abc',
      '9007199254740993',
    ]) {
      expect(parseProfileId(bad), String(bad)).toBeNull();
    }
  });

  it('reads the view from the query string and drops what is malformed', () => {
    expect(parseProfileView(new URLSearchParams(''))).toEqual({
      days: 30,
      side: null,
      coin: null,
      fiat: null,
      page: 1,
    });
    expect(
      parseProfileView(new URLSearchParams('days=7&side=sell&coin=btc&fiat=gbp&page=3')),
    ).toEqual({ days: 7, side: 'sell', coin: 'BTC', fiat: 'GBP', page: 3 });
    expect(
      parseProfileView(new URLSearchParams('days=14&side=both&coin=<x>&fiat=POUND&page=0')),
    ).toEqual({ days: 30, side: null, coin: null, fiat: null, page: 1 });
  });

  it('links a view with the locale prefix, leaving defaults out', () => {
    expect(profileHref('en', 3)).toBe('/addetail/3');
    expect(profileHref('en', 3, { days: 30, page: 1 })).toBe('/addetail/3');
    expect(profileHref('fa', 3, { days: 7 })).toBe('/fa/addetail/3?days=7');
    expect(
      profileHref('zh-TC', 3, { days: 7, side: 'sell', coin: 'BTC', fiat: 'GBP', page: 2 }),
    ).toBe('/zh-tc/addetail/3?days=7&side=sell&coin=BTC&fiat=GBP&page=2');
  });
});

describe('durations', () => {
  const t = createIslandTranslator(profileMessages('en'));

  it('splits seconds, rounded to the nearest, into hours, minutes and seconds', () => {
    expect(durationParts(0)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(durationParts(3725)).toEqual({ hours: 1, minutes: 2, seconds: 5 });
    // Rounded like the user centre (issue 11): 59.9 s reads 1 min, no longer 59 s.
    expect(durationParts(59.9)).toEqual({ hours: 0, minutes: 1, seconds: 0 });
    expect(durationParts(59.4)).toEqual({ hours: 0, minutes: 0, seconds: 59 });
  });

  it('reads like a person would say it, and says when nothing was measured yet', () => {
    expect(formatDuration(42, t)).toBe('42 s');
    expect(formatDuration(105, t)).toBe('1 min 45 s');
    expect(formatDuration(185, t)).toBe('3 min 05 s');
    // From an hour on, seconds are dropped (rounded down, never flattering).
    expect(formatDuration(3725, t)).toBe('1 h 02 min');
    expect(formatDuration(3599, t)).toBe('59 min 59 s');
    expect(formatDuration(null, t)).toBe('None yet');
  });

  it('is translated', () => {
    const fa = createIslandTranslator(profileMessages('fa'));
    expect(formatDuration(105, fa)).not.toBe('1 min 45 s');
    expect(formatDuration(105, fa)).toContain('45');
  });
});

describe('structured data', () => {
  const url = 'https://p2p.example.com/fa/addetail/3';
  const input = { stats, url, inLanguage: 'fa', description: 'MaxMerch on P2P' };

  it('is a ProfilePage about the advertiser as a Person, with their counters', () => {
    const data = profileJsonLd(input);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url,
      inLanguage: 'fa',
      mainEntity: {
        '@type': 'Person',
        name: 'MaxMerch',
        identifier: '3',
        url,
        interactionStatistic: [
          {
            '@type': 'InteractionCounter',
            interactionType: 'https://schema.org/TradeAction',
            userInteractionCount: 299,
          },
        ],
        agentInteractionStatistic: [
          { interactionType: 'https://schema.org/BuyAction', userInteractionCount: 174 },
          { interactionType: 'https://schema.org/SellAction', userInteractionCount: 125 },
        ],
      },
    });
    // Nothing personal beyond the public nickname.
    expect(JSON.stringify(data)).not.toMatch(/email|phone|@example/i);
  });

  it('cannot close its script element or open a comment, whatever the nickname', () => {
    const nickname = '</script><script>alert(1)</script><!--\u2028';
    const text = profileJsonLdScript({ ...input, stats: { ...stats, nickname } });
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    const parsed = JSON.parse(text) as { mainEntity: { name: string } };
    expect(parsed.mainEntity.name).toBe(nickname);
  });
});

describe('profile messages', () => {
  it('hands the ads island only its own few texts', () => {
    const texts = profileAdsMessages('ja');
    expect(Object.keys(texts).sort()).toEqual([
      'profile.ads.emptySide',
      'profile.ads.markets',
      'profile.ads.none',
      'profile.ads.title',
    ]);
    expect(texts['profile.ads.title']).toContain('{nickname}');
  });
});
