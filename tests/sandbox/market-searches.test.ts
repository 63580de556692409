import { describe, expect, it } from 'vitest';
import type { MarketAlertLink, SavedSearch, SavedSearchList } from '@/contract/market-searches';
import { MARKET_SEARCH_CODES } from '@/contract/market-searches';
import { ORDER_CODES } from '@/contract/orders-refusals';
import { pushPayloadOf } from '@/sandbox/push/send';
import { startSandbox, type Harness } from './harness';
import { tradingSetup, type Party } from './support/order-http';
import {
  addAd,
  addUser,
  BANK,
  COIN,
  FIAT,
  setBalance,
  setConfig,
  tokenFor,
  WALLET,
} from './support/trading-fixtures';

/**
 * Saved searches and alerts (issue 17, item 3) over HTTP: a saved search alerts its user once
 * per ad that starts matching it and that they could take (not their own, no block, conditions
 * met, within the price limit), on an ad write, a moved reference price or a moved clock; never
 * twice for one ad; paused searches say nothing; the list is capped; bad input is a 400.
 */

interface Message {
  id: number;
  title: string;
  content: string;
  event?: string;
  orderNo?: string;
  alert?: MarketAlertLink;
}

const DAY_S = 24 * 3600;

function setup() {
  const h = startSandbox();
  const s = tradingSetup(h);
  return { h, s };
}

const save = (h: Harness, who: Party, body: Record<string, unknown>) =>
  h.post<SavedSearch>('/c2c/v3/market/search/save', body, { token: who.token });

const list = (h: Harness, who: Party) =>
  h.get<SavedSearchList>('/c2c/v3/market/search/list', { token: who.token });

async function alerts(h: Harness, who: Party, lang = 'en'): Promise<Message[]> {
  const res = await h.get<{ items: Message[] }>('/user/internal-msgs?page=1&pageSize=50', {
    token: who.token,
    headers: { lang },
  });
  expect(res.status).toBe(200);
  return res.body.data.items.filter((m) => m.event === 'market.alert');
}

/** Moves the sandbox clock and makes a request, so the sweep (and the alert run) happens. */
async function tick(h: Harness, who: Party, seconds = 60) {
  h.clock.advance(seconds);
  await h.get('/c2c/v3/public/config/basics-config');
  // A session ends with time: the user logs in again.
  who.token = tokenFor(sandboxCtx(h), who.user.id);
}

/** A new advertiser with coins to sell. */
function advertiser(h: Harness, s: ReturnType<typeof tradingSetup>, nickname?: string): Party {
  const user = addUser(s.db, { now: h.clock.now(), ...(nickname ? { nickname } : {}) });
  setBalance(s.db, user.id, COIN, '1000');
  return { user, token: tokenFor(s.ctx, user.id) };
}

const sandboxCtx = (h: Harness) =>
  ({
    db: h.sandbox.db,
    clock: h.clock,
    events: { publish: () => {} },
    log: () => {},
  }) as unknown as Parameters<typeof tokenFor>[0];

const BUY = { side: 'buy', coin: COIN, fiat: FIAT } as const;

