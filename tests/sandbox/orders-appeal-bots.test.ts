import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppealRequest } from '@/contract/orders-appeal';
import { orderTopic, TOPICS } from '@/contract/socket';
import { createManualClock } from '@/sandbox/clock';
import { stmt } from '@/sandbox/db/database';
import { migrations, readUserVersion } from '@/sandbox/db/migrations';
import { createSandbox } from '@/sandbox/index';
import { answerAppeal } from '@/sandbox/orders/appeal-answers';
import { BOT_APPEAL_ANSWER_SECONDS, BOT_APPEAL_STATEMENTS } from '@/sandbox/orders/appeal-bots';
import { appealDetail, raiseAppeal, withdrawAppeal } from '@/sandbox/orders/appeals';
import { placeOrder } from '@/sandbox/orders/place';
import { sweep } from '@/sandbox/orders/sweep';
import { markPaid } from '@/sandbox/orders/transitions';
import { renderOrderMessage } from '@/sandbox/user/order-messages';
import { LOCALE_CODES } from '@/i18n/locales';
import {
  addAd,
  addUser,
  BANK,
  COIN,
  createWorld,
  makeBot,
  setBalance,
} from './support/trading-fixtures';

/**
 * Appeal answers beyond the HTTP calls (issue 14, item 4): a bot answers an appeal raised against
 * it after a delay on the sandbox clock, both parties' sockets hear each step, and a database
 * made before appeal answers gains their table on start.
 */

/** A paid order on `seller`'s sell ad, 10 minutes on (appealing is open). */
function paidOrder(sellerIsBot: boolean) {
  const w = createWorld();
  const seller = addUser(w.db, { nickname: 'Seller' });
  const buyer = addUser(w.db, { nickname: 'Buyer' });
  if (sellerIsBot) makeBot(w.db, seller.id, 'never_release', 5);
  setBalance(w.db, seller.id, COIN, '1000');
  const adId = addAd(w.db, seller.id, { type: 'sell', quantity: '500' });
  const { orderNo } = placeOrder(w.ctx, buyer, { adId, price: '2.00', amount: '100' });
  markPaid(w.ctx, buyer, orderNo, BANK);
  w.clock.advance(10 * 60);
  const form: AppealRequest = {
    orderNo,
    reason: 'paid_not_released',
    description: 'Paid, not released.',
    contactPerson: 'Bea',
    contactInfo: 'bea@example.com',
    evidence: [],
  };
  return { ...w, seller, buyer, orderNo, form };
}

const statementsOf = (w: ReturnType<typeof paidOrder>) =>
  (appealDetail(w.ctx, w.buyer, w.orderNo).appeal?.timeline ?? []).filter(
    (e) => e.kind === 'statement',
  );

describe('a bot answers an appeal raised against it', () => {
  it('once, with its side’s statement, when the delay has passed on the sandbox clock', () => {
    const w = paidOrder(true);
    raiseAppeal(w.ctx, w.buyer, w.form);
    const raisedAt = w.clock.now();
    w.clock.advance(BOT_APPEAL_ANSWER_SECONDS - 1);
    sweep(w.ctx);
    expect(statementsOf(w)).toEqual([]);
    // The clock jumps well past the due time: the answer is still dated when it fell due.
    w.clock.advance(600);
    sweep(w.ctx);
    sweep(w.ctx);
    expect(statementsOf(w)).toEqual([
      expect.objectContaining({
        by: 'seller',
        byMe: false,
        text: BOT_APPEAL_STATEMENTS.seller,
        at: raisedAt + BOT_APPEAL_ANSWER_SECONDS * 1000,
      }),
    ]);
    expect(appealDetail(w.ctx, w.buyer, w.orderNo).appeal?.answered).toBe(true);
    const messages = stmt(
      w.db,
      `SELECT user_id, params FROM internal_messages WHERE event = 'appeal.progress'`,
    ).all();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ user_id: w.buyer.id });
    expect(JSON.parse(String(messages[0]?.params))).toMatchObject({ step: 'answered' });
  });

  it('not when the appeal was withdrawn first, nor for a human respondent', () => {
    const bot = paidOrder(true);
    raiseAppeal(bot.ctx, bot.buyer, bot.form);
    withdrawAppeal(bot.ctx, bot.buyer, bot.orderNo);
    bot.clock.advance(BOT_APPEAL_ANSWER_SECONDS * 2);
    sweep(bot.ctx);
    expect(statementsOf(bot)).toEqual([]);

    const human = paidOrder(false);
    raiseAppeal(human.ctx, human.buyer, human.form);
    human.clock.advance(BOT_APPEAL_ANSWER_SECONDS * 2);
    sweep(human.ctx);
    expect(statementsOf(human)).toEqual([]);
  });
});

