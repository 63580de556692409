import { describe, expect, it } from 'vitest';
import type { C2cOrder } from '@/contract/entities';
import { BLOCK_CODES, type BlockedUser, type BlockStatus } from '@/contract/user-block';
import { createManualClock } from '@/sandbox/clock';
import { migrations, readUserVersion } from '@/sandbox/db/migrations';
import { useOlderDatabases } from './support/older-database';
import { createSandbox } from '@/sandbox/index';
import { startSandbox, type Harness } from './harness';
import { market } from './market-helpers';
import { tradingSetup, type Party } from './support/order-http';
import { COIN, FIAT, setConfig, WALLET } from './support/trading-fixtures';

interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
interface FieldErrors {
  errors?: { path: string; code: string }[];
}

const block = (h: Harness, who: Party, userId: unknown) =>
  h.post<BlockStatus & FieldErrors>('/c2c/v3/user/block', { userId }, { token: who.token });
const unblock = (h: Harness, who: Party, userId: unknown) =>
  h.post<BlockStatus>('/c2c/v3/user/unblock', { userId }, { token: who.token });
const list = (h: Harness, who: Party, query = '') =>
  h.get<Paged<BlockedUser>>(`/c2c/v3/user/block/list${query}`, { token: who.token });
const place = (h: Harness, who: Party, adId: number) =>
  h.post<C2cOrder>(
    '/c2c/v3/order/proceed',
    { adId, price: '2.00', amount: '100' },
    { token: who.token },
  );
/** The ids of the ads the buy side of the fixture market lists for a viewer (or a visitor). */
async function marketAdIds(h: Harness, who?: Party, extra: Record<string, string | number> = {}) {
  const query = new URLSearchParams({ side: 'buy', coin: COIN, fiat: FIAT, pageSize: '100' });
  for (const [k, v] of Object.entries(extra)) query.set(k, String(v));
  const res = await h.get<Paged<{ id: number }>>(
    `/c2c/v3/public/merchant/all/ad?${query.toString()}`,
    who ? { token: who.token } : {},
  );
  expect(res.status).toBe(200);
  return res.body.data.items.map((ad) => ad.id);
}

