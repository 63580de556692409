import { describe, expect, it } from 'vitest';
import { myAd, type MyAd } from '@/contract/ads';
import { AD_CODES } from '@/contract/ads-refusals';
import { startSandbox, type Harness } from './harness';
import { act, adBody, buyFrom, detailOf, poster, postAd, type Poster } from './ads-helpers';
import { exec, marketAll, rows } from './market-helpers';

interface Refusal {
  errors?: { path: string; message: string }[];
  version?: number;
}

function update(
  h: Harness,
  who: Poster,
  ad: Pick<MyAd, 'id' | 'version'>,
  changes: Record<string, unknown> = {},
) {
  return h.post<MyAd & Refusal>(
    '/c2c/v3/ad/update',
    { id: ad.id, version: ad.version, ad: adBody(who, changes) },
    { token: who.token },
  );
}

/** An ad of a seeded advertiser (not a persona): someone else's ad for `merchant`. */
function strangersAd(h: Harness): number {
  const row = rows(
    h,
    `SELECT a.id FROM ads a JOIN users u ON u.id = a.user_id
      WHERE u.persona IS NULL AND a.fiat = 'GBP' ORDER BY a.id LIMIT 1`,
  )[0];
  if (!row) throw new Error('The demo seed has GBP ads of other advertisers');
  return Number(row.id);
}

