import { describe, expect, it } from 'vitest';
import type { C2cOrder } from '@/contract/entities';
import { CHAT_CODES, type ChatMessage } from '@/contract/orders-chat';
import { ORDER_CODES } from '@/contract/orders-refusals';
import type { OrderDetail } from '@/contract/orders';
import { stmt } from '@/sandbox/db/database';
import { startSandbox } from './harness';
import { chatCalls, key, placeChatOrder } from './support/chat-http';
import { tradingSetup, type Party } from './support/order-http';
import { setConfig } from './support/trading-fixtures';

/**
 * The order chat over HTTP (issue 12): send, list and page, read and unread, "seen", the
 * shared text rule, who may use it, idempotency, the rate limit and the chat window.
 */

async function chatWorld() {
  const h = startSandbox();
  const s = tradingSetup(h);
  const orderNo = await placeChatOrder(h, s);
  return { h, s, orderNo, ...chatCalls(h, orderNo) };
}

describe('sending and listing', () => {
  it('delivers a text to both parties, each in their own view, oldest first', async () => {
    const w = await chatWorld();
    const clientId = key();
    const sent = await w.send(w.s.buyer, { clientId, text: '  Hello, paying now  ' });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({
      id: expect.any(Number),
      orderNo: w.orderNo,
      sender: 'me',
      mine: true,
      text: 'Hello, paying now',
      imageFileId: null,
      clientId,
      createdAt: w.h.clock.now(),
    });
    w.h.clock.advance(1);
    const reply = await w.say(w.s.seller, 'Thanks');
    const buyerPage = await w.page(w.s.buyer);
    expect(buyerPage.messages.map((m) => [m.text, m.sender, m.mine])).toEqual([
      ['Hello, paying now', 'me', true],
      ['Thanks', 'counterparty', false],
    ]);
    const sellerPage = await w.page(w.s.seller);
    expect(sellerPage.messages.map((m) => [m.sender, m.mine, m.clientId])).toEqual([
      ['counterparty', false, null],
      ['me', true, reply.clientId],
    ]);
    expect(sellerPage).toMatchObject({
      orderNo: w.orderNo,
      hasMore: false,
      unread: 1,
      peerReadId: null,
      closesAt: null,
      open: true,
      now: w.h.clock.now(),
    });
  });

  it('pages backwards: the newest page first, `before` gives the older ones', async () => {
    const w = await chatWorld();
    setConfig(w.h.sandbox.db, 'p2p.chatRateLimitCount', '100');
    const ids: number[] = [];
    for (let i = 1; i <= 5; i += 1) ids.push((await w.say(w.s.buyer, `m${i}`)).id);
    const newest = await w.page(w.s.seller, '&limit=2');
    expect(newest.messages.map((m) => m.text)).toEqual(['m4', 'm5']);
    expect(newest.hasMore).toBe(true);
    const older = await w.page(w.s.seller, `&limit=2&before=${ids[3]}`);
    expect(older.messages.map((m) => m.text)).toEqual(['m2', 'm3']);
    const oldest = await w.page(w.s.seller, `&limit=2&before=${ids[1]}`);
    expect(oldest).toMatchObject({ hasMore: false, messages: [{ text: 'm1' }] });
    // Paging does not read anything.
    expect(oldest.unread).toBe(5);
  });

  it('refuses an empty or over-long text with field errors, and takes exactly 1000 characters', async () => {
    const w = await chatWorld();
    for (const text of ['', '    ', 'x'.repeat(1001)]) {
      const res = await w.send(w.s.buyer, { text });
      expect(res.status, JSON.stringify(text.slice(0, 5))).toBe(400);
      expect(res.body.code).toBe(400);
      expect(res.body.data).toMatchObject({
        errors: [{ path: 'text', code: text.length > 1000 ? 'too_big' : 'too_small' }],
      });
    }
    const neither = await w.send(w.s.buyer, {});
    expect(neither.status).toBe(400);
    const full = await w.send(w.s.buyer, { text: 'y'.repeat(1000) });
    expect(full.status).toBe(200);
    expect(full.body.data.text).toHaveLength(1000);
    expect((await w.page(w.s.seller)).messages).toHaveLength(1);
  });
});

