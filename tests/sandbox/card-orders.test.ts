import { describe, expect, it } from 'vitest';
import {
  THIRD_PARTY_CODES,
  thirdPartyOrder,
  thirdPartyOrderDetail,
  type SupplierQuote,
  type ThirdPartyOrder,
  type ThirdPartyOrderDetail,
} from '@/contract/card';
import { SESSION_COOKIE } from '@/contract/headers';
import { startSandbox, type Harness } from './harness';

/**
 * Card orders over HTTP: placing one from a quote, the stand-in provider checkout (a plain form
 * posted with the owner's session cookie), and the status moving on the sandbox clock.
 */

const ASK = { fiat: 'EUR', coin: 'BTC', amount: '100', amountType: 'fiat', paymentMethod: 'visa' };
type Ask = typeof ASK;

async function quoteOf(h: Harness, supplier: string, ask: Ask = ASK) {
  const query = new URLSearchParams(ask).toString();
  const res = await h.get<SupplierQuote[]>(`/c2c/v3/public/third-party/supplier-list?${query}`);
  const quote = res.body.data.find((q) => q.supplier === supplier);
  if (!quote?.available) throw new Error(`${supplier} gave no quote: ${res.body.msg}`);
  return quote;
}

function orderBody(quote: { supplier: string; quoteId: string }, ask: Ask = ASK) {
  return {
    ...ask,
    supplier: quote.supplier,
    quoteId: quote.quoteId,
    agreeDisclaimer: true,
    returnPath: '/fa/thirdParty',
  };
}

async function placed(h: Harness, token: string, supplier = 'mercurio') {
  const quote = await quoteOf(h, supplier);
  const res = await h.post<ThirdPartyOrder>('/c2c/v3/third-party/order', orderBody(quote), {
    token,
  });
  if (res.status !== 200) throw new Error(`Ordering failed: ${res.body.msg}`);
  return { quote, order: thirdPartyOrder.parse(res.body.data) };
}

const detail = (h: Harness, orderNo: string, token: string) =>
  h.get<ThirdPartyOrderDetail>(`/c2c/v3/third-party/order/detail?orderNo=${orderNo}`, { token });

/** The checkout page (GET) or a decision posted from it, as a browser on this site sends it. */
function checkout(
  h: Harness,
  orderNo: string,
  token: string | null,
  decision?: string,
  origin = 'http://localhost',
) {
  const headers: Record<string, string> = {};
  if (token) headers.cookie = `${SESSION_COOKIE}=${token}`;
  if (decision === undefined) {
    return h.sandbox.app.request(`http://localhost/sandbox/checkout/${orderNo}`, { headers });
  }
  return h.sandbox.app.request(`http://localhost/sandbox/checkout/${orderNo}`, {
    method: 'POST',
    body: new URLSearchParams({ decision }).toString(),
    headers: { ...headers, origin, 'content-type': 'application/x-www-form-urlencoded' },
  });
}

function spotBtc(h: Harness, token: string) {
  return h.get<{ coin: string; available: string }>('/spot/spot/balance/available?coin=BTC', {
    token,
  });
}

