import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { internalMessage } from '@/contract/user';
import { chatTopic, TOPICS } from '@/contract/socket';
import { startSandbox } from './harness';
import { chatCalls, key, placeChatOrder } from './support/chat-http';
import { tradingSetup, type Party } from './support/order-http';
import { connectSocket, listenSocket } from './support/ws';

/**
 * The order chat live (issue 12): frames on `chat.<orderNo>` per reader, `user.chat` unread
 * counts, "seen", who may subscribe, and the coalesced `chat.message` bell message.
 */

async function liveWorld() {
  const h = startSandbox();
  const s = tradingSetup(h);
  const orderNo = await placeChatOrder(h, s);
  const url = await listenSocket(h);
  /** A party's socket, subscribed to the given topics (each confirmed). */
  const follow = async (party: Party, topics: string[]) => {
    const socket = await connectSocket(url, { token: party.token });
    for (const topic of topics) {
      socket.send({ op: 'subscribe', topic });
      expect(await socket.next()).toMatchObject({ op: 'subscribed', topic });
    }
    return socket;
  };
  return { h, s, orderNo, url, follow, ...chatCalls(h, orderNo) };
}

type InternalMessage = z.infer<typeof internalMessage>;

describe('frames on chat.<orderNo> and user.chat', () => {
  it('each party gets its own view of a new message; the recipient its unread count and bell', async () => {
    const w = await liveWorld();
    const topic = chatTopic(w.orderNo);
    const buyer = await w.follow(w.s.buyer, [topic]);
    const seller = await w.follow(w.s.seller, [topic, TOPICS.userChat, TOPICS.userMessages]);
    const unreadBefore = await w.h.get<{ num: number }>('/user/internal-msgs/unread', {
      token: w.s.seller.token,
    });

    const clientId = key();
    const sent = (await w.send(w.s.buyer, { clientId, text: 'Paid by bank' })).body.data;
    const base = { id: sent.id, orderNo: w.orderNo, text: 'Paid by bank', imageFileId: null };
    expect(await buyer.next()).toEqual({
      op: 'event',
      topic,
      data: {
        type: 'message',
        message: { ...base, sender: 'me', mine: true, clientId, createdAt: sent.createdAt },
      },
    });
    expect(await seller.next()).toEqual({
      op: 'event',
      topic,
      data: {
        type: 'message',
        message: {
          ...base,
          sender: 'counterparty',
          mine: false,
          clientId: null,
          createdAt: sent.createdAt,
        },
      },
    });
    expect(await seller.next()).toEqual({
      op: 'event',
      topic: TOPICS.userChat,
      data: { orderNo: w.orderNo, unread: 1 },
    });
    expect(await seller.next()).toEqual({
      op: 'event',
      topic: TOPICS.userMessages,
      data: { unread: unreadBefore.body.data.num + 1 },
    });

    // A repeat of the same key publishes nothing: the next frame is the next message.
    await w.send(w.s.buyer, { clientId, text: 'Paid by bank' });
    const second = await w.say(w.s.buyer, 'Please check');
    expect(await buyer.next()).toMatchObject({ data: { message: { id: second.id } } });
    expect(await seller.next()).toMatchObject({ data: { message: { id: second.id } } });
    expect(await seller.next()).toMatchObject({ data: { orderNo: w.orderNo, unread: 2 } });
    // The bell message was coalesced: the count on user.messages did not move.
    expect(await seller.next()).toEqual({
      op: 'event',
      topic: TOPICS.userMessages,
      data: { unread: unreadBefore.body.data.num + 1 },
    });

    // Reading: the reader's new unread count and bell; the writer sees "seen".
    await w.read(w.s.seller, second.id);
    expect(await seller.next()).toMatchObject({
      topic: TOPICS.userChat,
      data: { orderNo: w.orderNo, unread: 0 },
    });
    expect(await seller.next()).toEqual({
      op: 'event',
      topic: TOPICS.userMessages,
      data: { unread: unreadBefore.body.data.num },
    });
    expect(await buyer.next()).toEqual({
      op: 'event',
      topic,
      data: { type: 'seen', orderNo: w.orderNo, upToId: second.id },
    });
    buyer.ws.close();
    seller.ws.close();
  });

  it('a third user and an anonymous socket cannot follow an order’s chat; user.chat needs a login', async () => {
    const w = await liveWorld();
    const topic = chatTopic(w.orderNo);
    const stranger = await connectSocket(w.url, { token: w.s.stranger.token });
    stranger.send({ op: 'subscribe', topic });
    expect(await stranger.next()).toEqual({
      op: 'error',
      msg: `You can only follow your own orders (${topic})`,
      topic,
    });
    const anonymous = await connectSocket(w.url);
    for (const t of [topic, TOPICS.userChat]) {
      anonymous.send({ op: 'subscribe', topic: t });
      expect(await anonymous.next()).toEqual({
        op: 'error',
        msg: `Log in to subscribe to ${t}`,
        topic: t,
      });
    }
    stranger.ws.close();
    anonymous.ws.close();
  });
});