describe('reading', () => {
  it('counts unread per reader, marks read up to a message and tells the writer "seen"', async () => {
    const w = await chatWorld();
    const first = await w.say(w.s.buyer, 'one');
    const second = await w.say(w.s.buyer, 'two');
    expect((await w.page(w.s.seller)).unread).toBe(2);
    expect((await w.page(w.s.buyer)).unread).toBe(0);

    expect((await w.read(w.s.seller, first.id)).body.data).toEqual({ unread: 1 });
    expect((await w.page(w.s.buyer)).peerReadId).toBe(first.id);
    // A repeat changes nothing.
    expect((await w.read(w.s.seller, first.id)).body.data).toEqual({ unread: 1 });
    // An id past the newest message reads up to the newest, never a message still to come.
    expect((await w.read(w.s.seller, second.id + 1000)).body.data).toEqual({ unread: 0 });
    expect((await w.page(w.s.buyer)).peerReadId).toBe(second.id);
    // Naming an older message never moves the cursor back.
    expect((await w.read(w.s.seller, first.id)).body.data).toEqual({ unread: 0 });
    expect((await w.page(w.s.buyer)).peerReadId).toBe(second.id);
    const third = await w.say(w.s.buyer, 'three');
    expect(third.id).toBeLessThan(second.id + 1000);
    expect((await w.page(w.s.seller)).unread).toBe(1);
    // The seller's own messages are never unread for them.
    await w.say(w.s.seller, 'ok');
    expect((await w.page(w.s.seller)).unread).toBe(1);
    expect((await w.page(w.s.seller)).peerReadId).toBeNull();
  });

  it('shows each party its unread count on My orders and the order page', async () => {
    const w = await chatWorld();
    await w.say(w.s.buyer, 'one');
    await w.say(w.s.buyer, 'two');
    const list = await w.h.get<{ items: C2cOrder[] }>('/c2c/v3/order/list', {
      token: w.s.seller.token,
    });
    expect(list.body.data.items.find((o) => o.orderNo === w.orderNo)?.chatUnread).toBe(2);
    const detail = (party: Party) =>
      w.h.get<OrderDetail>(`/c2c/v3/order/detail?orderNo=${w.orderNo}`, { token: party.token });
    expect((await detail(w.s.seller)).body.data.chatUnread).toBe(2);
    expect((await detail(w.s.buyer)).body.data.chatUnread).toBe(0);
  });
});

describe('who may use it', () => {
  it('answers a third user exactly like a missing order', async () => {
    const w = await chatWorld();
    await w.say(w.s.buyer, 'private');
    const missing = chatCalls(w.h, '250101000000999999');
    const refusals = [
      await w.list(w.s.stranger),
      await w.send(w.s.stranger, { text: 'hi' }),
      await w.read(w.s.stranger, 1),
      await missing.list(w.s.stranger),
      await missing.send(w.s.buyer, { text: 'hi' }),
      await missing.read(w.s.buyer, 1),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe(ORDER_CODES.orderNotFound);
      expect(res.body.data).toBeNull();
    }
    expect((await w.page(w.s.seller)).messages.map((m) => m.text)).toEqual(['private']);
  });
});

describe('idempotency', () => {
  it('the same key stores one message, answers the stored one even with another text', async () => {
    const w = await chatWorld();
    const clientId = key();
    const first = await w.send(w.s.buyer, { clientId, text: 'Sent once' });
    const again = await w.send(w.s.buyer, { clientId, text: 'Sent once' });
    const changed = await w.send(w.s.buyer, { clientId, text: 'Another text' });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(changed.body.data).toEqual(first.body.data);
    expect((await w.page(w.s.seller)).messages.map((m) => m.text)).toEqual(['Sent once']);
    // The key is per sender: the other party's message with the same key is its own.
    const theirs = await w.send(w.s.seller, { clientId, text: 'Mine' });
    expect(theirs.body.data.id).not.toBe(first.body.data.id);
    const count = stmt(w.h.sandbox.db, 'SELECT COUNT(*) AS n FROM order_chat_messages').get();
    expect(count?.n).toBe(2);
  });
});

