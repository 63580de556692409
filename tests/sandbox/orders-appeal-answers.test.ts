import { describe, expect, it } from 'vitest';
import type { C2cOrder } from '@/contract/entities';
import type { OrderDetail } from '@/contract/orders';
import {
  APPEAL_CODES,
  appealActionResult,
  appealDetail,
  type AppealActionResult,
  type AppealDetail,
} from '@/contract/orders-appeal';
import { ORDER_CODES } from '@/contract/orders-refusals';
import type { z } from 'zod';
import type { internalMessage } from '@/contract/user';
import { startSandbox, type Harness } from './harness';
import { tradingSetup, type Party } from './support/order-http';
import { BANK, issueSmsCode } from './support/trading-fixtures';
import { uploadPng } from './support/uploads';

/**
 * Appeal answers over HTTP (issue 14, item 4): the respondent's statement (once, theirs only),
 * each party's stance, the timeline both follow, contact details kept from the counterparty,
 * evidence both parties can open, reasons by role, and the other party told of each step.
 */

const MIN = 60_000;
type InternalMessage = z.infer<typeof internalMessage>;

/** A paid order 10 minutes on, the buyer's appeal raised with contact details and one image. */
async function appealed(h: Harness) {
  const s = tradingSetup(h);
  const placed = await h.post<C2cOrder>(
    '/c2c/v3/order/proceed',
    { adId: s.sellAd, price: '2.00', amount: '100' },
    { token: s.buyer.token },
  );
  const { orderNo } = placed.body.data;
  await h.post(
    '/c2c/v3/order/paid',
    { orderNo, paymentMethod: BANK, payerName: 'Test Holder' },
    { token: s.buyer.token },
  );
  h.clock.advance(10 * 60);
  const buyerImage = await uploadPng(h, s.buyer.token);
  const raised = await h.post<AppealActionResult>(
    '/c2c/v3/order/appeal',
    {
      orderNo,
      reason: 'paid_not_released',
      description: 'I paid 100 XTS by bank transfer; the seller does not release.',
      contactPerson: 'Bea Buyer',
      contactInfo: '+44 7000 111111',
      evidence: [buyerImage],
    },
    { token: s.buyer.token },
  );
  if (raised.status !== 200) throw new Error(`Raising failed: ${raised.body.msg}`);
  return { s, orderNo, buyerImage, raisedAt: h.clock.now() };
}

const answer = (h: Harness, who: Party, body: Record<string, unknown>, lang?: string) =>
  h.post<AppealActionResult>('/c2c/v3/order/appeal/answer', body, {
    token: who.token,
    headers: lang ? { lang } : {},
  });

const stance = (h: Harness, who: Party, orderNo: string, value: string) =>
  h.post<AppealActionResult>(
    '/c2c/v3/order/appeal/stance',
    { orderNo, stance: value },
    { token: who.token },
  );

async function detailOf(h: Harness, who: Party, orderNo: string): Promise<AppealDetail> {
  const res = await h.get<AppealDetail>(`/c2c/v3/order/appeal/detail?orderNo=${orderNo}`, {
    token: who.token,
  });
  return appealDetail.parse(res.body.data);
}

async function fileStatus(h: Harness, url: string, who: Party): Promise<number> {
  const res = await h.sandbox.app.request(url, { headers: { token: who.token } });
  await res.arrayBuffer();
  return res.status;
}

