import { describe, expect, it } from 'vitest';
import type { C2cOrder } from '@/contract/entities';
import { EXPRESS_CODES, type ExpressQuote } from '@/contract/orders-express';
import { ORDER_CODES } from '@/contract/orders-refusals';
import { startSandbox, type Harness } from './harness';
import { tradingSetup, type Party } from './support/order-http';
import { addAd, addSavedMethod, COIN, FIAT, setBalance, WALLET } from './support/trading-fixtures';

/**
 * Express buy and sell (issue 17, item 2) over HTTP: the quote names the best ad this user can
 * take (ads the placement would refuse are passed over), one confirmation places the order on
 * it, and when the best ad changed in between (taken by someone else, repriced) the placement
 * refuses with the new best quote, which a second confirmation places.
 */

async function setup() {
  const h = startSandbox();
  const s = tradingSetup(h);
  // A second advertiser, cheaper than the setup's 2.00, and a third, cheaper still but asking
  // for 30 completed trades that the buyer does not have.
  const cheap = s.party();
  setBalance(s.db, cheap.user.id, COIN, '1000');
  const cheapAd = addAd(s.db, cheap.user.id, {
    type: 'sell',
    price: '1.90',
    quantity: '100',
    minLimit: '10',
    maxLimit: '150',
  });
  const picky = s.party();
  setBalance(s.db, picky.user.id, COIN, '1000');
  addAd(s.db, picky.user.id, {
    type: 'sell',
    price: '1.50',
    quantity: '500',
    minCompletedTrades: 30,
  });
  return { h, s, cheap, cheapAd };
}

const query = (side: 'buy' | 'sell', amount: string) =>
  `/c2c/v3/order/express/quote?side=${side}&coin=${COIN}&fiat=${FIAT}&amount=${amount}`;

const quote = (h: Harness, who: Party, side: 'buy' | 'sell', amount: string) =>
  h.get<ExpressQuote>(query(side, amount), { token: who.token });

const place = (h: Harness, who: Party, body: Record<string, unknown>) =>
  h.post<C2cOrder & ExpressQuote>('/c2c/v3/order/express/place', body, { token: who.token });

const confirm = (h: Harness, who: Party, q: ExpressQuote, amount: string) =>
  place(h, who, {
    side: q.side,
    coin: COIN,
    fiat: FIAT,
    amount,
    adId: q.ad.id,
    price: q.price,
  });

