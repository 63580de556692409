import { describe, expect, it } from 'vitest';
import type { MyAd } from '@/contract/ads';
import { AD_CODES } from '@/contract/ads-refusals';
import type { OrderDetail } from '@/contract/orders';
import { startSandbox, type Harness } from './harness';
import { act, buyFrom, detailOf, poster, postAd } from './ads-helpers';
import { exec, marketAll } from './market-helpers';

async function onMarket(h: Harness, adId: number): Promise<boolean> {
  const ads = await marketAll(h, { side: 'buy', coin: 'USDT', fiat: 'GBP' });
  return ads.some((a) => a.id === adId);
}

describe('POST /c2c/v3/ad/action', () => {
  it('delists (running orders go on) and relists, each bumping the version', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const ad = await postAd(h, merchant);
    const buyer = await buyFrom(h, ad.id, '0.80', '80');

    h.clock.advance(30);
    const delisted = await act(h, merchant, ad, 'delist');
    expect(delisted.status).toBe(200);
    expect(delisted.body.data).toMatchObject({
      status: 'delisted',
      version: 2,
      openOrders: 1,
      updatedAt: h.clock.now(),
    });
    expect(await onMarket(h, ad.id)).toBe(false);

    // The order placed before delisting carries on: the buyer can still mark it paid.
    const paid = await h.post(
      '/c2c/v3/order/paid',
      { orderNo: buyer.order.orderNo, paymentMethod: ad.paymentMethods[0]?.code },
      { token: buyer.token },
    );
    expect(paid.status).toBe(200);

    const relisted = await act(h, merchant, delisted.body.data, 'relist');
    expect(relisted.body.data).toMatchObject({ status: 'listed', version: 3 });
    expect(await onMarket(h, ad.id)).toBe(true);
  });

  it('treats a repeated action as done: no change, no version bump, even from a stale tab', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const ad = await postAd(h, merchant);
    const first = await act(h, merchant, ad, 'delist');
    h.clock.advance(60);
    const again = await act(h, merchant, ad, 'delist'); // still at version 1
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const relistedTwice = await act(h, merchant, first.body.data, 'relist');
    const repeat = await act(h, merchant, first.body.data, 'relist');
    expect(repeat.body.data).toEqual(relistedTwice.body.data);
  });

  it('refuses a real change from a stale version with 409', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const ad = await postAd(h, merchant);
    const edited = await h.post<MyAd>(
      '/c2c/v3/ad/update',
      {
        id: ad.id,
        version: 1,
        ad: { ...adRequestOf(ad, merchant.paymentIds), remarks: 'New remarks' },
      },
      { token: merchant.token },
    );
    expect(edited.body.data.version).toBe(2);
    const stale = await act(h, merchant, ad, 'delist');
    expect([stale.status, stale.body.code, stale.body.data]).toEqual([
      409,
      AD_CODES.versionConflict,
      { version: 2 },
    ]);
    expect((await detailOf(h, merchant, ad.id)).body.data.status).toBe('listed');
  });

  it('deletes only once no order is in progress', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const ad = await postAd(h, merchant);
    const buyer = await buyFrom(h, ad.id, '0.80', '80');

    const busy = await act(h, merchant, ad, 'delete');
    expect([busy.status, busy.body.code, busy.body.data]).toEqual([
      409,
      AD_CODES.hasOpenOrders,
      { openOrders: 1 },
    ]);
    expect(busy.body.msg).toMatch(/1 order in progress/);

    const cancelled = await h.post(
      '/c2c/v3/order/cancel',
      { orderNo: buyer.order.orderNo, reason: 'no_longer_needed' },
      { token: buyer.token },
    );
    expect(cancelled.status).toBe(200);
    const deleted = await act(h, merchant, ad, 'delete');
    expect(deleted.body.data).toMatchObject({ status: 'deleted', version: 2, openOrders: 0 });
    expect(await onMarket(h, ad.id)).toBe(false);

    const repeat = await act(h, merchant, deleted.body.data, 'delete');
    expect(repeat.body.data).toEqual(deleted.body.data);
    const relist = await act(h, merchant, deleted.body.data, 'relist');
    expect([relist.status, relist.body.code, relist.body.msg]).toEqual([
      409,
      AD_CODES.statusConflict,
      'This ad has been deleted.',
    ]);

    const order = await h.get<OrderDetail>(`/c2c/v3/order/detail?orderNo=${buyer.order.orderNo}`, {
      token: buyer.token,
    });
    expect(order.body.data.status).toBe('cancelled');
  });

  it('relists a sell ad only while the balance covers what it has left', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const ad = await postAd(h, merchant, { launch: 'later' });
    exec(
      h,
      `UPDATE balances SET available = '999.99' WHERE account = 'p2p' AND coin = 'USDT'
         AND user_id = (SELECT id FROM users WHERE persona = 'merchant')`,
    );
    const res = await act(h, merchant, ad, 'relist');
    expect([res.status, res.body.code, res.body.msg]).toEqual([
      400,
      AD_CODES.insufficientBalance,
      'Insufficient Balance',
    ]);
    expect((await detailOf(h, merchant, ad.id)).body.data).toMatchObject({
      status: 'delisted',
      version: 1,
    });
  });

  it('leaves restricted ads to support', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const ad = await postAd(h, merchant);
    exec(h, "UPDATE ads SET status = 'restricted' WHERE id = ?", ad.id);
    for (const action of ['relist', 'delist', 'delete']) {
      const res = await act(h, merchant, ad, action);
      expect([res.status, res.body.code]).toEqual([409, AD_CODES.statusConflict]);
    }
  });

  it("refuses other users' ads and malformed requests", async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const ad = await postAd(h, merchant);
    const verified = await poster(h, 'verified');
    const other = await act(h, verified, ad, 'delete');
    expect([other.status, other.body.code]).toEqual([404, AD_CODES.adNotFound]);
    expect((await detailOf(h, merchant, ad.id)).body.data.status).toBe('listed');

    const bad = await act(h, merchant, ad, 'archive');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/^The field "action" is invalid/);
    const extra = await h.post(
      '/c2c/v3/ad/action',
      { id: ad.id, version: 1, action: 'delist', reason: 'x' },
      { token: merchant.token },
    );
    expect(extra.body.msg).toBe('Unknown field "reason" is not accepted.');
    const visitor = await h.post('/c2c/v3/ad/action', { id: ad.id, version: 1, action: 'delist' });
    expect(visitor.body.code).toBe(403);
  });
});

/** The request that would save `ad` as it is (the edit form's starting point). */
function adRequestOf(ad: MyAd, paymentIds: number[]) {
  return {
    type: ad.type,
    coin: ad.coin,
    fiat: ad.fiat,
    priceType: ad.priceType,
    fixedPrice: ad.price,
    quantity: ad.quantity,
    minLimit: ad.minLimit,
    maxLimit: ad.maxLimit,
    userPaymentIds: paymentIds.slice(0, 1),
    paymentTimeLimitMinutes: ad.paymentTimeLimitMinutes,
    remarks: ad.remarks,
    conditions: ad.conditions,
    launch: 'now',
    riskConfirmed: false,
  };
}