describe('the respondent’s answer', () => {
  it('is the respondent’s only, once; the raiser is refused; the timeline shows it to both', async () => {
    const h = startSandbox();
    const { s, orderNo, raisedAt } = await appealed(h);
    const sellerImage = await uploadPng(h, s.seller.token);

    const byRaiser = await answer(h, s.buyer, { orderNo, statement: 'Me too' });
    expect([byRaiser.status, byRaiser.body.code]).toEqual([403, ORDER_CODES.notYourTurn]);

    h.clock.advance(60);
    const res = await answer(h, s.seller, {
      orderNo,
      statement: '  Nothing has arrived in my account yet.  ',
      evidence: [sellerImage],
    });
    expect(res.status).toBe(200);
    const { appeal, changed, order } = appealActionResult.parse(res.body.data);
    expect([changed, order.status, appeal.answered]).toEqual([true, 'appealing', true]);
    expect(appeal.timeline.map((e) => [e.kind, e.by, e.byMe])).toEqual([
      ['raised', 'buyer', false],
      ['statement', 'seller', true],
    ]);
    expect(appeal.timeline[1]).toMatchObject({
      text: 'Nothing has arrived in my account yet.',
      evidence: [{ fileId: sellerImage, url: `/api/c2c/v3/upload/file/${sellerImage}` }],
      at: raisedAt + MIN,
    });

    const again = await answer(h, s.seller, { orderNo, statement: 'Once more' }, 'es');
    expect([again.status, again.body.code, again.body.msg]).toEqual([
      409,
      APPEAL_CODES.appealAlreadyAnswered,
      'Ya respondiste a esta apelación.',
    ]);

    const buyerView = await detailOf(h, s.buyer, orderNo);
    expect(buyerView.appeal?.timeline.map((e) => [e.kind, e.byMe, e.text])).toEqual([
      ['raised', true, 'I paid 100 XTS by bank transfer; the seller does not release.'],
      ['statement', false, 'Nothing has arrived in my account yet.'],
    ]);
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const h = startSandbox();
    const { s, orderNo, buyerImage } = await appealed(h);
    const images = await Promise.all(Array.from({ length: 6 }, () => uploadPng(h, s.seller.token)));
    const bad: [Record<string, unknown>, string][] = [
      [{ orderNo, statement: '   ' }, 'statement'],
      [{ orderNo, statement: 'x'.repeat(1001) }, 'statement'],
      [{ orderNo }, 'statement'],
      [{ orderNo, statement: 'Six images', evidence: images }, 'evidence'],
      // The raiser's image is not the respondent's to attach.
      [{ orderNo, statement: 'Their image', evidence: [buyerImage] }, 'evidence.0'],
      [{ orderNo, statement: 'Extra', extra: 1 }, 'extra'],
    ];
    for (const [body, path] of bad) {
      const res = await answer(h, s.seller, body);
      expect(res.status, path).toBe(400);
      const errors = (res.body.data as unknown as { errors: { path: string }[] }).errors;
      expect(errors.map((e) => e.path)).toContain(path);
    }
    const wrongStance = await stance(h, s.seller, orderNo, 'maybe');
    expect(wrongStance.status).toBe(400);
    expect(JSON.stringify(wrongStance.body.data)).toContain('stance');
    const view = await detailOf(h, s.seller, orderNo);
    expect(view.appeal).toMatchObject({ answered: false, stances: { buyer: null, seller: null } });
    expect(view.appeal?.timeline.map((e) => e.kind)).toEqual(['raised']);
  });

  it('answers appealNotOpen without an appeal in progress, and 404 to a stranger', async () => {
    const h = startSandbox();
    const { s, orderNo } = await appealed(h);
    await h.post('/c2c/v3/order/appeal/withdraw', { orderNo }, { token: s.buyer.token });
    const late = await answer(h, s.seller, { orderNo, statement: 'Too late' });
    expect([late.status, late.body.code]).toEqual([409, APPEAL_CODES.appealNotOpen]);
    const lateStance = await stance(h, s.buyer, orderNo, 'agreed');
    expect([lateStance.status, lateStance.body.code]).toEqual([409, APPEAL_CODES.appealNotOpen]);
    const stranger = await answer(h, s.stranger, { orderNo, statement: 'Hello' });
    expect([stranger.status, stranger.body.code]).toEqual([404, ORDER_CODES.orderNotFound]);
  });
});

describe('contact details and evidence', () => {
  it('shows the contact details to the raiser only; evidence opens for both parties, 404 for others', async () => {
    const h = startSandbox();
    const { s, orderNo, buyerImage } = await appealed(h);
    const sellerImage = await uploadPng(h, s.seller.token);
    await answer(h, s.seller, { orderNo, statement: 'See my statement', evidence: [sellerImage] });

    const mine = await detailOf(h, s.buyer, orderNo);
    expect(mine.appeal).toMatchObject({
      contactPerson: 'Bea Buyer',
      contactInfo: '+44 7000 111111',
    });
    const theirs = await detailOf(h, s.seller, orderNo);
    expect(theirs.appeal).toMatchObject({ contactPerson: null, contactInfo: null });
    const page = await h.get<OrderDetail>(`/c2c/v3/order/detail?orderNo=${orderNo}`, {
      token: s.seller.token,
    });
    expect(page.body.data.appeal).toMatchObject({ contactPerson: null, contactInfo: null });
    expect(JSON.stringify(page.body.data)).not.toContain('7000 111111');

    for (const id of [buyerImage, sellerImage]) {
      const url = `/api/c2c/v3/upload/file/${id}`;
      expect(await fileStatus(h, url, s.buyer)).toBe(200);
      expect(await fileStatus(h, url, s.seller)).toBe(200);
      expect(await fileStatus(h, url, s.stranger)).toBe(404);
    }
    // An image of the seller's that is not evidence stays theirs alone.
    const unattached = await uploadPng(h, s.seller.token);
    expect(await fileStatus(h, `/api/c2c/v3/upload/file/${unattached}`, s.buyer)).toBe(404);
  });
});

