import { describe, expect, it } from 'vitest';
import type { C2cOrder } from '@/contract/entities';
import { orderSocketEvent } from '@/contract/orders';
import { orderTopic } from '@/contract/socket';
import { startSandbox } from './harness';
import { tradingSetup } from './support/order-http';
import { BANK } from './support/trading-fixtures';
import { connectSocket, listenSocket } from './support/ws';

describe('order topics on the socket', () => {
  it('tells both parties every transition, on user.orders and order.<orderNo>', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const placed = await h.post<C2cOrder>(
      '/c2c/v3/order/proceed',
      { adId: s.sellAd, price: '2.00', amount: '100' },
      { token: s.buyer.token },
    );
    const { orderNo } = placed.body.data;
    const url = await listenSocket(h);
    const buyer = await connectSocket(url, { token: s.buyer.token });
    const seller = await connectSocket(url, { token: s.seller.token });
    buyer.send({ op: 'subscribe', topic: orderTopic(orderNo) });
    seller.send({ op: 'subscribe', topic: 'user.orders' });
    expect(await buyer.next()).toEqual({ op: 'subscribed', topic: orderTopic(orderNo) });
    expect(await seller.next()).toEqual({ op: 'subscribed', topic: 'user.orders' });

    await h.post('/c2c/v3/order/paid', { orderNo, paymentMethod: BANK }, { token: s.buyer.token });
    const expected = { orderNo, status: 'paid', event: 'paid', at: h.clock.now() };
    const toBuyer = await buyer.next();
    expect(toBuyer).toEqual({ op: 'event', topic: orderTopic(orderNo), data: expected });
    expect(orderSocketEvent.parse(toBuyer.op === 'event' ? toBuyer.data : null)).toEqual(expected);
    expect(await seller.next()).toEqual({ op: 'event', topic: 'user.orders', data: expected });

    // The timeout sweep publishes too (another order, timed out by the clock control).
    const second = await h.post<C2cOrder>(
      '/c2c/v3/order/proceed',
      { adId: s.sellAd, price: '2.00', amount: '10' },
      { token: s.buyer.token },
    );
    expect(await seller.next()).toMatchObject({ data: { event: 'placed' } });
    await h.post('/sandbox/clock', { advanceSeconds: 900 });
    await h.get('/c2c/v3/order/list', { token: s.buyer.token });
    expect(await seller.next()).toMatchObject({
      data: { orderNo: second.body.data.orderNo, status: 'cancelled', event: 'cancelled' },
    });
    buyer.ws.close();
    seller.ws.close();
  });

  it('lets only the parties follow an order', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const placed = await h.post<C2cOrder>(
      '/c2c/v3/order/proceed',
      { adId: s.sellAd, price: '2.00', amount: '100' },
      { token: s.buyer.token },
    );
    const topic = orderTopic(placed.body.data.orderNo);
    const url = await listenSocket(h);
    const stranger = await connectSocket(url, { token: s.stranger.token });
    stranger.send({ op: 'subscribe', topic });
    expect(await stranger.next()).toEqual({
      op: 'error',
      msg: `You can only follow your own orders (${topic})`,
      topic,
    });
    stranger.send({ op: 'subscribe', topic: orderTopic('123456789012345678') });
    expect(await stranger.next()).toMatchObject({ op: 'error' });
    const anonymous = await connectSocket(url);
    for (const t of [topic, 'user.orders']) {
      anonymous.send({ op: 'subscribe', topic: t });
      expect(await anonymous.next()).toEqual({
        op: 'error',
        msg: `Log in to subscribe to ${t}`,
        topic: t,
      });
    }
    stranger.ws.close();
    anonymous.ws.close();
  });
});
