import fc from 'fast-check';
import { expect } from 'vitest';
import { addDecimal, compareDecimal } from '@/lib/decimal';
import { stmt } from '@/sandbox/db/database';
import { ApiError } from '@/sandbox/errors';
import { resolveAppeal } from '@/sandbox/orders/appeal-resolution';
import { raiseAppeal, withdrawAppeal } from '@/sandbox/orders/appeals';
import { cancelOrder, markPaid, releaseOrder } from '@/sandbox/orders/transitions';
import { placeOrder } from '@/sandbox/orders/place';
import { sweep } from '@/sandbox/orders/sweep';
import type { UserRecord } from '@/sandbox/user/users';
import {
  addAd,
  addSavedMethod,
  addUser,
  BANK,
  COIN,
  coinTotals,
  createWorld,
  issueSmsCode,
  makeBot,
  noNegativeBalance,
  sameTotals,
  setBalance,
  setConfig,
  type World,
} from './trading-fixtures';

/**
 * The order engine's model (tests/sandbox/orders-model.test.ts): a small world of users, bots
 * and ads, the invariants checked after every step, and one random command per user action
 * (place / pay / release / cancel / appeal / withdraw / clock advance / support resolution).
 * Every successful action is repeated to prove the repeat harmless.
 */

export interface Real {
  w: World;
  users: UserRecord[];
  methods: Map<number, number>;
  ads: { id: number; type: 'buy' | 'sell' }[];
  orders: string[];
  initial: Record<string, string>;
}

/** The model only remembers which orders exist; the invariants are checked on the real side. */
export interface Model {
  orders: number;
}

const TBT = 'TBT';

export function setup(): Real {
  const w = createWorld();
  setConfig(w.db, 'p2p.maxPendingOrdersPerUser', '4');
  setConfig(w.db, 'p2p.maxPendingOrdersPerAdvertiser', '8');
  setConfig(w.db, 'p2p.dailyCancelCap', '5');
  // No appeal wait, so short random sequences reach appeals often (the wait itself has its
  // own unit tests).
  setConfig(w.db, 'p2p.appealMinWaitMinutes', '0');
  const users = Array.from({ length: 4 }, () => addUser(w.db));
  const autoBot = addUser(w.db);
  const stubborn = addUser(w.db);
  makeBot(w.db, autoBot.id, 'auto', 5);
  makeBot(w.db, stubborn.id, 'never_release', 5);
  const methods = new Map<number, number>();
  for (const u of [...users, autoBot, stubborn]) {
    setBalance(w.db, u.id, COIN, '300');
    setBalance(w.db, u.id, TBT, '0.5');
    methods.set(u.id, addSavedMethod(w.db, u.id, BANK));
  }
  const [a, b] = users as [UserRecord, UserRecord];
  const ads = [
    { id: addAd(w.db, a.id, { type: 'sell', quantity: '200', minLimit: '2' }), type: 'sell' },
    { id: addAd(w.db, b.id, { type: 'buy', quantity: '200', minLimit: '2' }), type: 'buy' },
    {
      id: addAd(w.db, b.id, {
        type: 'sell',
        coin: TBT,
        price: '100000',
        quantity: '0.4',
        minLimit: '1',
        maxLimit: '100000',
      }),
      type: 'sell',
    },
    { id: addAd(w.db, autoBot.id, { type: 'sell', quantity: '250', minLimit: '2' }), type: 'sell' },
    { id: addAd(w.db, autoBot.id, { type: 'buy', quantity: '250', minLimit: '2' }), type: 'buy' },
    {
      id: addAd(w.db, stubborn.id, { type: 'sell', quantity: '250', minLimit: '2' }),
      type: 'sell',
    },
  ] as Real['ads'];
  return {
    w,
    users: [...users, autoBot, stubborn],
    methods,
    ads,
    orders: [],
    initial: coinTotals(w.db),
  };
}

/** Everything an action could change, to prove a repeat changed nothing. */
function snapshot(r: Real): string {
  const rows = (sql: string) => JSON.stringify(stmt(r.w.db, sql).all());
  return [
    rows('SELECT * FROM balances ORDER BY user_id, coin'),
    rows('SELECT order_no, status, updated_at FROM orders ORDER BY order_no'),
    rows('SELECT COUNT(*) AS n FROM order_events'),
    rows('SELECT id, status FROM appeals ORDER BY id'),
    rows('SELECT id, remaining FROM ads ORDER BY id'),
  ].join('\n');
}

