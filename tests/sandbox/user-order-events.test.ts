import { describe, expect, it } from 'vitest';
import type { C2cOrder } from '@/contract/entities';
import type { AppealRequest } from '@/contract/orders-appeal';
import { TOPICS } from '@/contract/socket';
import { LOCALE_CODES, type LocaleCode } from '@/i18n/locales';
import { resolveAppeal } from '@/sandbox/orders/appeal-resolution';
import { raiseAppeal, withdrawAppeal } from '@/sandbox/orders/appeals';
import { placeOrder } from '@/sandbox/orders/place';
import { findOrder } from '@/sandbox/orders/store';
import { sweep } from '@/sandbox/orders/sweep';
import { cancelOrder, markPaid, releaseOrder } from '@/sandbox/orders/transitions';
import { listMessages, unreadCount } from '@/sandbox/user/messages';
import { EN } from '@/sandbox/user/order-message-texts';
import { renderOrderMessage } from '@/sandbox/user/order-messages';
import { startSandbox } from './harness';
import { tradingSetup } from './support/order-http';
import {
  addAd,
  addSavedMethod,
  addUser,
  BANK,
  COIN,
  createWorld,
  issueSmsCode,
  setBalance,
  setConfig,
} from './support/trading-fixtures';
import { connectSocket, listenSocket } from './support/ws';

/** The seller's sell ad; the buyer (who placed it) buys 50 TST for 100 XTS. */
function placed() {
  const w = createWorld();
  const seller = addUser(w.db, { nickname: 'Seller' });
  const buyer = addUser(w.db, { nickname: 'Buyer' });
  setBalance(w.db, seller.id, COIN, '1000');
  const adId = addAd(w.db, seller.id, { type: 'sell', quantity: '500' });
  const { orderNo } = placeOrder(w.ctx, buyer, { adId, price: '2.00', amount: '100' });
  const order = findOrder(w.db, orderNo);
  if (!order) throw new Error('no order');
  const { quantity, totalPrice } = order;
  const code = () => issueSmsCode(w.db, seller, w.clock.now());
  const form: AppealRequest = {
    orderNo,
    reason: 'paid_not_released',
    description: 'I paid 100 XTS by bank transfer, the seller does not answer.',
    contactPerson: 'Bea Buyer',
    contactInfo: '+44 7000 000000',
    evidence: [],
  };
  return { ...w, seller, buyer, orderNo, quantity, totalPrice, code, form };
}
type World = ReturnType<typeof placed>;

/** The user's messages, newest first, read in `lang`. */
const inbox = (w: World, userId: number, lang: LocaleCode | null = 'en') =>
  listMessages(w.ctx, userId, 1, 50, lang).items;
const events = (w: World, userId: number) => inbox(w, userId).map((m) => m.event);
const unreadFrames = (w: World, userId: number) =>
  w.published.filter((e) => e.userId === userId && e.topic === TOPICS.userMessages);

/** Paid, and past the wait before an appeal may be raised. */
function appealable() {
  const w = placed();
  markPaid(w.ctx, w.buyer, w.orderNo, BANK);
  w.clock.advance(10 * 60);
  return w;
}

