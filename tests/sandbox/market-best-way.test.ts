import { describe, expect, it } from 'vitest';
import { BEST_WAY_CODES, type BestWay } from '@/contract/market-best-way';
import { stmt } from '@/sandbox/db/database';
import { startSandbox, type Harness } from './harness';
import { tradingSetup } from './support/order-http';
import { addAd, addUser, FIAT, setBalance, tokenFor } from './support/trading-fixtures';

/**
 * The best way to buy (issue 17, item 1) over HTTP: P2P ads and card quotes ranked together by
 * what the money buys, each with its effective price, fees, time and needs; a user's list leaves
 * out the ads they cannot take and says why; a visitor's lists what anyone could take.
 *
 * The pair is USDT for the fixtures' fiat XTS (2 per USD, so the reference price is 2.00): the
 * P2P side has only the ads the tests post, and every card provider charges XTS at a 1 % spread
 * and a 3 % fee, so 100 XTS by card buys 97 / 2.02 = 48.01 USDT (an effective 2.09 a coin).
 */

const COIN = 'USDT';

function setup() {
  const h = startSandbox();
  const s = tradingSetup(h);
  const { db } = s;
  stmt(
    db,
    `INSERT OR IGNORE INTO card_fiats (fiat, name, symbol, scale, usd_rate, sort)
     VALUES ('XTS', 'Test fiat', 'T', 2, '2', 900)`,
  ).run();
  stmt(db, `UPDATE card_suppliers SET spread = '0.01', mode = 'normal'`).run();
  stmt(db, `DELETE FROM card_supplier_fiats WHERE fiat = 'XTS'`).run();
  stmt(
    db,
    `INSERT INTO card_supplier_fiats (supplier, fiat, min_amount, max_amount, fee_rate, fixed_fee)
     SELECT code, 'XTS', '20', '5000', '0.03', '0' FROM card_suppliers`,
  ).run();
  const advertiser = () => {
    const party = s.party();
    setBalance(db, party.user.id, COIN, '5000');
    return party;
  };
  return { h, s, db, advertiser };
}

const ask = (amount: string, extra = '') =>
  `/c2c/v3/public/best-way?coin=${COIN}&fiat=${FIAT}&amount=${amount}${extra}`;

const bestWay = (h: Harness, path: string, token?: string) =>
  h.get<BestWay>(path, token ? { token } : {});