export function checkInvariants(r: Real): void {
  const { db } = r.w;
  expect(sameTotals(coinTotals(db), r.initial), 'available + held per coin is conserved').toBe(
    true,
  );
  expect(noNegativeBalance(db), 'no balance is negative').toBe(true);
  for (const order of stmt(db, 'SELECT * FROM orders').all()) {
    const ends = stmt(
      db,
      "SELECT type FROM order_events WHERE order_no = ? AND type IN ('released', 'cancelled')",
    )
      .all(String(order.order_no))
      .map((e) => e.type);
    expect(ends.length, `order ${String(order.order_no)} ends at most once`).toBeLessThanOrEqual(1);
    const expected = { completed: ['released'], cancelled: ['cancelled'] }[String(order.status)];
    expect(ends).toEqual(expected ?? []);
  }
  // Escrow: what each seller holds is exactly their orders in progress.
  const held = new Map<string, string>();
  for (const o of stmt(
    db,
    "SELECT seller_id, coin, quantity FROM orders WHERE status IN ('pending_payment', 'paid', 'appealing')",
  ).all()) {
    const key = `${String(o.seller_id)}:${String(o.coin)}`;
    held.set(key, addDecimal(held.get(key) ?? '0', String(o.quantity)));
  }
  for (const b of stmt(
    db,
    "SELECT user_id, coin, held FROM balances WHERE account = 'p2p'",
  ).all()) {
    const key = `${String(b.user_id)}:${String(b.coin)}`;
    expect(compareDecimal(String(b.held), held.get(key) ?? '0'), `escrow of ${key}`).toBe(0);
  }
  // Each ad's remaining plus its live and completed orders is its quantity.
  for (const ad of stmt(db, 'SELECT id, quantity, remaining FROM ads').all()) {
    const taken = stmt(db, "SELECT quantity FROM orders WHERE ad_id = ? AND status <> 'cancelled'")
      .all(Number(ad.id))
      .reduce((sum, o) => addDecimal(sum, String(o.quantity)), '0');
    expect(compareDecimal(addDecimal(String(ad.remaining), taken), String(ad.quantity))).toBe(0);
  }
}

/**
 * Runs an action: a refusal must be a clean 4xx ApiError; a success that changed something is
 * repeated and the repeat must answer `changed: false` and leave every table as it was.
 */
export function act(r: Real, action: () => { changed: boolean }): void {
  try {
    const first = action();
    if (first.changed) {
      const before = snapshot(r);
      expect(action().changed, 'a repeated action says nothing changed').toBe(false);
      expect(snapshot(r), 'a repeated action changes nothing').toBe(before);
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    expect(error.status).toBeGreaterThanOrEqual(400);
    expect(error.status).toBeLessThan(500);
  }
  checkInvariants(r);
}

/** One of the 3 latest items: actions mostly follow recent orders, as people do. */
export const pick = <T>(list: readonly T[], index: number): T | undefined =>
  list.length === 0 ? undefined : list[list.length - 1 - (index % Math.min(list.length, 3))];

export type Cmd = fc.Command<Model, Real>;

export function command(name: string, run: (r: Real) => void): Cmd {
  return {
    check: () => true,
    run: (_m, r) => run(r),
    toString: () => name,
  };
}

const amounts = ['2', '10', '37.5', '150'];

export const place = fc
  .tuple(fc.nat(5), fc.nat(5), fc.nat(3), fc.boolean())
  .map(([u, a, amt, byQuantity]) =>
    command(`place(u${u}, ad${a}, ${amounts[amt]}${byQuantity ? ' qty' : ''})`, (r) => {
      const user = r.users[u];
      const ad = r.ads[a];
      if (!user || !ad) return;
      const value = amounts[amt] ?? '10';
      const size =
        ad.id === r.ads[2]?.id
          ? byQuantity
            ? { quantity: '0.00005' }
            : { amount: '7' }
          : byQuantity
            ? { quantity: value }
            : { amount: value };
      const price = ad.id === r.ads[2]?.id ? '100000' : '2.00';
      try {
        const order = placeOrder(r.w.ctx, user, {
          adId: ad.id,
          price,
          ...size,
          ...(ad.type === 'buy' ? { userPaymentIds: [r.methods.get(user.id) ?? 0] } : {}),
        });
        r.orders.push(order.orderNo);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status >= 500) throw error;
      }
      checkInvariants(r);
    }),
  );