describe('order events become messages for the parties they concern', () => {
  it('placing tells the advertiser, in the reader’s language, with the order linked', () => {
    const w = placed();
    expect(inbox(w, w.buyer.id)).toEqual([]);
    const [en] = inbox(w, w.seller.id, 'en');
    expect(en).toEqual({
      id: expect.any(Number),
      status: 0,
      title: 'New order on your ad',
      content: `Buyer placed order ${w.orderNo} on your ad: ${w.quantity} TST for ${w.totalPrice} XTS.`,
      pushTime: w.clock.now(),
      event: 'order.placed',
      orderNo: w.orderNo,
    });
    const [fa] = inbox(w, w.seller.id, 'fa');
    expect(fa?.title).toBe('سفارش جدید روی آگهی شما');
    // Values are isolated in right-to-left text (U+2068 … U+2069).
    const iso = (value: string) => `\u2068${value}\u2069`;
    expect(fa?.content).toBe(
      `${iso('Buyer')} سفارش ${iso(w.orderNo)} را روی آگهی شما ثبت کرد: ${iso(w.quantity)} ${iso('TST')} به مبلغ ${iso(w.totalPrice)} ${iso('XTS')}.`,
    );
    const [es] = inbox(w, w.seller.id, 'es');
    expect(es?.title).toBe('Nueva orden en tu anuncio');
    // No language asked: English, never the stored (empty) text.
    expect(inbox(w, w.seller.id, null)[0]?.title).toBe('New order on your ad');
    expect(unreadCount(w.ctx, w.seller.id)).toBe(1);
    expect(unreadFrames(w, w.seller.id).map((e) => e.data)).toEqual([{ unread: 1 }]);
  });

  it('placing on a buy ad tells its advertiser, the buyer', () => {
    const w = createWorld();
    const advertiser = addUser(w.db, { nickname: 'Advertiser' });
    const taker = addUser(w.db, { nickname: 'Taker' });
    setBalance(w.db, taker.id, COIN, '1000');
    const adId = addAd(w.db, advertiser.id, { type: 'buy', quantity: '500', methods: [BANK] });
    const method = addSavedMethod(w.db, taker.id, BANK);
    placeOrder(w.ctx, taker, { adId, price: '2.00', quantity: '50', userPaymentIds: [method] });
    const list = (id: number) => listMessages(w.ctx, id, 1, 10, 'en').items;
    expect(list(taker.id)).toEqual([]);
    expect(list(advertiser.id).map((m) => [m.event, m.content.split(' ')[0]])).toEqual([
      ['order.placed', 'Taker'],
    ]);
  });

  it('paying tells the seller; releasing tells the buyer and gives the seller a receipt', () => {
    const w = placed();
    markPaid(w.ctx, w.buyer, w.orderNo, BANK);
    expect(events(w, w.seller.id)).toEqual(['order.paid', 'order.placed']);
    expect(inbox(w, w.seller.id)[0]?.content).toBe(
      `Buyer marked order ${w.orderNo} as paid (${w.totalPrice} XTS). Check that the money is in your account before you release ${w.quantity} TST.`,
    );
    expect(events(w, w.buyer.id)).toEqual([]);
    w.clock.advance(60);
    releaseOrder(w.ctx, w.seller, w.orderNo, { channel: 'sms', code: w.code() });
    const [buyerMsg] = inbox(w, w.buyer.id);
    expect(buyerMsg).toMatchObject({ event: 'order.released', title: 'Coins released' });
    expect(buyerMsg?.content).toBe(
      `Seller released ${w.quantity} TST for order ${w.orderNo}. The order is completed.`,
    );
    expect(inbox(w, w.seller.id)[0]).toMatchObject({
      event: 'order.released',
      title: 'You released the coins',
    });
    expect(inbox(w, w.seller.id, 'fa')[0]?.title).toBe('رمزارز را آزاد کردید');
    expect(inbox(w, w.buyer.id, 'fa')[0]?.title).toBe('رمزارز آزاد شد');
    expect(inbox(w, w.buyer.id, 'ru')[0]?.title).toBe('Монеты отправлены');
    expect([unreadCount(w.ctx, w.buyer.id), unreadCount(w.ctx, w.seller.id)]).toEqual([1, 3]);
    expect(unreadFrames(w, w.seller.id).map((e) => e.data)).toEqual([
      { unread: 1 },
      { unread: 2 },
      { unread: 3 },
    ]);
  });

  it('the buyer cancelling tells the seller who cancelled', () => {
    const w = placed();
    cancelOrder(w.ctx, w.buyer, w.orderNo, 'other');
    expect(events(w, w.buyer.id)).toEqual([]);
    expect(inbox(w, w.seller.id)[0]).toMatchObject({
      event: 'order.cancelled',
      title: 'Order cancelled',
      content: `Buyer cancelled order ${w.orderNo} (${w.quantity} TST for ${w.totalPrice} XTS).`,
    });
    expect(inbox(w, w.seller.id, 'fa')[0]?.content).toContain(
      `\u2068Buyer\u2069 سفارش \u2068${w.orderNo}\u2069`,
    );
  });

  it('the payment timeout tells both, dated at the deadline', () => {
    const w = placed();
    const deadline = w.clock.now() + 15 * 60_000;
    w.clock.advance(20 * 60);
    sweep(w.ctx);
    for (const id of [w.buyer.id, w.seller.id]) {
      expect(inbox(w, id)[0]).toMatchObject({
        event: 'order.timeout',
        title: 'Order cancelled: payment time expired',
        pushTime: deadline,
      });
      expect(inbox(w, id, 'fa')[0]?.title).toBe('سفارش لغو شد: مهلت پرداخت تمام شد');
    }
    // The clock jumped past the reminder minute and the deadline at once: no late reminder.
    expect(events(w, w.buyer.id)).toEqual(['order.timeout']);
  });
});

