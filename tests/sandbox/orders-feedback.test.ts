import { describe, expect, it } from 'vitest';
import { FEEDBACK_CODES, type OrderFeedbackView } from '@/contract/orders-feedback';
import { ORDER_CODES } from '@/contract/orders-refusals';
import { createManualClock } from '@/sandbox/clock';
import { stmt } from '@/sandbox/db/database';
import { migrations, readUserVersion } from '@/sandbox/db/migrations';
import { useOlderDatabases } from './support/older-database';
import { createSandbox } from '@/sandbox/index';
import { giveFeedback, orderFeedbackView, receivedFeedback } from '@/sandbox/orders/feedback';
import { placeOrder } from '@/sandbox/orders/place';
import { markPaid, releaseOrder } from '@/sandbox/orders/transitions';
import { transactionData } from '@/sandbox/user/advertisers';
import { listMessages } from '@/sandbox/user/messages';
import { startSandbox } from './harness';
import { tradingSetup } from './support/order-http';
import {
  addAd,
  addUser,
  BANK,
  COIN,
  createWorld,
  issueSmsCode,
  makeBot,
  refusal,
  setBalance,
  setConfig,
} from './support/trading-fixtures';

/**
 * Feedback after a trade (issue 14, item 2): once per order and party, changeable within
 * `p2p.feedbackEditDays` of completion (refused after, with the moved clock), parties of a
 * completed order only, the comment's shared length rule, the other party's message, the
 * profile's counts and list, and bots rating a completed trade.
 */

const DAY_MS = 24 * 3600_000;

/** A trade between Seller and Buyer, paid; `complete` releases it. */
function trade() {
  const w = createWorld();
  const seller = addUser(w.db, { nickname: 'Seller' });
  const buyer = addUser(w.db, { nickname: 'Buyer' });
  const stranger = addUser(w.db, { nickname: 'Stranger' });
  setBalance(w.db, seller.id, COIN, '1000');
  const adId = addAd(w.db, seller.id, { type: 'sell', quantity: '500' });
  const { orderNo } = placeOrder(w.ctx, buyer, { adId, price: '2.00', amount: '100' });
  markPaid(w.ctx, buyer, orderNo, BANK);
  const complete = () => {
    const code = issueSmsCode(w.db, seller, w.clock.now());
    releaseOrder(w.ctx, seller, orderNo, { channel: 'sms', code });
  };
  return { ...w, seller, buyer, stranger, orderNo, complete };
}

const inboxTitles = (w: ReturnType<typeof trade>, userId: number) =>
  listMessages(w.ctx, userId, 1, 50, 'en').items.map((m) => m.title);

describe('giving feedback', () => {
  it('is refused before the order completes, and for anyone but its parties', () => {
    const w = trade();
    const early = refusal(() =>
      giveFeedback(w.ctx, w.buyer.id, { orderNo: w.orderNo, rating: 'positive', comment: '' }),
    );
    expect(early.code).toBe(FEEDBACK_CODES.feedbackNotCompleted);
    w.complete();
    const stranger = refusal(() =>
      giveFeedback(w.ctx, w.stranger.id, { orderNo: w.orderNo, rating: 'positive', comment: '' }),
    );
    expect(stranger.code).toBe(ORDER_CODES.orderNotFound);
    expect(refusal(() => orderFeedbackView(w.ctx, w.stranger.id, w.orderNo)).code).toBe(
      ORDER_CODES.orderNotFound,
    );
  });

  it('stores one feedback per party, shown as mine and theirs, and tells the other party', () => {
    const w = trade();
    w.complete();
    const completedAt = w.clock.now();
    const untouched = orderFeedbackView(w.ctx, w.buyer.id, w.orderNo);
    expect(untouched).toEqual({
      orderNo: w.orderNo,
      mine: null,
      theirs: null,
      editable: true,
      editableUntil: completedAt + 7 * DAY_MS,
      now: completedAt,
    });
    w.clock.advance(60);
    const given = giveFeedback(w.ctx, w.buyer.id, {
      orderNo: w.orderNo,
      rating: 'positive',
      comment: 'Fast release',
    });
    expect(given.mine).toEqual({
      rating: 'positive',
      comment: 'Fast release',
      createdAt: w.clock.now(),
      updatedAt: w.clock.now(),
    });
    expect(inboxTitles(w, w.seller.id)).toContain('New feedback');
    giveFeedback(w.ctx, w.seller.id, { orderNo: w.orderNo, rating: 'negative', comment: '' });
    const sellerView: OrderFeedbackView = orderFeedbackView(w.ctx, w.seller.id, w.orderNo);
    expect(sellerView.mine?.rating).toBe('negative');
    expect(sellerView.theirs).toMatchObject({ rating: 'positive', comment: 'Fast release' });
    const rows = stmt(w.db, 'SELECT COUNT(*) AS n FROM order_feedback WHERE order_no = ?').get(
      w.orderNo,
    );
    expect(rows?.n).toBe(2);
  });

  it('changes within the window (the same one row), and is refused once it has passed', () => {
    const w = trade();
    w.complete();
    const completedAt = w.clock.now();
    giveFeedback(w.ctx, w.buyer.id, { orderNo: w.orderNo, rating: 'negative', comment: 'Slow' });
    w.clock.advance(7 * 24 * 3600 - 1);
    const changed = giveFeedback(w.ctx, w.buyer.id, {
      orderNo: w.orderNo,
      rating: 'positive',
      comment: 'Sorted out in the end',
    });
    expect(changed.mine).toMatchObject({
      rating: 'positive',
      createdAt: completedAt,
      updatedAt: w.clock.now(),
    });
    expect(inboxTitles(w, w.seller.id)).toEqual(
      expect.arrayContaining(['Feedback changed', 'New feedback']),
    );
    w.clock.advance(1);
    const late = refusal(() =>
      giveFeedback(w.ctx, w.buyer.id, { orderNo: w.orderNo, rating: 'negative', comment: '' }),
    );
    expect(late.code).toBe(FEEDBACK_CODES.feedbackWindowClosed);
    expect(late.data).toMatchObject({ closedAt: completedAt + 7 * DAY_MS });
    const view = orderFeedbackView(w.ctx, w.buyer.id, w.orderNo);
    expect(view).toMatchObject({ editable: false, mine: { rating: 'positive' } });
  });

  it('follows p2p.feedbackEditDays', () => {
    const w = trade();
    setConfig(w.db, 'p2p.feedbackEditDays', '1');
    w.complete();
    w.clock.advance(24 * 3600);
    expect(
      refusal(() =>
        giveFeedback(w.ctx, w.buyer.id, { orderNo: w.orderNo, rating: 'positive', comment: '' }),
      ).code,
    ).toBe(FEEDBACK_CODES.feedbackWindowClosed);
  });

  it('counts in the receiver’s statistics and lists latest first, paged', () => {
    const w = trade();
    w.complete();
    giveFeedback(w.ctx, w.buyer.id, { orderNo: w.orderNo, rating: 'positive', comment: 'A' });
    expect(transactionData(w.ctx, w.seller.id).feedback).toEqual({
      positive: 1,
      negative: 0,
      positiveRate: '100.00',
    });
    expect(transactionData(w.ctx, w.stranger.id).feedback).toEqual({
      positive: 0,
      negative: 0,
      positiveRate: null,
    });
    const page = receivedFeedback(w.ctx, { userId: w.seller.id, page: 1, pageSize: 10 });
    expect(page).toMatchObject({
      total: 1,
      items: [{ rating: 'positive', comment: 'A', fromNickname: 'Buyer' }],
      summary: { positive: 1, negative: 0, positiveRate: '100.00' },
    });
    expect(receivedFeedback(w.ctx, { userId: w.seller.id, page: 2, pageSize: 10 }).items).toEqual(
      [],
    );
  });

  it('a bot party rates a completed trade positive, without a comment', () => {
    const w = trade();
    makeBot(w.db, w.seller.id);
    w.complete();
    const view = orderFeedbackView(w.ctx, w.buyer.id, w.orderNo);
    expect(view.theirs).toMatchObject({ rating: 'positive', comment: '' });
    expect(inboxTitles(w, w.buyer.id)).toContain('New feedback');
  });
});

