import { describe, expect, it } from 'vitest';
import type { AppealRequest } from '@/contract/orders-appeal';
import { ORDER_CODES } from '@/contract/orders-refusals';
import { resolveAppeal } from '@/sandbox/orders/appeal-resolution';
import { appealDetail, raiseAppeal, withdrawAppeal } from '@/sandbox/orders/appeals';
import { p2pBalance } from '@/sandbox/orders/escrow';
import { findOrder, orderEvents } from '@/sandbox/orders/store';
import { markPaid, releaseOrder } from '@/sandbox/orders/transitions';
import { placeOrder } from '@/sandbox/orders/place';
import {
  addAd,
  addUser,
  BANK,
  COIN,
  coinTotals,
  createWorld,
  issueSmsCode,
  refusal,
  sameTotals,
  setBalance,
  setConfig,
} from './support/trading-fixtures';

/** A paid order: the buyer paid 100 XTS for 50 TST at the clock's start. */
function paid() {
  const w = createWorld();
  const seller = addUser(w.db, { nickname: 'Seller' });
  const buyer = addUser(w.db, { nickname: 'Buyer' });
  setBalance(w.db, seller.id, COIN, '1000');
  const adId = addAd(w.db, seller.id, { type: 'sell', quantity: '500' });
  const before = coinTotals(w.db);
  const { orderNo } = placeOrder(w.ctx, buyer, { adId, price: '2.00', amount: '100' });
  markPaid(w.ctx, buyer, orderNo, BANK);
  const form = (overrides: Partial<AppealRequest> = {}): AppealRequest => ({
    orderNo,
    reason: 'paid_not_released',
    description: 'I paid 100 XTS by bank transfer, the seller does not answer.',
    contactPerson: 'Bea Buyer',
    contactInfo: '+44 7000 000000',
    evidence: [],
    ...overrides,
  });
  return { ...w, seller, buyer, orderNo, before, form };
}

describe('raising an appeal', () => {
  it('waits the configured minimum after payment, with the spec’s message', () => {
    const w = paid();
    w.clock.advance(10 * 60 - 1);
    const error = refusal(() => raiseAppeal(w.ctx, w.buyer, w.form()));
    expect([error.code, error.message]).toEqual([
      ORDER_CODES.appealTooEarly,
      'You cannot appeal within 10 minutes',
    ]);
    expect(error.data).toMatchObject({ appealMinMinute: 10 });
    w.clock.advance(1);
    const result = raiseAppeal(w.ctx, w.buyer, w.form());
    expect(result).toMatchObject({
      changed: true,
      order: { status: 'appealing' },
      appeal: {
        raisedBy: 'buyer',
        raisedByMe: true,
        reason: 'paid_not_released',
        status: 'open',
        resolution: null,
      },
    });
  });

  it('uses the wait the config sets', () => {
    const w = createWorld();
    setConfig(w.db, 'p2p.appealMinWaitMinutes', '30');
    const seller = addUser(w.db);
    const buyer = addUser(w.db);
    setBalance(w.db, seller.id, COIN, '100');
    const adId = addAd(w.db, seller.id, { type: 'sell', quantity: '100' });
    const { orderNo } = placeOrder(w.ctx, buyer, { adId, price: '2', amount: '20' });
    markPaid(w.ctx, buyer, orderNo, BANK);
    w.clock.advance(20 * 60);
    expect(
      refusal(() =>
        raiseAppeal(w.ctx, seller, {
          orderNo,
          reason: 'payment_not_received',
          description: 'Nothing arrived',
          contactPerson: 'S',
          contactInfo: 's@example.com',
          evidence: [],
        }),
      ).message,
    ).toBe('You cannot appeal within 30 minutes');
  });

  it('repeating it answers the same appeal; the other party cannot open a second one', () => {
    const w = paid();
    w.clock.advance(600);
    const first = raiseAppeal(w.ctx, w.buyer, w.form());
    const again = raiseAppeal(w.ctx, w.buyer, w.form({ description: 'Typed twice' }));
    expect(again).toMatchObject({ changed: false, appeal: { id: first.appeal.id } });
    expect(
      refusal(() => raiseAppeal(w.ctx, w.seller, w.form({ reason: 'payment_not_received' })))
        .status,
    ).toBe(409);
    expect(appealDetail(w.ctx, w.seller, w.orderNo)).toMatchObject({
      status: 'appealing',
      appeal: { raisedBy: 'buyer', raisedByMe: false },
      history: [],
    });
  });

  it('is refused before payment and after the order ended', () => {
    const w = paid();
    const seller2 = addUser(w.db);
    setBalance(w.db, seller2.id, COIN, '100');
    const adId = addAd(w.db, seller2.id, { type: 'sell', quantity: '100' });
    const pending = placeOrder(w.ctx, w.buyer, { adId, price: '2', amount: '20' });
    w.clock.advance(600);
    expect(
      refusal(() => raiseAppeal(w.ctx, w.buyer, w.form({ orderNo: pending.orderNo }))).message,
    ).toBe('You can appeal once the order is marked as paid.');
    releaseOrder(w.ctx, w.seller, w.orderNo, {
      channel: 'sms',
      code: issueSmsCode(w.db, w.seller, w.clock.now()),
    });
    expect(refusal(() => raiseAppeal(w.ctx, w.buyer, w.form())).code).toBe(
      ORDER_CODES.stateConflict,
    );
  });
});

