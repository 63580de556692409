import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import type { C2cOrder } from '@/contract/entities';
import { ORDER_CODES } from '@/contract/orders-refusals';
import { createManualClock } from '@/sandbox/clock';
import type { SandboxContext } from '@/sandbox/context';
import { stmt } from '@/sandbox/db/database';
import { createEventBus } from '@/sandbox/events';
import { createSandbox, type Sandbox } from '@/sandbox/index';
import { p2pBalance } from '@/sandbox/orders/escrow';
import { orderEvents } from '@/sandbox/orders/store';
import type { UserRecord } from '@/sandbox/user/users';
import {
  addAd,
  addCatalogue,
  addUser,
  BANK,
  COIN,
  coinTotals,
  issueSmsCode,
  noNegativeBalance,
  sameTotals,
  setBalance,
  tokenFor,
} from './support/trading-fixtures';

/**
 * Conflicting actions fired at once over real HTTP: two sandbox servers (two database
 * connections) on one SQLite file, requests spread over both and sent concurrently. Whatever
 * order they land in, exactly one transition wins and the invariants hold.
 */

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function serve(sandbox: Sandbox): Promise<string> {
  const listener = getRequestListener(sandbox.app.fetch, { overrideGlobalObjects: false });
  const server: Server = createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
}

interface Answer<T = unknown> {
  status: number;
  body: { code: number; msg: string; data: T };
}

