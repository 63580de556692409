import { describe, expect, it } from 'vitest';
import { myAd, type MyAd } from '@/contract/ads';
import { startSandbox, type Harness } from './harness';
import { act, buyFrom, poster, postAd, type Poster } from './ads-helpers';
import { exec } from './market-helpers';

interface Page {
  items: MyAd[];
  total: number;
  page: number;
  pageSize: number;
}

const list = (h: Harness, who: Poster, query = '') =>
  h.get<Page>(`/c2c/v3/ad/my-list${query ? `?${query}` : ''}`, { token: who.token });

describe('GET /c2c/v3/ad/my-list', () => {
  it('lists the user’s own ads newest first, without deleted ones by default', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const seeded = (await list(h, merchant)).body.data;
    expect(seeded.total).toBe(2); // the demo merchant's sell and buy ads
    h.clock.advance(60);
    const older = await postAd(h, merchant);
    h.clock.advance(60);
    const newer = await postAd(h, merchant, {
      type: 'buy',
      userPaymentIds: merchant.paymentIds.slice(0, 3),
    });
    h.clock.advance(60);
    const gone = await postAd(h, merchant);
    await act(h, merchant, gone, 'delete');

    const res = await list(h, merchant);
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(4);
    expect(res.body.data.items.slice(0, 2).map((a) => a.id)).toEqual([newer.id, older.id]);
    for (const ad of res.body.data.items) myAd.parse(ad);
    expect(res.body.data.items[0]?.userPaymentIds).toEqual(merchant.paymentIds.slice(0, 3));

    const deleted = await list(h, merchant, 'status=deleted');
    expect(deleted.body.data.items.map((a) => a.id)).toEqual([gone.id]);

    // Nobody else's ads.
    const verified = await poster(h, 'verified');
    expect((await list(h, verified)).body.data).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 10,
    });
  });

  it('filters by status, side, coin and fiat, and pages', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const later = await postAd(h, merchant, { launch: 'later' });
    await postAd(h, merchant, { coin: 'ETH', fixedPrice: '2680', quantity: '2', maxLimit: '500' });
    const restricted = await postAd(h, merchant);
    exec(h, "UPDATE ads SET status = 'restricted' WHERE id = ?", restricted.id);

    const ids = async (query: string) =>
      (await list(h, merchant, query)).body.data.items.map((a) => a.id);
    expect(await ids('status=delisted')).toEqual([later.id]);
    expect(await ids('status=restricted')).toEqual([restricted.id]);
    expect((await list(h, merchant, 'status=listed')).body.data.total).toBe(3);
    expect((await list(h, merchant, 'type=buy')).body.data.total).toBe(1);
    expect((await list(h, merchant, 'coin=ETH')).body.data.items.map((a) => a.coin)).toEqual([
      'ETH',
    ]);
    expect((await list(h, merchant, 'fiat=GBP')).body.data.total).toBe(5);
    expect((await list(h, merchant, 'fiat=EUR')).body.data.total).toBe(0);

    const first = await list(h, merchant, 'pageSize=2');
    const second = await list(h, merchant, 'pageSize=2&page=2');
    expect(first.body.data.items).toHaveLength(2);
    expect(second.body.data).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    const firstIds = first.body.data.items.map((a) => a.id);
    expect(second.body.data.items.some((a) => firstIds.includes(a.id))).toBe(false);
  });

  it('counts orders in progress per ad', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const ad = await postAd(h, merchant);
    await buyFrom(h, ad.id, '0.80', '40');
    const res = await list(h, merchant);
    const mine = res.body.data.items.find((a) => a.id === ad.id);
    expect(mine).toMatchObject({ openOrders: 1, remainingQuantity: '950.00' });
  });

  it('refuses bad filters and visitors', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    for (const query of ['status=removed', 'type=both', 'coin=usdt', 'coin=XYZ', 'page=0', 'x=1']) {
      const res = await list(h, merchant, query);
      expect(res.status, query).toBe(400);
    }
    const unknownCoin = await list(h, merchant, 'coin=XYZ');
    expect(unknownCoin.body.msg).toMatch(/Not a coin the market trades/);
    expect((await h.get('/c2c/v3/ad/my-list')).body.code).toBe(403);
  });
});