describe('rate limit', () => {
  it('refuses the 11th message within 30 s across all chats, until the oldest leaves the window', async () => {
    const w = await chatWorld();
    const other = chatCalls(w.h, await placeChatOrder(w.h, w.s));
    const start = w.h.clock.now();
    const keys: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const chat = i % 2 === 0 ? w : other;
      const clientId = key();
      keys.push(clientId);
      expect((await chat.send(w.s.buyer, { clientId, text: `m${i}` })).status).toBe(200);
      w.h.clock.advance(1);
    }
    const refused = await w.send(w.s.buyer, { text: 'too fast' });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(CHAT_CODES.chatRateLimited);
    expect(refused.body.data).toEqual({ retryAt: start + 30_000 });
    // A repeat of a stored message is not a new one: answered, not counted.
    expect((await w.send(w.s.buyer, { clientId: keys[0], text: 'm0' })).status).toBe(200);
    // The other party has a limit of their own.
    expect((await w.send(w.s.seller, { text: 'fine' })).status).toBe(200);

    w.h.clock.advance(30 - 10 - 1);
    expect((await w.send(w.s.buyer, { text: 'still too fast' })).status).toBe(429);
    w.h.clock.advance(1);
    expect((await w.send(w.s.buyer, { text: 'now it works' })).status).toBe(200);
  });

  it('follows p2p.chatRateLimitCount and p2p.chatRateLimitSeconds', async () => {
    const w = await chatWorld();
    setConfig(w.h.sandbox.db, 'p2p.chatRateLimitCount', '2');
    setConfig(w.h.sandbox.db, 'p2p.chatRateLimitSeconds', '5');
    await w.say(w.s.buyer, 'a');
    await w.say(w.s.buyer, 'b');
    const refused = await w.send(w.s.buyer, { text: 'c' });
    expect(refused.body.data).toEqual({ retryAt: w.h.clock.now() + 5000 });
    w.h.clock.advance(5);
    expect((await w.send(w.s.buyer, { text: 'c' })).status).toBe(200);
  });
});

describe('the chat window', () => {
  it('stays open while the order runs, closes chatWindowDays after it ended; support may still write', async () => {
    const w = await chatWorld();
    setConfig(w.h.sandbox.db, 'p2p.chatWindowDays', '2');
    w.h.clock.advance(60);
    const cancelled = await w.h.post(
      '/c2c/v3/order/cancel',
      { orderNo: w.orderNo, reason: 'no_longer_needed' },
      { token: w.s.buyer.token },
    );
    expect(cancelled.status).toBe(200);
    const endedAt = w.h.clock.now();
    const closesAt = endedAt + 2 * 24 * 3600_000;
    expect(await w.page(w.s.seller)).toMatchObject({ closesAt, open: true });

    w.h.clock.advance(2 * 24 * 3600 - 1);
    expect((await w.send(w.s.seller, { text: 'Last word' })).status).toBe(200);
    w.h.clock.advance(1);
    const refused = await w.send(w.s.buyer, { text: 'Too late' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: CHAT_CODES.chatClosed,
      data: { closedAt: closesAt },
    });
    expect(await w.page(w.s.buyer)).toMatchObject({ closesAt, open: false, unread: 1 });

    const support = await w.h.post<ChatMessage>('/sandbox/orders/chat/support', {
      orderNo: w.orderNo,
      text: 'Support here: this order is closed.',
    });
    expect(support.status).toBe(200);
    expect(support.body.data).toMatchObject({ sender: 'support', mine: false, clientId: null });
    const page = await w.page(w.s.seller);
    expect(page.messages.map((m) => [m.sender, m.text])).toEqual([
      ['me', 'Last word'],
      ['support', 'Support here: this order is closed.'],
    ]);
    expect(page.unread).toBe(1);
  });

  it('the support control refuses an empty text and a missing order', async () => {
    const w = await chatWorld();
    const empty = await w.h.post('/sandbox/orders/chat/support', { orderNo: w.orderNo, text: ' ' });
    expect(empty.status).toBe(400);
    const missing = await w.h.post('/sandbox/orders/chat/support', {
      orderNo: '250101000000999999',
      text: 'Hello',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(ORDER_CODES.orderNotFound);
  });
});
