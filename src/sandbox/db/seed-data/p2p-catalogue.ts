/**
 * The P2P market's coins and fiats. Reference prices and rates are plausible fixed values (the
 * sandbox has no live feed): a floating ad's price follows them, so changing one row moves every
 * floating ad of that coin or fiat. Fiat rates match the display rates of `catalogue.ts`.
 */

export interface CoinSeed {
  coin: string;
  name: string;
  /** Decimals of a quantity. */
  scale: number;
  /** Market reference price in USD, a decimal string. */
  usdPrice: string;
}

export const COIN_SEEDS: readonly CoinSeed[] = [
  { coin: 'USDT', name: 'Tether', scale: 2, usdPrice: '1' },
  { coin: 'BTC', name: 'Bitcoin', scale: 6, usdPrice: '97250.50' },
  { coin: 'ETH', name: 'Ethereum', scale: 5, usdPrice: '3385.20' },
  { coin: 'USDC', name: 'USD Coin', scale: 2, usdPrice: '0.9998' },
];

export interface FiatSeed {
  fiat: string;
  name: string;
  symbol: string;
  /** Decimals of a price or an amount. */
  scale: number;
  /** Units of this fiat per 1 USD. */
  usdRate: string;
  /** The identity country that trades in this fiat (ISO 3166 alpha-2). */
  country: string;
  /** Floor of an ad's minimum single limit, in this fiat. */
  minSingle: string;
  /** Cap of an ad's maximum single limit, in this fiat. */
  maxSingle: string;
}

export const FIAT_SEEDS: readonly FiatSeed[] = [
  {
    fiat: 'USD',
    name: 'US Dollar',
    symbol: '$',
    scale: 2,
    usdRate: '1',
    country: 'US',
    minSingle: '10',
    maxSingle: '50000',
  },
  {
    fiat: 'EUR',
    name: 'Euro',
    symbol: '€',
    scale: 2,
    usdRate: '0.92',
    country: 'DE',
    minSingle: '10',
    maxSingle: '50000',
  },
  {
    fiat: 'GBP',
    name: 'British Pound',
    symbol: '£',
    scale: 2,
    usdRate: '0.79',
    country: 'GB',
    minSingle: '10',
    maxSingle: '40000',
  },
  {
    fiat: 'NGN',
    name: 'Nigerian Naira',
    symbol: '₦',
    scale: 2,
    usdRate: '1550',
    country: 'NG',
    minSingle: '5000',
    maxSingle: '50000000',
  },
  {
    fiat: 'INR',
    name: 'Indian Rupee',
    symbol: '₹',
    scale: 2,
    usdRate: '83.40',
    country: 'IN',
    minSingle: '500',
    maxSingle: '3000000',
  },
  {
    fiat: 'VND',
    name: 'Vietnamese Dong',
    symbol: '₫',
    scale: 0,
    usdRate: '25340',
    country: 'VN',
    minSingle: '200000',
    maxSingle: '1000000000',
  },
  {
    fiat: 'BRL',
    name: 'Brazilian Real',
    symbol: 'R$',
    scale: 2,
    usdRate: '5.05',
    country: 'BR',
    minSingle: '50',
    maxSingle: '250000',
  },
  {
    fiat: 'TRY',
    name: 'Turkish Lira',
    symbol: '₺',
    scale: 2,
    usdRate: '32.30',
    country: 'TR',
    minSingle: '300',
    maxSingle: '1500000',
  },
  {
    fiat: 'HKD',
    name: 'Hong Kong Dollar',
    symbol: 'HK$',
    scale: 2,
    usdRate: '7.82',
    country: 'HK',
    minSingle: '80',
    maxSingle: '400000',
  },
  {
    fiat: 'RUB',
    name: 'Russian Ruble',
    symbol: '₽',
    scale: 2,
    usdRate: '92.40',
    country: 'RU',
    minSingle: '900',
    maxSingle: '4000000',
  },
];
