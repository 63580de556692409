import { describe, expect, it } from 'vitest';
import type { C2cOrder } from '@/contract/entities';
import { orderActionResult, orderDetail, type OrderDetail } from '@/contract/orders';
import { appealActionResult, appealDetail } from '@/contract/orders-appeal';
import { ORDER_CODES } from '@/contract/orders-refusals';
import { startSandbox, type Harness } from './harness';
import { realSmsCode, tradingSetup, type Party } from './support/order-http';
import { BANK, COIN, FIAT, WALLET } from './support/trading-fixtures';
import { uploadPng } from './support/uploads';

type Setup = ReturnType<typeof tradingSetup>;

async function place(h: Harness, s: Setup, who: Party = s.buyer, amount = '100') {
  const res = await h.post<C2cOrder>(
    '/c2c/v3/order/proceed',
    { adId: s.sellAd, price: '2.00', amount },
    { token: who.token },
  );
  if (res.status !== 200) throw new Error(`Placing failed: ${res.body.msg}`);
  return res.body.data;
}

const detail = (h: Harness, orderNo: string, who: Party) =>
  h.get<OrderDetail>(`/c2c/v3/order/detail?orderNo=${orderNo}`, { token: who.token });

describe('a whole trade over HTTP', () => {
  it('place → detail → paid → release with a real SMS code → completed in the list', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const order = await place(h, s);

    const buyerView = await detail(h, order.orderNo, s.buyer);
    expect(buyerView.status).toBe(200);
    expect(orderDetail.parse(buyerView.body.data)).toMatchObject({
      orderNo: order.orderNo,
      role: 'buyer',
      isAdvertiser: false,
      type: 'buy',
      status: 'pending_payment',
      now: h.clock.now(),
      releaseExpectMinutes: 3,
      appeal: null,
      events: [expect.objectContaining({ type: 'placed', actor: 'buyer' })],
    });
    expect(buyerView.body.data.sellerPayments.map((p) => p.method.code)).toEqual([BANK, WALLET]);
    expect(buyerView.body.data.sellerPayments[0]?.fields).toContainEqual({
      key: 'accountNumber',
      name: 'Account number',
      type: 'text',
      value: '12345678',
    });

    const paid = await h.post(
      '/c2c/v3/order/paid',
      { orderNo: order.orderNo, paymentMethod: WALLET },
      { token: s.buyer.token },
    );
    expect(orderActionResult.parse(paid.body.data)).toMatchObject({
      changed: true,
      order: { status: 'paid', paymentMethod: { code: WALLET } },
    });

    const sellerView = await detail(h, order.orderNo, s.seller);
    expect(sellerView.body.data).toMatchObject({
      role: 'seller',
      isAdvertiser: true,
      type: 'sell',
    });

    const code = await realSmsCode(h, s.seller);
    const released = await h.post(
      '/c2c/v3/order/release',
      { orderNo: order.orderNo, twoFactor: { channel: 'sms', code } },
      { token: s.seller.token },
    );
    expect(released.status).toBe(200);
    expect(released.body.data).toMatchObject({ changed: true, order: { status: 'completed' } });

    const list = await h.get<{ items: C2cOrder[]; total: number }>(
      '/c2c/v3/order/list?status=completed',
      { token: s.buyer.token },
    );
    expect(list.body.data.items.map((o) => o.orderNo)).toEqual([order.orderNo]);
  });

  it('the same code cannot release twice, and a wrong one is refused with its code', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const order = await place(h, s);
    await h.post(
      '/c2c/v3/order/paid',
      { orderNo: order.orderNo, paymentMethod: BANK },
      { token: s.buyer.token },
    );
    const code = await realSmsCode(h, s.seller);
    const wrong = await h.post(
      '/c2c/v3/order/release',
      {
        orderNo: order.orderNo,
        twoFactor: { channel: 'sms', code: code === '000000' ? '111111' : '000000' },
      },
      { token: s.seller.token },
    );
    expect([wrong.status, wrong.body.code]).toEqual([400, ORDER_CODES.codeInvalid]);
    const emailCode = await h.post(
      '/c2c/v3/order/release',
      { orderNo: order.orderNo, twoFactor: { channel: 'email', code } },
      { token: s.seller.token },
    );
    expect(emailCode.body.code).toBe(ORDER_CODES.codeInvalid);
  });
});