describe('payment deadline reminder', () => {
  it('fires once for the buyer when the configured minutes are left (default 5)', () => {
    const w = placed();
    w.clock.advance(10 * 60 - 1);
    sweep(w.ctx);
    expect(events(w, w.buyer.id)).toEqual([]);
    w.clock.advance(1);
    sweep(w.ctx);
    expect(inbox(w, w.buyer.id)[0]).toMatchObject({
      event: 'order.deadline',
      title: 'Payment deadline approaching',
      content: `Pay ${w.totalPrice} XTS and mark order ${w.orderNo} as paid within 5 min, or it will be cancelled automatically.`,
      pushTime: w.clock.now(),
    });
    expect(inbox(w, w.buyer.id, 'fa')[0]?.content).toContain('ظرف \u20685\u2069 دقیقه');
    expect(unreadFrames(w, w.buyer.id).map((e) => e.data)).toEqual([{ unread: 1 }]);
    w.clock.advance(60);
    sweep(w.ctx);
    sweep(w.ctx);
    expect(events(w, w.buyer.id)).toEqual(['order.deadline']);
    expect(events(w, w.seller.id)).toEqual(['order.placed']);
  });

  it('follows p2p.deadlineReminderMinutes, and skips orders already paid', () => {
    const w = placed();
    setConfig(w.db, 'p2p.deadlineReminderMinutes', '2');
    w.clock.advance(12 * 60);
    sweep(w.ctx);
    expect(events(w, w.buyer.id)).toEqual([]);
    w.clock.advance(60);
    sweep(w.ctx);
    expect(inbox(w, w.buyer.id)[0]?.content).toContain('within 2 min');

    const paid = placed();
    markPaid(paid.ctx, paid.buyer, paid.orderNo, BANK);
    paid.clock.advance(14 * 60);
    sweep(paid.ctx);
    expect(events(paid, paid.buyer.id)).toEqual([]);
  });
});

describe('appeal messages', () => {
  it('raising and withdrawing tell the other party; a support decision tells both', () => {
    const w = appealable();
    raiseAppeal(w.ctx, w.buyer, w.form);
    expect(inbox(w, w.seller.id)[0]).toMatchObject({
      event: 'appeal.raised',
      title: 'Appeal raised',
      orderNo: w.orderNo,
    });
    expect(inbox(w, w.seller.id, 'fa')[0]?.title).toBe('اعتراض ثبت شد');
    withdrawAppeal(w.ctx, w.buyer, w.orderNo);
    expect(inbox(w, w.seller.id)[0]).toMatchObject({
      event: 'appeal.withdrawn',
      content: `Buyer withdrew the appeal on order ${w.orderNo}.`,
    });
    expect(events(w, w.buyer.id)).toEqual([]);
    raiseAppeal(w.ctx, w.seller, { ...w.form, reason: 'payment_not_received' });
    expect(inbox(w, w.buyer.id)[0]).toMatchObject({ event: 'appeal.raised' });
    expect(inbox(w, w.buyer.id)[0]?.content).toContain('Seller raised an appeal');
    resolveAppeal(w.ctx, w.orderNo, 'seller');
    const closed = `The appeal on order ${w.orderNo} is closed: the order was cancelled and the coins returned to the seller.`;
    for (const id of [w.buyer.id, w.seller.id]) {
      expect(inbox(w, id)[0]).toMatchObject({ event: 'appeal.resolved', content: closed });
      expect(inbox(w, id, 'es')[0]?.title).toBe('Apelación cerrada');
    }
    // The support cancellation adds nothing of its own beyond the appeal's close.
    expect(events(w, w.buyer.id)).toEqual(['appeal.resolved', 'appeal.raised']);
  });

  it('a decision for the buyer says the coins were released, to both', () => {
    const w = appealable();
    raiseAppeal(w.ctx, w.buyer, w.form);
    resolveAppeal(w.ctx, w.orderNo, 'buyer');
    expect(events(w, w.buyer.id)).toEqual(['appeal.resolved']);
    expect(events(w, w.seller.id)).toEqual([
      'appeal.resolved',
      'appeal.raised',
      'order.paid',
      'order.placed',
    ]);
    expect(inbox(w, w.buyer.id, 'fa')[0]?.content).toBe(
      `اعتراض سفارش \u2068${w.orderNo}\u2069 بسته شد: رمزارز برای خریدار آزاد شد.`,
    );
  });

  it('the seller releasing during an appeal closes it and sends the release messages', () => {
    const w = appealable();
    raiseAppeal(w.ctx, w.buyer, w.form);
    releaseOrder(w.ctx, w.seller, w.orderNo, { channel: 'sms', code: w.code() });
    expect(events(w, w.buyer.id)).toEqual(['order.released', 'appeal.resolved']);
    expect(
      inbox(w, w.seller.id)
        .slice(0, 2)
        .map((m) => m.title),
    ).toEqual(['You released the coins', 'Appeal closed']);
  });
});