describe('over HTTP', () => {
  it('checks the comment with the shared rule: 200 characters pass, 201 are a field error', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const placed = await h.post<{ orderNo: string }>(
      '/c2c/v3/order/proceed',
      { adId: s.sellAd, price: '2.00', amount: '100' },
      { token: s.buyer.token },
    );
    const { orderNo } = placed.body.data;
    const give = (comment: unknown, rating: unknown = 'positive') =>
      h.post<OrderFeedbackView>(
        '/c2c/v3/order/feedback/give',
        { orderNo, rating, comment },
        { token: s.buyer.token },
      );
    const tooLong = await give('x'.repeat(201));
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body.data)).toContain('too_big');
    expect((await give('', 'great')).status).toBe(400);
    // The order is not completed yet: a typed refusal, not a 500.
    const early = await give('y'.repeat(200));
    expect([early.status, early.body.code]).toEqual([409, FEEDBACK_CODES.feedbackNotCompleted]);
    const publicList = await h.get<{ total: number }>(
      `/c2c/v3/public/user/feedback?userId=${s.seller.user.id}`,
    );
    expect([publicList.status, publicList.body.data.total]).toEqual([200, 0]);
    expect((await h.get('/c2c/v3/public/user/feedback?userId=abc')).status).toBe(400);
    expect((await h.get('/c2c/v3/public/user/feedback?userId=99999999')).status).toBe(404);
  });

  it('seeds plausible feedback for the demo advertisers', async () => {
    const h = startSandbox();
    const bot = stmt(h.sandbox.db, 'SELECT user_id FROM p2p_bots LIMIT 1').get();
    const list = await h.get<{ total: number; summary: { positive: number } }>(
      `/c2c/v3/public/user/feedback?userId=${String(bot?.user_id)}`,
    );
    expect(list.body.data.total).toBeGreaterThan(0);
    expect(list.body.data.summary.positive).toBeGreaterThan(0);
  });
});

describe('upgrading a database made before feedback', () => {
  const olderDatabase = useOlderDatabases();

  it('gains the feedback table and the seeded history on start', async () => {
    const dbPath = olderDatabase('CREATE TABLE order_feedback');

    const sandbox = createSandbox({ dbPath, clock: createManualClock(), log: () => {} });
    try {
      expect(readUserVersion(sandbox.db)).toBe(migrations.length);
      const bot = stmt(sandbox.db, 'SELECT user_id FROM p2p_bots LIMIT 1').get();
      const res = await sandbox.app.request(
        `/api/c2c/v3/public/user/feedback?userId=${String(bot?.user_id)}`,
      );
      const body = (await res.json()) as { data: { total: number } };
      expect(body.data.total).toBeGreaterThan(0);
    } finally {
      await sandbox.close();
    }
  });
});