describe('block list', () => {
  it('blocks, lists (newest first, paged), answers the status and unblocks, idempotently', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const first = await block(h, s.buyer, s.seller.user.id);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      userId: s.seller.user.id,
      blocked: true,
      blockedAt: h.clock.now(),
    });
    const firstAt = h.clock.now();
    h.clock.advance(60_000);
    // Blocking again keeps the first block and its time.
    expect((await block(h, s.buyer, s.seller.user.id)).body.data.blockedAt).toBe(firstAt);
    expect((await block(h, s.buyer, s.stranger.user.id)).status).toBe(200);

    const all = await list(h, s.buyer);
    expect(all.body.data.total).toBe(2);
    expect(all.body.data.items.map((u) => u.userId)).toEqual([
      s.stranger.user.id,
      s.seller.user.id,
    ]);
    expect(all.body.data.items[1]).toEqual({
      userId: s.seller.user.id,
      nickname: s.seller.user.nickname,
      blockedAt: firstAt,
    });
    const second = await list(h, s.buyer, '?page=2&pageSize=1');
    expect(second.body.data).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.body.data.items.map((u) => u.userId)).toEqual([s.seller.user.id]);
    // One user's list is not another's.
    expect((await list(h, s.seller)).body.data.total).toBe(0);

    const status = await h.get<BlockStatus>(
      `/c2c/v3/user/block/status?userId=${s.seller.user.id}`,
      { token: s.buyer.token },
    );
    expect(status.body.data).toEqual({
      userId: s.seller.user.id,
      blocked: true,
      blockedAt: firstAt,
    });

    const gone = await unblock(h, s.buyer, s.seller.user.id);
    expect(gone.body.data).toEqual({ userId: s.seller.user.id, blocked: false, blockedAt: null });
    // Unblocking someone not blocked is harmless.
    expect((await unblock(h, s.buyer, s.seller.user.id)).status).toBe(200);
    expect((await list(h, s.buyer)).body.data.items.map((u) => u.userId)).toEqual([
      s.stranger.user.id,
    ]);
  });

  it('refuses blocking oneself, an unknown user, a full list and bad input', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const self = await block(h, s.buyer, s.buyer.user.id);
    expect(self.status).toBe(400);
    expect(self.body.code).toBe(BLOCK_CODES.blockSelf);
    const unknown = await block(h, s.buyer, 987_654_321);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(BLOCK_CODES.blockUserUnknown);

    setConfig(s.db, 'p2p.blockListMax', '1');
    expect((await block(h, s.buyer, s.seller.user.id)).status).toBe(200);
    const full = await block(h, s.buyer, s.stranger.user.id);
    expect(full.status).toBe(400);
    expect(full.body).toMatchObject({ code: BLOCK_CODES.blockListFull, data: { max: 1 } });
    // Blocking someone already on a full list is still the same block, not a refusal.
    expect((await block(h, s.buyer, s.seller.user.id)).status).toBe(200);

    for (const bad of ['12', -1, 0, 1.5, null]) {
      const res = await block(h, s.buyer, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.data?.errors?.[0]?.path).toBe('userId');
    }
    const extra = await h.post(
      '/c2c/v3/user/block',
      { userId: s.seller.user.id, reason: 'x' },
      { token: s.buyer.token },
    );
    expect(extra.status).toBe(400);
    expect((await list(h, s.buyer, '?pageSize=101')).status).toBe(400);
    expect(
      (await h.get('/c2c/v3/user/block/status?userId=abc', { token: s.buyer.token })).status,
    ).toBe(400);
    expect((await h.get('/c2c/v3/user/block/list')).status).toBe(403);
  });

  it('hides a blocked advertiser’s ads from the blocker’s market only, not from their profile', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    expect(await marketAdIds(h, s.buyer)).toContain(s.sellAd);
    await block(h, s.buyer, s.seller.user.id);

    expect(await marketAdIds(h, s.buyer)).not.toContain(s.sellAd);
    expect(await marketAdIds(h, s.stranger)).toContain(s.sellAd);
    expect(await marketAdIds(h)).toContain(s.sellAd);
    // The seller still sees everything (the one blocked is not told by a vanishing market).
    const sellSide = await market(h, { side: 'sell', coin: COIN, fiat: FIAT });
    expect(sellSide.body.data.items.map((ad) => ad.id)).toContain(s.buyAd);
    // The advertiser's own list (their profile) still shows the ad.
    expect(await marketAdIds(h, s.buyer, { userId: s.seller.user.id })).toContain(s.sellAd);

    await unblock(h, s.buyer, s.seller.user.id);
    expect(await marketAdIds(h, s.buyer)).toContain(s.sellAd);
  });

  it('refuses orders both ways: with a hint to the blocker, without a reason to the blocked', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    await block(h, s.buyer, s.seller.user.id);
    const mine = await place(h, s.buyer, s.sellAd);
    expect(mine.status).toBe(400);
    expect(mine.body.code).toBe(BLOCK_CODES.youBlockedAdvertiser);
    await unblock(h, s.buyer, s.seller.user.id);

    await block(h, s.seller, s.buyer.user.id);
    const theirs = await place(h, s.buyer, s.sellAd);
    expect(theirs.status).toBe(400);
    expect(theirs.body).toMatchObject({
      code: BLOCK_CODES.tradeBlocked,
      msg: 'You cannot trade with this advertiser.',
    });
    const fa = await h.post(
      '/c2c/v3/order/proceed',
      { adId: s.sellAd, price: '2.00', amount: '100' },
      { token: s.buyer.token, headers: { lang: 'fa' } },
    );
    expect(fa.body.code).toBe(BLOCK_CODES.tradeBlocked);
    expect(fa.body.msg).not.toBe('You cannot trade with this advertiser.');
    // Someone else still trades with the seller.
    expect((await place(h, s.stranger, s.sellAd)).status).toBe(200);
  });

  it('leaves a running order alone: it goes on to paid after either side blocks', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const placed = await place(h, s.buyer, s.sellAd);
    expect(placed.status).toBe(200);
    const orderNo = placed.body.data.orderNo;
    await block(h, s.seller, s.buyer.user.id);
    await block(h, s.buyer, s.seller.user.id);

    const detail = await h.get(`/c2c/v3/order/detail?orderNo=${orderNo}`, { token: s.buyer.token });
    expect(detail.status).toBe(200);
    const chat = await h.post(
      '/c2c/v3/order/chat/send',
      { orderNo, clientId: 'block-test-1', text: 'Paying now' },
      { token: s.buyer.token },
    );
    expect(chat.status).toBe(200);
    const paid = await h.post(
      '/c2c/v3/order/paid',
      { orderNo, paymentMethod: WALLET },
      { token: s.buyer.token },
    );
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ order: { status: 'paid' } });
  });
});

describe('upgrading a database made before the block list', () => {
  const olderDatabase = useOlderDatabases();

  it('gains the block table on start and blocks at once', async () => {
    const dbPath = olderDatabase('CREATE TABLE user_blocks');

    const sandbox = createSandbox({ dbPath, clock: createManualClock(), log: () => {} });
    try {
      expect(readUserVersion(sandbox.db)).toBe(migrations.length);
      const json = async (path: string, init: RequestInit = {}) =>
        (await (await sandbox.app.request(path, init)).json()) as {
          code: number;
          data: Record<string, unknown>;
        };
      const login = async (persona: string) =>
        String(
          (
            await json('/api/sandbox/session', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ persona }),
            })
          ).data.token,
        );
      const merchant = await login('merchant');
      const info = await json('/api/c2c/v3/user/info', { headers: { token: merchant } });
      const verified = await login('verified');
      const blocked = await json('/api/c2c/v3/user/block', {
        method: 'POST',
        headers: { token: verified, 'content-type': 'application/json' },
        body: JSON.stringify({ userId: info.data.userId }),
      });
      expect(blocked).toMatchObject({ code: 200, data: { blocked: true } });
      const list = await json('/api/c2c/v3/user/block/list', { headers: { token: verified } });
      expect(list.data.total).toBe(1);
    } finally {
      await sandbox.close();
    }
  });
});