describe('placing a card order', () => {
  it('creates the order from a live quote and returns the checkout on this site', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const { quote, order } = await placed(h, token);
    expect(order).toEqual({
      orderNo: expect.stringMatching(/^\d{18}$/),
      supplier: 'mercurio',
      checkoutUrl: `http://localhost/sandbox/checkout/${order.orderNo}`,
      expiresAt: h.clock.now() + 30 * 60_000,
    });
    const res = await detail(h, order.orderNo, token);
    expect(thirdPartyOrderDetail.parse(res.body.data)).toEqual({
      orderNo: order.orderNo,
      supplier: 'mercurio',
      supplierName: 'Mercurio',
      status: 'created',
      fiat: 'EUR',
      coin: 'BTC',
      paymentMethod: 'visa',
      totalCost: quote.totalCost,
      fee: quote.fee,
      quantity: quote.quantity,
      failReason: null,
      createdAt: h.clock.now(),
      updatedAt: h.clock.now(),
    });
  });

  it('gives an https checkout address behind a TLS proxy', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const quote = await quoteOf(h, 'banxo');
    const res = await h.post<ThirdPartyOrder>('/c2c/v3/third-party/order', orderBody(quote), {
      token,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.body.data.checkoutUrl).toBe(
      `https://localhost/sandbox/checkout/${res.body.data.orderNo}`,
    );
  });

  it('lets a wallet-connected user buy by card (it is not P2P trading)', async () => {
    const h = startSandbox();
    const { order } = await placed(h, await h.login('wallet'));
    expect(order.supplier).toBe('mercurio');
  });

  it('returns the same order when the same quote is sent twice', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const { quote, order } = await placed(h, token);
    const again = await h.post('/c2c/v3/third-party/order', orderBody(quote), { token });
    expect(again.body.data).toEqual(order);
    const count = h.sandbox.db.prepare('SELECT COUNT(*) AS n FROM card_orders').get();
    expect(count).toEqual({ n: 1 });
    // Someone else cannot take the used quote.
    const other = await h.post('/c2c/v3/third-party/order', orderBody(quote), {
      token: await h.login('merchant'),
    });
    expect(other.body.code).toBe(THIRD_PARTY_CODES.quoteExpired);
  });

  it('needs a login', async () => {
    const h = startSandbox();
    const quote = await quoteOf(h, 'mercurio');
    const res = await h.post('/c2c/v3/third-party/order', orderBody(quote));
    expect(res.status).toBe(403);
  });

  it('refuses an expired or unknown quote', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const quote = await quoteOf(h, 'mercurio');
    await h.post('/sandbox/clock', { advanceSeconds: 60 });
    const expired = await h.post('/c2c/v3/third-party/order', orderBody(quote), { token });
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({
      code: THIRD_PARTY_CODES.quoteExpired,
      msg: 'The quote has expired, please get a new one.',
    });
    const unknown = await h.post(
      '/c2c/v3/third-party/order',
      orderBody({ supplier: 'mercurio', quoteId: 'no-such-quote' }),
      { token },
    );
    expect(unknown.body.code).toBe(THIRD_PARTY_CODES.quoteExpired);
  });

  it('accepts a quote until the last moment of its validity', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const quote = await quoteOf(h, 'mercurio');
    await h.post('/sandbox/clock', { advanceSeconds: 59 });
    const res = await h.post('/c2c/v3/third-party/order', orderBody(quote), { token });
    expect(res.status).toBe(200);
  });

  it.each([
    ['another amount', { amount: '100.01' }],
    ['another coin', { coin: 'ETH' }],
    ['another fiat', { fiat: 'USD' }],
    ['another method', { paymentMethod: 'mastercard' }],
    ['another amount type', { amountType: 'crypto' }],
    ['another provider', { supplier: 'banxo' }],
  ])('refuses an order that differs from its quote: %s', async (_, change) => {
    const h = startSandbox();
    const token = await h.login('verified');
    const quote = await quoteOf(h, 'mercurio');
    const res = await h.post(
      '/c2c/v3/third-party/order',
      { ...orderBody(quote), ...change },
      { token },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: THIRD_PARTY_CODES.quoteMismatch,
      msg: 'The order does not match the quote, please get a new quote.',
    });
  });

  it('accepts the same amount written differently', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const quote = await quoteOf(h, 'mercurio');
    const res = await h.post(
      '/c2c/v3/third-party/order',
      { ...orderBody(quote), amount: '100.00' },
      { token },
    );
    expect(res.status).toBe(200);
  });

  it('refuses when the provider fails after quoting', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const quote = await quoteOf(h, 'mercurio');
    await h.post('/sandbox/third-party/supplier', { supplier: 'mercurio', mode: 'timeout' });
    const res = await h.post('/c2c/v3/third-party/order', orderBody(quote), { token });
    expect(res.body).toMatchObject({
      code: THIRD_PARTY_CODES.supplierUnavailable,
      msg: 'Mercurio cannot take this order right now, please try another provider.',
    });
  });

  it('refuses when the provider narrowed its limits after quoting, naming them', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const quote = await quoteOf(h, 'mercurio');
    h.sandbox.db.exec(
      "UPDATE card_supplier_fiats SET max_amount = '80' WHERE supplier = 'mercurio' AND fiat = 'EUR'",
    );
    const res = await h.post('/c2c/v3/third-party/order', orderBody(quote), { token });
    expect(res.body).toEqual({
      code: THIRD_PARTY_CODES.amountOutOfLimits,
      msg: 'The amount must be between 20 and 80 EUR.',
      data: { minAmount: '20', maxAmount: '80' },
    });
  });

  it.each([
    ['without agreeing to the disclaimer', { agreeDisclaimer: false }],
    ['with a return address on another site', { returnPath: '//evil.example/x' }],
    ['with a full return URL', { returnPath: 'https://evil.example/' }],
    ['with a query in the return path', { returnPath: '/thirdParty?x=1' }],
    ['with an unknown field', { extra: 1 }],
  ])('refuses an order %s', async (_, change) => {
    const h = startSandbox();
    const token = await h.login('verified');
    const quote = await quoteOf(h, 'mercurio');
    const res = await h.post(
      '/c2c/v3/third-party/order',
      { ...orderBody(quote), ...change },
      { token },
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
  });

  it('says the disclaimer must be agreed to', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const quote = await quoteOf(h, 'mercurio');
    const res = await h.post(
      '/c2c/v3/third-party/order',
      { ...orderBody(quote), agreeDisclaimer: false },
      { token },
    );
    expect(res.body.msg).toContain('Please read and agree to the disclaimer');
  });
});

