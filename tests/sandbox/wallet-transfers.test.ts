import { describe, expect, it } from 'vitest';
import { ORDER_CODES } from '@/contract/orders-refusals';
import {
  transferCurrency,
  transferRecord,
  transferRoute,
  type TransferRoute,
} from '@/contract/wallet';
import { WALLET_CODES } from '@/contract/wallet';
import { startSandbox, type Harness } from './harness';
import { tradingSetup } from './support/order-http';

/**
 * Transfers between a user's own accounts, and the balance reads, against the demo seed:
 * `verified` holds spot 2500 USDT / 0.02 BTC and P2P 1500 USDT and opened no futures account;
 * `merchant` opened both futures accounts (300 USDT cross, 120 USDT isolated on BTC-USDT).
 */

const ACCOUNTS = [
  'spot',
  'p2p',
  'coin_margined_futures',
  'usdt_margined_futures',
  'super_contract',
  'finance_interest',
  'strategy',
];

function balance(h: Harness, token: string, query: Record<string, string>) {
  return h.get<{ account: string; coin: string; available: string }>(
    `/wallet/account-transfers/balance?${new URLSearchParams(query).toString()}`,
    { token },
  );
}

async function available(h: Harness, token: string, account: string, coin: string) {
  const res = await balance(h, token, { account, coin });
  if (res.status !== 200) throw new Error(`Balance failed: ${res.body.msg}`);
  return res.body.data.available;
}

const send = (h: Harness, token: string, body: Record<string, unknown>) =>
  h.post('/wallet/account-transfers', body, { token });

