import { describe, expect, it } from 'vitest';
import { myAd, type MyAd } from '@/contract/ads';
import { startSandbox, type Harness } from './harness';
import { adBody, detailOf, poster, postAd, type Poster } from './ads-helpers';
import { marketAll } from './market-helpers';

/**
 * The ad's auto-reply message (issue 12, item 5) over HTTP: posted, edited (kept when an edit
 * leaves it out, cleared with ''), read back by its owner (detail and My ads), never on the
 * public market, and refused past 500 characters with a field error naming its rule, so the
 * form words it in the viewer's language.
 */

interface Refusal {
  errors?: { path: string; code: string; message: string; rule?: string }[];
}

const HELLO = 'Hello! Pay within 15 minutes and write only the order number as the reference.';

function update(
  h: Harness,
  who: Poster,
  ad: Pick<MyAd, 'id' | 'version'>,
  changes: Record<string, unknown>,
) {
  const body = adBody(who, changes);
  return h.post<MyAd & Refusal>(
    '/c2c/v3/ad/update',
    { id: ad.id, version: ad.version, ad: body },
    { token: who.token },
  );
}

async function myAdsItem(h: Harness, who: Poster, id: number) {
  const list = await h.get<{ items: MyAd[] }>('/c2c/v3/ad/my-list', { token: who.token });
  expect(list.status).toBe(200);
  return list.body.data.items.find((item) => item.id === id);
}

describe('ad auto-reply message', () => {
  it('is saved trimmed when posting and read back by its owner only', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const ad = await postAd(h, merchant, { autoReply: `  ${HELLO}\n` });
    expect(myAd.parse(ad).autoReply).toBe(HELLO);

    const detail = await detailOf(h, merchant, ad.id);
    expect(detail.status).toBe(200);
    expect(myAd.parse(detail.body.data).autoReply).toBe(HELLO);
    expect((await myAdsItem(h, merchant, ad.id))?.autoReply).toBe(HELLO);

    const listed = (await marketAll(h, { side: 'buy', coin: 'USDT', fiat: 'GBP' })).find(
      (item) => item.id === ad.id,
    );
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('autoReply');
  });

  // `adBody` (the shared base ad) has no `autoReply`: the request of a client that does not know it.
  it('is empty when left out, and 500 characters (after trimming) are accepted', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const plain = await h.post<MyAd>('/c2c/v3/ad/create', adBody(merchant), {
      token: merchant.token,
    });
    expect(plain.status).toBe(200);
    expect(plain.body.data.autoReply).toBe('');
    const full = await postAd(h, merchant, { autoReply: ` ${'é'.repeat(500)} ` });
    expect(full.autoReply).toBe('é'.repeat(500));
  });

  it('is edited, kept by an edit that leaves it out, and cleared with an empty text', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const ad = await postAd(h, merchant, { autoReply: HELLO });

    const edited = await update(h, merchant, ad, { autoReply: 'Online 9:00–18:00 UK time.' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      autoReply: 'Online 9:00–18:00 UK time.',
      version: 2,
    });

    const kept = await h.post<MyAd>(
      '/c2c/v3/ad/update',
      { id: ad.id, version: 2, ad: adBody(merchant, { remarks: 'Edited' }) },
      { token: merchant.token },
    );
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({
      remarks: 'Edited',
      autoReply: 'Online 9:00–18:00 UK time.',
      version: 3,
    });

    const cleared = await update(h, merchant, { id: ad.id, version: 3 }, { autoReply: '   ' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ autoReply: '', version: 4 });
    expect((await detailOf(h, merchant, ad.id)).body.data.autoReply).toBe('');
  });

  it('refuses 501 characters with a field error naming the rule, and saves nothing', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const tooLong = 'x'.repeat(501);
    const problem = {
      code: 'too_big',
      message: 'The auto-reply message can have at most 500 characters',
      rule: 'autoReplyTooLong',
      params: { max: '500' },
    };

    const posted = await h.post<Refusal>(
      '/c2c/v3/ad/create',
      adBody(merchant, { autoReply: tooLong }),
      { token: merchant.token },
    );
    expect(posted.status).toBe(400);
    expect(posted.body.data.errors).toEqual([{ path: 'autoReply', ...problem }]);
    const mine = await h.get<{ total: number }>('/c2c/v3/ad/my-list', { token: merchant.token });
    const before = mine.body.data.total;

    const ad = await postAd(h, merchant, { autoReply: HELLO });
    const edited = await update(h, merchant, ad, { autoReply: tooLong });
    expect(edited.status).toBe(400);
    expect(edited.body.data.errors).toEqual([{ path: 'ad.autoReply', ...problem }]);
    const detail = await detailOf(h, merchant, ad.id);
    expect(detail.body.data).toMatchObject({ autoReply: HELLO, version: 1 });
    const after = await h.get<{ total: number }>('/c2c/v3/ad/my-list', { token: merchant.token });
    expect(after.body.data.total).toBe(before + 1);
  });
});