describe('the chat.message bell message', () => {
  const inbox = async (w: Awaited<ReturnType<typeof liveWorld>>, party: Party, lang: string) =>
    (
      await w.h.get<{ items: InternalMessage[] }>('/user/internal-msgs?page=1&pageSize=50', {
        token: party.token,
        headers: { lang },
      })
    ).body.data.items.filter((m) => m.event === 'chat.message');

  it('is one unread message per order while unread, worded in the reader’s language', async () => {
    const w = await liveWorld();
    const nickname = w.s.buyer.user.nickname ?? '';
    await w.say(w.s.buyer, 'one');
    w.h.clock.advance(5);
    await w.say(w.s.buyer, 'two');
    w.h.clock.advance(5);
    const third = await w.say(w.s.buyer, 'three');

    const [en, ...others] = await inbox(w, w.s.seller, 'en');
    expect(others).toEqual([]);
    expect(en).toEqual({
      id: expect.any(Number),
      status: 0,
      title: `New message from ${nickname}`,
      content: `${nickname} wrote in order ${w.orderNo}. Unread messages: 3.`,
      pushTime: w.h.clock.now(),
      event: 'chat.message',
      orderNo: w.orderNo,
    });
    const [fa] = await inbox(w, w.s.seller, 'fa');
    expect(fa).toMatchObject({
      id: en?.id,
      title: `پیام جدید از \u2068${nickname}\u2069`,
      content: `\u2068${nickname}\u2069 در سفارش \u2068${w.orderNo}\u2069 پیام فرستاد. پیام‌های خوانده‌نشده: \u20683\u2069.`,
    });
    // The writer gets none.
    expect(await inbox(w, w.s.buyer, 'en')).toEqual([]);

    // Reading part of the chat keeps it unread with the count left; reading all marks it read.
    await w.read(w.s.seller, third.id - 1);
    expect((await inbox(w, w.s.seller, 'en'))[0]).toMatchObject({
      status: 0,
      content: `${nickname} wrote in order ${w.orderNo}. Unread messages: 1.`,
    });
    await w.read(w.s.seller, third.id);
    expect((await inbox(w, w.s.seller, 'en'))[0]?.status).toBe(1);

    // A message after that is a new bell message.
    await w.say(w.s.buyer, 'four');
    const after = await inbox(w, w.s.seller, 'en');
    expect(after.map((m) => [m.status, m.content])).toEqual([
      [0, `${nickname} wrote in order ${w.orderNo}. Unread messages: 1.`],
      [1, `${nickname} wrote in order ${w.orderNo}. Unread messages: 1.`],
    ]);
  });

  it('support’s message rings both parties, worded as from support', async () => {
    const w = await liveWorld();
    const res = await w.h.post('/sandbox/orders/chat/support', {
      orderNo: w.orderNo,
      text: 'Support is looking at this order.',
    });
    expect(res.status).toBe(200);
    for (const party of [w.s.buyer, w.s.seller]) {
      const [en] = await inbox(w, party, 'en');
      expect(en).toMatchObject({
        title: 'New message from support',
        content: `Support wrote in order ${w.orderNo}. Unread messages: 1.`,
      });
      const [fa] = await inbox(w, party, 'fa');
      expect(fa?.title).toBe('پیام جدید از پشتیبانی');
    }
  });
});