describe('refusals over HTTP', () => {
  it('never answers envelope 403 to a party acting out of turn (that would log them out)', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const order = await place(h, s);
    const res = await h.post(
      '/c2c/v3/order/paid',
      { orderNo: order.orderNo, paymentMethod: BANK },
      { token: s.seller.token },
    );
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: ORDER_CODES.notYourTurn,
      msg: 'Only the buyer can mark the order as paid.',
      data: null,
    });
  });

  it('hides other people’s orders behind 404', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const order = await place(h, s);
    for (const res of [
      await detail(h, order.orderNo, s.stranger),
      await h.get(`/c2c/v3/order/appeal/detail?orderNo=${order.orderNo}`, {
        token: s.stranger.token,
      }),
      await h.post(
        '/c2c/v3/order/cancel',
        { orderNo: order.orderNo, reason: 'other' },
        { token: s.stranger.token },
      ),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe(ORDER_CODES.orderNotFound);
    }
  });

  it('refuses the wallet persona with the spec’s notice', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const token = await h.login('wallet');
    const res = await h.post(
      '/c2c/v3/order/proceed',
      { adId: s.sellAd, price: '2.00', amount: '100' },
      { token },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: ORDER_CODES.walletUser,
      msg: 'P2P trading is not open to authorized wallet users at this time. Please log in with a product account.',
    });
  });

  const badBodies: [string, string, Record<string, unknown>, string][] = [
    ['/c2c/v3/order/proceed', 'neither amount nor quantity', { adId: 1, price: '2' }, 'amount'],
    [
      '/c2c/v3/order/proceed',
      'both amount and quantity',
      { adId: 1, price: '2', amount: '1', quantity: '1' },
      'amount',
    ],
    ['/c2c/v3/order/proceed', 'a zero amount', { adId: 1, price: '2', amount: '0' }, 'amount'],
    ['/c2c/v3/order/paid', 'a bad order number', { orderNo: 'x1', paymentMethod: BANK }, 'orderNo'],
    [
      '/c2c/v3/order/paid',
      'a bad method code',
      { orderNo: '123456789012345678', paymentMethod: 'No Way' },
      'paymentMethod',
    ],
    [
      '/c2c/v3/order/release',
      'a 5-digit code',
      { orderNo: '123456789012345678', twoFactor: { channel: 'sms', code: '12345' } },
      'twoFactor.code',
    ],
    ['/c2c/v3/order/release', 'no second factor', { orderNo: '123456789012345678' }, 'twoFactor'],
    [
      '/c2c/v3/order/cancel',
      'an unknown reason',
      { orderNo: '123456789012345678', reason: 'bored' },
      'reason',
    ],
    [
      '/c2c/v3/order/appeal',
      'no reason',
      {
        orderNo: '123456789012345678',
        description: 'x',
        contactPerson: 'a',
        contactInfo: 'b',
      },
      'reason',
    ],
    [
      '/c2c/v3/order/appeal',
      'too many evidence files',
      {
        orderNo: '123456789012345678',
        reason: 'other',
        description: 'x',
        contactPerson: 'a',
        contactInfo: 'b',
        evidence: Array.from({ length: 6 }, (_, i) => `file-id-000${i}`),
      },
      'evidence',
    ],
    ['/c2c/v3/order/appeal/withdraw', 'no order number', {}, 'orderNo'],
    [
      '/sandbox/appeals/resolve',
      'an unknown side',
      { orderNo: '123456789012345678', favour: 'me' },
      'favour',
    ],
  ];
  it.each(badBodies)(
    '%s refuses %s with a field error (400, never 500)',
    async (path, _, body, field) => {
      const h = startSandbox();
      const s = tradingSetup(h);
      const res = await h.post(path, body, { token: s.buyer.token });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(400);
      expect(res.body.data).toMatchObject({
        errors: expect.arrayContaining([expect.objectContaining({ path: field })]),
      });
    },
  );

  it('an appeal with an empty description gets the spec’s message', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const res = await h.post(
      '/c2c/v3/order/appeal',
      {
        orderNo: '123456789012345678',
        reason: 'other',
        description: '   ',
        contactPerson: 'Bea',
        contactInfo: 'bea@example.com',
      },
      { token: s.buyer.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({
      errors: [
        { path: 'description', code: 'too_small', message: 'Appeal description cannot be empty' },
      ],
    });
  });

  it.each([
    ['/c2c/v3/order/detail?orderNo=abc', 'orderNo'],
    ['/c2c/v3/order/detail', 'orderNo'],
    ['/c2c/v3/order/appeal/detail?orderNo=1', 'orderNo'],
    ['/c2c/v3/order/list?status=open', 'status'],
    ['/c2c/v3/order/list?startTime=2000&endTime=1000', 'endTime'],
    ['/c2c/v3/order/list?pageSize=1000', 'pageSize'],
  ])('GET %s refuses bad query input on %s', async (path, field) => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const res = await h.get(path, { token: s.buyer.token });
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({
      errors: expect.arrayContaining([expect.objectContaining({ path: field })]),
    });
  });
});

