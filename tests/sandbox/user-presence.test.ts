import { describe, expect, it } from 'vitest';
import type { AdvertiserStatistics, UserPresence } from '@/contract/entities';
import type { OrderDetail } from '@/contract/orders';
import { createManualClock } from '@/sandbox/clock';
import { stmt } from '@/sandbox/db/database';
import { seedMissing } from '@/sandbox/db/seed';
import { migrations, readUserVersion } from '@/sandbox/db/migrations';
import { useOlderDatabases } from './support/older-database';
import { createSandbox } from '@/sandbox/index';
import { placeOrder } from '@/sandbox/orders/place';
import { sweep } from '@/sandbox/orders/sweep';
import { markPaid } from '@/sandbox/orders/transitions';
import { presenceOf } from '@/sandbox/user/presence';
import { startSandbox, type Harness } from './harness';
import { exec, marketAll, rows } from './market-helpers';
import { chatCalls, placeChatOrder } from './support/chat-http';
import { tradingSetup, type Party } from './support/order-http';
import { connectSocket, listenSocket } from './support/ws';
import {
  addAd,
  addSavedMethod,
  addUser,
  BANK,
  COIN,
  createWorld,
  makeBot,
  setBalance,
  setConfig,
} from './support/trading-fixtures';

const MINUTE = 60;

/** One user's presence as anyone sees it on their profile (asked without a session). */
async function presence(h: Harness, userId: number): Promise<UserPresence | undefined> {
  const res = await h.get<AdvertiserStatistics>(
    `/c2c/v3/public/user/transaction-data?userId=${userId}`,
  );
  expect(res.status).toBe(200);
  return res.body.data.presence;
}

function personaId(h: Harness, persona: string): number {
  const [row] = rows(h, 'SELECT id FROM users WHERE persona = ?', persona);
  if (!row) throw new Error(`no persona ${persona}`);
  return Number(row.id);
}

/** Waits (in real time, briefly) until the socket hub has handled a close the test caused. */
async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('The condition never held');
}

