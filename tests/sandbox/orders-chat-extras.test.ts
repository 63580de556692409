import { describe, expect, it } from 'vitest';
import type { C2cOrder } from '@/contract/entities';
import { CHAT_CODES } from '@/contract/orders-chat';
import { stmt } from '@/sandbox/db/database';
import { int } from '@/sandbox/db/rows';
import { BOT_REPLIES } from '@/sandbox/orders/chat-bot-texts';
import { startSandbox, type Harness } from './harness';
import { chatCalls, placeChatOrder } from './support/chat-http';
import { tradingSetup } from './support/order-http';
import { BANK, makeBot } from './support/trading-fixtures';
import { uploadPng } from './support/uploads';

/**
 * The order chat beyond text (issue 12): images for both parties only, the ad's auto-reply on
 * placing, bots answering in the sender's language, support writing through appeals/resolve,
 * and the seeded advertisers' auto-replies.
 */

async function world(prepare?: (s: ReturnType<typeof tradingSetup>) => void) {
  const h = startSandbox();
  const s = tradingSetup(h);
  prepare?.(s);
  const orderNo = await placeChatOrder(h, s);
  return { h, s, orderNo, ...chatCalls(h, orderNo) };
}

/** GET of an upload's file as `token`'s user: the status only. */
async function fileStatus(h: Harness, fileId: string, token: string): Promise<number> {
  const res = await h.sandbox.app.request(`/api/c2c/v3/upload/file/${fileId}`, {
    headers: { token },
  });
  await res.arrayBuffer();
  return res.status;
}

describe('chat images', () => {
  it('are readable by both parties of the order, not by a third user', async () => {
    const w = await world();
    const fileId = await uploadPng(w.h, w.s.buyer.token, 'chat');
    // Before it is sent, only its owner sees it.
    expect(await fileStatus(w.h, fileId, w.s.seller.token)).toBe(404);
    const sent = await w.send(w.s.buyer, { imageFileId: fileId });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ text: '', imageFileId: fileId, sender: 'me' });
    expect(await fileStatus(w.h, fileId, w.s.buyer.token)).toBe(200);
    expect(await fileStatus(w.h, fileId, w.s.seller.token)).toBe(200);
    expect(await fileStatus(w.h, fileId, w.s.stranger.token)).toBe(404);
    const page = await w.page(w.s.seller);
    expect(page.messages).toMatchObject([{ imageFileId: fileId, sender: 'counterparty' }]);
  });

  it('must be an uploaded chat image of the sender’s own', async () => {
    const w = await world();
    const evidence = await uploadPng(w.h, w.s.buyer.token, 'appeal_evidence');
    const sellers = await uploadPng(w.h, w.s.seller.token, 'chat');
    for (const imageFileId of [evidence, sellers, 'a'.repeat(32)]) {
      const res = await w.send(w.s.buyer, { imageFileId });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(CHAT_CODES.chatImageInvalid);
      expect(res.body.data).toMatchObject({ errors: [{ path: 'imageFileId' }] });
    }
    const both = await w.send(w.s.buyer, { text: 'x', imageFileId: sellers });
    expect(both.status).toBe(400);
    expect((await w.page(w.s.seller)).messages).toEqual([]);
  });
});

describe('the ad’s auto-reply', () => {
  const autoReply = 'Hi! Pay within the time limit, I release at once.';

  it('opens the chat from the advertiser’s side, unread for the taker only, no bell', async () => {
    const w = await world((s) => {
      stmt(s.db, 'UPDATE ads SET auto_reply = ? WHERE id = ?').run(`  ${autoReply} `, s.sellAd);
    });
    const taker = await w.page(w.s.buyer);
    expect(taker.messages).toMatchObject([
      { text: autoReply, sender: 'auto', mine: false, clientId: null },
    ]);
    expect(taker.unread).toBe(1);
    const advertiser = await w.page(w.s.seller);
    expect(advertiser.messages).toMatchObject([{ text: autoReply, sender: 'auto', mine: true }]);
    expect(advertiser.unread).toBe(0);
    const orders = await w.h.get<{ items: C2cOrder[] }>('/c2c/v3/order/list', {
      token: w.s.buyer.token,
    });
    expect(orders.body.data.items[0]).toMatchObject({ orderNo: w.orderNo, chatUnread: 1 });
    const bells = stmt(
      w.h.sandbox.db,
      "SELECT COUNT(*) AS n FROM internal_messages WHERE event = 'chat.message'",
    ).get();
    expect(bells?.n).toBe(0);
  });

  it('an ad without one leaves the chat empty, and it does not wake a bot', async () => {
    const w = await world((s) => {
      makeBot(s.db, s.seller.user.id);
      stmt(s.db, 'UPDATE ads SET auto_reply = ? WHERE id = ?').run(autoReply, s.sellAd);
    });
    w.h.clock.advance(60);
    expect((await w.page(w.s.buyer)).messages.map((m) => m.sender)).toEqual(['auto']);
    const plain = chatCalls(w.h, await placeChatOrder(w.h, w.s, 'sell'));
    expect((await plain.page(w.s.buyer)).messages).toEqual([]);
  });
});