describe('both parties’ pages hear each step', () => {
  it('publishes appeal_answered on the order and list topics of both parties', () => {
    const w = paidOrder(false);
    raiseAppeal(w.ctx, w.buyer, w.form);
    w.published.length = 0;
    answerAppeal(w.ctx, w.seller, { orderNo: w.orderNo, statement: 'Not received', evidence: [] });
    const frames = w.published.filter((e) => e.topic !== TOPICS.userMessages);
    for (const userId of [w.buyer.id, w.seller.id]) {
      for (const topic of [TOPICS.userOrders, orderTopic(w.orderNo)]) {
        expect(frames).toContainEqual({
          userId,
          topic,
          data: expect.objectContaining({ orderNo: w.orderNo, event: 'appeal_answered' }),
        });
      }
    }
    // The buyer got a message, so their unread count is pushed; the seller's is not.
    const unread = w.published.filter((e) => e.topic === TOPICS.userMessages);
    expect(unread.map((e) => e.userId)).toEqual([w.buyer.id]);
  });
});

describe('the other party’s message about each step', () => {
  const params = {
    orderNo: '250101000000000001',
    coin: 'USDT',
    quantity: '50.00',
    fiat: 'EUR',
    amount: '100.00',
    role: 'buyer',
    nickname: 'Nick',
  };

  it('reads differently for each step, in all 13 languages, every placeholder filled', () => {
    const steps = ['answered', 'agreed', 'not_agreed'] as const;
    const render = (step: string, lang: (typeof LOCALE_CODES)[number]) =>
      renderOrderMessage('appeal.progress', JSON.stringify({ ...params, step }), lang);
    for (const lang of LOCALE_CODES) {
      for (const step of steps) {
        const out = render(step, lang);
        expect(out, `${lang} ${step}`).not.toBeNull();
        expect(`${out?.title} ${out?.content}`, `${lang} ${step}`).not.toMatch(/[{}]/);
        expect(out?.content, `${lang} ${step}`).toContain('250101000000000001');
        expect(out?.content, `${lang} ${step}`).toContain('Nick');
        if (lang !== 'en') expect(out?.title).not.toBe(render(step, 'en')?.title);
      }
      expect(new Set(steps.map((step) => render(step, lang)?.title)).size, lang).toBe(3);
    }
    // Right to left: the order number keeps its own direction.
    expect(render('answered', 'fa')?.content).toContain('\u2068250101000000000001\u2069');
    // A step this code does not know has no text (the stored one is shown instead).
    expect(render('unknown', 'en')).toBeNull();
  });
});

describe('upgrading a database made before appeal answers', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('gains the appeal entries table on start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'p2p-sandbox-'));
    dirs.push(dir);
    const dbPath = join(dir, 'sandbox.db');
    const at = migrations.findIndex((m) => m.sql.includes('appeal_entries ('));
    expect(at).toBeGreaterThan(0);
    const first = createSandbox({ dbPath, clock: createManualClock(), log: () => {} });
    first.db.exec('DROP TABLE appeal_entries');
    first.db.exec(`PRAGMA user_version = ${at}`);
    await first.close();

    const sandbox = createSandbox({ dbPath, clock: createManualClock(), log: () => {} });
    try {
      expect(readUserVersion(sandbox.db)).toBe(migrations.length);
      const table = stmt(
        sandbox.db,
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'appeal_entries'`,
      ).get();
      expect(table).toEqual({ name: 'appeal_entries' });
    } finally {
      await sandbox.close();
    }
  });
});
