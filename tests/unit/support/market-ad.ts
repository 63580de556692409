import { marketAd, type MarketAd } from '@/contract/entities';

/**
 * A market row as the API answers it: LondonOTC's fixed-price GBP ad selling 5,000 USDT at 0.80
 * with limits 20–3,000 GBP, validated by the contract; `patch` sets any field and `advertiser`
 * any of the advertiser's.
 */
export function marketAdFixture(
  patch: Partial<Omit<MarketAd, 'advertiser'>> = {},
  advertiser: Partial<MarketAd['advertiser']> = {},
): MarketAd {
  return marketAd.parse({
    id: 41,
    type: 'sell',
    coin: 'USDT',
    fiat: 'GBP',
    priceType: 'fixed',
    floatingRatio: null,
    marketPrice: '0.79',
    price: '0.80',
    quantity: '5000',
    remainingQuantity: '5000',
    minLimit: '20',
    maxLimit: '3000',
    paymentMethods: [{ code: 'faster_payments', name: 'Faster Payments', color: '#123456' }],
    paymentTimeLimitMinutes: 15,
    remarks: '',
    conditions: { minRegisteredDays: null, minCompletedTrades: null },
    status: 'listed',
    createdAt: Date.UTC(2025, 0, 1),
    ...patch,
    advertiser: {
      userId: 6,
      nickname: 'LondonOTC',
      tier: 'certified_advertiser',
      identityVerified: true,
      successRate30d: '98.5',
      orders30d: 17,
      avgReleaseSeconds: 90,
      ...advertiser,
    },
  });
}
