import { afterEach } from 'vitest';
import { addDecimal, compareDecimal } from '@/lib/decimal';
import { createManualClock, type Clock } from '@/sandbox/clock';
import type { SandboxContext } from '@/sandbox/context';
import { openDatabase, stmt, type Db } from '@/sandbox/db/database';
import { migrate } from '@/sandbox/db/migrations';
import type { ConfigKey } from '@/sandbox/db/seed-data/config';
import { ApiError } from '@/sandbox/errors';
import { createEventBus, type UserEvent } from '@/sandbox/events';
import { createSession } from '@/sandbox/user/sessions';
import { toUserRecord, type UserRecord } from '@/sandbox/user/users';

/**
 * Minimal trading fixtures, inserted with SQL so the order tests do not depend on the demo
 * seed's content: a test coin (TST, 2 decimals), a test fiat (XTS, ISO's code for testing,
 * traded by identity country XT), two payment methods, and helpers for users, balances, saved
 * payment methods, ads, bots and verification codes.
 */

export const COIN = 'TST';
export const FIAT = 'XTS';
export const COUNTRY = 'XT';
export const BANK = 'test_bank';
export const WALLET = 'test_wallet';
const DAY_MS = 24 * 3600_000;

/** The catalogue rows the fixtures trade in; harmless to call twice. */
export function addCatalogue(db: Db): void {
  stmt(
    db,
    `INSERT OR IGNORE INTO p2p_coins (coin, name, scale, usd_price, sort)
     VALUES ('TST', 'Test coin', 2, '1', 900), ('TBT', 'Test bitcoin', 6, '50000', 901)`,
  ).run();
  stmt(
    db,
    `INSERT OR IGNORE INTO p2p_fiats (fiat, name, symbol, scale, usd_rate, country, min_single,
       max_single, sort)
     VALUES ('XTS', 'Test fiat', 'T', 2, '2', 'XT', '1', '1000000', 900),
            ('XXX', 'Other fiat', 'X', 2, '1', 'XY', '1', '1000000', 901)`,
  ).run();
  stmt(
    db,
    `INSERT OR IGNORE INTO p2p_payment_methods (code, name, color, category, sort)
     VALUES ('test_bank', 'Test Bank', '#123456', 'bank_transfer', 900),
            ('test_wallet', 'Test Wallet', '#654321', 'e_wallet', 901)`,
  ).run();
}

/** An isolated database with the schema and the fixture catalogue, a manual clock, and a bus. */
export interface World {
  ctx: SandboxContext;
  db: Db;
  clock: Clock;
  /** Every event the services published, in order. */
  published: UserEvent[];
}

const openWorlds: Db[] = [];
afterEach(() => {
  for (const db of openWorlds.splice(0)) if (db.isOpen) db.close();
});

/** A bare trading world (no demo seed): fast enough for property tests. Closed after each test. */
export function createWorld(): World {
  const db = openDatabase(':memory:');
  openWorlds.push(db);
  migrate(db);
  addCatalogue(db);
  const clock = createManualClock();
  const events = createEventBus();
  const published: UserEvent[] = [];
  events.subscribe((event) => published.push(event));
  return { ctx: { db, clock, events, log: () => {} }, db, clock, published };
}