export type Who = 'buyer' | 'seller' | 'raiser' | 'other';

/** The user who acts: one of the order's parties, or someone else (refused, on purpose). */
export function actor(r: Real, orderNo: string, who: Who): UserRecord | undefined {
  const order = stmt(r.w.db, 'SELECT buyer_id, seller_id FROM orders WHERE order_no = ?').get(
    orderNo,
  );
  if (!order) return undefined;
  const raiser = stmt(
    r.w.db,
    'SELECT raised_by FROM appeals WHERE order_no = ? ORDER BY id DESC LIMIT 1',
  ).get(orderNo)?.raised_by;
  const id =
    who === 'buyer'
      ? order.buyer_id
      : who === 'seller'
        ? order.seller_id
        : who === 'raiser'
          ? (raiser ?? order.buyer_id)
          : null;
  return id === null
    ? r.users.find((u) => u.id !== order.buyer_id && u.id !== order.seller_id)
    : r.users.find((u) => u.id === id);
}

/** Mostly `usual` (the party whose action it is), sometimes someone who may not act. */
const mostly = (usual: Who) =>
  fc.constantFrom<Who>(usual, usual, usual, 'buyer', 'seller', 'other');

/** An action on an existing order, mostly by the right party, sometimes by the wrong one. */
function onOrder(
  name: string,
  run: (r: Real, orderNo: string, user: UserRecord) => void,
  who: fc.Arbitrary<Who>,
) {
  return fc.tuple(fc.nat(50), who).map(([o, w]) =>
    command(`${name}(order${o}, ${w})`, (r) => {
      const orderNo = pick(r.orders, o);
      const user = orderNo ? actor(r, orderNo, w) : undefined;
      if (!orderNo || !user) return;
      run(r, orderNo, user);
    }),
  );
}

export const pay = onOrder(
  'pay',
  (r, no, user) => act(r, () => markPaid(r.w.ctx, user, no, BANK)),
  mostly('buyer'),
);
export const release = onOrder(
  'release',
  (r, no, user) =>
    act(r, () => {
      const code = issueSmsCode(r.w.db, user, r.w.clock.now());
      return releaseOrder(r.w.ctx, user, no, { channel: 'sms', code });
    }),
  mostly('seller'),
);
export const cancel = onOrder(
  'cancel',
  (r, no, user) => act(r, () => cancelOrder(r.w.ctx, user, no, 'no_longer_needed')),
  mostly('buyer'),
);
export const appeal = onOrder(
  'appeal',
  (r, no, user) =>
    act(r, () =>
      raiseAppeal(r.w.ctx, user, {
        orderNo: no,
        reason: 'other',
        description: 'model test',
        contactPerson: 'M',
        contactInfo: 'm@example.com',
        evidence: [],
      }),
    ),
  fc.constantFrom<Who>('buyer', 'seller', 'other'),
);
export const withdraw = onOrder(
  'withdraw',
  (r, no, user) => act(r, () => withdrawAppeal(r.w.ctx, user, no)),
  mostly('raiser'),
);
export const resolve = fc.tuple(fc.nat(50), fc.boolean()).map(([o, buyer]) =>
  command(`resolve(order${o}, ${buyer ? 'buyer' : 'seller'})`, (r) => {
    const orderNo = pick(r.orders, o);
    if (!orderNo) return;
    act(r, () => resolveAppeal(r.w.ctx, orderNo, buyer ? 'buyer' : 'seller'));
  }),
);
export const advance = fc.constantFrom(3, 5, 60, 60, 120, 601, 900, 3600).map((seconds) =>
  command(`advance(${seconds}s)`, (r) => {
    r.w.clock.advance(seconds);
    sweep(r.w.ctx);
    checkInvariants(r);
    expect(sweep(r.w.ctx), 'a second sweep finds nothing left to do').toBe(0);
  }),
);
