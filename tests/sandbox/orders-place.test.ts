import { describe, expect, it } from 'vitest';
import type { OrderProceedRequest } from '@/contract/orders';
import { ORDER_CODES } from '@/contract/orders-refusals';
import { stmt } from '@/sandbox/db/database';
import { p2pBalance } from '@/sandbox/orders/escrow';
import { findOrder, orderEvents } from '@/sandbox/orders/store';
import { cancelOrder } from '@/sandbox/orders/transitions';
import { placeOrder } from '@/sandbox/orders/place';
import { checkOrder } from '@/features/market/amounts';
import { sweep } from '@/sandbox/orders/sweep';
import {
  addAd,
  addSavedMethod,
  addUser,
  BANK,
  COIN,
  createWorld,
  refusal,
  setBalance,
  setConfig,
  WALLET,
  type World,
} from './support/trading-fixtures';

/** A world with an advertiser holding 1000 TST and a sell ad at 2.00 XTS (limits 10-600). */
function market() {
  const w = createWorld();
  const maker = addUser(w.db, { nickname: 'Maker' });
  setBalance(w.db, maker.id, COIN, '1000');
  const sellAd = addAd(w.db, maker.id, {
    type: 'sell',
    price: '2.00',
    quantity: '500',
    minLimit: '10',
    maxLimit: '600',
  });
  const taker = addUser(w.db, { nickname: 'Taker' });
  return { ...w, maker, taker, sellAd };
}

const buy = (adId: number, amount: string, price = '2.00'): OrderProceedRequest => ({
  adId,
  price,
  amount,
});

function remaining(w: World, adId: number): string {
  return String(stmt(w.db, 'SELECT remaining FROM ads WHERE id = ?').get(adId)?.remaining);
}

describe('placing an order', () => {
  it('holds the seller’s coins, takes the quantity off the ad and records the order', () => {
    const m = market();
    const order = placeOrder(m.ctx, m.taker, buy(m.sellAd, '100'));
    expect(order).toMatchObject({
      type: 'buy',
      coin: COIN,
      price: '2.00',
      quantity: '50.00',
      totalPrice: '100.00',
      status: 'pending_payment',
      paymentMethod: null,
      counterparty: { userId: m.maker.id, nickname: 'Maker' },
      paymentTimeLimitMinutes: 15,
      paymentDeadline: m.clock.now() + 15 * 60_000,
      appealAvailableAt: null,
      createdAt: m.clock.now(),
    });
    expect(order.orderNo).toMatch(/^\d{18,20}$/);
    expect(p2pBalance(m.db, m.maker.id, COIN)).toEqual({ available: '950.00', held: '50.00' });
    expect(remaining(m, m.sellAd)).toBe('450.00');
    expect(orderEvents(m.db, order.orderNo)).toEqual([
      expect.objectContaining({ type: 'placed', actor: 'buyer' }),
    ]);
    // Both parties hear it, on the list topic and the order's own topic; the advertiser also
    // got an internal message about the new order (issue 12), so their unread count follows.
    expect(m.published.map((e) => [e.userId, e.topic])).toEqual([
      [m.taker.id, 'user.orders'],
      [m.taker.id, `order.${order.orderNo}`],
      [m.maker.id, 'user.orders'],
      [m.maker.id, `order.${order.orderNo}`],
      [m.maker.id, 'user.messages'],
    ]);
    // The buyer is shown the advertiser's saved details, labelled by the method's form.
    const snapshot = findOrder(m.db, order.orderNo)?.paymentDetails;
    expect(snapshot?.[0]?.code).toBe(BANK);
    expect(snapshot?.[0]?.fields).toContainEqual(
      expect.objectContaining({ key: 'accountNumber', value: '12345678' }),
    );
  });

  it('sizes by quantity too, and refuses more decimals than the asset has', () => {
    const m = market();
    const order = placeOrder(m.ctx, m.taker, { adId: m.sellAd, price: '2.00', quantity: '12.5' });
    expect(order).toMatchObject({ quantity: '12.50', totalPrice: '25.00' });
    const tooFine = refusal(() => placeOrder(m.ctx, m.taker, buy(m.sellAd, '20.001')));
    expect(tooFine.status).toBe(400);
    expect(tooFine.data).toEqual({
      errors: [{ path: 'amount', code: 'scale', message: 'At most 2 decimals' }],
    });
    const tooFineQty = refusal(() =>
      placeOrder(m.ctx, m.taker, { adId: m.sellAd, price: '2.00', quantity: '10.123' }),
    );
    expect(tooFineQty.data).toEqual({
      errors: [{ path: 'quantity', code: 'scale', message: 'At most 2 decimals' }],
    });
  });

  it('rounds an amount down to the coins it pays for (never more)', () => {
    const m = market();
    const ad = addAd(m.db, m.maker.id, { type: 'sell', price: '3.00', quantity: '100' });
    const order = placeOrder(m.ctx, m.taker, buy(ad, '10.00', '3.00'));
    expect(order).toMatchObject({ quantity: '3.33', totalPrice: '10.00' });
  });

  it('prices a floating ad from the reference (TST 1 USD × 2 XTS/USD × 110 %)', () => {
    const m = market();
    const ad = addAd(m.db, m.maker.id, { type: 'sell', floatingRatio: '110', quantity: '100' });
    expect(placeOrder(m.ctx, m.taker, buy(ad, '22', '2.20')).price).toBe('2.20');
    const moved = refusal(() => placeOrder(m.ctx, m.taker, buy(ad, '22', '2.00')));
    expect(moved.code).toBe(ORDER_CODES.priceChanged);
    expect(moved.data).toEqual({ price: '2.20' });
  });
});

