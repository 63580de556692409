import { describe, expect, it } from 'vitest';
import type { MyAd } from '@/contract/ads';
import { AD_CODES } from '@/contract/ads-refusals';
import { startSandbox, type Harness } from './harness';
import { act, adBody, detailOf, poster, postAd, type Poster } from './ads-helpers';
import { marketAll } from './market-helpers';

/**
 * Issue 13 item 4, editing an ad: the "Go online" choice is honoured by the edit (now lists,
 * later delists) under the relisting rules, and a change of side, coin or fiat is refused as a
 * typed field error on that very field (`kindFixed`), never as a form-level mystery.
 */

interface Refusal {
  errors?: { path: string; code: string; message: string; rule?: string; params?: object }[];
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

/** Whether the ad is on the (visitor's) GBP USDT market, where buyers see sell ads. */
async function onMarket(h: Harness, id: number): Promise<boolean> {
  const listed = await marketAll(h, { side: 'buy', coin: 'USDT', fiat: 'GBP' });
  return listed.some((ad) => ad.id === id);
}

function setMerchantUsdt(h: Harness, available: string) {
  return h.post('/sandbox/balance', {
    persona: 'merchant',
    account: 'p2p',
    coin: 'USDT',
    available,
  });
}

describe('POST /c2c/v3/ad/update: the "Go online" choice', () => {
  it('"now" on a delisted ad saves the changes and puts it on the market', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const ad = await postAd(h, merchant, { launch: 'later' });
    expect(await onMarket(h, ad.id)).toBe(false);

    const res = await update(h, merchant, ad, { fixedPrice: '0.81', launch: 'now' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'listed', price: '0.81', version: 2 });
    expect(await onMarket(h, ad.id)).toBe(true);
  });

  it('"later" keeps a delisted ad offline, and takes a listed one off the market', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const offline = await postAd(h, merchant, { launch: 'later' });
    const kept = await update(h, merchant, offline, { remarks: 'Still offline', launch: 'later' });
    expect(kept.body.data).toMatchObject({ status: 'delisted', remarks: 'Still offline' });

    const online = await postAd(h, merchant);
    expect(await onMarket(h, online.id)).toBe(true);
    const taken = await update(h, merchant, online, { launch: 'later' });
    expect(taken.body.data).toMatchObject({ status: 'delisted', version: 2 });
    expect(await onMarket(h, online.id)).toBe(false);
    // Listed again from My ads like any delisted ad.
    const relisted = await act(h, merchant, taken.body.data, 'relist');
    expect(relisted.body.data.status).toBe('listed');
  });

  it('relisting by an edit follows the relisting rules: a sell ad needs the balance', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const ad = await postAd(h, merchant, { launch: 'later' });
    await setMerchantUsdt(h, '999.99');

    const refused = await update(h, merchant, ad, { launch: 'now', remarks: 'Back' });
    expect([refused.status, refused.body.code, refused.body.data]).toEqual([
      400,
      AD_CODES.insufficientBalance,
      { available: '999.99', coin: 'USDT' },
    ]);
    // Nothing was written: still delisted at its version, the remarks as they were.
    expect((await detailOf(h, merchant, ad.id)).body.data).toMatchObject({
      status: 'delisted',
      version: 1,
      remarks: 'Fast release',
    });

    // With the coins back (or a quantity the balance covers), the same edit lists it.
    const smaller = await update(h, merchant, ad, {
      launch: 'now',
      quantity: '999.99',
      maxLimit: '500',
    });
    expect(smaller.body.data).toMatchObject({ status: 'listed', quantity: '999.99' });
    expect(await onMarket(h, ad.id)).toBe(true);
  });

  it('relisting by an edit is refused to a user who may no longer post, then allowed again', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const ad = await postAd(h, merchant, { launch: 'later' });
    await h.post('/sandbox/merchant/state', { persona: 'merchant', status: 'approved' });
    const refused = await update(h, merchant, ad, { launch: 'now' });
    expect([refused.status, refused.body.code]).toEqual([400, AD_CODES.notCertified]);
    expect((await detailOf(h, merchant, ad.id)).body.data.status).toBe('delisted');

    await h.post('/sandbox/merchant/state', { persona: 'merchant', status: 'certified' });
    const listed = await update(h, merchant, ad, { launch: 'now' });
    expect(listed.body.data.status).toBe('listed');
  });
});

describe('POST /c2c/v3/ad/update: side, coin and fiat stay', () => {
  it('refuses each changed one on its own field with the kindFixed rule, and saves nothing', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const ad = await postAd(h, merchant);
    const res = await update(h, merchant, ad, { type: 'buy', coin: 'BTC', remarks: 'Changed' });
    expect(res.status).toBe(400);
    const message =
      'The side, coin and fiat of a saved ad cannot be changed; post a new ad instead';
    expect(res.body.data.errors).toEqual([
      { path: 'ad.type', code: 'not_allowed', message, rule: 'kindFixed', params: {} },
      { path: 'ad.coin', code: 'not_allowed', message, rule: 'kindFixed', params: {} },
    ]);
    expect((await detailOf(h, merchant, ad.id)).body.data).toMatchObject({
      type: 'sell',
      coin: 'USDT',
      remarks: 'Fast release',
      version: 1,
    });
  });
});
