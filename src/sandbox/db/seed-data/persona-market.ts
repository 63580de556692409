import type { Persona } from '@/contract/sandbox';
import type { AdPlan } from '@/sandbox/db/seed-market/ad-plans';

/**
 * The demo personas' part of the market. `verified` (GB) holds coins so it can sell and has
 * saved GBP methods; `merchant` (GB too) lists a GBP USDT sell ad and a buy ad so `verified`
 * can trade with it from a second browser; `agent` holds a little. Tests and docs/sandbox.md rely on it.
 */
interface PersonaMarketSeed {
  persona: Persona;
  balances: readonly { account: 'spot' | 'p2p'; coin: string; available: string }[];
  paymentMethods: readonly { code: string; fields: Record<string, string> }[];
  ads: readonly AdPlan[];
  /** Seed advertiser statistics (a history) for this persona. */
  withStats: boolean;
}

const HOUR_MS = 3600_000;

const merchantAd = {
  coin: 'USDT',
  fiat: 'GBP',
  quantity: '5000',
  remaining: '5000',
  minLimit: '20',
  maxLimit: '3000',
  paymentTimeLimit: 15,
  minRegisteredDays: null,
  minCompletedTrades: null,
  status: 'listed',
} as const;

export const PERSONA_MARKET_SEEDS: readonly PersonaMarketSeed[] = [
  {
    persona: 'verified',
    balances: [
      { account: 'p2p', coin: 'USDT', available: '1500' },
      { account: 'p2p', coin: 'BTC', available: '0.05' },
      { account: 'spot', coin: 'USDT', available: '2500' },
      { account: 'spot', coin: 'BTC', available: '0.02' },
    ],
    paymentMethods: [
      {
        code: 'faster_payments',
        fields: { name: 'Vera Collins', sortCode: '04-00-04', accountNumber: '12345678' },
      },
      {
        code: 'bank_transfer',
        fields: { name: 'Vera Collins', bankName: 'Monzo', accountNumber: '87654321' },
      },
    ],
    ads: [],
    withStats: false,
  },
  {
    persona: 'merchant',
    balances: [
      { account: 'p2p', coin: 'USDT', available: '20000' },
      { account: 'p2p', coin: 'BTC', available: '0.5' },
      { account: 'p2p', coin: 'ETH', available: '5' },
      { account: 'spot', coin: 'USDT', available: '10000' },
    ],
    paymentMethods: [
      {
        code: 'faster_payments',
        fields: { name: 'Max Merchant', sortCode: '20-00-00', accountNumber: '55779911' },
      },
      {
        code: 'bank_transfer',
        fields: { name: 'Max Merchant', bankName: 'Barclays', accountNumber: '33445566' },
      },
      { code: 'revolut', fields: { name: 'Max Merchant', revtag: '@maxmerchant' } },
    ],
    ads: [
      {
        ...merchantAd,
        type: 'sell',
        priceType: 'floating',
        fixedPrice: null,
        floatingRatio: '101.20',
        remarks: 'Demo merchant: trade with me from a second browser.',
        methods: ['faster_payments', 'bank_transfer', 'revolut'],
        ageMs: 2 * HOUR_MS,
      },
      {
        ...merchantAd,
        type: 'buy',
        priceType: 'fixed',
        fixedPrice: '0.78',
        floatingRatio: null,
        remarks: 'Demo merchant: I buy USDT, pay by Faster Payments or bank transfer.',
        methods: ['faster_payments', 'bank_transfer'],
        ageMs: HOUR_MS,
      },
    ],
    withStats: true,
  },
  {
    persona: 'agent',
    balances: [
      { account: 'p2p', coin: 'USDT', available: '500' },
      { account: 'spot', coin: 'USDT', available: '1200' },
    ],
    paymentMethods: [{ code: 'fps', fields: { name: 'Ada Lam', fpsId: '1234567' } }],
    ads: [],
    withStats: false,
  },
];