describe('the rules, each with the spec’s message', () => {
  it('refuses wallet-connected users first', () => {
    const m = market();
    const wallet = addUser(m.db, { wallet: true, isAuth: false });
    const error = refusal(() => placeOrder(m.ctx, wallet, buy(m.sellAd, '100')));
    expect(error.code).toBe(ORDER_CODES.walletUser);
    expect(error.message).toBe(
      'P2P trading is not open to authorized wallet users at this time. Please log in with a product account.',
    );
  });

  it('requires identity verification (before the fiat check)', () => {
    const m = market();
    const user = addUser(m.db, { isAuth: false, country: null });
    const error = refusal(() => placeOrder(m.ctx, user, buy(m.sellAd, '100')));
    expect(error.code).toBe(ORDER_CODES.identityRequired);
    expect(error.message).toBe(
      'Before you start trading, please complete the identity verification',
    );
  });

  it('requires the fiat of the identity country', () => {
    const m = market();
    const abroad = addUser(m.db, { country: 'XY' });
    const error = refusal(() => placeOrder(m.ctx, abroad, buy(m.sellAd, '100')));
    expect(error.code).toBe(ORDER_CODES.fiatNotHomeCountry);
    expect(error.data).toEqual({ homeFiat: 'XXX' });
    expect(error.message).toMatch(/XXX/);
    const nowhere = addUser(m.db, { country: 'QQ' });
    expect(refusal(() => placeOrder(m.ctx, nowhere, buy(m.sellAd, '100'))).data).toEqual({
      homeFiat: null,
    });
  });

  it('takes only listed ads with enough left', () => {
    const m = market();
    const delisted = addAd(m.db, m.maker.id, { type: 'sell', status: 'delisted' });
    expect(refusal(() => placeOrder(m.ctx, m.taker, buy(delisted, '100'))).code).toBe(
      ORDER_CODES.adUnavailable,
    );
    expect(refusal(() => placeOrder(m.ctx, m.taker, buy(999_999, '100'))).code).toBe(
      ORDER_CODES.adUnavailable,
    );
    const small = addAd(m.db, m.maker.id, { type: 'sell', quantity: '20', maxLimit: '1000' });
    const error = refusal(() => placeOrder(m.ctx, m.taker, buy(small, '50')));
    expect(error.code).toBe(ORDER_CODES.adQuantityInsufficient);
    expect(error.data).toEqual({ remainingQuantity: '20' });
  });

  it('keeps the amount within the ad’s limits', () => {
    const m = market();
    for (const amount of ['5', '9.99', '600.01', '1000']) {
      const error = refusal(() => placeOrder(m.ctx, m.taker, buy(m.sellAd, amount)));
      expect(error.code, amount).toBe(ORDER_CODES.amountOutOfLimits);
      expect(error.data).toEqual({ minLimit: '10', maxLimit: '600' });
    }
    expect(placeOrder(m.ctx, m.taker, buy(m.sellAd, '10')).totalPrice).toBe('10.00');
    expect(placeOrder(m.ctx, m.taker, buy(m.sellAd, '600')).totalPrice).toBe('600.00');
  });

  it('treats 1.500 at a 2-decimal fiat as the order panel does: 1.50, accepted', () => {
    const m = market();
    const panelAd = {
      price: '2.00',
      minLimit: '10',
      maxLimit: '600',
      remainingQuantity: '500',
      fiat: 'XTS',
      coin: COIN,
      fiatScale: 2,
      coinScale: 2,
    };
    expect(checkOrder('amount', '20.500', panelAd)).toBeNull();
    expect(placeOrder(m.ctx, m.taker, buy(m.sellAd, '20.500'))).toMatchObject({
      totalPrice: '20.50',
      quantity: '10.25',
    });
    expect(checkOrder('amount', '20.505', panelAd)).toMatchObject({
      key: 'market.validation.scale',
    });
    expect(() => placeOrder(m.ctx, m.taker, buy(m.sellAd, '20.505'))).toThrow();
  });

  it('refuses a price that moved, and takes "2" for "2.00"', () => {
    const m = market();
    const error = refusal(() => placeOrder(m.ctx, m.taker, buy(m.sellAd, '100', '1.99')));
    expect(error.code).toBe(ORDER_CODES.priceChanged);
    expect(error.data).toEqual({ price: '2.00' });
    expect(placeOrder(m.ctx, m.taker, buy(m.sellAd, '100', '2')).status).toBe('pending_payment');
  });

  it('applies the advertiser’s counterparty conditions', () => {
    const m = market();
    const oldOnly = addAd(m.db, m.maker.id, { type: 'sell', minRegisteredDays: 101 });
    const traders = addAd(m.db, m.maker.id, { type: 'sell', minCompletedTrades: 2 });
    for (const ad of [oldOnly, traders]) {
      const error = refusal(() => placeOrder(m.ctx, m.taker, buy(ad, '100')));
      expect(error.code).toBe(ORDER_CODES.requirementsNotMet);
      expect(error.message).toBe(
        'You have not met the requirements of the advertiser, please try another advertisement.',
      );
    }
    // The refusal names the condition that failed and the user's own value (issue 14, item 8).
    const young = refusal(() => placeOrder(m.ctx, m.taker, buy(oldOnly, '100')));
    expect(young.data).toEqual({ condition: 'registeredDays', required: 101, actual: 100 });
    const newcomer = refusal(() => placeOrder(m.ctx, m.taker, buy(traders, '100')));
    expect(newcomer.data).toMatchObject({ condition: 'completedTrades', required: 2 });
    m.clock.advance(24 * 3600);
    expect(placeOrder(m.ctx, m.taker, buy(oldOnly, '100')).status).toBe('pending_payment');
    stmt(m.db, 'INSERT INTO advertiser_stats (user_id, total_orders) VALUES (?, 2)').run(
      m.taker.id,
    );
    expect(placeOrder(m.ctx, m.taker, buy(traders, '100')).status).toBe('pending_payment');
  });

  it('caps my orders in progress, with the cap in the message', () => {
    const m = market();
    setConfig(m.db, 'p2p.maxPendingOrdersPerUser', '2');
    placeOrder(m.ctx, m.taker, buy(m.sellAd, '10'));
    placeOrder(m.ctx, m.taker, buy(m.sellAd, '10'));
    const error = refusal(() => placeOrder(m.ctx, m.taker, buy(m.sellAd, '10')));
    expect(error.code).toBe(ORDER_CODES.userPendingCap);
    expect(error.message).toBe(
      'You have reached the maximum number of pending orders (2), please complete the order in progress first.',
    );
  });

  it('caps the advertiser’s orders in progress', () => {
    const m = market();
    setConfig(m.db, 'p2p.maxPendingOrdersPerAdvertiser', '2');
    placeOrder(m.ctx, addUser(m.db), buy(m.sellAd, '10'));
    placeOrder(m.ctx, addUser(m.db), buy(m.sellAd, '10'));
    const error = refusal(() => placeOrder(m.ctx, m.taker, buy(m.sellAd, '10')));
    expect(error.code).toBe(ORDER_CODES.advertiserPendingCap);
    expect(error.message).toBe(
      'This advertiser has reached the maximum number of pending orders, please operate later or try another ad.',
    );
  });

  it('blocks orders after the daily cancellation cap until the UTC reset', () => {
    const m = market();
    setConfig(m.db, 'p2p.dailyCancelCap', '2');
    for (let i = 0; i < 2; i += 1) {
      const order = placeOrder(m.ctx, m.taker, buy(m.sellAd, '10'));
      cancelOrder(m.ctx, m.taker, order.orderNo, 'no_longer_needed');
    }
    const error = refusal(() => placeOrder(m.ctx, m.taker, buy(m.sellAd, '10')));
    expect(error.code).toBe(ORDER_CODES.dailyCancelCap);
    const reset = Date.UTC(2025, 0, 16, 0, 0);
    expect(error.data).toEqual({ cap: 2, retryAt: reset });
    expect(error.message).toContain('2025-01-16 00:00 (UTC)');
    // Another reset time moves the window: at 08:00 the day started at 07:30 and the two
    // cancellations (08:00) still count; it ends at 07:30 the next day.
    setConfig(m.db, 'p2p.cancelResetUtc', '07:30');
    expect(refusal(() => placeOrder(m.ctx, m.taker, buy(m.sellAd, '10'))).data).toEqual({
      cap: 2,
      retryAt: Date.UTC(2025, 0, 16, 7, 30),
    });
    setConfig(m.db, 'p2p.cancelResetUtc', '00:00');
    m.clock.advance((reset - m.clock.now()) / 1000);
    expect(placeOrder(m.ctx, m.taker, buy(m.sellAd, '10')).status).toBe('pending_payment');
  });

  it('does not count timeouts towards the cancellation cap', () => {
    const m = market();
    setConfig(m.db, 'p2p.dailyCancelCap', '1');
    const order = placeOrder(m.ctx, m.taker, buy(m.sellAd, '10'));
    m.clock.advance(15 * 60);
    expect(sweep(m.ctx)).toBe(1);
    expect(findOrder(m.db, order.orderNo)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'timeout',
    });
    // A cancel arriving after the timeout changes nothing and does not count either.
    expect(cancelOrder(m.ctx, m.taker, order.orderNo, 'other').changed).toBe(false);
    expect(placeOrder(m.ctx, m.taker, buy(m.sellAd, '10')).status).toBe('pending_payment');
  });

  it('refuses trading on your own ad', () => {
    const m = market();
    const error = refusal(() => placeOrder(m.ctx, m.maker, buy(m.sellAd, '100')));
    expect(error.code).toBe(ORDER_CODES.selfTrade);
  });

  it('refuses an ad whose advertiser cannot cover it', () => {
    const m = market();
    setBalance(m.db, m.maker.id, COIN, '10');
    expect(refusal(() => placeOrder(m.ctx, m.taker, buy(m.sellAd, '100'))).code).toBe(
      ORDER_CODES.advertiserInsufficientBalance,
    );
  });

  it('does not let a buyer name payment methods', () => {
    const m = market();
    const own = addSavedMethod(m.db, m.taker.id, BANK);
    const error = refusal(() =>
      placeOrder(m.ctx, m.taker, { ...buy(m.sellAd, '100'), userPaymentIds: [own] }),
    );
    expect(error.status).toBe(400);
    expect(error.data).toEqual({
      errors: [
        { path: 'userPaymentIds', code: 'not_allowed', message: 'Leave this out when you buy' },
      ],
    });
  });
});