describe('who is online', () => {
  it('shows a never-seen user offline, then online from their first request until the window ends', async () => {
    const h = startSandbox();
    const id = personaId(h, 'verified');
    expect(await presence(h, id)).toEqual({ online: false, lastSeenAt: null });

    const token = await h.login('verified');
    const start = h.clock.now();
    await h.get('/c2c/v3/user/info', { token });
    expect(await presence(h, id)).toEqual({ online: true, lastSeenAt: start });

    h.clock.advance(5 * MINUTE - 1);
    expect(await presence(h, id)).toEqual({ online: true, lastSeenAt: start });
    h.clock.advance(1);
    expect(await presence(h, id)).toEqual({ online: false, lastSeenAt: start });

    // The window is the config's (p2p.onlineWindowMinutes).
    setConfig(h.sandbox.db, 'p2p.onlineWindowMinutes', '10');
    expect(await presence(h, id)).toEqual({ online: true, lastSeenAt: start });
  });

  it('writes the last action at most once a minute', async () => {
    const h = startSandbox();
    const id = personaId(h, 'verified');
    const token = await h.login('verified');
    await h.get('/c2c/v3/user/info', { token });
    const first = h.clock.now();

    h.clock.advance(59);
    await h.get('/c2c/v3/user/info', { token });
    expect((await presence(h, id))?.lastSeenAt).toBe(first);

    h.clock.advance(1);
    await h.get('/c2c/v3/public/config/basics-config', { token });
    expect((await presence(h, id))?.lastSeenAt).toBe(h.clock.now());
  });

  it('keeps a user with an open socket online past the window, and records the close as last seen', async () => {
    const h = startSandbox();
    const id = personaId(h, 'merchant');
    const before = await presence(h, id);
    expect(before?.online).toBe(false);

    const token = await h.login('merchant');
    const url = await listenSocket(h);
    const first = await connectSocket(url, { token });
    const second = await connectSocket(url, { token });
    h.clock.advance(60 * MINUTE);
    expect((await presence(h, id))?.online).toBe(true);

    // One page of two closed: still connected.
    first.ws.close();
    await new Promise((resolve) => first.ws.once('close', resolve));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await presence(h, id)).toMatchObject({ online: true });

    h.clock.advance(MINUTE);
    const closedAt = h.clock.now();
    second.ws.close();
    await until(async () => (await presence(h, id))?.lastSeenAt === closedAt);
    expect(await presence(h, id)).toEqual({ online: true, lastSeenAt: closedAt });

    h.clock.advance(5 * MINUTE);
    expect(await presence(h, id)).toEqual({ online: false, lastSeenAt: closedAt });
  });

  it('does not count an anonymous socket as anyone', async () => {
    const h = startSandbox();
    const socket = await connectSocket(await listenSocket(h));
    h.clock.advance(MINUTE);
    const seen = rows(h, 'SELECT COUNT(*) AS n FROM users WHERE last_seen_at >= ?', h.clock.now());
    expect(seen[0]?.n).toBe(0);
    socket.ws.close();
  });

  it('seeds a believable market: some advertisers online, the others last seen minutes, hours or days ago', async () => {
    const h = startSandbox();
    const now = h.clock.now();
    const ads = await marketAll(h, { side: 'buy', coin: 'USDT', fiat: 'GBP' });
    const byUser = new Map(ads.map((ad) => [ad.advertiser.userId, ad.advertiser]));
    const online = [...byUser.values()].filter((a) => a.presence?.online);
    const offline = [...byUser.values()].filter((a) => a.presence?.online === false);
    expect(online.length).toBeGreaterThan(0);
    expect(offline.length).toBeGreaterThan(0);

    const all = rows(
      h,
      `SELECT b.connected, b.mode, u.last_seen_at FROM p2p_bots b JOIN users u ON u.id = b.user_id`,
    );
    const ago = all.filter((r) => r.connected === 0).map((r) => now - Number(r.last_seen_at));
    expect(ago.every((ms) => ms > 5 * MINUTE * 1000)).toBe(true);
    expect(ago.some((ms) => ms < 3600_000)).toBe(true);
    expect(ago.some((ms) => ms >= 3600_000 && ms < 86_400_000)).toBe(true);
    expect(ago.some((ms) => ms >= 86_400_000)).toBe(true);
    // The advertiser that never releases is not around.
    expect(all.find((r) => r.mode === 'never_release')?.connected).toBe(0);
    // The profile says what the row says.
    for (const a of [online[0], offline[0]]) {
      if (a) expect(await presence(h, a.userId)).toEqual(a.presence);
    }

    // Deterministic: another sandbox at the same time seeds the same presence.
    const again = startSandbox();
    expect(rows(again, 'SELECT user_id, connected FROM p2p_bots ORDER BY user_id')).toEqual(
      rows(h, 'SELECT user_id, connected FROM p2p_bots ORDER BY user_id'),
    );
  });

  it('shows a bot that is not connected online for a while after it releases', () => {
    const w = createWorld();
    const bot = addUser(w.db, { nickname: 'SleepyBot' });
    makeBot(w.db, bot.id, 'auto', 5);
    setBalance(w.db, bot.id, COIN, '1000');
    const adId = addAd(w.db, bot.id, { type: 'sell', quantity: '500' });
    const user = addUser(w.db, { nickname: 'Human' });
    addSavedMethod(w.db, user.id, BANK);
    expect(presenceOf(w.ctx, [bot.id]).get(bot.id)).toEqual({ online: false, lastSeenAt: null });

    const { orderNo } = placeOrder(w.ctx, user, { adId, price: '2', amount: '20' });
    markPaid(w.ctx, user, orderNo, BANK);
    const paidAt = w.clock.now();
    w.clock.advance(60);
    expect(sweep(w.ctx)).toBe(1);
    // Dated at the bot's due time, like the release itself.
    const releasedAt = paidAt + 5000;
    expect(presenceOf(w.ctx, [bot.id]).get(bot.id)).toEqual({
      online: true,
      lastSeenAt: releasedAt,
    });
    w.clock.advance(5 * MINUTE);
    expect(presenceOf(w.ctx, [bot.id]).get(bot.id)).toEqual({
      online: false,
      lastSeenAt: releasedAt,
    });
  });

  it('shows a bot online for a while after it answers the chat, dated at its answer', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    makeBot(s.db, s.seller.user.id, 'auto', 5);
    const orderNo = await placeChatOrder(h, s);
    const chat = chatCalls(h, orderNo);
    h.clock.advance(10 * MINUTE);
    expect((await presence(h, s.seller.user.id))?.online).toBe(false);

    await chat.send(s.buyer, { text: 'Are you there?' });
    const answeredAt = h.clock.now() + 5000;
    h.clock.advance(6);
    await chat.page(s.buyer);
    expect(await presence(h, s.seller.user.id)).toEqual({ online: true, lastSeenAt: answeredAt });
  });

  it('tells each party of an order whether the other is around', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const orderNo = await placeChatOrder(h, s);
    const seen = async (viewer: Party) =>
      (await h.get<OrderDetail>(`/c2c/v3/order/detail?orderNo=${orderNo}`, { token: viewer.token }))
        .body.data.counterpartyPresence;
    // The buyer just placed the order; the seller has not been around.
    const placedAt = h.clock.now();
    expect(await seen(s.buyer)).toEqual({ online: false, lastSeenAt: null });
    expect(await seen(s.seller)).toEqual({ online: true, lastSeenAt: placedAt });
    // The seller's own call (opening the order) is what the buyer sees, a minute on.
    h.clock.advance(MINUTE);
    expect(await seen(s.buyer)).toEqual({ online: true, lastSeenAt: placedAt });
  });
});

