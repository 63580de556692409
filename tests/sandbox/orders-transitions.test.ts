import { describe, expect, it } from 'vitest';
import { ORDER_CODES } from '@/contract/orders-refusals';
import { stmt } from '@/sandbox/db/database';
import { p2pBalance } from '@/sandbox/orders/escrow';
import { findOrder, orderEvents } from '@/sandbox/orders/store';
import { cancelOrder, markPaid, releaseOrder } from '@/sandbox/orders/transitions';
import { placeOrder } from '@/sandbox/orders/place';
import { sweep } from '@/sandbox/orders/sweep';
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
  WALLET,
} from './support/trading-fixtures';

/** One placed order: the taker buys 50 TST for 100 XTS from the maker's sell ad. */
function placed() {
  const w = createWorld();
  const seller = addUser(w.db, { nickname: 'Seller' });
  const buyer = addUser(w.db, { nickname: 'Buyer' });
  const stranger = addUser(w.db, { nickname: 'Stranger' });
  setBalance(w.db, seller.id, COIN, '1000');
  const adId = addAd(w.db, seller.id, { type: 'sell', quantity: '500', methods: [BANK, WALLET] });
  const before = coinTotals(w.db);
  const { orderNo } = placeOrder(w.ctx, buyer, { adId, price: '2.00', amount: '100' });
  const code = () => issueSmsCode(w.db, seller, w.clock.now());
  return { ...w, seller, buyer, stranger, adId, orderNo, before, code };
}

const status = (w: ReturnType<typeof placed>) => findOrder(w.db, w.orderNo)?.status;

describe('mark paid (buyer)', () => {
  it('moves pending payment → paid and starts the appeal clock; repeating changes nothing', () => {
    const w = placed();
    const first = markPaid(w.ctx, w.buyer, w.orderNo, BANK);
    expect(first.changed).toBe(true);
    expect(first.order).toMatchObject({
      status: 'paid',
      paymentMethod: { code: BANK, name: 'Test Bank' },
      appealAvailableAt: w.clock.now() + 10 * 60_000,
    });
    w.clock.advance(5);
    const again = markPaid(w.ctx, w.buyer, w.orderNo, WALLET);
    expect(again).toMatchObject({ changed: false, order: { paymentMethod: { code: BANK } } });
    expect(orderEvents(w.db, w.orderNo).map((e) => e.type)).toEqual(['placed', 'paid']);
  });

  it('is the buyer’s alone; strangers are told the order does not exist', () => {
    const w = placed();
    const seller = refusal(() => markPaid(w.ctx, w.seller, w.orderNo, BANK));
    expect([seller.status, seller.code]).toEqual([403, ORDER_CODES.notYourTurn]);
    const stranger = refusal(() => markPaid(w.ctx, w.stranger, w.orderNo, BANK));
    expect([stranger.status, stranger.code]).toEqual([404, ORDER_CODES.orderNotFound]);
    expect(status(w)).toBe('pending_payment');
  });

  it('accepts only a method the seller offers', () => {
    const w = placed();
    const error = refusal(() => markPaid(w.ctx, w.buyer, w.orderNo, 'cash'));
    expect(error.status).toBe(400);
    expect(error.data).toEqual({
      errors: [
        {
          path: 'paymentMethod',
          code: 'not_allowed',
          message: 'The seller does not accept this payment method',
        },
      ],
    });
  });

  it('answers the timeout message once the time limit passed, and the timeout sticks', () => {
    const w = placed();
    w.clock.advance(15 * 60);
    const error = refusal(() => markPaid(w.ctx, w.buyer, w.orderNo, BANK));
    expect([error.status, error.code, error.message]).toEqual([
      409,
      ORDER_CODES.paymentTimedOut,
      'Your payment has timed out and your order has been automatically cancelled',
    ]);
    expect(findOrder(w.db, w.orderNo)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'timeout',
      cancelledAt: w.clock.now(),
    });
    expect(p2pBalance(w.db, w.seller.id, COIN)).toEqual({ available: '1000.00', held: '0.00' });
  });
});