describe('texts in all 13 languages', () => {
  const params = JSON.stringify({
    orderNo: '250101000000000001',
    coin: 'USDT',
    quantity: '50.00',
    fiat: 'EUR',
    amount: '100.00',
    role: 'seller',
    nickname: 'Nick',
    minutes: 5,
    count: 2,
  });
  /** Each text variant as the event code and parameters that select it. */
  const codes = Object.keys(EN).map((key) => {
    if (key === 'order.released.receipt') {
      return { event: 'order.released', extra: { role: 'seller' } };
    }
    if (key.startsWith('chat.message')) {
      return {
        event: 'chat.message',
        extra: { from: key.endsWith('.support') ? 'support' : 'counterparty' },
      };
    }
    if (key.startsWith('appeal.resolved.')) {
      return { event: 'appeal.resolved', extra: { outcome: key.slice('appeal.resolved.'.length) } };
    }
    return { event: key, extra: { role: 'buyer' } };
  });

  it('render every event with every placeholder filled, the numbers as given', () => {
    for (const lang of LOCALE_CODES) {
      for (const { event, extra } of codes) {
        const json = JSON.stringify({ ...JSON.parse(params), ...extra });
        const out = renderOrderMessage(event, json, lang);
        const english = renderOrderMessage(event, json, 'en');
        expect(out, `${lang} ${event}`).not.toBeNull();
        expect(`${out?.title} ${out?.content}`, `${lang} ${event}`).not.toMatch(/[{}]/);
        // The order number and amounts appear exactly where the English text has them.
        for (const value of ['250101000000000001', '50.00', '100.00', 'Nick']) {
          expect(out?.content.includes(value), `${lang} ${event} ${value}`).toBe(
            english?.content.includes(value),
          );
        }
        if (lang !== 'en') expect(out?.title, `${lang} ${event}`).not.toBe(english?.title);
      }
    }
    // Every variant is reachable: a different English text for each.
    const english = codes.map(({ event, extra }) =>
      renderOrderMessage(event, JSON.stringify({ ...JSON.parse(params), ...extra }), 'en'),
    );
    expect(new Set(english.map((m) => m?.content)).size).toBe(Object.keys(EN).length);
  });
});

describe('over HTTP and the socket', () => {
  it('pushes the new unread count on user.messages and lists the message in the header’s language', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const url = await listenSocket(h);
    const seller = await connectSocket(url, { token: s.seller.token });
    seller.send({ op: 'subscribe', topic: TOPICS.userMessages });
    expect(await seller.next()).toMatchObject({ op: 'subscribed', topic: TOPICS.userMessages });
    const before = await h.get<{ num: number }>('/user/internal-msgs/unread', {
      token: s.seller.token,
    });
    const placed = await h.post<C2cOrder>(
      '/c2c/v3/order/proceed',
      { adId: s.sellAd, price: '2.00', amount: '100' },
      { token: s.buyer.token },
    );
    const { orderNo } = placed.body.data;
    expect(await seller.next()).toEqual({
      op: 'event',
      topic: TOPICS.userMessages,
      data: { unread: before.body.data.num + 1 },
    });
    const page = await h.get<{ items: { title: string; event?: string; orderNo?: string }[] }>(
      '/user/internal-msgs',
      { token: s.seller.token, headers: { lang: 'fa' } },
    );
    expect(page.body.data.items[0]).toMatchObject({
      title: 'سفارش جدید روی آگهی شما',
      event: 'order.placed',
      orderNo,
    });
    seller.ws.close();
  });
});