describe('reasons by role', () => {
  it('refuses a reason the raiser’s side cannot give, on the reason field', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const placed = await h.post<C2cOrder>(
      '/c2c/v3/order/proceed',
      { adId: s.sellAd, price: '2.00', amount: '100' },
      { token: s.buyer.token },
    );
    const { orderNo } = placed.body.data;
    await h.post(
      '/c2c/v3/order/paid',
      { orderNo, paymentMethod: BANK, payerName: 'Test Holder' },
      { token: s.buyer.token },
    );
    h.clock.advance(10 * 60);
    const form = { description: 'Why', contactPerson: 'P', contactInfo: 'p@example.com' };
    const tries: [Party, string][] = [
      [s.buyer, 'payment_not_received'],
      [s.buyer, 'payer_name_mismatch'],
      [s.seller, 'paid_not_released'],
    ];
    for (const [who, reason] of tries) {
      const res = await h.post(
        '/c2c/v3/order/appeal',
        { orderNo, reason, ...form },
        { token: who.token },
      );
      expect(res.status, reason).toBe(400);
      expect((res.body.data as { errors: unknown[] }).errors).toEqual([
        expect.objectContaining({ path: 'reason', code: 'not_allowed' }),
      ]);
    }
    const order = await h.get<OrderDetail>(`/c2c/v3/order/detail?orderNo=${orderNo}`, {
      token: s.buyer.token,
    });
    expect(order.body.data).toMatchObject({ status: 'paid', appeal: null });
    const allowed = await h.post(
      '/c2c/v3/order/appeal',
      { orderNo, reason: 'payer_name_mismatch', ...form },
      { token: s.seller.token },
    );
    expect(allowed.status).toBe(200);
  });
});

