/** The 13 interface languages with their native names (same codes as the language header). */
export const LANGUAGE_SEEDS: readonly { code: string; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'zh-CN', name: '简体中文' },
  { code: 'zh-TC', name: '繁體中文' },
  { code: 'zh-Hk', name: '繁體中文（香港）' },
  { code: 'ko', name: '한국어' },
  { code: 'ja', name: '日本語' },
  { code: 'ru', name: 'Русский' },
  { code: 'fa', name: 'فارسی' },
  { code: 'uk', name: 'Українська' },
  { code: 'es', name: 'Español' },
  { code: 'vi', name: 'Tiếng Việt' },
  { code: 'fr', name: 'Français' },
  { code: 'pt', name: 'Português' },
];

/**
 * Display currencies, usd first (the default); `rate` = units per 1 USD, a decimal string. Also
 * the rate table approximate values ("≈ $12.34") convert a market or card fiat through, so every
 * fiat of `FIAT_SEEDS` (P2P) and of the card market is listed, at the same rate (a test checks).
 */
export const RATE_SEEDS: readonly { currency: string; symbol: string; rate: string }[] = [
  { currency: 'usd', symbol: '$', rate: '1' },
  { currency: 'eur', symbol: '€', rate: '0.92' },
  { currency: 'gbp', symbol: '£', rate: '0.79' },
  { currency: 'cny', symbol: '¥', rate: '7.24' },
  { currency: 'krw', symbol: '₩', rate: '1365.50' },
  { currency: 'jpy', symbol: '¥', rate: '151.20' },
  { currency: 'rub', symbol: '₽', rate: '92.40' },
  { currency: 'irr', symbol: '﷼', rate: '42050' },
  { currency: 'uah', symbol: '₴', rate: '39.60' },
  { currency: 'vnd', symbol: '₫', rate: '25340' },
  { currency: 'brl', symbol: 'R$', rate: '5.05' },
  { currency: 'hkd', symbol: 'HK$', rate: '7.82' },
  { currency: 'try', symbol: '₺', rate: '32.30' },
  { currency: 'inr', symbol: '₹', rate: '83.40' },
  { currency: 'ngn', symbol: '₦', rate: '1550' },
];

/** Footer social links, types 1-8 as the spec numbers them. */
export const CONTACT_SEEDS: readonly { type: number; title: string; url: string }[] = [
  { type: 1, title: 'Twitter', url: 'https://twitter.com/example_exchange' },
  { type: 2, title: 'Telegram', url: 'https://t.me/example_exchange' },
  { type: 3, title: 'Medium', url: 'https://medium.com/@example_exchange' },
  { type: 4, title: 'Instagram', url: 'https://www.instagram.com/example_exchange' },
  { type: 5, title: 'Discord', url: 'https://discord.gg/example-exchange' },
  { type: 6, title: 'YouTube', url: 'https://www.youtube.com/@example_exchange' },
  { type: 7, title: 'Facebook', url: 'https://www.facebook.com/example.exchange' },
  { type: 8, title: 'CoinMarketCap', url: 'https://coinmarketcap.com/exchanges/example' },
];

/** VIP levels; fee rates are fractions ("0.001" = 0.1 %), requirements in USD. */
export const VIP_LEVEL_SEEDS: readonly {
  level: number;
  makerFeeRate: string;
  takerFeeRate: string;
  minAssetsUsd: string;
  min30dVolumeUsd: string;
  withdrawLimitBtc: string;
}[] = [
  {
    level: 0,
    makerFeeRate: '0.002',
    takerFeeRate: '0.002',
    minAssetsUsd: '0',
    min30dVolumeUsd: '0',
    withdrawLimitBtc: '2',
  },
  {
    level: 1,
    makerFeeRate: '0.0018',
    takerFeeRate: '0.0019',
    minAssetsUsd: '10000',
    min30dVolumeUsd: '100000',
    withdrawLimitBtc: '10',
  },
  {
    level: 2,
    makerFeeRate: '0.0016',
    takerFeeRate: '0.0018',
    minAssetsUsd: '50000',
    min30dVolumeUsd: '1000000',
    withdrawLimitBtc: '30',
  },
  {
    level: 3,
    makerFeeRate: '0.0014',
    takerFeeRate: '0.0016',
    minAssetsUsd: '200000',
    min30dVolumeUsd: '5000000',
    withdrawLimitBtc: '60',
  },
  {
    level: 4,
    makerFeeRate: '0.0012',
    takerFeeRate: '0.0014',
    minAssetsUsd: '500000',
    min30dVolumeUsd: '20000000',
    withdrawLimitBtc: '100',
  },
  {
    level: 5,
    makerFeeRate: '0.001',
    takerFeeRate: '0.0012',
    minAssetsUsd: '1000000',
    min30dVolumeUsd: '50000000',
    withdrawLimitBtc: '200',
  },
];