describe('saving a search', () => {
  it('lists it with the cap, and the ads matching already do not alert', async () => {
    const { h, s } = setup();
    const res = await save(h, s.buyer, { ...BUY, amount: '100', priceLimit: '2.5' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      ...BUY,
      paymentMethod: null,
      amount: '100',
      priceLimit: '2.5',
      active: true,
      alerts: 0,
      alertedAt: null,
    });
    const listed = await list(h, s.buyer);
    expect(listed.body.data.max).toBe(10);
    expect(listed.body.data.items.map((i) => i.id)).toEqual([res.body.data.id]);
    await tick(h, s.buyer);
    // The setup's 2.00 sell ad matched when the search was saved: the user is looking at it.
    expect(await alerts(h, s.buyer)).toEqual([]);
  });

  it('refuses past market.savedSearchesMax, and the same search twice', async () => {
    const { h, s } = setup();
    setConfig(s.db, 'market.savedSearchesMax', '2');
    expect((await save(h, s.buyer, BUY)).status).toBe(200);
    const twice = await save(h, s.buyer, BUY);
    expect(twice.status).toBe(400);
    expect(twice.body.code).toBe(MARKET_SEARCH_CODES.savedSearchDuplicate);
    expect((await save(h, s.buyer, { ...BUY, amount: '50' })).status).toBe(200);
    const full = await save(h, s.buyer, { ...BUY, amount: '60' });
    expect(full.status).toBe(400);
    expect(full.body.code).toBe(MARKET_SEARCH_CODES.savedSearchesFull);
    expect(full.body.data).toEqual({ max: 2 });
    // Deleting one makes room.
    const first = (await list(h, s.buyer)).body.data.items[1];
    const deleted = await h.post(
      '/c2c/v3/market/search/delete',
      { id: first?.id },
      { token: s.buyer.token },
    );
    expect(deleted.status).toBe(200);
    expect((await save(h, s.buyer, { ...BUY, amount: '60' })).status).toBe(200);
  });

  it('answers bad input with 400 and the field, never a 500', async () => {
    const { h, s } = setup();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...BUY, coin: 'NOPE' }, 'coin'],
      [{ ...BUY, fiat: 'ZZZ' }, 'fiat'],
      [{ ...BUY, paymentMethod: 'not_a_method' }, 'paymentMethod'],
      [{ ...BUY, amount: '10.123' }, 'amount'],
      [{ ...BUY, priceLimit: 'abc' }, 'priceLimit'],
      [{ ...BUY, priceLimit: '0' }, 'priceLimit'],
      [{ ...BUY, side: 'hold' }, 'side'],
      [{ ...BUY, extra: 1 }, ''],
    ];
    for (const [body, field] of cases) {
      const res = await save(h, s.buyer, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const errors = (res.body.data as { errors?: { path: string }[] }).errors ?? [];
      if (field)
        expect(
          errors.map((e) => e.path),
          JSON.stringify(body),
        ).toContain(field);
    }
  });

  it('refuses a search that could never alert with placing’s reasons', async () => {
    const { h, s } = setup();
    const unverified = addUser(s.db, { isAuth: false });
    const res = await h.post('/c2c/v3/market/search/save', BUY, {
      token: tokenFor(s.ctx, unverified.id),
    });
    expect(res.body.code).toBe(ORDER_CODES.identityRequired);
    const abroad = addUser(s.db, { country: null });
    const other = await h.post('/c2c/v3/market/search/save', BUY, {
      token: tokenFor(s.ctx, abroad.id),
    });
    expect(other.body.code).toBe(ORDER_CODES.fiatNotHomeCountry);
  });

  it('pauses, resumes and deletes only the user’s own searches', async () => {
    const { h, s } = setup();
    const saved = (await save(h, s.buyer, BUY)).body.data;
    const paused = await h.post(
      '/c2c/v3/market/search/status',
      { id: saved.id, active: false },
      { token: s.buyer.token },
    );
    expect((paused.body.data as SavedSearch).active).toBe(false);
    const theirs = await h.post(
      '/c2c/v3/market/search/status',
      { id: saved.id, active: true },
      { token: s.stranger.token },
    );
    expect(theirs.status).toBe(404);
    const gone = await h.post(
      '/c2c/v3/market/search/delete',
      { id: saved.id },
      { token: s.stranger.token },
    );
    expect(gone.status).toBe(404);
    const bad = await h.post('/c2c/v3/market/search/delete', { id: 'x' }, { token: s.buyer.token });
    expect(bad.status).toBe(400);
    expect((await list(h, s.buyer)).body.data.items).toHaveLength(1);
    expect((await h.get('/c2c/v3/market/search/list')).status).toBe(403);
  });
});

