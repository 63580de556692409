import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stmt } from '@/sandbox/db/database';
import { ApiError } from '@/sandbox/errors';
import { BOT_APPEAL_ANSWER_SECONDS } from '@/sandbox/orders/appeal-bots';
import { raiseAppeal, withdrawAppeal } from '@/sandbox/orders/appeals';
import { placeOrder } from '@/sandbox/orders/place';
import { sweep } from '@/sandbox/orders/sweep';
import { markPaid } from '@/sandbox/orders/transitions';
import {
  act,
  actor,
  advance,
  appeal,
  cancel,
  checkInvariants,
  command,
  pay,
  place,
  release,
  resolve,
  setup,
  withdraw,
  type Real,
} from './support/order-model';
import { addAd, BANK } from './support/trading-fixtures';

/**
 * Model-based test of the order engine: random sequences of place / pay / release / cancel /
 * appeal / withdraw / clock advance (timeouts, bots) / support resolution over several users
 * and ads (tests/sandbox/support/order-model.ts), with the invariants checked after every step
 * and every successful action repeated to prove the repeat harmless.
 *
 * Random commands alone reached an appeal's withdrawal only by luck (raise, then withdraw by
 * the raiser, on the same order, while it is still under appeal): one seed in six never did.
 * So every run also takes that journey once, on purpose, at a random point of its sequence,
 * and each run must end with a withdrawn appeal.
 */

/** An order placed now, on any ad some user may take (limits may refuse most): its number. */
function placeForJourney(r: Real, start: number, firstAd: number): string | undefined {
  const tryAll = (ads: Real['ads']) => {
    for (let i = 0; i < r.users.length; i += 1) {
      const user = r.users[(start + i) % r.users.length];
      for (let j = 0; j < ads.length; j += 1) {
        const ad = ads[(firstAd + j) % ads.length];
        // The TBT ad has its own price and size; the journey keeps to the plain coin.
        if (!user || !ad || ad.id === r.ads[2]?.id) continue;
        try {
          const order = placeOrder(r.w.ctx, user, {
            adId: ad.id,
            price: '2.00',
            amount: '10',
            ...(ad.type === 'buy' ? { userPaymentIds: [r.methods.get(user.id) ?? 0] } : {}),
          });
          r.orders.push(order.orderNo);
          return order.orderNo;
        } catch (error) {
          if (!(error instanceof ApiError) || error.status >= 500) throw error;
        }
      }
    }
    return undefined;
  };
  const placed = tryAll(r.ads);
  if (placed) return placed;
  // Every ad sold out or every taker at a limit: a fresh small ad (an ad holds nothing, so the
  // coin totals stay as they were) by the user the run starts from.
  const owner = r.users[start % r.users.length];
  if (!owner) return undefined;
  const id = addAd(r.w.db, owner.id, { type: 'sell', quantity: '20', minLimit: '2' });
  r.ads.push({ id, type: 'sell' });
  return tryAll([{ id, type: 'sell' }]);
}

/** The ad of the bot that never releases (setup's sixth ad): it answers an appeal, nothing more. */
const STUBBORN_AD = 5;

/**
 * Place → pay → appeal (by the buyer or the seller) → withdraw (by the one who raised it), each
 * step through `act`, so the invariants and the harmless repeat are checked at every step.
 * `answered`: a buyer appeals against the bot that never releases and the clock moves past the
 * bot's answer before the withdrawal (the bot that releases would settle the appeal instead).
 */