describe('transfer routes', () => {
  it('lists every account with the others as targets; futures closed until opened', async () => {
    const h = startSandbox();
    const res = await h.get<TransferRoute[]>('/wallet/account-transfers/target', {
      token: await h.login('verified'),
    });
    const routes = transferRoute.array().parse(res.body.data);
    expect(routes.map((r) => r.account)).toEqual(ACCOUNTS);
    for (const route of routes) {
      expect(route.targets).toEqual(ACCOUNTS.filter((a) => a !== route.account));
    }
    expect(routes.filter((r) => !r.opened).map((r) => r.account)).toEqual([
      'coin_margined_futures',
      'usdt_margined_futures',
    ]);
    const merchant = await h.get<TransferRoute[]>('/wallet/account-transfers/target', {
      token: await h.login('merchant'),
    });
    expect(merchant.body.data.every((r) => r.opened)).toBe(true);
  });

  it('gives a wallet-connected user no P2P account', async () => {
    const h = startSandbox();
    const token = await h.login('wallet');
    const res = await h.get<TransferRoute[]>('/wallet/account-transfers/target', { token });
    expect(res.body.data.map((r) => r.account)).not.toContain('p2p');
    expect(res.body.data.flatMap((r) => r.targets)).not.toContain('p2p');
    const refused = await send(h, token, { from: 'spot', to: 'p2p', coin: 'USDT', amount: '1' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(ORDER_CODES.walletUser);
  });

  it('needs a login', async () => {
    const h = startSandbox();
    expect((await h.get('/wallet/account-transfers/target')).status).toBe(403);
    expect((await h.post('/wallet/account-transfers', {})).status).toBe(403);
    expect((await h.get('/spot/spot/balance/available?coin=USDT')).status).toBe(403);
  });
});

describe('transfer currencies', () => {
  it('lists the coins both accounts hold, with scale, and pairs when futures are involved', async () => {
    const h = startSandbox();
    const token = await h.login('merchant');
    const toP2p = await h.get('/wallet/account-transfers/target-currency?from=spot&to=p2p', {
      token,
    });
    expect(transferCurrency.array().parse(toP2p.body.data)).toEqual([
      { coin: 'USDT', scale: 2, pairs: [] },
      { coin: 'BTC', scale: 6, pairs: [] },
      { coin: 'ETH', scale: 5, pairs: [] },
      { coin: 'USDC', scale: 2, pairs: [] },
    ]);
    const toUsdtFutures = await h.get(
      '/wallet/account-transfers/target-currency?from=spot&to=usdt_margined_futures',
      { token },
    );
    expect(toUsdtFutures.body.data).toEqual([
      {
        coin: 'USDT',
        scale: 2,
        pairs: ['BTC-USDT', 'ETH-USDT', 'LTC-USDT', 'XRP-USDT', 'BCH-USDT', 'TRX-USDT'],
      },
    ]);
    const fromCoinFutures = await h.get(
      '/wallet/account-transfers/target-currency?from=coin_margined_futures&to=spot',
      { token },
    );
    expect(fromCoinFutures.body.data).toContainEqual({ coin: 'BTC', scale: 6, pairs: ['BTC-USD'] });
    expect(fromCoinFutures.body.data).toContainEqual({ coin: 'TRX', scale: 2, pairs: ['TRX-USD'] });
  });

  it('refuses the same account twice and unknown accounts', async () => {
    const h = startSandbox();
    const token = await h.login('merchant');
    const same = await h.get('/wallet/account-transfers/target-currency?from=spot&to=spot', {
      token,
    });
    expect(same.status).toBe(400);
    expect(same.body.msg).toContain('Choose two different accounts');
    const unknown = await h.get('/wallet/account-transfers/target-currency?from=spot&to=bank', {
      token,
    });
    expect(unknown.status).toBe(400);
  });
});

describe('balances', () => {
  it('reads an account, an isolated pair, and the spot balance', async () => {
    const h = startSandbox();
    const token = await h.login('merchant');
    expect((await balance(h, token, { account: 'spot', coin: 'USDT' })).body.data).toEqual({
      account: 'spot',
      coin: 'USDT',
      available: '10000',
    });
    expect(await available(h, token, 'usdt_margined_futures', 'USDT')).toBe('300');
    const isolated = await balance(h, token, {
      account: 'usdt_margined_futures',
      coin: 'USDT',
      marginMode: 'isolated',
      pair: 'BTC-USDT',
    });
    expect(isolated.body.data.available).toBe('120');
    const cross = await balance(h, token, {
      account: 'usdt_margined_futures',
      coin: 'USDT',
      marginMode: 'cross',
      pair: 'BTC-USDT',
    });
    expect(cross.body.data.available).toBe('300');
    const spot = await h.get('/spot/spot/balance/available?coin=USDT', { token });
    expect(spot.body.data).toEqual({ coin: 'USDT', available: '10000' });
    const never = await h.get('/spot/spot/balance/available?coin=TRX', { token });
    expect(never.body.data).toEqual({ coin: 'TRX', available: '0' });
  });

  it.each([
    [
      'isolated margin without a pair',
      { account: 'usdt_margined_futures', coin: 'USDT', marginMode: 'isolated' },
      'Choose a pair for isolated margin',
    ],
    [
      'a pair the account does not margin',
      { account: 'usdt_margined_futures', coin: 'USDT', marginMode: 'isolated', pair: 'DOGE-USDT' },
      'DOGE-USDT has no isolated USDT margin in the usdt_margined_futures account.',
    ],
    [
      'a coin the exchange does not list',
      { account: 'spot', coin: 'XYZ' },
      'The exchange does not list XYZ.',
    ],
  ])('refuses %s', async (_, query, msg) => {
    const h = startSandbox();
    const res = await balance(h, await h.login('merchant'), query);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(msg);
  });

  it('refuses a malformed coin on the spot balance', async () => {
    const h = startSandbox();
    const token = await h.login('merchant');
    expect((await h.get('/spot/spot/balance/available?coin=usdt', { token })).status).toBe(400);
    expect((await h.get('/spot/spot/balance/available?coin=XYZ', { token })).body.msg).toBe(
      'The exchange does not list XYZ.',
    );
  });
});

describe('transfers', () => {
  it('moves spot → P2P in one go, updating both balances and logging it', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const res = await send(h, token, { from: 'spot', to: 'p2p', coin: 'USDT', amount: '1000.5' });
    expect(res.status).toBe(200);
    expect(transferRecord.parse(res.body.data)).toEqual({
      transferId: expect.any(String),
      from: 'spot',
      to: 'p2p',
      coin: 'USDT',
      amount: '1000.50',
      pair: null,
      createdAt: h.clock.now(),
    });
    expect(await available(h, token, 'spot', 'USDT')).toBe('1499.50');
    expect(await available(h, token, 'p2p', 'USDT')).toBe('2500.50');
    const spot = await h.get('/spot/spot/balance/available?coin=USDT', { token });
    expect(spot.body.data).toEqual({ coin: 'USDT', available: '1499.50' });
    const logged = h.sandbox.db
      .prepare('SELECT from_account, to_account, coin, amount FROM wallet_transfers')
      .all();
    expect(logged).toEqual([
      { from_account: 'spot', to_account: 'p2p', coin: 'USDT', amount: '1000.50' },
    ]);
  });

  it('moves the whole balance ("All") and then refuses more', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const all = await available(h, token, 'spot', 'BTC');
    expect(all).toBe('0.02');
    expect(
      (await send(h, token, { from: 'spot', to: 'p2p', coin: 'BTC', amount: all })).status,
    ).toBe(200);
    expect(await available(h, token, 'spot', 'BTC')).toBe('0.000000');
    expect(await available(h, token, 'p2p', 'BTC')).toBe('0.070000');
    const more = await send(h, token, { from: 'spot', to: 'p2p', coin: 'BTC', amount: '0.000001' });
    expect(more.body).toMatchObject({
      code: WALLET_CODES.insufficientBalance,
      msg: 'Insufficient Balance',
    });
  });

  it('refuses more than the available balance and changes nothing', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const res = await send(h, token, { from: 'spot', to: 'p2p', coin: 'USDT', amount: '2500.01' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: WALLET_CODES.insufficientBalance,
      msg: 'Insufficient Balance',
    });
    expect(await available(h, token, 'spot', 'USDT')).toBe('2500');
    expect(await available(h, token, 'p2p', 'USDT')).toBe('1500');
    expect(h.sandbox.db.prepare('SELECT COUNT(*) AS n FROM wallet_transfers').get()).toEqual({
      n: 0,
    });
  });

  it('refuses a futures account that is not opened, with the spec message', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    for (const body of [
      { from: 'spot', to: 'usdt_margined_futures', coin: 'USDT', amount: '10' },
      { from: 'coin_margined_futures', to: 'spot', coin: 'BTC', amount: '0.01' },
    ]) {
      const res = await send(h, token, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: WALLET_CODES.accountNotOpened,
        msg: 'Futures account not opened, so transfer unavailable',
      });
    }
    expect(await available(h, token, 'spot', 'USDT')).toBe('2500');
  });

  it.each([
    [
      'the same account',
      { from: 'spot', to: 'spot', coin: 'USDT', amount: '1' },
      'Choose two different accounts',
    ],
    [
      'too many decimals',
      { from: 'spot', to: 'p2p', coin: 'USDT', amount: '1.001' },
      'Too many decimal places: USDT amounts have at most 2.',
    ],
    [
      'a zero amount',
      { from: 'spot', to: 'p2p', coin: 'USDT', amount: '0' },
      'Must be greater than 0',
    ],
    ['a negative amount', { from: 'spot', to: 'p2p', coin: 'USDT', amount: '-1' }, 'amount'],
    [
      'a number instead of a string',
      { from: 'spot', to: 'p2p', coin: 'USDT', amount: 1 },
      'amount',
    ],
    [
      'a coin the P2P account cannot hold',
      { from: 'spot', to: 'p2p', coin: 'TRX', amount: '1' },
      'TRX cannot be transferred from the spot account to the p2p account.',
    ],
    [
      'isolated margin without a pair',
      {
        from: 'spot',
        to: 'usdt_margined_futures',
        coin: 'USDT',
        amount: '1',
        marginMode: 'isolated',
      },
      'Choose a pair for isolated margin',
    ],
  ])('refuses %s', async (_, body, msg) => {
    const h = startSandbox();
    const token = await h.login('merchant');
    const res = await send(h, token, body);
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain(msg);
    expect(await available(h, token, 'spot', 'USDT')).toBe('10000');
  });

  it('gives the coin-not-held refusal its code', async () => {
    const h = startSandbox();
    const res = await send(h, await h.login('merchant'), {
      from: 'spot',
      to: 'usdt_margined_futures',
      coin: 'BTC',
      amount: '0.01',
    });
    expect(res.body.code).toBe(WALLET_CODES.coinNotTransferable);
  });

  it('moves margin into and out of an isolated pair', async () => {
    const h = startSandbox();
    const token = await h.login('merchant');
    const into = await send(h, token, {
      from: 'spot',
      to: 'usdt_margined_futures',
      coin: 'USDT',
      amount: '50',
      marginMode: 'isolated',
      pair: 'ETH-USDT',
    });
    expect(into.body.data).toMatchObject({ pair: 'ETH-USDT', amount: '50.00' });
    const isolated = (pair: string) =>
      balance(h, token, {
        account: 'usdt_margined_futures',
        coin: 'USDT',
        marginMode: 'isolated',
        pair,
      });
    expect((await isolated('ETH-USDT')).body.data.available).toBe('50.00');
    expect(await available(h, token, 'usdt_margined_futures', 'USDT')).toBe('300');

    const tooMuch = await send(h, token, {
      from: 'usdt_margined_futures',
      to: 'spot',
      coin: 'USDT',
      amount: '121',
      marginMode: 'isolated',
      pair: 'BTC-USDT',
    });
    expect(tooMuch.body.code).toBe(WALLET_CODES.insufficientBalance);
    const out = await send(h, token, {
      from: 'usdt_margined_futures',
      to: 'spot',
      coin: 'USDT',
      amount: '120',
      marginMode: 'isolated',
      pair: 'BTC-USDT',
    });
    expect(out.status).toBe(200);
    expect((await isolated('BTC-USDT')).body.data.available).toBe('0.00');
    expect(await available(h, token, 'spot', 'USDT')).toBe('10070.00');

    const cross = await send(h, token, {
      from: 'spot',
      to: 'usdt_margined_futures',
      coin: 'USDT',
      amount: '10',
      marginMode: 'cross',
      pair: 'BTC-USDT',
    });
    expect(cross.body.data).toMatchObject({ pair: null });
    expect(await available(h, token, 'usdt_margined_futures', 'USDT')).toBe('310.00');
  });

  it('makes coins moved to the P2P account sellable at once', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const sell = () =>
      h.post(
        '/c2c/v3/order/proceed',
        { adId: s.buyAd, price: '2.00', quantity: '150', userPaymentIds: [s.buyerMethod] },
        { token: s.buyer.token },
      );
    // 100 TST in the P2P account: selling 150 is refused.
    const refused = await sell();
    expect(refused.body.code).toBe(ORDER_CODES.insufficientBalance);
    h.sandbox.db
      .prepare(
        "INSERT INTO balances (user_id, account, coin, available, held) VALUES (?, 'spot', 'TST', '80', '0')",
      )
      .run(s.buyer.user.id);
    const moved = await send(h, s.buyer.token, {
      from: 'spot',
      to: 'p2p',
      coin: 'TST',
      amount: '50',
    });
    expect(moved.status).toBe(200);
    const placed = await sell();
    expect(placed.status).toBe(200);
    // The order holds the 150 in escrow: nothing left available in P2P, 30 left in spot.
    expect(await available(h, s.buyer.token, 'p2p', 'TST')).toBe('0.00');
    expect(await available(h, s.buyer.token, 'spot', 'TST')).toBe('30.00');
  });
});
