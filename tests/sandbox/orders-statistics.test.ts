import { describe, expect, it } from 'vitest';
import { resolveAppeal } from '@/sandbox/orders/appeal-resolution';
import { raiseAppeal } from '@/sandbox/orders/appeals';
import { placeOrder } from '@/sandbox/orders/place';
import { sweep } from '@/sandbox/orders/sweep';
import { cancelOrder, markPaid, releaseOrder } from '@/sandbox/orders/transitions';
import { transactionData } from '@/sandbox/user/advertisers';
import {
  addAd,
  addUser,
  BANK,
  COIN,
  createWorld,
  issueSmsCode,
  setBalance,
} from './support/trading-fixtures';

/**
 * Fair statistics (issue 14, item 3): the 30-day completion rate counts a cancellation against
 * the party who caused it. A buyer's cancellation, a payment timeout and an appeal lost by the
 * buyer never lower the advertiser's (seller's) rate; an appeal lost by the seller does.
 */

function world() {
  const w = createWorld();
  const seller = addUser(w.db, { nickname: 'Seller' });
  const buyer = addUser(w.db, { nickname: 'Buyer' });
  setBalance(w.db, seller.id, COIN, '1000');
  const adId = addAd(w.db, seller.id, { type: 'sell', quantity: '500' });
  const place = () => placeOrder(w.ctx, buyer, { adId, price: '2.00', amount: '100' }).orderNo;
  const release = (orderNo: string) => {
    const code = issueSmsCode(w.db, seller, w.clock.now());
    releaseOrder(w.ctx, seller, orderNo, { channel: 'sms', code });
  };
  const appeal = (orderNo: string) => {
    markPaid(w.ctx, buyer, orderNo, BANK);
    w.clock.advance(10 * 60);
    raiseAppeal(w.ctx, buyer, {
      orderNo,
      reason: 'paid_not_released',
      description: 'I paid 100 XTS by bank transfer, the seller does not answer.',
      contactPerson: 'Bea Buyer',
      contactInfo: '+44 7000 000000',
      evidence: [],
    });
  };
  /** Orders, completed, rate and completed trades of a user. */
  const figures = (userId: number) => {
    const s = transactionData(w.ctx, userId);
    return {
      orders: s.orders30d,
      rate: s.successRate30d,
      trades: s.totalOrders,
      releaseTimed: s.avgReleaseSeconds !== null,
    };
  };
  return { ...w, seller, buyer, place, release, appeal, figures };
}

describe('completion rate by who caused the ending', () => {
  it('a released trade completes for both parties', () => {
    const w = world();
    const orderNo = w.place();
    markPaid(w.ctx, w.buyer, orderNo, BANK);
    w.clock.advance(120);
    w.release(orderNo);
    expect(w.figures(w.seller.id)).toEqual({
      orders: 1,
      rate: '100.00',
      trades: 1,
      releaseTimed: true,
    });
    expect(w.figures(w.buyer.id)).toMatchObject({ orders: 1, rate: '100.00', trades: 1 });
  });

  it('the buyer’s own cancellation counts against the buyer only', () => {
    const w = world();
    cancelOrder(w.ctx, w.buyer, w.place(), 'no_longer_needed');
    expect(w.figures(w.seller.id)).toMatchObject({ orders: 0, rate: '0.00', trades: 0 });
    expect(w.figures(w.buyer.id)).toMatchObject({ orders: 1, rate: '0.00', trades: 0 });
  });

  it('a payment timeout counts against the buyer only', () => {
    const w = world();
    w.place();
    w.clock.advance(15 * 60);
    expect(sweep(w.ctx)).toBeGreaterThan(0);
    expect(w.figures(w.seller.id)).toMatchObject({ orders: 0, trades: 0 });
    expect(w.figures(w.buyer.id)).toMatchObject({ orders: 1, rate: '0.00' });
  });

  it('an appeal decided against the buyer (cancelled) counts against the buyer only', () => {
    const w = world();
    const orderNo = w.place();
    w.appeal(orderNo);
    resolveAppeal(w.ctx, orderNo, 'seller');
    expect(w.figures(w.seller.id)).toMatchObject({ orders: 0, trades: 0 });
    expect(w.figures(w.buyer.id)).toMatchObject({ orders: 1, rate: '0.00', trades: 0 });
  });

  it('an appeal decided against the seller (released by support) counts against the seller', () => {
    const w = world();
    const done = w.place();
    markPaid(w.ctx, w.buyer, done, BANK);
    w.release(done);
    const disputed = w.place();
    w.appeal(disputed);
    resolveAppeal(w.ctx, disputed, 'buyer');
    // Two orders, one completed: 50 %; the coins did change hands, so it is a trade of theirs.
    expect(w.figures(w.seller.id)).toMatchObject({ orders: 2, rate: '50.00', trades: 2 });
    // The buyer completed both.
    expect(w.figures(w.buyer.id)).toMatchObject({ orders: 2, rate: '100.00', trades: 2 });
  });
});