describe('selling into a buy ad', () => {
  function buyMarket() {
    const m = market();
    const buyAd = addAd(m.db, m.maker.id, {
      type: 'buy',
      price: '2.00',
      quantity: '300',
      methods: [BANK],
    });
    setBalance(m.db, m.taker.id, COIN, '100');
    const method = addSavedMethod(m.db, m.taker.id, BANK, {
      name: 'Tina Taker',
      accountNumber: '42',
    });
    return { ...m, buyAd, method };
  }

  it('holds the user’s coins and shows the buyer the user’s payment details', () => {
    const m = buyMarket();
    const order = placeOrder(m.ctx, m.taker, {
      adId: m.buyAd,
      price: '2.00',
      quantity: '60',
      userPaymentIds: [m.method],
    });
    expect(order).toMatchObject({ type: 'sell', quantity: '60.00', totalPrice: '120.00' });
    expect(p2pBalance(m.db, m.taker.id, COIN)).toEqual({ available: '40.00', held: '60.00' });
    expect(p2pBalance(m.db, m.maker.id, COIN)).toEqual({ available: '1000', held: '0' });
    const details = findOrder(m.db, order.orderNo)?.paymentDetails;
    expect(details).toEqual([
      {
        code: BANK,
        fields: expect.arrayContaining([
          expect.objectContaining({ key: 'name', value: 'Tina Taker' }),
        ]),
      },
    ]);
  });

  it('refuses more than the user’s P2P balance: "Insufficient Balance"', () => {
    const m = buyMarket();
    const error = refusal(() =>
      placeOrder(m.ctx, m.taker, {
        adId: m.buyAd,
        price: '2.00',
        quantity: '100.01',
        userPaymentIds: [m.method],
      }),
    );
    expect(error.code).toBe(ORDER_CODES.insufficientBalance);
    expect(error.message).toBe('Insufficient Balance');
    expect(p2pBalance(m.db, m.taker.id, COIN)).toEqual({ available: '100', held: '0' });
  });

  it('requires the user’s own active payment methods that the ad accepts', () => {
    const m = buyMarket();
    const base = { adId: m.buyAd, price: '2.00', quantity: '10' };
    expect(refusal(() => placeOrder(m.ctx, m.taker, base)).data).toEqual({
      errors: [
        {
          path: 'userPaymentIds',
          code: 'required',
          message: 'Choose at least one of your payment methods',
        },
      ],
    });
    const wallet = addSavedMethod(m.db, m.taker.id, WALLET);
    expect(
      refusal(() => placeOrder(m.ctx, m.taker, { ...base, userPaymentIds: [m.method, wallet] }))
        .data,
    ).toEqual({
      errors: [
        {
          path: 'userPaymentIds.1',
          code: 'not_allowed',
          message: 'This ad does not accept this payment method',
        },
      ],
    });
    const someoneElses = addSavedMethod(m.db, m.maker.id, BANK);
    expect(
      refusal(() => placeOrder(m.ctx, m.taker, { ...base, userPaymentIds: [someoneElses] })).data,
    ).toEqual({
      errors: [
        {
          path: 'userPaymentIds.0',
          code: 'not_found',
          message: 'This payment method is not one of yours',
        },
      ],
    });
  });
});
