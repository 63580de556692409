import { describe, expect, it } from 'vitest';
import { thirdPartyOrderDetail, type SupplierQuote, type ThirdPartyOrder } from '@/contract/card';
import { SESSION_COOKIE } from '@/contract/headers';
import { thirdPartyTopic } from '@/contract/socket';
import { startSandbox, type Harness } from './harness';
import { connectSocket, listenSocket } from './support/ws';

/** Card order status changes on `thirdParty.<orderNo>`, for the order's owner only. */

async function placeOrder(h: Harness, token: string): Promise<string> {
  const ask = {
    fiat: 'EUR',
    coin: 'ETH',
    amount: '250',
    amountType: 'fiat',
    paymentMethod: 'visa',
  };
  const list = await h.get<SupplierQuote[]>(
    `/c2c/v3/public/third-party/supplier-list?${new URLSearchParams(ask).toString()}`,
  );
  const best = list.body.data.find((q) => q.available && q.best);
  if (!best?.available) throw new Error('No best quote');
  const res = await h.post<ThirdPartyOrder>(
    '/c2c/v3/third-party/order',
    {
      ...ask,
      supplier: best.supplier,
      quoteId: best.quoteId,
      agreeDisclaimer: true,
      returnPath: '/thirdParty',
    },
    { token },
  );
  if (res.status !== 200) throw new Error(`Ordering failed: ${res.body.msg}`);
  return res.body.data.orderNo;
}

function decide(h: Harness, orderNo: string, token: string, decision: 'approve' | 'decline') {
  return h.sandbox.app.request(`http://localhost/sandbox/checkout/${orderNo}`, {
    method: 'POST',
    body: `decision=${decision}`,
    headers: {
      cookie: `${SESSION_COOKIE}=${token}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
  });
}

describe('card order topics on the socket', () => {
  it('tells the owner each status change with the order detail', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const orderNo = await placeOrder(h, token);
    const topic = thirdPartyTopic(orderNo);
    const owner = await connectSocket(await listenSocket(h), { token });
    owner.send({ op: 'subscribe', topic });
    expect(await owner.next()).toEqual({ op: 'subscribed', topic });

    await decide(h, orderNo, token, 'approve');
    const processing = await owner.next();
    expect(processing).toMatchObject({ op: 'event', topic, data: { status: 'processing' } });
    const data = processing.op === 'event' ? processing.data : null;
    expect(thirdPartyOrderDetail.parse(data)).toMatchObject({
      orderNo,
      coin: 'ETH',
      fiat: 'EUR',
      failReason: null,
      updatedAt: h.clock.now(),
    });

    // The sweep's delivery is pushed too (any API call sweeps after the clock moved).
    await h.post('/sandbox/clock', { advanceSeconds: 20 });
    await h.get('/c2c/v3/public/third-party/fiat-list');
    expect(await owner.next()).toMatchObject({
      op: 'event',
      topic,
      data: { orderNo, status: 'completed', failReason: null },
    });
    owner.ws.close();
  });

  it('pushes a declined checkout and an expired one', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const declinedNo = await placeOrder(h, token);
    const expiringNo = await placeOrder(h, token);
    const owner = await connectSocket(await listenSocket(h), { token });
    for (const no of [declinedNo, expiringNo]) {
      owner.send({ op: 'subscribe', topic: thirdPartyTopic(no) });
      expect(await owner.next()).toMatchObject({ op: 'subscribed' });
    }
    await decide(h, declinedNo, token, 'decline');
    expect(await owner.next()).toMatchObject({
      topic: thirdPartyTopic(declinedNo),
      data: { status: 'failed', failReason: 'declined' },
    });
    await h.post('/sandbox/clock', { advanceSeconds: 30 * 60 });
    await h.get('/c2c/v3/public/third-party/fiat-list');
    expect(await owner.next()).toMatchObject({
      topic: thirdPartyTopic(expiringNo),
      data: { status: 'failed', failReason: 'expired' },
    });
    owner.ws.close();
  });

  it('lets only the owner follow a card order', async () => {
    const h = startSandbox();
    const orderNo = await placeOrder(h, await h.login('verified'));
    const topic = thirdPartyTopic(orderNo);
    const url = await listenSocket(h);
    const stranger = await connectSocket(url, { token: await h.login('merchant') });
    stranger.send({ op: 'subscribe', topic });
    expect(await stranger.next()).toEqual({
      op: 'error',
      msg: `You can only follow your own card orders (${topic})`,
      topic,
    });
    const missing = thirdPartyTopic('250115080000000000');
    stranger.send({ op: 'subscribe', topic: missing });
    expect(await stranger.next()).toEqual({
      op: 'error',
      msg: `You can only follow your own card orders (${missing})`,
      topic: missing,
    });
    const anonymous = await connectSocket(url);
    anonymous.send({ op: 'subscribe', topic });
    expect(await anonymous.next()).toEqual({
      op: 'error',
      msg: `Log in to subscribe to ${topic}`,
      topic,
    });
    stranger.ws.close();
    anonymous.ws.close();
  });
});