describe('withdrawing an appeal', () => {
  it('returns the order to paid; only the raiser may; repeating changes nothing; appeal again', () => {
    const w = paid();
    w.clock.advance(600);
    raiseAppeal(w.ctx, w.buyer, w.form());
    expect(refusal(() => withdrawAppeal(w.ctx, w.seller, w.orderNo)).status).toBe(403);
    const withdrawn = withdrawAppeal(w.ctx, w.buyer, w.orderNo);
    expect(withdrawn).toMatchObject({
      changed: true,
      order: { status: 'paid' },
      appeal: { status: 'withdrawn', closedAt: w.clock.now() },
    });
    expect(withdrawAppeal(w.ctx, w.buyer, w.orderNo).changed).toBe(false);
    expect(refusal(() => withdrawAppeal(w.ctx, w.seller, w.orderNo)).status).toBe(409);
    // The trade continues: the seller may appeal now, and the buyer again later.
    const second = raiseAppeal(w.ctx, w.seller, w.form({ reason: 'payment_not_received' }));
    expect(second).toMatchObject({ changed: true, appeal: { raisedBy: 'seller' } });
    expect(appealDetail(w.ctx, w.buyer, w.orderNo).history).toHaveLength(1);
    expect(orderEvents(w.db, w.orderNo).map((e) => e.type)).toEqual([
      'placed',
      'paid',
      'appealed',
      'appeal_withdrawn',
      'appealed',
    ]);
  });
});

describe('ending an order under appeal', () => {
  it('a release by the seller resolves the appeal for the buyer', () => {
    const w = paid();
    w.clock.advance(600);
    raiseAppeal(w.ctx, w.buyer, w.form());
    const result = releaseOrder(w.ctx, w.seller, w.orderNo, {
      channel: 'sms',
      code: issueSmsCode(w.db, w.seller, w.clock.now()),
    });
    expect(result.order.status).toBe('completed');
    expect(appealDetail(w.ctx, w.buyer, w.orderNo).appeal).toMatchObject({
      status: 'resolved',
      resolution: 'buyer',
    });
  });

  it('support for the seller cancels and returns the coins; repeating changes nothing', () => {
    const w = paid();
    w.clock.advance(600);
    raiseAppeal(w.ctx, w.buyer, w.form());
    expect(resolveAppeal(w.ctx, w.orderNo, 'seller')).toEqual({
      changed: true,
      orderNo: w.orderNo,
      status: 'cancelled',
    });
    expect(findOrder(w.db, w.orderNo)).toMatchObject({ cancelledBy: 'support' });
    expect(p2pBalance(w.db, w.seller.id, COIN)).toEqual({ available: '1000.00', held: '0.00' });
    expect(sameTotals(coinTotals(w.db), w.before)).toBe(true);
    expect(resolveAppeal(w.ctx, w.orderNo, 'seller').changed).toBe(false);
    expect(refusal(() => resolveAppeal(w.ctx, w.orderNo, 'buyer')).status).toBe(409);
  });

  it('support for the buyer releases the coins to them', () => {
    const w = paid();
    w.clock.advance(600);
    raiseAppeal(w.ctx, w.seller, w.form({ reason: 'payment_not_received' }));
    expect(resolveAppeal(w.ctx, w.orderNo, 'buyer').status).toBe('completed');
    expect(p2pBalance(w.db, w.buyer.id, COIN).available).toBe('50.00');
    expect(orderEvents(w.db, w.orderNo).slice(-2)).toEqual([
      expect.objectContaining({ type: 'appeal_resolved', actor: 'support', detail: 'buyer' }),
      expect.objectContaining({ type: 'released', actor: 'support' }),
    ]);
  });

  it('support cannot decide an order that is not under appeal', () => {
    const w = paid();
    expect(refusal(() => resolveAppeal(w.ctx, w.orderNo, 'buyer')).code).toBe(
      ORDER_CODES.stateConflict,
    );
    expect(refusal(() => resolveAppeal(w.ctx, '123456789012345678', 'buyer')).status).toBe(404);
  });
});
