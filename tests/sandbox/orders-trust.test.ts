import { describe, expect, it } from 'vitest';
import type { C2cOrder } from '@/contract/entities';
import { orderActionResult, orderDetail, type OrderDetail } from '@/contract/orders';
import { ORDER_CODES } from '@/contract/orders-refusals';
import { orderTopic, TOPICS } from '@/contract/socket';
import { placeOrder } from '@/sandbox/orders/place';
import { extendDeadline } from '@/sandbox/orders/extend';
import { sweep } from '@/sandbox/orders/sweep';
import { stmt } from '@/sandbox/db/database';
import { startSandbox, type Harness } from './harness';
import { tradingSetup, type Party } from './support/order-http';
import {
  addAd,
  addSavedMethod,
  addUser,
  BANK,
  COIN,
  createWorld,
  setBalance,
  WALLET,
} from './support/trading-fixtures';

/**
 * Trust between strangers (issue 14): "Who paid" (the buyer's verified name, the declared paying
 * account stored with the order) and "More time" (the seller extends the payment deadline once).
 */

type Setup = ReturnType<typeof tradingSetup>;
const MIN = 60_000;

async function place(h: Harness, s: Setup) {
  const res = await h.post<C2cOrder>(
    '/c2c/v3/order/proceed',
    { adId: s.sellAd, price: '2.00', amount: '100' },
    { token: s.buyer.token },
  );
  if (res.status !== 200) throw new Error(`Placing failed: ${res.body.msg}`);
  return res.body.data;
}

const detail = (h: Harness, orderNo: string, who: Party, lang?: string) =>
  h.get<OrderDetail>(`/c2c/v3/order/detail?orderNo=${orderNo}`, {
    token: who.token,
    headers: lang ? { lang } : {},
  });

function setLegalName(s: Setup, party: Party, name: string | null) {
  stmt(s.db, 'UPDATE users SET legal_name = ? WHERE id = ?').run(name, party.user.id);
}