describe('bots answer', () => {
  it('once, after their delay, in the language the human wrote from', async () => {
    const w = await world((s) => makeBot(s.db, s.seller.user.id, 'auto', 5));
    await w.send(w.s.buyer, { text: 'سلام، پرداخت کردم' }, { lang: 'fa' });
    w.h.clock.advance(2);
    await w.send(w.s.buyer, { text: 'هستید؟' }, { lang: 'fa' });
    w.h.clock.advance(2);
    expect((await w.page(w.s.buyer)).messages).toHaveLength(2);
    w.h.clock.advance(1);
    const page = await w.page(w.s.buyer);
    expect(page.messages.map((m) => [m.sender, m.text])).toEqual([
      ['me', 'سلام، پرداخت کردم'],
      ['me', 'هستید؟'],
      ['counterparty', BOT_REPLIES.fa.seller],
    ]);
    expect(page.messages[2]?.createdAt).toBe(w.h.clock.now());
    expect(page.unread).toBe(1);

    // Another message later gets another answer, in that message's language.
    await w.send(w.s.buyer, { text: 'もう一度' }, { lang: 'ja' });
    w.h.clock.advance(5);
    const later = await w.page(w.s.buyer);
    expect(later.messages.at(-1)).toMatchObject({ text: BOT_REPLIES.ja.seller });
    expect(later.messages).toHaveLength(5);
  });

  it('a buying bot answers with the buyer’s line; a human counterparty never gets one', async () => {
    const w = await world((s) => makeBot(s.db, s.seller.user.id, 'never_release', 3));
    const sold = chatCalls(w.h, await placeChatOrder(w.h, w.s, 'sell'));
    await sold.send(w.s.buyer, { text: 'Hello' });
    w.h.clock.advance(3);
    expect((await sold.page(w.s.buyer)).messages.at(-1)?.text).toBe(BOT_REPLIES.en.buyer);
    // The bot writing does not make the human's message answer itself.
    await w.send(w.s.seller, { text: 'From the bot account, typed by hand' });
    w.h.clock.advance(10);
    expect((await w.page(w.s.seller)).messages).toHaveLength(1);
  });
});

describe('support through appeals/resolve', () => {
  it('writes its message into the chat before resolving; a repeat writes nothing', async () => {
    const w = await world();
    const { h, s, orderNo } = w;
    await h.post('/c2c/v3/order/paid', { orderNo, paymentMethod: BANK }, { token: s.buyer.token });
    h.clock.advance(10 * 60);
    const form = {
      orderNo,
      reason: 'paid_not_released',
      description: 'Paid, not released',
      contactPerson: 'Bea',
      contactInfo: 'bea@example.com',
      evidence: [],
    };
    expect((await h.post('/c2c/v3/order/appeal', form, { token: s.buyer.token })).status).toBe(200);
    const empty = await h.post('/sandbox/appeals/resolve', {
      orderNo,
      favour: 'buyer',
      message: '',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.data).toMatchObject({ errors: [{ path: 'message' }] });

    const message = 'We checked the bank statement: the coins go to the buyer.';
    const body = { orderNo, favour: 'buyer', message };
    const resolved = await h.post('/sandbox/appeals/resolve', body);
    expect(resolved.body.data).toEqual({ changed: true, orderNo, status: 'completed' });
    const again = await h.post('/sandbox/appeals/resolve', body);
    expect(again.body.data).toMatchObject({ changed: false });
    for (const party of [s.buyer, s.seller]) {
      const page = await w.page(party);
      expect(page.messages.map((m) => [m.sender, m.mine, m.text])).toEqual([
        ['support', false, message],
      ]);
      expect(page.closesAt).toBe(h.clock.now() + 30 * 24 * 3600_000);
    }
    const missing = await h.post('/sandbox/appeals/resolve', {
      orderNo: '250101000000999999',
      favour: 'buyer',
    });
    expect(missing.status).toBe(404);
  });
});

describe('the demo seed', () => {
  it('gives every ad of the bots and of MaxMerch an auto-reply', () => {
    const h = startSandbox();
    const count = (sql: string) => int(stmt(h.sandbox.db, sql).get() ?? { n: 0 }, 'n');
    const botAds = `FROM ads a JOIN p2p_bots b ON b.user_id = a.user_id`;
    expect(count(`SELECT COUNT(*) AS n ${botAds}`)).toBeGreaterThan(10);
    expect(count(`SELECT COUNT(*) AS n ${botAds} WHERE a.auto_reply = ''`)).toBe(0);
    const merchantAds = `FROM ads a JOIN users u ON u.id = a.user_id WHERE u.persona = 'merchant'`;
    expect(count(`SELECT COUNT(*) AS n ${merchantAds}`)).toBeGreaterThan(0);
    expect(count(`SELECT COUNT(*) AS n ${merchantAds} AND a.auto_reply = ''`)).toBe(0);
  });
});