describe('release (seller, with a 6-digit code)', () => {
  it('pays the buyer from escrow, updates both parties’ statistics; repeating changes nothing', () => {
    const w = placed();
    markPaid(w.ctx, w.buyer, w.orderNo, BANK);
    w.clock.advance(90);
    const result = releaseOrder(w.ctx, w.seller, w.orderNo, { channel: 'sms', code: w.code() });
    expect(result).toMatchObject({ changed: true, order: { status: 'completed', type: 'sell' } });
    expect(p2pBalance(w.db, w.seller.id, COIN)).toEqual({ available: '950.00', held: '0.00' });
    expect(p2pBalance(w.db, w.buyer.id, COIN)).toEqual({ available: '50.00', held: '0' });
    expect(sameTotals(coinTotals(w.db), w.before)).toBe(true);
    const stats = stmt(w.db, 'SELECT * FROM advertiser_stats WHERE user_id = ?').get(w.seller.id);
    expect(stats).toMatchObject({
      total_orders: 1,
      completed_30d: 1,
      sell_count: 1,
      release_seconds_sum: 90,
      release_count: 1,
      volume_total: '50.00',
    });
    const again = releaseOrder(w.ctx, w.seller, w.orderNo, { channel: 'sms', code: '000000' });
    expect(again.changed).toBe(false);
    expect(p2pBalance(w.db, w.buyer.id, COIN).available).toBe('50.00');
  });

  it('refuses a wrong, reused or expired code and changes nothing', () => {
    const w = placed();
    markPaid(w.ctx, w.buyer, w.orderNo, BANK);
    const code = w.code();
    const wrong = refusal(() =>
      releaseOrder(w.ctx, w.seller, w.orderNo, { channel: 'sms', code: '999999' }),
    );
    expect(wrong.code).toBe(ORDER_CODES.codeInvalid);
    expect(status(w)).toBe('paid');
    w.clock.advance(301);
    expect(
      refusal(() => releaseOrder(w.ctx, w.seller, w.orderNo, { channel: 'sms', code })).code,
    ).toBe(ORDER_CODES.codeInvalid);
    const fresh = issueSmsCode(w.db, w.seller, w.clock.now(), '654321');
    expect(releaseOrder(w.ctx, w.seller, w.orderNo, { channel: 'sms', code: fresh }).changed).toBe(
      true,
    );
    // The code was used up by that release: another order cannot reuse it.
    expect(
      stmt(w.db, 'SELECT used_at FROM verification_codes WHERE code = ?').get(fresh)?.used_at,
    ).toBe(w.clock.now());
  });

  it('refuses an authenticator code from a seller with no app, and a voice code never sent', () => {
    const w = placed();
    markPaid(w.ctx, w.buyer, w.orderNo, BANK);
    const app = refusal(() =>
      releaseOrder(w.ctx, w.seller, w.orderNo, { channel: 'authenticator', code: '123456' }),
    );
    expect(app.code).toBe(ORDER_CODES.codeChannelUnavailable);
    const voice = refusal(() =>
      releaseOrder(w.ctx, w.seller, w.orderNo, { channel: 'voice', code: '123456' }),
    );
    expect(voice.code).toBe(ORDER_CODES.codeInvalid);
  });

  it('is the seller’s alone and only after payment; a cancelled order has nothing to release', () => {
    const w = placed();
    const factor = { channel: 'sms', code: w.code() } as const;
    expect(refusal(() => releaseOrder(w.ctx, w.buyer, w.orderNo, factor)).status).toBe(403);
    const early = refusal(() => releaseOrder(w.ctx, w.seller, w.orderNo, factor));
    expect([early.status, early.code]).toEqual([409, ORDER_CODES.stateConflict]);
    cancelOrder(w.ctx, w.buyer, w.orderNo, 'no_longer_needed');
    const late = refusal(() => releaseOrder(w.ctx, w.seller, w.orderNo, factor));
    expect(late.message).toBe('The order has been cancelled; there is nothing to release.');
    expect(p2pBalance(w.db, w.buyer.id, COIN).available).toBe('0');
  });
});

describe('cancel (buyer)', () => {
  it('returns the coins and the ad’s quantity; repeating changes nothing', () => {
    const w = placed();
    const result = cancelOrder(w.ctx, w.buyer, w.orderNo, 'seller_unresponsive');
    expect(result).toMatchObject({ changed: true, order: { status: 'cancelled' } });
    expect(findOrder(w.db, w.orderNo)).toMatchObject({
      cancelledBy: 'buyer',
      cancelReason: 'seller_unresponsive',
    });
    expect(p2pBalance(w.db, w.seller.id, COIN)).toEqual({ available: '1000.00', held: '0.00' });
    expect(stmt(w.db, 'SELECT remaining FROM ads WHERE id = ?').get(w.adId)?.remaining).toBe(
      '500.00',
    );
    expect(cancelOrder(w.ctx, w.buyer, w.orderNo, 'other').changed).toBe(false);
    expect(orderEvents(w.db, w.orderNo).filter((e) => e.type === 'cancelled')).toHaveLength(1);
  });

  it('is refused to the seller, and after payment or completion', () => {
    const w = placed();
    expect(refusal(() => cancelOrder(w.ctx, w.seller, w.orderNo, 'other')).status).toBe(403);
    markPaid(w.ctx, w.buyer, w.orderNo, BANK);
    expect(refusal(() => cancelOrder(w.ctx, w.buyer, w.orderNo, 'other')).code).toBe(
      ORDER_CODES.stateConflict,
    );
    releaseOrder(w.ctx, w.seller, w.orderNo, { channel: 'sms', code: w.code() });
    expect(refusal(() => cancelOrder(w.ctx, w.buyer, w.orderNo, 'other')).message).toBe(
      'The order is completed and cannot be cancelled.',
    );
  });
});

describe('timeout (sweep on the sandbox clock)', () => {
  it('cancels an unpaid order at its deadline, not a second earlier', () => {
    const w = placed();
    w.clock.advance(15 * 60 - 1);
    expect(sweep(w.ctx)).toBe(0);
    expect(status(w)).toBe('pending_payment');
    w.clock.advance(3600);
    expect(sweep(w.ctx)).toBe(1);
    const order = findOrder(w.db, w.orderNo);
    expect(order).toMatchObject({ status: 'cancelled', cancelledBy: 'timeout' });
    // Dated at the deadline even though the sweep ran an hour late.
    expect(order?.cancelledAt).toBe(order?.paymentDeadline);
    expect(sameTotals(coinTotals(w.db), w.before)).toBe(true);
    expect(sweep(w.ctx)).toBe(0);
    expect(w.published.filter((e) => e.topic === `order.${w.orderNo}`)).toHaveLength(4);
  });

  it('leaves a paid order alone', () => {
    const w = placed();
    markPaid(w.ctx, w.buyer, w.orderNo, BANK);
    w.clock.advance(3600);
    sweep(w.ctx);
    expect(status(w)).toBe('paid');
  });
});