describe('who paid', () => {
  it('shows the buyer’s verified name, prefills from saved accounts and stores the declaration', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    setLegalName(s, s.buyer, 'Zoë Martín');
    const order = await place(h, s);

    const buyerView = orderDetail.parse((await detail(h, order.orderNo, s.buyer)).body.data);
    expect(buyerView).toMatchObject({
      buyerName: 'Zoë Martín',
      payerAccount: null,
      // The buyer's saved BANK account (the order also takes WALLET, which they have not saved).
      payerSuggestions: [{ method: BANK, holderName: 'Test Holder' }],
    });
    const sellerBefore = orderDetail.parse((await detail(h, order.orderNo, s.seller)).body.data);
    expect(sellerBefore).toMatchObject({ buyerName: 'Zoë Martín', payerSuggestions: [] });

    const paid = await h.post(
      '/c2c/v3/order/paid',
      { orderNo: order.orderNo, paymentMethod: BANK, payerName: '  zoe  martin ' },
      { token: s.buyer.token },
    );
    expect(orderActionResult.parse(paid.body.data).changed).toBe(true);
    const sellerView = orderDetail.parse((await detail(h, order.orderNo, s.seller)).body.data);
    expect(sellerView.payerAccount).toEqual({
      method: expect.objectContaining({ code: BANK }),
      holderName: 'zoe  martin',
    });

    // A repeated "I have paid" changes nothing, the first declaration included.
    const again = await h.post(
      '/c2c/v3/order/paid',
      { orderNo: order.orderNo, paymentMethod: BANK, payerName: 'Someone Else' },
      { token: s.buyer.token },
    );
    expect(again.body.data).toMatchObject({ changed: false });
    const still = await detail(h, order.orderNo, s.seller);
    expect(still.body.data.payerAccount?.holderName).toBe('zoe  martin');
  });

  it('refuses a bad declaration with field errors and keeps the order unpaid', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const order = await place(h, s);
    for (const payerName of ['   ', 'A'.repeat(101), 'John 2', 42]) {
      const res = await h.post(
        '/c2c/v3/order/paid',
        { orderNo: order.orderNo, paymentMethod: BANK, payerName },
        { token: s.buyer.token },
      );
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body.data)).toContain('payerName');
    }
    const method = await h.post(
      '/c2c/v3/order/paid',
      { orderNo: order.orderNo, paymentMethod: 'cash_in_person', payerName: 'Vera Collins' },
      { token: s.buyer.token },
    );
    expect(method.status).toBe(400);
    const view = await detail(h, order.orderNo, s.seller);
    expect(view.body.data).toMatchObject({ status: 'pending_payment', payerAccount: null });
  });

  it('seeds Vera Collins and the advertisers’ names; a paying bot declares its account', async () => {
    const h = startSandbox();
    const names = stmt(
      h.sandbox.db,
      `SELECT nickname, legal_name FROM users WHERE persona = 'verified' OR nickname = 'LondonOTC'`,
    ).all();
    expect(names).toEqual(
      expect.arrayContaining([
        { nickname: 'VeraTrades', legal_name: 'Vera Collins' },
        { nickname: 'LondonOTC', legal_name: 'Oliver Bennett' },
      ]),
    );

    // In-process: a bot buyer pays and declares its own saved account of the seller's method.
    const w = createWorld();
    const seller = addUser(w.db, { nickname: 'HumanSeller' });
    const bot = addUser(w.db, { nickname: 'BotBuyer' });
    stmt(w.db, 'UPDATE users SET legal_name = ? WHERE id = ?').run('Bo Bot', bot.id);
    addSavedMethod(w.db, bot.id, BANK, { name: 'Bo Bot', accountNumber: '1' });
    setBalance(w.db, seller.id, COIN, '1000');
    stmt(w.db, "INSERT INTO p2p_bots (user_id, mode, delay_seconds) VALUES (?, 'auto', 5)").run(
      bot.id,
    );
    const adId = addAd(w.db, bot.id, { type: 'buy', quantity: '500' });
    const sellerMethod = addSavedMethod(w.db, seller.id, BANK);
    const { orderNo } = placeOrder(w.ctx, seller, {
      adId,
      price: '2.00',
      amount: '100',
      userPaymentIds: [sellerMethod],
    });
    w.clock.advance(5);
    sweep(w.ctx);
    expect(
      stmt(w.db, 'SELECT status, payer_method, payer_name FROM orders WHERE order_no = ?').get(
        orderNo,
      ),
    ).toEqual({ status: 'paid', payer_method: BANK, payer_name: 'Bo Bot' });
  });
});