async function race() {
  const dir = mkdtempSync(join(tmpdir(), 'p2p-race-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const dbPath = join(dir, 'sandbox.db');
  const clock = createManualClock();
  const a = createSandbox({ dbPath, clock, log: () => {} });
  const b = createSandbox({ dbPath, clock, log: () => {} });
  cleanups.push(
    () => a.close(),
    () => b.close(),
  );
  const bases = [await serve(a), await serve(b)];
  const { db } = a;
  const ctx: SandboxContext = { db, clock, events: createEventBus(), log: () => {} };
  addCatalogue(db);
  const seller = addUser(db, { now: clock.now() });
  setBalance(db, seller.id, COIN, '1000');
  const adId = addAd(db, seller.id, { type: 'sell', quantity: '100', maxLimit: '1000' });
  const initial = coinTotals(db);

  let turn = 0;
  /** Sends to the two servers in turn. */
  async function call<T = unknown>(path: string, user: UserRecord | null, body?: unknown) {
    const base = bases[turn++ % bases.length] ?? '';
    const res = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(user ? { token: tokenFor(ctx, user.id) } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Answer<T>['body'] };
  }
  const buyer = () => addUser(db, { now: clock.now() });
  async function place(who: UserRecord, amount = '20') {
    const res = await call<C2cOrder>('/c2c/v3/order/proceed', who, { adId, price: '2', amount });
    if (res.status !== 200) throw new Error(`Placing failed: ${res.body.msg}`);
    return res.body.data.orderNo;
  }
  function checkInvariants() {
    expect(sameTotals(coinTotals(db), initial)).toBe(true);
    expect(noNegativeBalance(db)).toBe(true);
  }
  return { db, clock, seller, adId, call, buyer, place, checkInvariants };
}

const changedCount = (answers: Answer[]) =>
  answers.filter((a) => (a.body.data as { changed?: boolean } | null)?.changed === true).length;

describe('races over HTTP', () => {
  it('double release: exactly one release pays the buyer', async () => {
    const r = await race();
    const buyer = r.buyer();
    const orderNo = await r.place(buyer);
    await r.call('/c2c/v3/order/paid', buyer, { orderNo, paymentMethod: BANK });
    const code = issueSmsCode(r.db, r.seller, r.clock.now());
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        r.call('/c2c/v3/order/release', r.seller, {
          orderNo,
          twoFactor: { channel: 'sms', code },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(changedCount(answers)).toBe(1);
    expect(p2pBalance(r.db, buyer.id, COIN).available).toBe('10.00');
    expect(orderEvents(r.db, orderNo).filter((e) => e.type === 'released')).toHaveLength(1);
    r.checkInvariants();
  });

  it('pay vs cancel vs timeout: exactly one leaves pending payment, and the others agree', async () => {
    const r = await race();
    const seen = new Set<string>();
    for (let round = 0; round < 8; round += 1) {
      const buyer = r.buyer();
      const orderNo = await r.place(buyer);
      // Half the rounds put the clock right at the deadline while the actions are in flight.
      const clockMove =
        round % 2 === 0
          ? r.call('/sandbox/clock', null, { advanceSeconds: 15 * 60 })
          : r.call('/sandbox/clock', null, { advanceSeconds: 0 });
      const [pay, cancel] = await Promise.all([
        r.call('/c2c/v3/order/paid', buyer, { orderNo, paymentMethod: BANK }),
        r.call('/c2c/v3/order/cancel', buyer, { orderNo, reason: 'other' }),
        clockMove,
        r.call('/c2c/v3/order/list', buyer),
      ]);
      await r.call('/c2c/v3/order/list', buyer);
      const order = stmt(r.db, 'SELECT status, cancelled_by FROM orders WHERE order_no = ?').get(
        orderNo,
      );
      const exits = orderEvents(r.db, orderNo).filter((e) => e.type !== 'placed');
      expect(exits).toHaveLength(1);
      const winner = exits[0]?.type === 'paid' ? 'pay' : `cancel:${String(order?.cancelled_by)}`;
      seen.add(winner);
      if (winner === 'pay') {
        expect(pay?.body.data).toMatchObject({ changed: true });
        expect([cancel?.status, cancel?.body.code]).toEqual([409, ORDER_CODES.stateConflict]);
      } else if (winner === 'cancel:buyer') {
        expect(cancel?.body.data).toMatchObject({ changed: true });
        expect(pay?.status).toBe(409);
      } else {
        expect(winner).toBe('cancel:timeout');
        expect(pay?.body.code).toBe(ORDER_CODES.paymentTimedOut);
        expect(cancel?.body.data).toMatchObject({ changed: false });
      }
      r.checkInvariants();
    }
    // The rounds saw more than one winner, so the race is real, not a fixed order.
    expect(seen.size).toBeGreaterThan(1);
  });

  it('double pay and double cancel: one change each, the repeats say nothing changed', async () => {
    const r = await race();
    const buyer = r.buyer();
    const paidNo = await r.place(buyer);
    const cancelledNo = await r.place(buyer);
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        r.call('/c2c/v3/order/paid', buyer, { orderNo: paidNo, paymentMethod: BANK }),
      ),
      ...Array.from({ length: 4 }, () =>
        r.call('/c2c/v3/order/cancel', buyer, { orderNo: cancelledNo, reason: 'other' }),
      ),
    ]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(changedCount(answers.slice(0, 4))).toBe(1);
    expect(changedCount(answers.slice(4))).toBe(1);
    r.checkInvariants();
  });

  it('many buyers for the last coins: the ad is never oversold', async () => {
    const r = await race();
    const buyers = Array.from({ length: 6 }, () => r.buyer());
    const answers = await Promise.all(
      buyers.map((who) =>
        r.call('/c2c/v3/order/proceed', who, { adId: r.adId, price: '2', amount: '100' }),
      ),
    );
    const placed = answers.filter((a) => a.status === 200);
    expect(placed).toHaveLength(2);
    expect(answers.filter((a) => a.body.code === ORDER_CODES.adQuantityInsufficient)).toHaveLength(
      4,
    );
    expect(stmt(r.db, 'SELECT remaining FROM ads WHERE id = ?').get(r.adId)?.remaining).toBe(
      '0.00',
    );
    expect(p2pBalance(r.db, r.seller.id, COIN).held).toBe('100.00');
    r.checkInvariants();
  });
});