describe('reading a card order', () => {
  it('shows the order to its owner only', async () => {
    const h = startSandbox();
    const { order } = await placed(h, await h.login('verified'));
    const stranger = await detail(h, order.orderNo, await h.login('merchant'));
    expect(stranger.status).toBe(404);
    expect(stranger.body).toMatchObject({
      code: THIRD_PARTY_CODES.orderNotFound,
      msg: 'The card order was not found.',
    });
    const missing = await detail(h, '250115080000000000', await h.login('verified'));
    expect(missing.body.code).toBe(THIRD_PARTY_CODES.orderNotFound);
    const anonymous = await h.get(`/c2c/v3/third-party/order/detail?orderNo=${order.orderNo}`);
    expect(anonymous.status).toBe(403);
    const bad = await detail(h, 'abc', await h.login('verified'));
    expect(bad.status).toBe(400);
  });
});

describe('the stand-in provider checkout', () => {
  it('shows the order to its owner with approve and decline buttons, no scripts', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const { quote, order } = await placed(h, token);
    const res = await checkout(h, order.orderNo, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('<h1>Mercurio checkout</h1>');
    expect(html).toContain(`<dd>100.00 EUR</dd>`);
    expect(html).toContain(`<dd>${quote.fee} EUR</dd>`);
    expect(html).toContain(`<dd>${quote.quantity} BTC</dd>`);
    expect(html).toContain('<dd>Visa</dd>');
    expect(html).toContain(`action="/sandbox/checkout/${order.orderNo}"`);
    expect(html).toContain('name="decision" value="approve">Approve payment</button>');
    expect(html).toContain('name="decision" value="decline">Decline</button>');
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it('shows nothing to anyone else', async () => {
    const h = startSandbox();
    const { order } = await placed(h, await h.login('verified'));
    const stranger = await checkout(h, order.orderNo, await h.login('merchant'));
    expect(stranger.status).toBe(404);
    expect(await stranger.text()).not.toContain('Approve');
    const anonymous = await checkout(h, order.orderNo, null);
    expect(anonymous.status).toBe(403);
    const missing = await checkout(h, '250115080000000000', await h.login('verified'));
    expect(missing.status).toBe(404);
    const strangerPost = await checkout(h, order.orderNo, await h.login('merchant'), 'approve');
    expect(strangerPost.status).toBe(404);
    const anonymousPost = await checkout(h, order.orderNo, null, 'approve');
    expect(anonymousPost.status).toBe(403);
    expect((await detail(h, order.orderNo, await h.login('verified'))).body.data.status).toBe(
      'created',
    );
  });

  it('approve → processing → completed, crediting the spot account exactly once', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    expect((await spotBtc(h, token)).body.data).toEqual({ coin: 'BTC', available: '0.02' });
    const { quote, order } = await placed(h, token);

    const approved = await checkout(h, order.orderNo, token, 'approve');
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(`/fa/thirdParty?orderNo=${order.orderNo}`);
    const paidAt = h.clock.now();
    expect((await detail(h, order.orderNo, token)).body.data).toMatchObject({
      status: 'processing',
      failReason: null,
      updatedAt: paidAt,
    });

    // Still processing one second before delivery; nothing credited yet.
    await h.post('/sandbox/clock', { advanceSeconds: 19 });
    expect((await detail(h, order.orderNo, token)).body.data.status).toBe('processing');
    expect((await spotBtc(h, token)).body.data.available).toBe('0.02');

    await h.post('/sandbox/clock', { advanceSeconds: 1 });
    expect((await detail(h, order.orderNo, token)).body.data).toMatchObject({
      status: 'completed',
      updatedAt: paidAt + 20_000,
    });
    const credited = (await spotBtc(h, token)).body.data.available;
    expect(quote.quantity).toBe('0.001068');
    expect(credited).toBe('0.021068');

    // More sweeps and a late second approval change nothing.
    await h.post('/sandbox/clock', { advanceSeconds: 3600 });
    const late = await checkout(h, order.orderNo, token, 'approve');
    expect(late.status).toBe(303);
    expect((await spotBtc(h, token)).body.data.available).toBe(credited);
    expect((await detail(h, order.orderNo, token)).body.data.status).toBe('completed');
  });

  it('shows a decided order with its status and no buttons', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const { order } = await placed(h, token);
    await checkout(h, order.orderNo, token, 'approve');
    const html = await (await checkout(h, order.orderNo, token)).text();
    expect(html).toContain('Paid: the coins are on their way');
    expect(html).not.toContain('<button');
    expect(html).toContain(`href="/fa/thirdParty?orderNo=${order.orderNo}"`);
  });

  it('decline → failed (declined), nothing credited', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const { order } = await placed(h, token);
    const declined = await checkout(h, order.orderNo, token, 'decline');
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe(`/fa/thirdParty?orderNo=${order.orderNo}`);
    expect((await detail(h, order.orderNo, token)).body.data).toMatchObject({
      status: 'failed',
      failReason: 'declined',
    });
    // Approving afterwards changes nothing.
    await checkout(h, order.orderNo, token, 'approve');
    await h.post('/sandbox/clock', { advanceSeconds: 60 });
    expect((await detail(h, order.orderNo, token)).body.data.status).toBe('failed');
    expect((await spotBtc(h, token)).body.data.available).toBe('0.02');
    const html = await (await checkout(h, order.orderNo, token)).text();
    expect(html).toContain('You declined the payment.');
  });

  it('fails the payment when the provider errs at checkout', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const { order } = await placed(h, token);
    await h.post('/sandbox/third-party/supplier', { supplier: 'mercurio', mode: 'fail' });
    await checkout(h, order.orderNo, token, 'approve');
    expect((await detail(h, order.orderNo, token)).body.data).toMatchObject({
      status: 'failed',
      failReason: 'provider_error',
    });
  });

  it('expires an abandoned checkout after card.checkoutTtlMinutes', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const { order } = await placed(h, token);
    await h.post('/sandbox/clock', { advanceSeconds: 30 * 60 - 1 });
    expect((await detail(h, order.orderNo, token)).body.data.status).toBe('created');
    await h.post('/sandbox/clock', { advanceSeconds: 1 });
    // The checkout page catches up with the clock by itself and no longer offers to pay.
    const page = await (await checkout(h, order.orderNo, token)).text();
    expect(page).toContain('The checkout expired before the payment was made.');
    expect(page).not.toContain('<button');
    await checkout(h, order.orderNo, token, 'approve');
    expect((await detail(h, order.orderNo, token)).body.data).toMatchObject({
      status: 'failed',
      failReason: 'expired',
    });
  });

  it('refuses a decision posted from another site, or without a decision', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const { order } = await placed(h, token);
    const foreign = await checkout(h, order.orderNo, token, 'approve', 'https://evil.example');
    expect(foreign.status).toBe(403);
    const none = await checkout(h, order.orderNo, token, 'pay');
    expect(none.status).toBe(400);
    const json = await h.sandbox.app.request(`http://localhost/sandbox/checkout/${order.orderNo}`, {
      method: 'POST',
      body: JSON.stringify({ decision: 'approve' }),
      headers: { cookie: `${SESSION_COOKIE}=${token}`, 'content-type': 'application/json' },
    });
    expect(json.status).toBe(400);
    expect((await detail(h, order.orderNo, token)).body.data.status).toBe('created');
  });
});