const appealThenWithdraw = fc
  .tuple(fc.nat(5), fc.nat(5), fc.boolean(), fc.boolean())
  .map(([start, ad, sellerRaises, answered]) => {
    const firstAd = answered ? STUBBORN_AD : ad;
    const raisedBy = sellerRaises && !answered ? 'seller' : 'buyer';
    return command(
      `appealThenWithdraw(u${start}, ad${firstAd}, ${raisedBy} raises${answered ? ', answered' : ''})`,
      (r) => {
        const orderNo = placeForJourney(r, start, firstAd);
        const buyer = orderNo ? actor(r, orderNo, 'buyer') : undefined;
        const raiser = orderNo ? actor(r, orderNo, raisedBy) : undefined;
        if (!orderNo || !buyer || !raiser) return;
        act(r, () => markPaid(r.w.ctx, buyer, orderNo, BANK));
        act(r, () =>
          raiseAppeal(r.w.ctx, raiser, {
            orderNo,
            reason: 'other',
            description: 'model test journey',
            contactPerson: 'M',
            contactInfo: 'm@example.com',
            evidence: [],
          }),
        );
        const stubborn = r.users[STUBBORN_AD];
        if (answered && stubborn && actor(r, orderNo, 'seller')?.id === stubborn.id) {
          r.w.clock.advance(BOT_APPEAL_ANSWER_SECONDS);
          sweep(r.w.ctx);
          checkInvariants(r);
        }
        act(r, () => withdrawAppeal(r.w.ctx, raiser, orderNo));
      },
    );
  });

const randomCommands = fc.commands(
  [
    place,
    place,
    pay,
    pay,
    release,
    release,
    cancel,
    appeal,
    appeal,
    withdraw,
    withdraw,
    resolve,
    resolve,
    advance,
    advance,
  ],
  { maxCommands: 40, size: 'medium' },
);

/** The random commands with the journey spliced in at a random place. */
const sequences = fc
  .tuple(randomCommands, appealThenWithdraw, fc.nat())
  .map(([random, journey, at]) => {
    const all = [...random];
    all.splice(at % (all.length + 1), 0, journey);
    return all;
  });

/** Every kind of order event: the runs of each seed must reach them all. */
const EVENT_KINDS = [
  'appeal_answered',
  'appeal_resolved',
  'appeal_withdrawn',
  'appealed',
  'cancelled',
  'paid',
  'placed',
  'released',
];

/**
 * Fixed seeds, so CI checks the same sequences every time; `MODEL_SEED=<n>` runs that one seed
 * instead, to explore (a failure prints its seed and path to replay it).
 */
const SEEDS = process.env.MODEL_SEED ? [Number(process.env.MODEL_SEED)] : [20261122, 7, 1000];

/** Runs per seed: a full sandbox each, a few seconds per seed on a busy 2-core machine. */
const RUNS_PER_SEED = 35;

/**
 * Each seed's runs take about 5 s on a busy 2-core machine (far past vitest's 5 s default when
 * other suites run beside it), so each states a limit with room to spare.
 */
const MODEL_TEST_TIMEOUT_MS = 120_000;

describe('order engine, model-based', () => {
  it.each(SEEDS)(
    'keeps every invariant over random sequences of actions (seed %i)',
    (seed) => {
      const reached = new Set<string>();
      fc.assert(
        fc.property(sequences, (cmds) => {
          const real = setup();
          try {
            fc.modelRun(() => ({ model: { orders: 0 }, real }), cmds);
            const withdrawn = stmt(
              real.w.db,
              "SELECT COUNT(*) AS n FROM order_events WHERE type = 'appeal_withdrawn'",
            ).get();
            expect(Number(withdrawn?.n), 'the run reached an appeal withdrawal').toBeGreaterThan(0);
          } finally {
            const seen = stmt(real.w.db, 'SELECT DISTINCT type FROM order_events').all();
            for (const row of seen) reached.add(String(row.type));
            real.w.db.close();
          }
        }),
        { numRuns: RUNS_PER_SEED, seed },
      );
      // The runs must have reached every kind of transition, or the test proves little (and the
      // bots' answer to an appeal raised against them, which the moved clock makes due).
      expect([...reached].sort()).toEqual(EVENT_KINDS);
    },
    MODEL_TEST_TIMEOUT_MS,
  );
});