describe('time, cancellation and appeals over HTTP', () => {
  it('the clock control times an order out before the next call sees it', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const order = await place(h, s);
    await h.post('/sandbox/clock', { advanceSeconds: 15 * 60 });
    const view = await detail(h, order.orderNo, s.buyer);
    expect(view.body.data).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'timeout',
      sellerPayments: [],
      events: [
        expect.objectContaining({ type: 'placed' }),
        expect.objectContaining({ type: 'cancelled', actor: 'system', detail: 'timeout' }),
      ],
    });
    const pay = await h.post(
      '/c2c/v3/order/paid',
      { orderNo: order.orderNo, paymentMethod: BANK },
      { token: s.buyer.token },
    );
    expect(pay.status).toBe(409);
    expect(pay.body).toMatchObject({
      code: ORDER_CODES.paymentTimedOut,
      msg: 'Your payment has timed out and your order has been automatically cancelled',
    });
  });

  it('cancel with a reason; the cap then refuses with the UTC retry time', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    for (let i = 0; i < 3; i += 1) {
      const order = await place(h, s, s.buyer, '10');
      const res = await h.post(
        '/c2c/v3/order/cancel',
        { orderNo: order.orderNo, reason: 'no_longer_needed' },
        { token: s.buyer.token },
      );
      expect(res.body.data).toMatchObject({ changed: true, order: { status: 'cancelled' } });
    }
    const refused = await h.post(
      '/c2c/v3/order/proceed',
      { adId: s.sellAd, price: '2.00', amount: '10' },
      { token: s.buyer.token },
    );
    expect(refused.body.code).toBe(ORDER_CODES.dailyCancelCap);
    expect(refused.body.msg).toContain('2025-01-16 00:00 (UTC)');
    expect(refused.body.data).toEqual({ cap: 3, retryAt: Date.UTC(2025, 0, 16) });
  });

  it('appeal → detail → withdraw → appeal again → support resolves for the buyer', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const order = await place(h, s);
    const orderNo = order.orderNo;
    await h.post('/c2c/v3/order/paid', { orderNo, paymentMethod: BANK }, { token: s.buyer.token });
    const evidence = await uploadPng(h, s.buyer.token);
    const form = {
      orderNo,
      reason: 'paid_not_released',
      description: 'Paid, not released',
      contactPerson: 'Bea',
      contactInfo: 'bea@example.com',
      evidence: [evidence],
    };
    const early = await h.post('/c2c/v3/order/appeal', form, { token: s.buyer.token });
    expect(early.body).toMatchObject({
      code: ORDER_CODES.appealTooEarly,
      msg: 'You cannot appeal within 10 minutes',
    });
    await h.post('/sandbox/clock', { advanceSeconds: 600 });
    const raised = await h.post('/c2c/v3/order/appeal', form, { token: s.buyer.token });
    expect(appealActionResult.parse(raised.body.data)).toMatchObject({
      changed: true,
      appeal: { evidence: [evidence], status: 'open' },
    });
    const info = await h.get(`/c2c/v3/order/appeal/detail?orderNo=${orderNo}`, {
      token: s.seller.token,
    });
    expect(appealDetail.parse(info.body.data)).toMatchObject({
      status: 'appealing',
      appeal: { raisedBy: 'buyer', raisedByMe: false },
    });
    const withdrawn = await h.post(
      '/c2c/v3/order/appeal/withdraw',
      { orderNo },
      { token: s.buyer.token },
    );
    expect(withdrawn.body.data).toMatchObject({ changed: true, order: { status: 'paid' } });
    await h.post('/c2c/v3/order/appeal', form, { token: s.buyer.token });
    const resolved = await h.post('/sandbox/appeals/resolve', { orderNo, favour: 'buyer' });
    expect(resolved.body.data).toEqual({ changed: true, orderNo, status: 'completed' });
    const view = await detail(h, orderNo, s.buyer);
    expect(view.body.data.appeal).toMatchObject({ status: 'resolved', resolution: 'buyer' });
  });
});