describe('an older database', () => {
  const olderDatabase = useOlderDatabases();

  it('gains last_seen_at on start', async () => {
    const dbPath = olderDatabase('last_seen_at');

    const sandbox = createSandbox({ dbPath, clock: createManualClock(), log: () => {} });
    try {
      expect(readUserVersion(sandbox.db)).toBe(migrations.length);
      const connected = stmt(sandbox.db, 'SELECT COUNT(*) AS n FROM p2p_bots WHERE connected = 1');
      expect(Number(connected.get()?.n)).toBeGreaterThan(0);
    } finally {
      await sandbox.close();
    }
  });

  it('seeds presence into a database seeded before it, on the next start', () => {
    const h = startSandbox();
    const { db } = h.sandbox;
    const before = rows(h, 'SELECT id, last_seen_at FROM users ORDER BY id');
    const bots = rows(h, 'SELECT user_id, connected FROM p2p_bots ORDER BY user_id');
    // As the presence migration leaves an older database: nobody seen, no bot connected.
    exec(h, 'UPDATE users SET last_seen_at = NULL');
    exec(h, 'UPDATE p2p_bots SET connected = 0');
    seedMissing(db, h.clock.now());
    expect(rows(h, 'SELECT id, last_seen_at FROM users ORDER BY id')).toEqual(before);
    expect(rows(h, 'SELECT user_id, connected FROM p2p_bots ORDER BY user_id')).toEqual(bots);
    // Seeded once: a later start keeps what happened since.
    exec(h, 'UPDATE users SET last_seen_at = 1 WHERE persona IS NULL');
    seedMissing(db, h.clock.now());
    const unchanged = rows(h, 'SELECT COUNT(*) AS n FROM users WHERE last_seen_at = 1');
    expect(Number(unchanged[0]?.n)).toBeGreaterThan(40);
  });
});
