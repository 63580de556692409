import { afterEach, describe, expect, it } from 'vitest';
import { createManualClock, type Clock } from '@/sandbox/clock';
import type { SandboxContext } from '@/sandbox/context';
import { createEventBus } from '@/sandbox/events';
import { createSandbox, type Sandbox } from '@/sandbox/index';
import { placeOrder } from '@/sandbox/orders/place';
import { findOrder } from '@/sandbox/orders/store';
import { markPaid } from '@/sandbox/orders/transitions';
import {
  addAd,
  addCatalogue,
  addUser,
  BANK,
  COIN,
  makeBot,
  setBalance,
  tokenFor,
} from './support/trading-fixtures';

/**
 * The order sweep is off the request path (issue 16, item 1): a timer sweeps on the real clock,
 * a clock move marks one sweep due (taken by the control itself or the next request), and a
 * user's order reads take their own due steps. Nothing else a request does sweeps.
 */

/** Time that passes like the real clock's: `pass` moves it without telling anyone. */
function wallClock(): Clock & { pass(seconds: number): void } {
  const clock = createManualClock();
  let passedMs = 0;
  return {
    now: () => clock.now() + passedMs,
    advance: (seconds) => clock.advance(seconds) + passedMs,
    onAdvance: (listener) => clock.onAdvance?.(listener) ?? (() => {}),
    pass(seconds) {
      passedMs += seconds * 1000;
    },
  };
}

const opened: Sandbox[] = [];

/** A sandbox on `clock` (no timer: an injected clock) with a 15-minute unpaid order. */
function withOrder(clock: Clock, options: { bot?: boolean } = {}) {
  const sandbox = createSandbox({ clock, log: () => {} });
  opened.push(sandbox);
  const ctx: SandboxContext = { db: sandbox.db, clock, events: createEventBus(), log: () => {} };
  addCatalogue(sandbox.db);
  const seller = addUser(sandbox.db, { now: clock.now() });
  if (options.bot) makeBot(sandbox.db, seller.id);
  setBalance(sandbox.db, seller.id, COIN, '100');
  const adId = addAd(sandbox.db, seller.id, { type: 'sell', quantity: '100', methods: [BANK] });
  const buyer = addUser(sandbox.db, { now: clock.now() });
  const { orderNo } = placeOrder(ctx, buyer, { adId, price: '2', amount: '20' });
  const token = tokenFor(ctx, buyer.id);
  const status = () => findOrder(sandbox.db, orderNo)?.status;
  const get = async (path: string) => {
    const res = await sandbox.app.request(`/api${path}`, { headers: { token } });
    return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
  };
  return { sandbox, ctx, buyer, orderNo, status, get };
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

describe('the sweep off the request path', () => {
  it('runs no sweep for plain requests while the clock has not been moved', async () => {
    const clock = wallClock();
    const w = withOrder(clock);
    await w.get('/user/internal-msgs/unread'); // the first request catches up once
    clock.pass(15 * 60); // the deadline passes as real time does, between two timer ticks
    await w.get('/user/internal-msgs/unread');
    await w.get('/c2c/v3/public/merchant/all/ad?side=buy&coin=USDT&fiat=GBP');
    await w.get('/user/config/languages');
    expect(w.status()).toBe('pending_payment');
  });

  it("reads the buyer's order as timed out all the same: their reads take their due steps", async () => {
    const clock = wallClock();
    const w = withOrder(clock);
    await w.get('/user/internal-msgs/unread');
    clock.pass(15 * 60);
    const detail = await w.get(`/c2c/v3/order/detail?orderNo=${w.orderNo}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ orderNo: w.orderNo, status: 'cancelled' });
    expect(w.status()).toBe('cancelled');
  });

  it('lists the buyer’s orders with the steps of their bots taken (a release due)', async () => {
    const clock = wallClock();
    const w = withOrder(clock, { bot: true });
    markPaid(w.ctx, w.buyer, w.orderNo, BANK, 'Test Holder');
    await w.get('/user/internal-msgs/unread');
    clock.pass(10); // the bot releases 5 s after the payment
    await w.get('/user/internal-msgs/unread');
    expect(w.status()).toBe('paid');
    const list = await w.get('/c2c/v3/order/list?status=all');
    expect(list.status).toBe(200);
    expect(list.body.data.items).toEqual([
      expect.objectContaining({ orderNo: w.orderNo, status: 'completed' }),
    ]);
  });

  it('sweeps once after the clock is moved in-process: the next request sees the expiry', async () => {
    const clock = createManualClock();
    const w = withOrder(clock);
    await w.get('/user/internal-msgs/unread');
    clock.advance(15 * 60);
    // The move only marks the sweep due: nothing ran yet (tests calling `sweep` see it due).
    expect(w.status()).toBe('pending_payment');
    await w.get('/user/config/languages');
    expect(w.status()).toBe('cancelled');
  });

  it('sweeps as the clock control moves the clock, before any other request', async () => {
    const clock = createManualClock();
    const w = withOrder(clock);
    const res = await w.sandbox.app.request('/api/sandbox/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceSeconds: 15 * 60 }),
    });
    expect(res.status).toBe(200);
    expect(w.status()).toBe('cancelled');
  });

  it('sweeps before every request with a clock that cannot tell when it moves', async () => {
    const manual = createManualClock();
    let passedMs = 0;
    const blind: Clock = {
      now: () => manual.now() + passedMs,
      advance: (seconds) => manual.advance(seconds) + passedMs,
    };
    const w = withOrder(blind);
    await w.get('/user/internal-msgs/unread');
    passedMs += 15 * 60_000;
    await w.get('/user/config/languages');
    expect(w.status()).toBe('cancelled');
  });
});
