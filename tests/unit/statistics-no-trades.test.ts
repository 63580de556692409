import { createElement } from 'react';
import type { MarketAd } from '@/contract/entities';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdTable } from '@/features/market/AdTable';
import { marketMessages } from '@/features/market/server/messages';
import { formatRateOver, NO_STATISTIC } from '@/i18n/format';
import { createIslandTranslator } from '@/i18n/island-t';
import { marketAdFixture } from './support/market-ad';

/**
 * A completion rate over no orders is unknown, not 0 %: the user centre, the advertiser's
 * profile and the market rows show "—" until there is an order to compute it from.
 */

const ad = marketAdFixture(
  {},
  { nickname: 'Newcomer', successRate30d: '0', orders30d: 0, avgReleaseSeconds: null },
);

function rowStats(locale: 'en' | 'fa', advertiser: Partial<MarketAd['advertiser']> = {}) {
  const html = renderToStaticMarkup(
    createElement(AdTable, {
      ads: [{ ...ad, advertiser: { ...ad.advertiser, ...advertiser } }],
      side: 'buy',
      coin: 'USDT',
      fiat: 'GBP',
      fiatScale: 2,
      coinScale: 2,
      viewer: { kind: 'visitor' },
      now: Date.UTC(2025, 5, 1),
      t: createIslandTranslator(marketMessages(locale), locale),
      locale,
      loginHref: '/login',
      identityHref: '/sandbox/identity',
      advertiserHref: (id: number) => `/addetail/${id}`,
      onTrade: () => {},
      onTradeIntent: () => {},
      fiatHref: (fiat: string) => `/buy_USDT?fiat=${fiat}`,
      onSwitchFiat: () => {},
      busy: false,
    } as Parameters<typeof AdTable>[0]),
  );
  return /<p class="market-stats">(.*?)<\/p>/.exec(html)?.[1] ?? '';
}

describe('statistics with no trades yet', () => {
  it('has no rate over no orders', () => {
    expect(formatRateOver('0', 0)).toBeNull();
    expect(formatRateOver('0', 3)).toBe('0.00');
    expect(formatRateOver('88.235', 17)).toBe('88.24');
    expect(NO_STATISTIC).toBe('—');
  });

  it('shows "—" on a market row instead of "0.00% completion"', () => {
    expect(rowStats('en')).toContain('— completion');
    expect(rowStats('en')).not.toContain('0.00');
    expect(rowStats('fa')).toContain('—');
    expect(rowStats('en', { successRate30d: '98.5', orders30d: 17 })).toContain(
      '98.50% completion',
    );
  });
});
