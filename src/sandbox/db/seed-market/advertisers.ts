import { stmt, type Db } from '@/sandbox/db/database';
import { createRng, type Rng } from '@/sandbox/db/prng';
import {
  ADVERTISER_SEEDS,
  NEVER_RELEASE_NICKNAME,
  type AdvertiserSeed,
} from '@/sandbox/db/seed-data/advertisers';
import { SEED_AUTO_REPLIES } from '@/sandbox/db/seed-data/auto-replies';
import { COIN_SEEDS, FIAT_SEEDS, type FiatSeed } from '@/sandbox/db/seed-data/p2p-catalogue';
import { PAYMENT_METHOD_SEEDS } from '@/sandbox/db/seed-data/payment-methods';
import { planAd, type AdPlan } from '@/sandbox/db/seed-market/ad-plans';
import {
  insertAd,
  insertSavedMethod,
  SellCoverage,
  setBalance,
} from '@/sandbox/db/seed-market/insert';
import { fakePaymentDetails } from '@/sandbox/db/seed-market/payment-details';
import { insertStats, planStats, type StatsPlan } from '@/sandbox/db/seed-market/stats';

/**
 * The seeded advertisers: users (certified, identity-verified), their statistics, saved payment
 * methods, ads, p2p balances covering every sell ad, and their bots. Planned once per process
 * from fixed PRNG seeds (every time is an offset from `now`), then inserted per sandbox: tests
 * open many sandboxes, so only the inserts are paid each time. The base market never depends
 * on `seedAds`, which only appends generated ads.
 */

const DAY_MS = 24 * 3600_000;
const BASE_SEED = 0x5eed_0a45;
const EXTRA_SEED = 0x5eed_e4a5;

const AREA_CODES: Readonly<Record<string, string>> = {
  US: '1',
  DE: '49',
  GB: '44',
  NG: '234',
  IN: '91',
  VN: '84',
  BR: '55',
  TR: '90',
  HK: '852',
  RU: '7',
};

/** Everything about one advertiser, times as offsets before `now`. */
interface AdvertiserPlan {
  index: number;
  seed: AdvertiserSeed;
  fiat: FiatSeed;
  ageMs: number;
  areaCode: string | null;
  phone: string | null;
  level: number;
  stats: StatsPlan;
  methods: { code: string; fields: Record<string, string>; ageMs: number }[];
}

interface MarketPlan {
  advertisers: AdvertiserPlan[];
  /** Ads in insertion order, with the index of their advertiser. */
  ads: [number, AdPlan][];
  /** p2p balances: advertiser index, coin, available. */
  balances: { index: number; coin: string; available: string }[];
}

function fiatOfCountry(country: string): FiatSeed {
  const fiat = FIAT_SEEDS.find((f) => f.country === country);
  if (!fiat) throw new Error(`Seed: no fiat for country ${country}`);
  return fiat;
}

function savedMethodCodes(fiat: FiatSeed, rng: Rng): string[] {
  const others = PAYMENT_METHOD_SEEDS.filter(
    (m) => m.code !== 'bank_transfer' && m.fiats.includes(fiat.fiat),
  ).map((m) => m.code);
  return ['bank_transfer', ...rng.sample(others, rng.int(1, 3))];
}

function planAdvertiser(index: number, seed: AdvertiserSeed, rng: Rng): AdvertiserPlan {
  const ageMs = rng.int(120, 1600) * DAY_MS + rng.int(0, DAY_MS - 1);
  const hasPhone = rng.chance(0.85);
  const phone = hasPhone ? `5550${rng.digits(6)}` : null;
  const level = rng.int(0, 4);
  const stats = planStats(rng);
  const fiat = fiatOfCountry(seed.country);
  const methods = savedMethodCodes(fiat, rng).map((code) => ({
    code,
    fields: fakePaymentDetails(code, seed.holder, seed.country, rng),
    ageMs: Math.max(0, ageMs - rng.int(1, 60) * DAY_MS),
  }));
  return {
    index,
    seed,
    fiat,
    ageMs,
    areaCode: hasPhone ? (AREA_CODES[seed.country] ?? null) : null,
    phone,
    level,
    stats,
    methods,
  };
}

/** The regular ads of one advertiser: both sides of every coin, an extra USDT ad, a few hidden. */
function basePlans(a: AdvertiserPlan, rng: Rng): AdPlan[] {
  const saved = a.methods.map((m) => m.code);
  const usdt = COIN_SEEDS[0];
  if (!usdt) return [];
  const plan = (type: 'buy' | 'sell', coin = usdt, plain = false) =>
    planAd({ type, coin, fiat: a.fiat, savedMethods: saved, plain }, rng);
  if (a.seed.nickname === NEVER_RELEASE_NICKNAME) return [plan('sell', usdt, true)];
  const plans = COIN_SEEDS.flatMap((coin) => [plan('sell', coin), plan('buy', coin)]);
  plans.push(plan(a.index % 2 === 0 ? 'sell' : 'buy'));
  // Hidden from the market: a delisted ad and a sold-out one, as real advertisers have.
  if (rng.chance(0.3)) plans.push({ ...plan('sell'), status: 'delisted' });
  if (rng.chance(0.2)) plans.push({ ...plan('buy'), remaining: '0' });
  return plans;
}

