import type { CardCoin, CardPaymentMethod } from '@/contract/card';
import type { Persona } from '@/contract/sandbox';
import type { AccountType } from '@/contract/wallet';
import { stmt, type Db } from '@/sandbox/db/database';
import { int } from '@/sandbox/db/rows';

/**
 * The card market's demo data: three fictional providers that differ on purpose, so the page's
 * comparison has something to show. With EUR card payments by Visa:
 * - Moonrail: every method and coin, wide limits, 3.99 % fee and a 1.2 % spread: best for small
 *   amounts (about 30 EUR) and the only one above 5,000 EUR;
 * - Banxo: low spread but a fixed fee, no Apple Pay, no CRV, EUR limited to 50-2,000: best
 *   around 1,000 EUR;
 * - Mercurio: cheap fee, 2 % spread, no Google Pay, no GBP, no BCH or CRV: best around 100 and
 *   3,000 EUR.
 * Prices and rates are fixed plausible values (no live feed); the coins' scales match the P2P
 * catalogue, so coins bought by card can always move to the P2P account.
 */

interface FiatSeed {
  fiat: string;
  name: string;
  symbol: string;
  scale: number;
  usdRate: string;
}

const FIATS: readonly FiatSeed[] = [
  { fiat: 'USD', name: 'US Dollar', symbol: '$', scale: 2, usdRate: '1' },
  { fiat: 'EUR', name: 'Euro', symbol: '€', scale: 2, usdRate: '0.92' },
  { fiat: 'GBP', name: 'British Pound', symbol: '£', scale: 2, usdRate: '0.79' },
];

const COINS: readonly { coin: CardCoin; name: string; scale: number; usdPrice: string }[] = [
  { coin: 'BTC', name: 'Bitcoin', scale: 6, usdPrice: '97250.50' },
  { coin: 'ETH', name: 'Ethereum', scale: 5, usdPrice: '3385.20' },
  { coin: 'USDT', name: 'Tether', scale: 2, usdPrice: '1' },
  { coin: 'LTC', name: 'Litecoin', scale: 4, usdPrice: '98.40' },
  { coin: 'USDC', name: 'USD Coin', scale: 2, usdPrice: '0.9998' },
  { coin: 'XRP', name: 'XRP', scale: 2, usdPrice: '2.31' },
  { coin: 'BCH', name: 'Bitcoin Cash', scale: 4, usdPrice: '452.10' },
  { coin: 'CRV', name: 'Curve DAO', scale: 2, usdPrice: '0.82' },
  { coin: 'TRX', name: 'TRON', scale: 2, usdPrice: '0.2450' },
];

const METHODS: readonly { method: CardPaymentMethod; name: string }[] = [
  { method: 'visa', name: 'Visa' },
  { method: 'mastercard', name: 'Mastercard' },
  { method: 'apple_pay', name: 'Apple Pay' },
  { method: 'google_pay', name: 'Google Pay' },
];

interface SupplierFiatSeed {
  fiat: string;
  min: string;
  max: string;
  feeRate: string;
  fixedFee: string;
}

interface SupplierSeed {
  code: string;
  name: string;
  arrival: { min: number; max: number };
  spread: string;
  fiats: readonly SupplierFiatSeed[];
  coins: readonly CardCoin[];
  methods: readonly CardPaymentMethod[];
}

const ALL_COINS = COINS.map((c) => c.coin);

const SUPPLIERS: readonly SupplierSeed[] = [
  {
    code: 'moonrail',
    name: 'Moonrail',
    arrival: { min: 2, max: 10 },
    spread: '0.012',
    fiats: [
      { fiat: 'USD', min: '30', max: '20000', feeRate: '0.0399', fixedFee: '0' },
      { fiat: 'EUR', min: '30', max: '15000', feeRate: '0.0399', fixedFee: '0' },
      { fiat: 'GBP', min: '25', max: '12000', feeRate: '0.0399', fixedFee: '0' },
    ],
    coins: ALL_COINS,
    methods: ['visa', 'mastercard', 'apple_pay', 'google_pay'],
  },
  {
    code: 'banxo',
    name: 'Banxo',
    arrival: { min: 3, max: 10 },
    spread: '0.005',
    fiats: [
      { fiat: 'USD', min: '50', max: '10000', feeRate: '0.02', fixedFee: '1.99' },
      { fiat: 'EUR', min: '50', max: '2000', feeRate: '0.02', fixedFee: '1.99' },
      { fiat: 'GBP', min: '40', max: '8000', feeRate: '0.02', fixedFee: '1.50' },
    ],
    coins: ALL_COINS.filter((c) => c !== 'CRV'),
    methods: ['visa', 'mastercard', 'google_pay'],
  },
  {
    code: 'mercurio',
    name: 'Mercurio',
    arrival: { min: 2, max: 6 },
    spread: '0.02',
    fiats: [
      { fiat: 'USD', min: '20', max: '5000', feeRate: '0.015', fixedFee: '0.99' },
      { fiat: 'EUR', min: '20', max: '5000', feeRate: '0.015', fixedFee: '0.99' },
    ],
    coins: ALL_COINS.filter((c) => c !== 'BCH' && c !== 'CRV'),
    methods: ['visa', 'mastercard', 'apple_pay'],
  },
];