describe('stances', () => {
  it('agreed, then the raiser withdraws; the same stance again changes nothing', async () => {
    const h = startSandbox();
    const { s, orderNo } = await appealed(h);
    const first = appealActionResult.parse(
      (await stance(h, s.seller, orderNo, 'agreed')).body.data,
    );
    expect(first).toMatchObject({
      changed: true,
      appeal: { stances: { buyer: null, seller: 'agreed' }, supportRequestedAt: null },
    });
    const repeat = await stance(h, s.seller, orderNo, 'agreed');
    expect(repeat.body.data).toMatchObject({ changed: false });
    h.clock.advance(30);
    await stance(h, s.buyer, orderNo, 'agreed');
    h.clock.advance(30);
    const withdrawn = await h.post<AppealActionResult>(
      '/c2c/v3/order/appeal/withdraw',
      { orderNo },
      { token: s.buyer.token },
    );
    expect(withdrawn.body.data).toMatchObject({
      order: { status: 'paid' },
      appeal: { status: 'withdrawn', stances: { buyer: 'agreed', seller: 'agreed' } },
    });
    expect(withdrawn.body.data.appeal.timeline.map((e) => [e.kind, e.by, e.byMe])).toEqual([
      ['raised', 'buyer', true],
      ['agreed', 'seller', false],
      ['agreed', 'buyer', true],
      ['withdrawn', 'buyer', true],
    ]);
  });

  it('agreed, then the seller releases: the appeal is resolved by the seller', async () => {
    const h = startSandbox();
    const { s, orderNo } = await appealed(h);
    await stance(h, s.buyer, orderNo, 'agreed');
    await stance(h, s.seller, orderNo, 'agreed');
    h.clock.advance(60);
    const released = await h.post(
      '/c2c/v3/order/release',
      {
        orderNo,
        twoFactor: { channel: 'sms', code: issueSmsCode(s.db, s.seller.user, h.clock.now()) },
      },
      { token: s.seller.token },
    );
    expect(released.status).toBe(200);
    const view = await detailOf(h, s.buyer, orderNo);
    expect(view).toMatchObject({
      status: 'completed',
      appeal: { status: 'resolved', resolution: 'buyer', closedAt: h.clock.now() },
    });
    expect(view.appeal?.timeline.at(-1)).toMatchObject({
      kind: 'resolved',
      by: 'seller',
      byMe: false,
      at: h.clock.now(),
    });
  });

  it('not agreed asks support once; support’s messages and decision close the timeline', async () => {
    const h = startSandbox();
    const { s, orderNo, raisedAt } = await appealed(h);
    h.clock.advance(60);
    const asked = await stance(h, s.buyer, orderNo, 'not_agreed');
    expect(asked.body.data.appeal).toMatchObject({
      stances: { buyer: 'not_agreed', seller: null },
      supportRequestedAt: raisedAt + MIN,
    });
    h.clock.advance(60);
    await stance(h, s.seller, orderNo, 'not_agreed');
    h.clock.advance(60);
    // Changing one's mind is allowed; support stays asked from the first "could not agree".
    const changed = await stance(h, s.buyer, orderNo, 'agreed');
    expect(changed.body.data.appeal).toMatchObject({
      stances: { buyer: 'agreed', seller: 'not_agreed' },
      supportRequestedAt: raisedAt + MIN,
    });
    h.clock.advance(60);
    await h.post('/sandbox/orders/chat/support', { orderNo, text: 'We are reviewing both sides.' });
    h.clock.advance(60);
    const decided = await h.post('/sandbox/appeals/resolve', {
      orderNo,
      favour: 'seller',
      message: 'No payment reached the seller: the order is cancelled.',
    });
    expect(decided.body.data).toMatchObject({ changed: true, status: 'cancelled' });
    h.clock.advance(60);
    await h.post('/sandbox/orders/chat/support', { orderNo, text: 'After the decision.' });

    const view = await detailOf(h, s.seller, orderNo);
    expect(view.appeal?.timeline.map((e) => [e.kind, e.by, e.byMe, e.text])).toEqual([
      ['raised', 'buyer', false, 'I paid 100 XTS by bank transfer; the seller does not release.'],
      ['not_agreed', 'buyer', false, null],
      ['not_agreed', 'seller', true, null],
      ['agreed', 'buyer', false, null],
      ['support_message', 'support', false, 'We are reviewing both sides.'],
      [
        'support_message',
        'support',
        false,
        'No payment reached the seller: the order is cancelled.',
      ],
      ['resolved', 'support', false, null],
    ]);
    expect(view.appeal).toMatchObject({ status: 'resolved', resolution: 'seller' });
    const at = view.appeal?.timeline.map((e) => e.at) ?? [];
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });
});

describe('the other party hears of each step', () => {
  it('records order events and sends the counterparty a message in their language', async () => {
    const h = startSandbox();
    const { s, orderNo } = await appealed(h);
    await answer(h, s.seller, { orderNo, statement: 'Not received.' });
    await stance(h, s.seller, orderNo, 'not_agreed');
    await stance(h, s.buyer, orderNo, 'agreed');

    const page = await h.get<OrderDetail>(`/c2c/v3/order/detail?orderNo=${orderNo}`, {
      token: s.buyer.token,
    });
    expect(page.body.data.events.slice(-3).map((e) => [e.type, e.actor])).toEqual([
      ['appeal_answered', 'seller'],
      ['appeal_not_agreed', 'seller'],
      ['appeal_agreed', 'buyer'],
    ]);

    const inbox = async (who: Party, lang: string) =>
      (
        await h.get<{ items: InternalMessage[] }>('/user/internal-msgs?page=1&pageSize=50', {
          token: who.token,
          headers: { lang },
        })
      ).body.data.items.filter((m) => m.event === 'appeal.progress');
    const buyerInbox = await inbox(s.buyer, 'fr');
    expect(buyerInbox.map((m) => m.title)).toEqual(['Le support tranchera', 'Réponse au litige']);
    expect(buyerInbox[1]?.content).toContain(orderNo);
    const sellerInbox = await inbox(s.seller, 'en');
    expect(sellerInbox.map((m) => m.title)).toEqual(['Agreement on the appeal']);
  });
});