describe('order list', () => {
  it('filters by status tab, side, coin, fiat and dates; pages newest first', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const first = await place(h, s, s.buyer, '10');
    h.clock.advance(60);
    const second = await place(h, s, s.buyer, '20');
    h.clock.advance(60);
    const sold = await h.post<C2cOrder>(
      '/c2c/v3/order/proceed',
      { adId: s.buyAd, price: '2.00', quantity: '5', userPaymentIds: [s.buyerMethod] },
      { token: s.buyer.token },
    );
    expect(sold.status).toBe(200);
    await h.post(
      '/c2c/v3/order/cancel',
      { orderNo: first.orderNo, reason: 'other' },
      { token: s.buyer.token },
    );
    const list = async (query: string) =>
      (
        await h.get<{ items: C2cOrder[]; total: number; page: number }>(
          `/c2c/v3/order/list${query}`,
          { token: s.buyer.token },
        )
      ).body.data;
    const nos = async (query: string) => (await list(query)).items.map((o) => o.orderNo);

    expect(await nos('')).toEqual([sold.body.data.orderNo, second.orderNo]);
    expect(await nos('?status=all')).toEqual([
      sold.body.data.orderNo,
      second.orderNo,
      first.orderNo,
    ]);
    expect(await nos('?status=cancelled')).toEqual([first.orderNo]);
    expect(await nos('?status=pending_payment&type=sell')).toEqual([sold.body.data.orderNo]);
    expect(await nos('?status=all&type=buy')).toEqual([second.orderNo, first.orderNo]);
    expect(await nos(`?status=all&coin=${COIN}&fiat=${FIAT}`)).toHaveLength(3);
    expect(await nos('?status=all&coin=BTC')).toEqual([]);
    expect(await nos('?status=all&fiat=USD')).toEqual([]);
    const t0 = first.createdAt;
    expect(await nos(`?status=all&startTime=${t0 + 1}`)).toEqual([
      sold.body.data.orderNo,
      second.orderNo,
    ]);
    expect(await nos(`?status=all&startTime=${t0}&endTime=${t0 + 60_000}`)).toEqual([
      second.orderNo,
      first.orderNo,
    ]);
    const page2 = await list('?status=all&page=2&pageSize=2');
    expect(page2).toMatchObject({ total: 3, page: 2 });
    expect(page2.items.map((o) => o.orderNo)).toEqual([first.orderNo]);
    // The seller sees the same orders from their side.
    const sellerSide = await h.get<{ items: C2cOrder[] }>(
      '/c2c/v3/order/list?status=all&type=sell',
      {
        token: s.seller.token,
      },
    );
    expect(sellerSide.body.data.items.map((o) => o.orderNo)).toEqual([
      second.orderNo,
      first.orderNo,
    ]);
    // Someone else's list is empty.
    expect(
      (await h.get<{ total: number }>('/c2c/v3/order/list?status=all', { token: s.stranger.token }))
        .body.data.total,
    ).toBe(0);
  });
});