describe('express buy', () => {
  it('quotes the cheapest ad the buyer can take, passing over unmet conditions', async () => {
    const { h, s, cheapAd } = await setup();
    const res = await quote(h, s.buyer, 'buy', '100');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      side: 'buy',
      price: '1.90',
      amount: '100.00',
      userPaymentIds: [],
    });
    expect(res.body.data.ad.id).toBe(cheapAd);
    expect(res.body.data.compared).toBe(3);
    expect(Number(res.body.data.quantity)).toBeGreaterThan(0);
  });

  it('passes over an ad whose limits do not fit the amount', async () => {
    const { h, s } = await setup();
    // 200 is over the cheap ad's 150 maximum: the 2.00 ad takes it.
    const res = await quote(h, s.buyer, 'buy', '200');
    expect(res.body.data.ad.id).toBe(s.sellAd);
    expect(res.body.data.price).toBe('2.00');
  });

  it('passes over the user’s own ad and advertisers blocked either way', async () => {
    const { h, s, cheap } = await setup();
    const blocked = await h.post(
      '/c2c/v3/user/block',
      { userId: cheap.user.id },
      { token: s.buyer.token },
    );
    expect(blocked.status).toBe(200);
    expect((await quote(h, s.buyer, 'buy', '100')).body.data.ad.id).toBe(s.sellAd);
    // The seller's quote leaves out his own 2.00 ad; the cheap one is there for him.
    expect((await quote(h, s.seller, 'buy', '100')).body.data.ad.advertiser.userId).toBe(
      cheap.user.id,
    );
  });

  it('one confirmation places the order, as placing from the market would', async () => {
    const { h, s, cheapAd } = await setup();
    const q = (await quote(h, s.buyer, 'buy', '100')).body.data;
    const res = await confirm(h, s.buyer, q, '100');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ adId: cheapAd, price: '1.90', totalPrice: '100.00' });
    expect(res.body.data.orderNo).toMatch(/^\d+$/);
  });

  it('the best ad taken by someone else in between: the new best is offered, then placed', async () => {
    const { h, s, cheapAd } = await setup();
    const q = (await quote(h, s.buyer, 'buy', '100')).body.data;
    expect(q.ad.id).toBe(cheapAd);
    // The stranger takes almost all of the cheap ad first.
    const taken = await h.post(
      '/c2c/v3/order/proceed',
      { adId: cheapAd, price: '1.90', amount: '150' },
      { token: s.stranger.token },
    );
    expect(taken.status).toBe(200);

    const refused = await confirm(h, s.buyer, q, '100');
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(EXPRESS_CODES.expressQuoteChanged);
    expect(refused.body.data).toMatchObject({ price: '2.00', amount: '100.00' });
    expect(refused.body.data.ad.id).toBe(s.sellAd);

    const second = await confirm(h, s.buyer, refused.body.data, '100');
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ adId: s.sellAd, price: '2.00' });
  });

  it('a repriced ad is a changed quote too', async () => {
    const { h, s, cheapAd } = await setup();
    const q = (await quote(h, s.buyer, 'buy', '100')).body.data;
    s.db.prepare("UPDATE ads SET fixed_price = '1.95' WHERE id = ?").run(cheapAd);
    const refused = await confirm(h, s.buyer, q, '100');
    expect(refused.body.code).toBe(EXPRESS_CODES.expressQuoteChanged);
    expect(refused.body.data).toMatchObject({ price: '1.95' });
  });

  it('no ad for the amount is its own refusal; the user’s own checks come first', async () => {
    const { h, s } = await setup();
    const none = await quote(h, s.buyer, 'buy', '5000');
    expect(none.status).toBe(400);
    expect(none.body.code).toBe(EXPRESS_CODES.expressNoAd);
    const placed = await place(h, s.buyer, {
      side: 'buy',
      coin: COIN,
      fiat: FIAT,
      amount: '5000',
      adId: s.sellAd,
      price: '2.00',
    });
    expect(placed.body.code).toBe(EXPRESS_CODES.expressNoAd);

    const unverified = s.party();
    s.db.prepare('UPDATE users SET is_auth = 0 WHERE id = ?').run(unverified.user.id);
    const refused = await quote(h, unverified, 'buy', '100');
    expect(refused.body.code).toBe(ORDER_CODES.identityRequired);
  });

  it('answers bad input with field errors', async () => {
    const { h, s } = await setup();
    for (const [path, field] of [
      [query('buy', '0'), 'amount'],
      [query('buy', 'ten'), 'amount'],
      [query('buy', '10.123'), 'amount'],
      [`/c2c/v3/order/express/quote?side=hold&coin=${COIN}&fiat=${FIAT}&amount=10`, 'side'],
    ] as const) {
      const res = await h.get<{ errors: { path: string }[] }>(path, { token: s.buyer.token });
      expect(res.status, path).toBe(400);
      expect(
        res.body.data.errors.map((e) => e.path),
        path,
      ).toContain(field);
    }
    const login = await h.get(query('buy', '100'));
    expect(login.status).toBe(403);
  });
});

describe('express sell', () => {
  async function sellSetup() {
    const h = startSandbox();
    const s = tradingSetup(h);
    // The setup's buy ad pays 2.00 and accepts a bank transfer; a second one pays 2.10 but only
    // to a wallet, which the buyer (selling here) has not saved.
    const rich = s.party();
    addAd(s.db, rich.user.id, { type: 'buy', price: '2.10', quantity: '500', methods: [WALLET] });
    return { h, s };
  }

  it('quotes the highest-paying ad that accepts one of the user’s saved methods', async () => {
    const { h, s } = await sellSetup();
    const res = await quote(h, s.buyer, 'sell', '100');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ side: 'sell', price: '2.00' });
    expect(res.body.data.ad.id).toBe(s.buyAd);
    expect(res.body.data.userPaymentIds).toEqual([s.buyerMethod]);

    const placed = await confirm(h, s.buyer, res.body.data, '100');
    expect(placed.status).toBe(200);
    expect(placed.body.data).toMatchObject({ adId: s.buyAd, price: '2.00' });
  });

  it('with the wallet saved too, the better-paying ad wins; without coins, none', async () => {
    const { h, s } = await sellSetup();
    const wallet = addSavedMethod(s.db, s.buyer.user.id, WALLET, { address: 'T-1' });
    const res = await quote(h, s.buyer, 'sell', '100');
    expect(res.body.data).toMatchObject({ price: '2.10', userPaymentIds: [wallet] });
    setBalance(s.db, s.buyer.user.id, COIN, '1');
    expect((await quote(h, s.buyer, 'sell', '100')).body.code).toBe(EXPRESS_CODES.expressNoAd);
  });
});