/** Overrides a config value (any key of the config table). */
export function setConfig(db: Db, key: ConfigKey, value: string): void {
  stmt(
    db,
    `INSERT INTO config (key, value, description) VALUES (?, ?, 'test')
     ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
  ).run(key, value);
}

let userSeq = 0;

export interface UserOptions {
  nickname?: string;
  isAuth?: boolean;
  country?: string | null;
  wallet?: boolean;
  ageDays?: number;
  now?: number;
}

/** A user (account type 3, identity verified in XT unless told otherwise) with phone and email. */
export function addUser(db: Db, options: UserOptions = {}): UserRecord {
  userSeq += 1;
  const n = userSeq;
  const nickname = options.nickname ?? `Trader${n}`;
  const now = options.now ?? Date.UTC(2025, 0, 15, 8, 0, 0);
  const row = stmt(
    db,
    `INSERT INTO users (uid, type, login_type, email, area_code, phone, wallet_address, level,
       is_auth, invite_code, nickname, country, created_at)
     VALUES (?, ?, ?, ?, '44', ?, ?, 0, ?, ?, ?, ?, ?) RETURNING *`,
  ).get(
    `9${String(n).padStart(7, '0')}`,
    options.wallet ? 2 : 3,
    options.wallet ? 'wallet' : 'account',
    `${nickname.toLowerCase()}@test.example`,
    `7000${String(n).padStart(6, '0')}`,
    options.wallet ? `0x${String(n).padStart(40, '0')}` : null,
    options.isAuth === false ? 0 : 1,
    `TEST${String(n).padStart(6, '0')}`,
    nickname,
    options.country === undefined ? COUNTRY : options.country,
    now - (options.ageDays ?? 100) * DAY_MS,
  );
  if (!row) throw new Error('Inserting a user returned no row');
  return toUserRecord(row);
}

/** Sets a user's P2P balance of a coin (available, nothing held). */
export function setBalance(db: Db, userId: number, coin: string, available: string): void {
  stmt(
    db,
    `INSERT INTO balances (user_id, account, coin, available, held) VALUES (?, 'p2p', ?, ?, '0')
     ON CONFLICT (user_id, account, coin) DO UPDATE SET available = excluded.available, held = '0'`,
  ).run(userId, coin, available);
}

/** Saves a payment method for a user; returns its id. */
export function addSavedMethod(
  db: Db,
  userId: number,
  code: string,
  fields: Record<string, string> = { name: 'Test Holder', accountNumber: '12345678' },
): number {
  const { lastInsertRowid } = stmt(
    db,
    `INSERT INTO user_payment_methods (user_id, method_code, fields, status, created_at)
     VALUES (?, ?, ?, 'active', 0)`,
  ).run(userId, code, JSON.stringify(fields));
  return Number(lastInsertRowid);
}

export interface AdOptions {
  type: 'buy' | 'sell';
  coin?: string;
  fiat?: string;
  price?: string;
  floatingRatio?: string;
  quantity?: string;
  minLimit?: string;
  maxLimit?: string;
  timeLimit?: number;
  methods?: string[];
  minRegisteredDays?: number | null;
  minCompletedTrades?: number | null;
  status?: 'listed' | 'delisted' | 'deleted' | 'restricted';
}

/**
 * An ad of `userId` (fixed price 2.00 XTS per TST unless a floating ratio is given). A sell ad
 * points each method at a saved method of the advertiser, created here.
 */
export function addAd(db: Db, userId: number, options: AdOptions): number {
  const quantity = options.quantity ?? '1000';
  const floating = options.floatingRatio !== undefined;
  const { lastInsertRowid } = stmt(
    db,
    `INSERT INTO ads (user_id, type, coin, fiat, price_type, fixed_price, floating_ratio, quantity,
       remaining, min_limit, max_limit, payment_time_limit, remarks, min_registered_days,
       min_completed_trades, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?, 0, 0)`,
  ).run(
    userId,
    options.type,
    options.coin ?? COIN,
    options.fiat ?? FIAT,
    floating ? 'floating' : 'fixed',
    floating ? null : (options.price ?? '2.00'),
    floating ? (options.floatingRatio ?? null) : null,
    quantity,
    quantity,
    options.minLimit ?? '10',
    options.maxLimit ?? '100000',
    options.timeLimit ?? 15,
    options.minRegisteredDays ?? null,
    options.minCompletedTrades ?? null,
    options.status ?? 'listed',
  );
  const adId = Number(lastInsertRowid);
  (options.methods ?? [BANK]).forEach((code, sort) => {
    const saved = options.type === 'sell' ? addSavedMethod(db, userId, code) : null;
    stmt(
      db,
      `INSERT INTO ad_payment_methods (ad_id, method_code, user_payment_method_id, sort)
       VALUES (?, ?, ?, ?)`,
    ).run(adId, code, saved, sort);
  });
  return adId;
}

/** Makes a user a counterparty bot. */
export function makeBot(
  db: Db,
  userId: number,
  mode: 'auto' | 'never_release' = 'auto',
  delaySeconds = 5,
): void {
  stmt(db, 'INSERT INTO p2p_bots (user_id, mode, delay_seconds) VALUES (?, ?, ?)').run(
    userId,
    mode,
    delaySeconds,
  );
}

/** Stores a fresh SMS code for the user, as `POST /user/validation/online/sms` would. */
export function issueSmsCode(db: Db, user: UserRecord, now: number, code = '123456'): string {
  stmt(
    db,
    `INSERT INTO verification_codes (channel, target, code, user_id, sent_at, expires_at)
     VALUES ('sms', ?, ?, ?, ?, ?)`,
  ).run(`+${user.areaCode ?? ''}${user.phone ?? ''}`, code, user.id, now, now + 300_000);
  return code;
}

/** A session token for a fixture user (HTTP tests). */
export function tokenFor(ctx: SandboxContext, userId: number): string {
  return createSession(ctx, userId).token;
}

/** Sum of available + held per coin over every user: what the engine must conserve. */
export function coinTotals(db: Db): Record<string, string> {
  const totals: Record<string, string> = {};
  for (const row of stmt(
    db,
    "SELECT coin, available, held FROM balances WHERE account = 'p2p'",
  ).all()) {
    const coin = String(row.coin);
    totals[coin] = addDecimal(
      addDecimal(totals[coin] ?? '0', String(row.available)),
      String(row.held),
    );
  }
  return totals;
}

/** True when two per-coin totals are equal as numbers (`"100"` equals `"100.00"`). */
export function sameTotals(a: Record<string, string>, b: Record<string, string>): boolean {
  const coins = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...coins].every((coin) => compareDecimal(a[coin] ?? '0', b[coin] ?? '0') === 0);
}

/** True when no balance column anywhere is negative. */
export function noNegativeBalance(db: Db): boolean {
  return stmt(db, 'SELECT available, held FROM balances')
    .all()
    .every(
      (row) =>
        compareDecimal(String(row.available), '0') >= 0 &&
        compareDecimal(String(row.held), '0') >= 0,
    );
}

/** Runs `fn` expecting an ApiError; returns it so the test can check code, status and data. */
export function refusal(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('Expected the call to be refused, but it succeeded');
}
