import { describe, expect, it } from 'vitest';
import { p2pBalance } from '@/sandbox/orders/escrow';
import { findOrder, orderEvents } from '@/sandbox/orders/store';
import { markPaid, releaseOrder } from '@/sandbox/orders/transitions';
import { placeOrder } from '@/sandbox/orders/place';
import { sweep } from '@/sandbox/orders/sweep';
import {
  addAd,
  addSavedMethod,
  addUser,
  BANK,
  COIN,
  createWorld,
  issueSmsCode,
  makeBot,
  setBalance,
} from './support/trading-fixtures';

function botWorld(mode: 'auto' | 'never_release', delaySeconds = 5) {
  const w = createWorld();
  const bot = addUser(w.db, { nickname: `Bot${mode}` });
  makeBot(w.db, bot.id, mode, delaySeconds);
  setBalance(w.db, bot.id, COIN, '1000');
  const sellAd = addAd(w.db, bot.id, { type: 'sell', quantity: '500' });
  const buyAd = addAd(w.db, bot.id, { type: 'buy', quantity: '500' });
  const user = addUser(w.db, { nickname: 'Human' });
  setBalance(w.db, user.id, COIN, '100');
  const method = addSavedMethod(w.db, user.id, BANK);
  return { ...w, bot, user, sellAd, buyAd, method };
}

describe('counterparty bots', () => {
  it('an auto bot releases its delay after the buyer marks paid', () => {
    const w = botWorld('auto');
    const { orderNo } = placeOrder(w.ctx, w.user, { adId: w.sellAd, price: '2', amount: '20' });
    w.clock.advance(60);
    expect(sweep(w.ctx)).toBe(0);
    markPaid(w.ctx, w.user, orderNo, BANK);
    w.clock.advance(4);
    expect(sweep(w.ctx)).toBe(0);
    w.clock.advance(1);
    expect(sweep(w.ctx)).toBe(1);
    expect(findOrder(w.db, orderNo)?.status).toBe('completed');
    expect(p2pBalance(w.db, w.user.id, COIN).available).toBe('110.00');
    expect(orderEvents(w.db, orderNo).at(-1)).toMatchObject({ type: 'released', actor: 'seller' });
  });

  it('the never_release bot never releases, so the buyer can appeal', () => {
    const w = botWorld('never_release');
    const { orderNo } = placeOrder(w.ctx, w.user, { adId: w.sellAd, price: '2', amount: '20' });
    markPaid(w.ctx, w.user, orderNo, BANK);
    w.clock.advance(24 * 3600);
    sweep(w.ctx);
    expect(findOrder(w.db, orderNo)?.status).toBe('paid');
  });

  it('a bot buying marks paid after its delay; the user then releases', () => {
    const w = botWorld('never_release');
    const { orderNo } = placeOrder(w.ctx, w.user, {
      adId: w.buyAd,
      price: '2',
      quantity: '30',
      userPaymentIds: [w.method],
    });
    w.clock.advance(5);
    expect(sweep(w.ctx)).toBe(1);
    expect(findOrder(w.db, orderNo)).toMatchObject({ status: 'paid', paymentMethodCode: BANK });
    releaseOrder(w.ctx, w.user, orderNo, {
      channel: 'sms',
      code: issueSmsCode(w.db, w.user, w.clock.now()),
    });
    expect(p2pBalance(w.db, w.bot.id, COIN).available).toBe('1030.00');
    expect(p2pBalance(w.db, w.user.id, COIN)).toEqual({ available: '70.00', held: '0.00' });
  });

  it('acts in time order when the clock jumps past both its task and the deadline', () => {
    const w = botWorld('auto');
    const { orderNo } = placeOrder(w.ctx, w.user, {
      adId: w.buyAd,
      price: '2',
      quantity: '30',
      userPaymentIds: [w.method],
    });
    w.clock.advance(3600);
    sweep(w.ctx);
    const order = findOrder(w.db, orderNo);
    expect(order?.status).toBe('paid');
    expect(order?.paidAt).toBe(order && order.createdAt + 5000);
  });

  it('a bot slower than the time limit is beaten by the timeout', () => {
    const w = botWorld('auto', 20 * 60);
    const { orderNo } = placeOrder(w.ctx, w.user, {
      adId: w.buyAd,
      price: '2',
      quantity: '30',
      userPaymentIds: [w.method],
    });
    w.clock.advance(3600);
    expect(sweep(w.ctx)).toBe(2);
    expect(findOrder(w.db, orderNo)).toMatchObject({ status: 'cancelled', cancelledBy: 'timeout' });
    expect(p2pBalance(w.db, w.user.id, COIN)).toEqual({ available: '100.00', held: '0.00' });
  });

  it('a bot task for an order the user already ended does nothing', () => {
    const w = botWorld('auto');
    const { orderNo } = placeOrder(w.ctx, w.user, { adId: w.sellAd, price: '2', amount: '20' });
    markPaid(w.ctx, w.user, orderNo, BANK);
    // The bot's own release races its task: the task finds the order completed.
    releaseOrder(w.ctx, w.bot, orderNo, {
      channel: 'sms',
      code: issueSmsCode(w.db, w.bot, w.clock.now()),
    });
    w.clock.advance(10);
    expect(sweep(w.ctx)).toBe(1);
    expect(orderEvents(w.db, orderNo).filter((e) => e.type === 'released')).toHaveLength(1);
  });
});