describe('alerts', () => {
  it('a new matching ad alerts once, in the reader’s language, linked to the search and the ad', async () => {
    const { h, s } = setup();
    const res = await save(h, s.buyer, { ...BUY, paymentMethod: BANK, amount: '100' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = res.body.data;
    // The method as the market names it: the user centre's list shows its name.
    expect(saved.paymentMethod).toEqual({ code: BANK, name: 'Test Bank', color: '#123456' });
    const seller = advertiser(h, s, 'NewSeller');
    const adId = addAd(s.db, seller.user.id, { type: 'sell', price: '1.95', methods: [BANK] });
    await tick(h, s.buyer);

    const [alert, ...more] = await alerts(h, s.buyer);
    expect(more).toEqual([]);
    expect(alert?.title).toBe(`Saved search: buy ${COIN} with ${FIAT}`);
    expect(alert?.content).toContain('NewSeller sells');
    expect(alert?.content).toContain(`1.95 ${FIAT}`);
    expect(alert?.orderNo).toBeUndefined();
    expect(alert?.alert).toEqual({
      searchId: saved.id,
      adId,
      side: 'buy',
      coin: COIN,
      fiat: FIAT,
      paymentMethod: BANK,
      amount: '100',
    });
    const [persian] = await alerts(h, s.buyer, 'fa');
    expect(persian?.title).toContain('جست‌وجوی ذخیره‌شده');
    expect(persian?.content).toContain('\u20681.95\u2069');

    // Never again for that ad: time moves, the ad is delisted and relisted, repriced.
    await tick(h, s.buyer);
    s.db.prepare("UPDATE ads SET status = 'delisted' WHERE id = ?").run(adId);
    await tick(h, s.buyer);
    s.db.prepare("UPDATE ads SET status = 'listed', fixed_price = '1.90' WHERE id = ?").run(adId);
    await tick(h, s.buyer);
    expect(await alerts(h, s.buyer)).toHaveLength(1);
    const listed = (await list(h, s.buyer)).body.data.items[0];
    expect(listed).toMatchObject({ alerts: 1, alertedAt: h.clock.now() - 3 * 60_000 });

    // Another new ad is news.
    addAd(s.db, seller.user.id, { type: 'sell', price: '1.99', methods: [BANK] });
    await tick(h, s.buyer);
    expect(await alerts(h, s.buyer)).toHaveLength(2);
  });

  it('leaves out ads the user could not take: their own, blocked, other methods, limits', async () => {
    const { h, s } = setup();
    await save(h, s.buyer, { ...BUY, paymentMethod: BANK, amount: '100' });
    // The buyer's own sell ad.
    setBalance(s.db, s.buyer.user.id, COIN, '1000');
    addAd(s.db, s.buyer.user.id, { type: 'sell', price: '1.5' });
    // An advertiser the buyer blocked.
    const blocked = advertiser(h, s);
    await h.post('/c2c/v3/user/block', { userId: blocked.user.id }, { token: s.buyer.token });
    addAd(s.db, blocked.user.id, { type: 'sell', price: '1.5' });
    // Another payment method only; limits that do not take 100; an advertiser with no coins.
    const other = advertiser(h, s);
    addAd(s.db, other.user.id, { type: 'sell', price: '1.5', methods: [WALLET] });
    addAd(s.db, other.user.id, { type: 'sell', price: '1.5', minLimit: '200' });
    const broke = addUser(s.db);
    addAd(s.db, broke.id, { type: 'sell', price: '1.5' });
    await tick(h, s.buyer);
    expect(await alerts(h, s.buyer)).toEqual([]);
  });

  it('an ad whose condition the user meets once the clock moves alerts then', async () => {
    const { h, s } = setup();
    await save(h, s.buyer, BUY);
    const picky = advertiser(h, s);
    // The buyer registered 100 days ago; the ad wants 120.
    addAd(s.db, picky.user.id, { type: 'sell', price: '1.8', minRegisteredDays: 120 });
    await tick(h, s.buyer);
    expect(await alerts(h, s.buyer)).toEqual([]);
    await tick(h, s.buyer, 21 * DAY_S);
    expect(await alerts(h, s.buyer)).toHaveLength(1);
  });

  it('a floating ad crossing the price limit alerts when the reference price moves', async () => {
    const { h, s } = setup();
    const seller = advertiser(h, s);
    // 100 % of the reference: the same price as the market.
    addAd(s.db, seller.user.id, { type: 'sell', floatingRatio: '100' });
    const price = async () =>
      (
        await h.get<{ items: { price: string }[] }>(
          `/c2c/v3/public/merchant/all/ad?side=buy&coin=${COIN}&fiat=${FIAT}&page=1&pageSize=10`,
        )
      ).body.data.items.map((i) => i.price);
    const before = await price();
    // A limit under every price listed now, the fixed 2.00 ad's included.
    await save(h, s.buyer, { ...BUY, priceLimit: '0.5' });
    expect(await alerts(h, s.buyer)).toEqual([]);
    const coin = s.db.prepare('SELECT usd_price FROM p2p_coins WHERE coin = ?').get(COIN) as {
      usd_price: string;
    };
    // A tenth of the price: the floating ad falls under the limit, the fixed one stays.
    const moved = await h.post('/sandbox/market/price', {
      coin: COIN,
      usdPrice: String(Number(coin.usd_price) / 10),
    });
    expect(moved.status).toBe(200);
    expect(await price()).not.toEqual(before);
    const [alert] = await alerts(h, s.buyer);
    expect(alert?.content).toBeDefined();
    expect(await alerts(h, s.buyer)).toHaveLength(1);
  });

  it('a paused search says nothing, and resuming does not alert what matched meanwhile', async () => {
    const { h, s } = setup();
    const saved = (await save(h, s.buyer, BUY)).body.data;
    const status = (active: boolean) =>
      h.post('/c2c/v3/market/search/status', { id: saved.id, active }, { token: s.buyer.token });
    await status(false);
    const seller = advertiser(h, s);
    addAd(s.db, seller.user.id, { type: 'sell', price: '1.7' });
    await tick(h, s.buyer);
    expect(await alerts(h, s.buyer)).toEqual([]);
    await status(true);
    await tick(h, s.buyer);
    expect(await alerts(h, s.buyer)).toEqual([]);
    addAd(s.db, seller.user.id, { type: 'sell', price: '1.6' });
    await tick(h, s.buyer);
    expect(await alerts(h, s.buyer)).toHaveLength(1);
  });

  it('a sell search alerts on buy ads paying at least the limit, once the user has a method they take', async () => {
    const { h, s } = setup();
    // The buyer has a saved bank method (the setup's); the ad takes the wallet only at first.
    await save(h, s.buyer, { side: 'sell', coin: COIN, fiat: FIAT, priceLimit: '2.5' });
    const payer = advertiser(h, s);
    addAd(s.db, payer.user.id, { type: 'buy', price: '2.4', methods: [BANK] });
    addAd(s.db, payer.user.id, { type: 'buy', price: '2.6', methods: [WALLET] });
    await tick(h, s.buyer);
    expect(await alerts(h, s.buyer)).toEqual([]);
    addAd(s.db, payer.user.id, { type: 'buy', price: '2.7', methods: [BANK] });
    await tick(h, s.buyer);
    const [alert] = await alerts(h, s.buyer);
    expect(alert?.title).toBe(`Saved search: sell ${COIN} for ${FIAT}`);
    expect(alert?.content).toContain(`2.7 ${FIAT}`);
  });

  it('a push for an alert opens the market search in the device’s language, one per search', () => {
    const link = {
      searchId: 3,
      adId: 41,
      side: 'buy',
      coin: 'USDT',
      fiat: 'GBP',
      amount: '100',
    } as const;
    const params = JSON.stringify({ ...link, price: '0.80', nickname: 'MaxMerch', count: 1 });
    expect(pushPayloadOf({ lang: 'fa' }, 'market.alert', params, { alert: link })).toMatchObject({
      url: '/fa/buy_USDT?fiat=GBP&amount=100',
      tag: 'search-3',
      dir: 'rtl',
      title: 'جست‌وجوی ذخیره‌شده: خرید \u2068USDT\u2069 با \u2068GBP\u2069',
    });
    // An order's push is unchanged: its page, one per order.
    expect(
      pushPayloadOf(
        { lang: 'en' },
        'order.paid',
        JSON.stringify({ orderNo: '123456789' }),
        '123456789',
      ),
    ).toMatchObject({ url: '/order/detail/123456789', tag: 'order-123456789' });
  });
});