describe('more time', () => {
  it('the seller extends once: the order times out at the new deadline, not the old', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const order = await place(h, s);
    const before = orderDetail.parse((await detail(h, order.orderNo, s.seller)).body.data);
    expect(before).toMatchObject({ deadlineExtendedMinutes: null, deadlineExtensionMinutes: 15 });

    h.clock.advance(10 * 60);
    const res = await h.post(
      '/c2c/v3/order/extend',
      { orderNo: order.orderNo },
      { token: s.seller.token },
    );
    expect(res.status).toBe(200);
    expect(orderActionResult.parse(res.body.data)).toMatchObject({
      changed: true,
      order: { status: 'pending_payment', paymentDeadline: order.paymentDeadline + 15 * MIN },
    });

    const second = await h.post(
      '/c2c/v3/order/extend',
      { orderNo: order.orderNo },
      { token: s.seller.token },
    );
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: ORDER_CODES.deadlineAlreadyExtended,
      data: { minutes: 15 },
    });

    // Past the old deadline: still waiting for payment.
    h.clock.advance(6 * 60);
    const buyerView = orderDetail.parse((await detail(h, order.orderNo, s.buyer)).body.data);
    expect(buyerView).toMatchObject({
      status: 'pending_payment',
      deadlineExtendedMinutes: 15,
      paymentDeadline: order.paymentDeadline + 15 * MIN,
    });
    expect(buyerView.events.map((e) => [e.type, e.actor, e.detail])).toContainEqual([
      'deadline_extended',
      'seller',
      '15',
    ]);

    // Past the new one: timed out.
    h.clock.advance(15 * 60);
    const after = await detail(h, order.orderNo, s.buyer);
    expect(after.body.data).toMatchObject({ status: 'cancelled', cancelledBy: 'timeout' });
  });

  it('refuses the buyer, a stranger, a paid order and bad input', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const order = await place(h, s);
    const asBuyer = await h.post(
      '/c2c/v3/order/extend',
      { orderNo: order.orderNo },
      { token: s.buyer.token },
    );
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.body.code).toBe(ORDER_CODES.notYourTurn);
    const asStranger = await h.post(
      '/c2c/v3/order/extend',
      { orderNo: order.orderNo },
      { token: s.stranger.token },
    );
    expect(asStranger.status).toBe(404);
    for (const body of [{}, { orderNo: 'abc' }, { orderNo: order.orderNo, minutes: 30 }]) {
      const bad = await h.post('/c2c/v3/order/extend', body, { token: s.seller.token });
      expect(bad.status).toBe(400);
    }
    await h.post(
      '/c2c/v3/order/paid',
      { orderNo: order.orderNo, paymentMethod: WALLET, payerName: 'Test Holder' },
      { token: s.buyer.token },
    );
    const paid = await h.post(
      '/c2c/v3/order/extend',
      { orderNo: order.orderNo },
      { token: s.seller.token },
    );
    expect(paid.status).toBe(409);
    expect(paid.body.code).toBe(ORDER_CODES.stateConflict);
  });

  it('a timed-out order cannot be extended (paymentTimedOut), and the key is configurable', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    stmt(s.db, `UPDATE config SET value = '30' WHERE key = 'p2p.deadlineExtensionMinutes'`).run();
    const order = await place(h, s);
    h.clock.advance(16 * 60);
    const late = await h.post(
      '/c2c/v3/order/extend',
      { orderNo: order.orderNo },
      { token: s.seller.token },
    );
    expect(late.status).toBe(409);
    expect(late.body.code).toBe(ORDER_CODES.paymentTimedOut);

    const next = await place(h, s);
    const res = await h.post<{ order: C2cOrder }>(
      '/c2c/v3/order/extend',
      { orderNo: next.orderNo },
      { token: s.seller.token },
    );
    expect(res.body.data.order.paymentDeadline).toBe(next.paymentDeadline + 30 * MIN);
  });

  it('moves the buyer’s page live and tells the buyer in their language', () => {
    const w = createWorld();
    const seller = addUser(w.db, { nickname: 'Seller' });
    const buyer = addUser(w.db, { nickname: 'Buyer' });
    setBalance(w.db, seller.id, COIN, '1000');
    const adId = addAd(w.db, seller.id, { type: 'sell', quantity: '500' });
    const { orderNo } = placeOrder(w.ctx, buyer, { adId, price: '2.00', amount: '100' });
    w.published.length = 0;
    extendDeadline(w.ctx, seller, orderNo);
    const frames = w.published.filter((e) => e.topic !== TOPICS.userMessages);
    for (const userId of [buyer.id, seller.id]) {
      for (const topic of [TOPICS.userOrders, orderTopic(orderNo)]) {
        expect(frames).toContainEqual({
          userId,
          topic,
          data: expect.objectContaining({ orderNo, event: 'deadline_extended' }),
        });
      }
    }
    const messages = stmt(
      w.db,
      'SELECT user_id, event, params FROM internal_messages WHERE order_no = ? ORDER BY id',
    ).all(orderNo);
    const extended = messages.filter((m) => m.event === 'order.extended');
    expect(extended).toHaveLength(1);
    expect(extended[0]).toMatchObject({ user_id: buyer.id });
    expect(JSON.parse(String(extended[0]?.params))).toMatchObject({ minutes: 15 });
  });
});