/**
 * What the personas hold beyond the P2P market seed (which gives `verified` and `merchant` spot
 * USDT and BTC): `merchant` opened both futures accounts and keeps margin there, `verified`
 * opened none (so the transfer dialog shows the "futures account not opened" warning).
 */
const OPENED: readonly { persona: Persona; accounts: readonly AccountType[] }[] = [
  { persona: 'merchant', accounts: ['usdt_margined_futures', 'coin_margined_futures'] },
];

const EXTRA_BALANCES: readonly {
  persona: Persona;
  account: AccountType;
  coin: string;
  available: string;
}[] = [
  { persona: 'merchant', account: 'spot', coin: 'BTC', available: '0.15' },
  { persona: 'merchant', account: 'usdt_margined_futures', coin: 'USDT', available: '300' },
  { persona: 'merchant', account: 'coin_margined_futures', coin: 'BTC', available: '0.01' },
];

const ISOLATED: readonly { persona: Persona; pair: string; coin: string; available: string }[] = [
  { persona: 'merchant', pair: 'BTC-USDT', coin: 'USDT', available: '120' },
];

function seedCatalogue(db: Db): void {
  const fiat = stmt(
    db,
    `INSERT OR IGNORE INTO card_fiats (fiat, name, symbol, scale, usd_rate, sort)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  FIATS.forEach((f, i) => fiat.run(f.fiat, f.name, f.symbol, f.scale, f.usdRate, i));
  const coin = stmt(
    db,
    'INSERT OR IGNORE INTO card_coins (coin, name, scale, usd_price, sort) VALUES (?, ?, ?, ?, ?)',
  );
  COINS.forEach((c, i) => coin.run(c.coin, c.name, c.scale, c.usdPrice, i));
  const method = stmt(
    db,
    'INSERT OR IGNORE INTO card_payment_methods (method, name, sort) VALUES (?, ?, ?)',
  );
  METHODS.forEach((m, i) => method.run(m.method, m.name, i));
}

function seedSuppliers(db: Db): void {
  const supplier = stmt(
    db,
    `INSERT OR IGNORE INTO card_suppliers (code, name, arrival_min, arrival_max, spread, sort)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const fiat = stmt(
    db,
    `INSERT OR IGNORE INTO card_supplier_fiats (supplier, fiat, min_amount, max_amount, fee_rate,
       fixed_fee) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const coin = stmt(db, 'INSERT OR IGNORE INTO card_supplier_coins (supplier, coin) VALUES (?, ?)');
  const method = stmt(
    db,
    'INSERT OR IGNORE INTO card_supplier_methods (supplier, method) VALUES (?, ?)',
  );
  SUPPLIERS.forEach((s, i) => {
    supplier.run(s.code, s.name, s.arrival.min, s.arrival.max, s.spread, i);
    for (const f of s.fiats) fiat.run(s.code, f.fiat, f.min, f.max, f.feeRate, f.fixedFee);
    for (const c of s.coins) coin.run(s.code, c);
    for (const m of s.methods) method.run(s.code, m);
  });
}

function seedPersonaWallets(db: Db, now: number): void {
  const idOf = (persona: Persona): number | undefined => {
    const row = stmt(db, 'SELECT id FROM users WHERE persona = ?').get(persona);
    return row ? int(row, 'id') : undefined;
  };
  const open = stmt(
    db,
    'INSERT OR IGNORE INTO opened_accounts (user_id, account, opened_at) VALUES (?, ?, ?)',
  );
  for (const o of OPENED) {
    const userId = idOf(o.persona);
    if (userId !== undefined) for (const account of o.accounts) open.run(userId, account, now);
  }
  const balance = stmt(
    db,
    `INSERT OR IGNORE INTO balances (user_id, account, coin, available, held)
     VALUES (?, ?, ?, ?, '0')`,
  );
  for (const b of EXTRA_BALANCES) {
    const userId = idOf(b.persona);
    if (userId !== undefined) balance.run(userId, b.account, b.coin, b.available);
  }
  const isolated = stmt(
    db,
    `INSERT OR IGNORE INTO isolated_balances (user_id, account, pair, coin, available)
     VALUES (?, 'usdt_margined_futures', ?, ?, ?)`,
  );
  for (const b of ISOLATED) {
    const userId = idOf(b.persona);
    if (userId !== undefined) isolated.run(userId, b.pair, b.coin, b.available);
  }
}

/**
 * Seeds card providers with their rates, fees, limits and methods; spot and other account balances.
 * Safe to run on a database that already has them (it only adds what is missing), because
 * `seedMissing` runs it on databases seeded before this area existed.
 */
export function seedCardArea(db: Db, now: number): void {
  seedCatalogue(db);
  seedSuppliers(db);
  seedPersonaWallets(db, now);
}