/** `count` more ads spread over the regular advertisers (the `SEED_ADS` setting). */
function extraPlans(advertisers: readonly AdvertiserPlan[], count: number): [number, AdPlan][] {
  const rng = createRng(EXTRA_SEED);
  const pool = advertisers.filter((a) => a.seed.nickname !== NEVER_RELEASE_NICKNAME);
  const result: [number, AdPlan][] = [];
  for (let i = 0; i < count; i++) {
    const a = rng.pick(pool);
    const type = rng.pick(['sell', 'buy'] as const);
    const coin = rng.pick(COIN_SEEDS);
    const savedMethods = a.methods.map((m) => m.code);
    result.push([a.index, planAd({ type, coin, fiat: a.fiat, savedMethods }, rng)]);
  }
  return result;
}

/**
 * Plans the whole advertiser market from the fixed seeds (uncached; `seedAdvertisers` caches it).
 * Exported so a test can check that two plans are identical, i.e. seeding is deterministic.
 */
export function planMarket(seedAds: number): MarketPlan {
  const rng = createRng(BASE_SEED);
  const advertisers = ADVERTISER_SEEDS.map((seed, index) => planAdvertiser(index, seed, rng));
  const ads: [number, AdPlan][] = advertisers.flatMap((a) =>
    basePlans(a, rng).map((plan): [number, AdPlan] => [a.index, plan]),
  );
  ads.push(...extraPlans(advertisers, seedAds));

  const coverage = new SellCoverage();
  for (const [index, plan] of ads) coverage.add(index, plan);
  const scale = new Map(COIN_SEEDS.map((c) => [c.coin, c.scale]));
  const balances = [
    ...coverage.entries(
      (coin) => scale.get(coin) ?? 0,
      () => rng.int(5, 60),
    ),
  ].map(({ userId: index, coin, available }) => ({ index, coin, available }));
  return { advertisers, ads, balances };
}

const planCache = new Map<number, MarketPlan>();

/** The plan for `seedAds` extra ads, built once per process (it never depends on `now`). */
function marketPlan(seedAds: number): MarketPlan {
  let plan = planCache.get(seedAds);
  if (!plan) {
    plan = planMarket(seedAds);
    // Keep the default and one other size; SEED_ADS runs use a single size per process.
    if (planCache.size > 1) planCache.clear();
    planCache.set(seedAds, plan);
  }
  return plan;
}

function insertAdvertiser(db: Db, a: AdvertiserPlan, now: number): number {
  const createdAt = now - a.ageMs;
  const { lastInsertRowid } = stmt(
    db,
    `INSERT INTO users (uid, persona, type, login_type, email, area_code, phone, level, is_auth,
       is_merchant, invite_code, nickname, country, created_at)
     VALUES (?, NULL, 3, 'account', ?, ?, ?, ?, 1, 1, ?, ?, ?, ?)`,
  ).run(
    String(20_000_001 + a.index),
    `${a.seed.nickname.toLowerCase()}@example.com`,
    a.areaCode,
    a.phone,
    a.level,
    `ADV${String(a.index + 1).padStart(5, '0')}`,
    a.seed.nickname,
    a.seed.country,
    createdAt,
  );
  const userId = Number(lastInsertRowid);
  insertStats(db, userId, createdAt, a.stats, now);
  return userId;
}

/**
 * Seeds every advertiser with its ads and balances, and makes each a bot: `auto` (pays and
 * releases after `botDelaySeconds`) except `NeverRelease`, which never releases. Every ad has
 * an auto-reply, so an order's chat opens with the advertiser's words.
 */
export function seedAdvertisers(
  db: Db,
  now: number,
  seedAds: number,
  botDelaySeconds: number,
): void {
  const plan = marketPlan(seedAds);
  const users = plan.advertisers.map((a) => {
    const userId = insertAdvertiser(db, a, now);
    const savedIds = new Map(
      a.methods.map((m) => [
        m.code,
        insertSavedMethod(db, userId, m.code, m.fields, now - m.ageMs),
      ]),
    );
    return { userId, savedIds };
  });
  const userOf = (index: number) => {
    const user = users[index];
    if (!user) throw new Error(`Seed: no advertiser #${index}`);
    return user;
  };
  for (const [index, ad] of plan.ads) {
    const { userId, savedIds } = userOf(index);
    insertAd(db, userId, ad, savedIds, now);
  }
  for (const b of plan.balances) setBalance(db, userOf(b.index).userId, 'p2p', b.coin, b.available);

  const bot = stmt(db, 'INSERT INTO p2p_bots (user_id, mode, delay_seconds) VALUES (?, ?, ?)');
  const autoReply = stmt(
    db,
    "UPDATE ads SET auto_reply = CASE type WHEN 'sell' THEN ? ELSE ? END WHERE user_id = ?",
  );
  for (const a of plan.advertisers) {
    const mode = a.seed.nickname === NEVER_RELEASE_NICKNAME ? 'never_release' : 'auto';
    bot.run(userOf(a.index).userId, mode, botDelaySeconds);
    const sell = mode === 'never_release' ? SEED_AUTO_REPLIES.neverRelease : SEED_AUTO_REPLIES.sell;
    autoReply.run(sell, SEED_AUTO_REPLIES.buy, userOf(a.index).userId);
  }
}