describe('best way to buy', () => {
  it('ranks a P2P ad above the card providers when it buys more, with its figures and needs', async () => {
    const { h, s, advertiser } = setup();
    const cheap = advertiser();
    const adId = addAd(s.db, cheap.user.id, { type: 'sell', coin: COIN, price: '1.90' });
    const res = await bestWay(h, ask('100'), s.buyer.token);
    expect(res.status).toBe(200);
    const [first, ...rest] = res.body.data.options;
    expect(first).toMatchObject({
      kind: 'p2p',
      best: true,
      price: '1.90',
      totalCost: '100.00',
      quantity: '52.63',
      fee: '0',
      effectivePrice: '1.91',
      needs: ['transfer'],
    });
    expect(first?.kind === 'p2p' && first.ad.id).toBe(adId);
    // The payment window (15 min) plus the advertiser's release (none yet: a minute).
    expect(first?.minutes).toEqual({ min: 1, max: 16 });
    expect(rest.length).toBeGreaterThan(0);
    for (const card of rest) {
      expect(card).toMatchObject({
        kind: 'card',
        best: false,
        price: '2.02000000',
        totalCost: '100.00',
        fee: '3.00',
        quantity: '48.01',
        effectivePrice: '2.09',
        needs: ['card'],
      });
    }
    expect(res.body.data.p2pClosed).toBeNull();
    expect(res.body.data.homeFiat).toBe(FIAT);
  });

  it('ranks a card provider first when the P2P ads cost more, and ranks by coins received', async () => {
    const { h, s, advertiser } = setup();
    const dear = advertiser();
    addAd(s.db, dear.user.id, { type: 'sell', coin: COIN, price: '2.50' });
    const res = await bestWay(h, ask('100'), s.buyer.token);
    const kinds = res.body.data.options.map((o) => o.kind);
    expect(kinds[0]).toBe('card');
    expect(kinds.at(-1)).toBe('p2p');
    expect(res.body.data.options[0]?.best).toBe(true);
    const quantities = res.body.data.options.map((o) => Number(o.quantity));
    expect(quantities).toEqual([...quantities].sort((a, b) => b - a));
  });

  it('prices an amount of coin to receive: the cost of 50 USDT each way', async () => {
    const { h, s, advertiser } = setup();
    addAd(s.db, advertiser().user.id, { type: 'sell', coin: COIN, price: '1.90' });
    const res = await bestWay(h, ask('50', '&amountType=crypto'), s.buyer.token);
    expect(res.status).toBe(200);
    const [p2p, card] = res.body.data.options;
    expect(p2p).toMatchObject({ kind: 'p2p', quantity: '50.00', totalCost: '95.00' });
    // 50 × 2.02 = 101.00, and a 3 % fee on it.
    expect(card).toMatchObject({ kind: 'card', quantity: '50.00', totalCost: '104.03' });
  });

  it('leaves out, with the reason, the better-priced ads this user cannot take', async () => {
    const { h, s, advertiser } = setup();
    const own = addAd(s.db, s.buyer.user.id, { type: 'sell', coin: COIN, price: '1.50' });
    setBalance(s.db, s.buyer.user.id, COIN, '5000');
    const blockedParty = advertiser();
    const blockedAd = addAd(s.db, blockedParty.user.id, {
      type: 'sell',
      coin: COIN,
      price: '1.60',
    });
    const smallAd = addAd(s.db, advertiser().user.id, {
      type: 'sell',
      coin: COIN,
      price: '1.65',
      maxLimit: '50',
    });
    const pickyAd = addAd(s.db, advertiser().user.id, {
      type: 'sell',
      coin: COIN,
      price: '1.70',
      minCompletedTrades: 30,
    });
    const broke = s.party();
    setBalance(s.db, broke.user.id, COIN, '10');
    const brokeAd = addAd(s.db, broke.user.id, { type: 'sell', coin: COIN, price: '1.75' });
    const takeable = addAd(s.db, advertiser().user.id, { type: 'sell', coin: COIN, price: '1.80' });
    const blocked = await h.post(
      '/c2c/v3/user/block',
      { userId: blockedParty.user.id },
      { token: s.buyer.token },
    );
    expect(blocked.status).toBe(200);

    const res = await bestWay(h, ask('100'), s.buyer.token);
    const p2p = res.body.data.options.filter((o) => o.kind === 'p2p');
    expect(p2p[0]?.kind === 'p2p' && p2p[0].ad.id).toBe(takeable);
    expect(res.body.data.excluded.map(({ adId, reason }) => ({ adId, reason }))).toEqual([
      { adId: own, reason: 'own_ad' },
      { adId: blockedAd, reason: 'blocked' },
      { adId: smallAd, reason: 'limits' },
      { adId: pickyAd, reason: 'conditions' },
      { adId: brokeAd, reason: 'seller_balance' },
    ]);

    // A visitor is not checked for who they are: the own, blocked and picky ads are theirs to
    // take once signed in; the limits still leave one out (the broke one is past the three).
    const visitor = await bestWay(h, ask('100'));
    expect(visitor.status).toBe(200);
    const visitorP2p = visitor.body.data.options.filter((o) => o.kind === 'p2p');
    expect(visitorP2p.map((o) => o.kind === 'p2p' && o.ad.id)).toEqual([own, blockedAd, pickyAd]);
    expect(visitorP2p[0]?.needs).toEqual(['sign_in', 'identity', 'transfer']);
    expect(visitor.body.data.excluded.map((e) => e.reason)).toEqual(['limits']);
    expect(visitor.body.data.homeFiat).toBeNull();
  });

  it('reports only the left-out ads priced as well as the last one listed', async () => {
    const { h, s, advertiser } = setup();
    const takeable = addAd(s.db, advertiser().user.id, { type: 'sell', coin: COIN, price: '1.80' });
    addAd(s.db, advertiser().user.id, { type: 'sell', coin: COIN, price: '1.95', maxLimit: '50' });
    const res = await bestWay(h, ask('100'), s.buyer.token);
    const p2p = res.body.data.options.filter((o) => o.kind === 'p2p');
    expect(p2p.map((o) => o.kind === 'p2p' && o.ad.id)).toEqual([takeable]);
    expect(res.body.data.excluded).toEqual([]);
  });

  it('lists at most three P2P ads, the rest being on the market', async () => {
    const { h, s, advertiser } = setup();
    for (const price of ['1.81', '1.82', '1.83', '1.84']) {
      addAd(s.db, advertiser().user.id, { type: 'sell', coin: COIN, price });
    }
    const res = await bestWay(h, ask('100'), s.buyer.token);
    const prices = res.body.data.options.flatMap((o) => (o.kind === 'p2p' ? [o.price] : []));
    expect(prices).toEqual(['1.81', '1.82', '1.83']);
  });

  it('says why P2P is closed: another home fiat, an unverified user, a wallet account', async () => {
    const { h, s, db, advertiser } = setup();
    addAd(db, advertiser().user.id, { type: 'sell', coin: COIN, price: '1.90' });
    const abroad = addUser(db, { country: 'XY', now: h.clock.now() });
    const abroadToken = tokenFor(s.ctx, abroad.id);
    const foreign = await bestWay(h, ask('100'), abroadToken);
    expect(foreign.body.data).toMatchObject({ p2pClosed: 'home_fiat', homeFiat: 'XXX' });
    expect(foreign.body.data.options.every((o) => o.kind === 'card')).toBe(true);

    const wallet = addUser(db, { wallet: true, now: h.clock.now() });
    const walletRes = await bestWay(h, ask('100'), tokenFor(s.ctx, wallet.id));
    expect(walletRes.body.data.p2pClosed).toBe('wallet_user');

    // Not verified yet: the ads are listed, and verification is what they need.
    const newcomer = addUser(db, { isAuth: false, now: h.clock.now() });
    const newRes = await bestWay(h, ask('100'), tokenFor(s.ctx, newcomer.id));
    expect(newRes.body.data.p2pClosed).toBeNull();
    expect(newRes.body.data.options[0]?.needs).toEqual(['identity', 'transfer']);
  });

  it('quotes only P2P for a pair no card provider sells, and card only where P2P is absent', async () => {
    const { h, s, advertiser, db } = setup();
    addAd(db, advertiser().user.id, { type: 'sell', coin: 'TST', price: '1.90' });
    const p2pOnly = await bestWay(h, `/c2c/v3/public/best-way?coin=TST&fiat=${FIAT}&amount=100`);
    expect(p2pOnly.status).toBe(200);
    expect(p2pOnly.body.data.cardOffered).toBe(false);
    expect(p2pOnly.body.data.options.map((o) => o.kind)).toEqual(['p2p']);

    stmt(
      db,
      `INSERT OR IGNORE INTO card_fiats (fiat, name, symbol, scale, usd_rate, sort)
       VALUES ('XCD', 'Card only', 'C', 2, '1', 901)`,
    ).run();
    stmt(
      db,
      `INSERT INTO card_supplier_fiats (supplier, fiat, min_amount, max_amount, fee_rate, fixed_fee)
       SELECT code, 'XCD', '20', '5000', '0.03', '0' FROM card_suppliers`,
    ).run();
    const cardOnly = await bestWay(
      h,
      `/c2c/v3/public/best-way?coin=USDT&fiat=XCD&amount=100`,
      s.buyer.token,
    );
    expect(cardOnly.body.data.p2pClosed).toBe('pair_unsupported');
    expect(cardOnly.body.data.options.length).toBeGreaterThan(0);
  });

  it('says which providers give no quote, and why', async () => {
    const { h, s, db } = setup();
    stmt(db, `UPDATE card_supplier_fiats SET min_amount = '500' WHERE fiat = 'XTS'`).run();
    const res = await bestWay(h, ask('100'), s.buyer.token);
    expect(res.body.data.options).toEqual([]);
    expect(res.body.data.cardUnavailable.length).toBeGreaterThan(0);
    expect(new Set(res.body.data.cardUnavailable.map((u) => u.reason))).toEqual(
      new Set(['amount_below_min']),
    );
  });

  it('refuses a pair nobody trades, and bad amounts, with clear 4xx answers', async () => {
    const { h } = setup();
    const unknown = await bestWay(h, '/c2c/v3/public/best-way?coin=USDT&fiat=XQQ&amount=100');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(BEST_WAY_CODES.bestWayPairUnknown);

    const decimals = await bestWay(h, ask('100.123'));
    expect(decimals.status).toBe(400);
    expect(decimals.body.msg).toContain('2 decimals');

    for (const amount of ['0', '-5', 'abc', '']) {
      const res = await bestWay(h, ask(amount));
      expect(res.status, amount).toBe(400);
    }
    const method = await bestWay(h, ask('100', '&paymentMethod=cash'));
    expect(method.status).toBe(400);
    const missing = await bestWay(h, '/c2c/v3/public/best-way?coin=USDT&amount=100');
    expect(missing.status).toBe(400);
  });

  it('stores nothing: a crawler’s visits leave no card quotes behind', async () => {
    const { h, db } = setup();
    const count = () => Number(stmt(db, 'SELECT COUNT(*) AS n FROM card_quotes').get()?.n);
    const before = count();
    await bestWay(h, ask('100'));
    await bestWay(h, ask('200'));
    expect(count()).toBe(before);
  });
});