describe('POST /c2c/v3/ad/update', () => {
  it('saves the changes and bumps the version; online now keeps a listed ad listed', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const ad = await postAd(h, merchant);
    h.clock.advance(60);
    const res = await update(h, merchant, ad, {
      fixedPrice: '0.82',
      quantity: '1500',
      userPaymentIds: merchant.paymentIds.slice(1, 3),
      remarks: 'Edited',
      launch: 'now',
    });
    expect(res.status).toBe(200);
    expect(myAd.parse(res.body.data)).toMatchObject({
      id: ad.id,
      price: '0.82',
      quantity: '1500',
      remainingQuantity: '1500',
      remarks: 'Edited',
      status: 'listed',
      version: 2,
      userPaymentIds: merchant.paymentIds.slice(1, 3),
      createdAt: ad.createdAt,
      updatedAt: h.clock.now(),
    });
    const listed = await marketAll(h, { side: 'buy', coin: 'USDT', fiat: 'GBP' });
    expect(listed.find((a) => a.id === ad.id)?.price).toBe('0.82');
  });

  it('refuses a save from a stale tab with 409, and the earlier save stays', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const ad = await postAd(h, merchant);
    const tabA = (await detailOf(h, merchant, ad.id)).body.data;
    const tabB = (await detailOf(h, merchant, ad.id)).body.data;

    const first = await update(h, merchant, tabA, { fixedPrice: '0.81' });
    expect(first.body.data.version).toBe(2);
    const stale = await update(h, merchant, tabB, { fixedPrice: '0.83' });
    expect([stale.status, stale.body.code, stale.body.msg, stale.body.data]).toEqual([
      409,
      AD_CODES.versionConflict,
      'This ad was changed elsewhere (another tab or device). Reload it to see the latest version before saving.',
      { version: 2 },
    ]);
    const now = (await detailOf(h, merchant, ad.id)).body.data;
    expect([now.price, now.version]).toEqual(['0.81', 2]);

    // Reloaded at the version the conflict named, the second tab can save.
    const retried = await update(h, merchant, { id: ad.id, version: 2 }, { fixedPrice: '0.83' });
    expect([retried.status, retried.body.data.price]).toEqual([200, '0.83']);
  });

  it('counts what orders already took when the quantity changes', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const ad = await postAd(h, merchant);
    await buyFrom(h, ad.id, '0.80', '80'); // 100 USDT held for an order in progress

    const more = await update(h, merchant, ad, { quantity: '1200' });
    expect(more.body.data).toMatchObject({
      quantity: '1200',
      remainingQuantity: '1100.00', // at the scale the order engine writes
      openOrders: 1,
    });
    const exact = await update(h, merchant, more.body.data, { quantity: '100', maxLimit: '80' });
    expect(exact.body.data.remainingQuantity).toBe('0.00');

    const below = await update(h, merchant, exact.body.data, { quantity: '99.99', maxLimit: '79' });
    expect(below.status).toBe(400);
    expect(below.body.data.errors).toEqual([
      {
        path: 'ad.quantity',
        code: 'too_small',
        message:
          'The total quantity cannot be less than the 100.00 USDT already sold or in orders in progress',
        // Named, so the form words it in the reader's language (issue 13).
        rule: 'quantityBelowUsed',
        params: { min: '100.00', coin: 'USDT' },
      },
    ]);
  });

  it('needs the balance to cover what a sell ad has left after the edit', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const ad = await postAd(h, merchant);
    const res = await update(h, merchant, ad, { quantity: '20000.01' });
    expect([res.status, res.body.code]).toEqual([400, AD_CODES.insufficientBalance]);
    expect((await detailOf(h, merchant, ad.id)).body.data.quantity).toBe('1000');
  });

  it('runs the configured rules, with field paths inside `ad`', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const ad = await postAd(h, merchant);
    const floor = await update(h, merchant, ad, { minLimit: '5' });
    expect(floor.body.data.errors).toEqual([
      {
        path: 'ad.minLimit',
        code: 'too_small',
        message: 'The minimum single limit cannot be below 10 GBP',
        rule: 'minBelowFloor',
        params: { min: '10', fiat: 'GBP' },
      },
    ]);
    const risky = await update(h, merchant, ad, { fixedPrice: '0.60' });
    expect(risky.body.code).toBe(AD_CODES.riskConfirmationRequired);
    expect(risky.body.data.errors?.[0]?.path).toBe('ad.riskConfirmed');
    const letters = await update(h, merchant, ad, { quantity: '1,000' });
    expect(letters.body.data.errors).toEqual([
      {
        path: 'ad.quantity',
        code: 'format',
        message: 'You must enter a number',
        rule: 'number',
        params: {},
      },
    ]);
    const foreign = await update(h, merchant, ad, {
      userPaymentIds: [
        Number(
          rows(h, "SELECT id FROM user_payment_methods WHERE method_code = 'wise' LIMIT 1")[0]?.id,
        ),
      ],
    });
    expect(foreign.body.code).toBe(AD_CODES.paymentMethodUnavailable);
    expect(foreign.body.data.errors?.[0]?.path).toBe('ad.userPaymentIds.0');
  });

  it("refuses other users' ads, deleted and restricted ones, and users who may not post", async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const other = await update(h, merchant, { id: strangersAd(h), version: 1 });
    expect([other.status, other.body.code]).toEqual([404, AD_CODES.adNotFound]);
    const missing = await update(h, merchant, { id: 999_999, version: 1 });
    expect(missing.body.code).toBe(AD_CODES.adNotFound);

    const gone = await postAd(h, merchant);
    const deleted = await act(h, merchant, gone, 'delete');
    const edited = await update(h, merchant, deleted.body.data);
    expect([edited.status, edited.body.code]).toEqual([409, AD_CODES.statusConflict]);

    const held = await postAd(h, merchant);
    exec(h, "UPDATE ads SET status = 'restricted' WHERE id = ?", held.id);
    const restricted = await update(h, merchant, held);
    expect([restricted.status, restricted.body.code]).toEqual([409, AD_CODES.statusConflict]);
    expect(restricted.body.msg).toMatch(/restricted by support/);

    const verified = await poster(h, 'verified');
    const notCertified = await update(h, verified, held);
    expect(notCertified.body.code).toBe(AD_CODES.notCertified);
  });

  it('refuses malformed requests', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const ad = await postAd(h, merchant);
    const send = (body: unknown) =>
      h.post<Refusal>('/c2c/v3/ad/update', body, { token: merchant.token });
    const body = { id: ad.id, version: ad.version, ad: adBody(merchant) };

    expect((await send({ ...body, status: 'listed' })).body.msg).toBe(
      'Unknown field "status" is not accepted.',
    );
    expect((await send({ ...body, version: 0 })).body.data.errors?.[0]?.path).toBe('version');
    expect((await send({ ...body, id: String(ad.id) })).body.data.errors?.[0]?.path).toBe('id');
    expect((await send({ id: ad.id, version: 1 })).body.msg).toBe('The field "ad" is required.');
    const visitor = await h.post('/c2c/v3/ad/update', body);
    expect(visitor.body.code).toBe(403);
  });
});

describe('GET /c2c/v3/ad/detail', () => {
  it('answers the owner’s ad; others, deleted and bad ids are refused', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const ad = await postAd(h, merchant);
    const res = await detailOf(h, merchant, ad.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(ad);

    const other = await detailOf(h, merchant, strangersAd(h));
    expect([other.status, other.body.code]).toEqual([404, AD_CODES.adNotFound]);
    const verified = await poster(h, 'verified');
    expect((await detailOf(h, verified, ad.id)).body.code).toBe(AD_CODES.adNotFound);

    await act(h, merchant, ad, 'delete');
    expect((await detailOf(h, merchant, ad.id)).body.code).toBe(AD_CODES.adNotFound);

    const bad = await h.get('/c2c/v3/ad/detail?id=abc', { token: merchant.token });
    expect(bad.status).toBe(400);
    const extra = await h.get(`/c2c/v3/ad/detail?id=${ad.id}&x=1`, { token: merchant.token });
    expect(extra.status).toBe(400);
    expect((await h.get(`/c2c/v3/ad/detail?id=${ad.id}`)).body.code).toBe(403);
  });
});
