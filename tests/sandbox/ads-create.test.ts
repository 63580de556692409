import { describe, expect, it } from 'vitest';
import { myAd, type MyAd } from '@/contract/ads';
import { AD_CODES } from '@/contract/ads-refusals';
import { ORDER_CODES } from '@/contract/orders-refusals';
import { startSandbox, type Harness } from './harness';
import { adBody, poster, postAd } from './ads-helpers';
import { exec, market, marketAll, rows } from './market-helpers';

function personaId(h: Harness, persona: string): number {
  return Number(rows(h, 'SELECT id FROM users WHERE persona = ?', persona)[0]?.id);
}

interface Refusal {
  errors?: { path: string; message: string }[];
  homeFiat?: string | null;
}

describe('POST /c2c/v3/ad/create', () => {
  it('posts a listed ad that the market shows at once', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const ad = await postAd(h, merchant, {
      userPaymentIds: merchant.paymentIds.slice(0, 2),
      quantity: '1200.5',
      conditions: { minRegisteredDays: 30, minCompletedTrades: 5 },
    });
    expect(myAd.parse(ad)).toMatchObject({
      type: 'sell',
      coin: 'USDT',
      fiat: 'GBP',
      priceType: 'fixed',
      floatingRatio: null,
      price: '0.80',
      marketPrice: '0.79',
      quantity: '1200.5',
      remainingQuantity: '1200.5',
      minLimit: '20',
      maxLimit: '500',
      paymentTimeLimitMinutes: 15,
      remarks: 'Fast release',
      conditions: { minRegisteredDays: 30, minCompletedTrades: 5 },
      status: 'listed',
      version: 1,
      userPaymentIds: merchant.paymentIds.slice(0, 2),
      openOrders: 0,
      createdAt: h.clock.now(),
      updatedAt: h.clock.now(),
    });
    expect(ad.paymentMethods).toHaveLength(2);

    const listed = await marketAll(h, { side: 'buy', coin: 'USDT', fiat: 'GBP' });
    expect(listed.find((a) => a.id === ad.id)).toMatchObject({
      price: '0.80',
      advertiser: { nickname: 'MaxMerch' },
    });
    // The buyer of a sell ad is shown the advertiser's chosen saved methods.
    const links = rows(
      h,
      'SELECT user_payment_method_id AS id FROM ad_payment_methods WHERE ad_id = ? ORDER BY sort',
      ad.id,
    );
    expect(links.map((r) => r.id)).toEqual(merchant.paymentIds.slice(0, 2));
  });

  it('saves a "later" ad delisted, off the market', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const ad = await postAd(h, merchant, { launch: 'later' });
    expect(ad.status).toBe('delisted');
    const listed = await marketAll(h, { side: 'buy', coin: 'USDT', fiat: 'GBP' });
    expect(listed.some((a) => a.id === ad.id)).toBe(false);
  });

  it('posts a floating buy ad priced from the reference, with no balance needed', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const ad = await postAd(h, merchant, {
      type: 'buy',
      priceType: 'floating',
      fixedPrice: '',
      floatingRatio: '102.5',
      quantity: '100000',
    });
    // 0.79 × 102.5 % = 0.80975 → 0.81 (a padded ratio such as "0102.5" is refused: one spelling).
    expect(ad).toMatchObject({ type: 'buy', floatingRatio: '102.5', price: '0.81' });
    const listed = await marketAll(h, { side: 'sell', coin: 'USDT', fiat: 'GBP' });
    expect(listed.some((a) => a.id === ad.id)).toBe(true);
  });

  it('refuses users who may not post', async () => {
    const h = startSandbox();
    const verified = await poster(h, 'verified');
    const notCertified = await h.post('/c2c/v3/ad/create', adBody(verified), {
      token: verified.token,
    });
    expect([notCertified.status, notCertified.body.code, notCertified.body.msg]).toEqual([
      400,
      AD_CODES.notCertified,
      'You cannot post ads yet, apply to become an advertiser first',
    ]);

    // The same well-formed body from users further from posting.
    const body = adBody(verified);
    const unverified = await h.post('/c2c/v3/ad/create', body, { token: await h.login('user') });
    expect([unverified.body.code, unverified.body.msg]).toEqual([
      AD_CODES.identityRequired,
      'Before you post ads, please complete the identity verification',
    ]);

    const wallet = await h.post('/c2c/v3/ad/create', body, { token: await h.login('wallet') });
    expect(wallet.body.code).toBe(ORDER_CODES.walletUser);
    expect(wallet.body.msg).toMatch(/not open to authorized wallet users/);

    const visitor = await h.post('/c2c/v3/ad/create', body);
    expect(visitor.body.code).toBe(403);
    expect(rows(h, 'SELECT id FROM ads WHERE remarks = ?', 'Fast release')).toEqual([]);
  });

  it('refuses a fiat other than the home fiat, and unknown coins or fiats', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const eur = await h.post<Refusal>('/c2c/v3/ad/create', adBody(merchant, { fiat: 'EUR' }), {
      token: merchant.token,
    });
    expect([eur.status, eur.body.code, eur.body.data.homeFiat]).toEqual([
      400,
      AD_CODES.fiatNotHomeCountry,
      'GBP',
    ]);
    const coin = await h.post<Refusal>('/c2c/v3/ad/create', adBody(merchant, { coin: 'XYZ' }), {
      token: merchant.token,
    });
    expect(coin.status).toBe(400);
    expect(coin.body.data.errors?.[0]).toMatchObject({ path: 'coin' });
    expect(coin.body.msg).toMatch(/^The field "coin" is invalid: Not a coin the market trades/);
  });

  it('checks every payment method against the user’s own saved ones', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const verified = await poster(h, 'verified');
    const [mine = 0, second = 0] = merchant.paymentIds;
    const merchantId = personaId(h, 'merchant');
    exec(
      h,
      `INSERT INTO user_payment_methods (user_id, method_code, fields, status, created_at)
       VALUES (?, 'sepa', '{"name":"Max"}', 'active', 0)`,
      merchantId,
    );
    const sepa = Number(
      rows(
        h,
        "SELECT id FROM user_payment_methods WHERE method_code = 'sepa' AND user_id = ?",
        merchantId,
      )[0]?.id,
    );
    exec(h, "UPDATE user_payment_methods SET status = 'unbound' WHERE id = ?", second);

    const cases: [number[], string, string, string][] = [
      [
        [verified.paymentIds[0] ?? 0],
        'userPaymentIds.0',
        'not_found',
        'This payment method is not one of your saved ones',
      ],
      [
        [mine, second],
        'userPaymentIds.1',
        'not_found',
        'This payment method is not one of your saved ones',
      ],
      [
        [mine, sepa],
        'userPaymentIds.1',
        'not_allowed',
        'SEPA Instant cannot be used to pay in GBP',
      ],
      [[mine, mine], 'userPaymentIds.1', 'not_allowed', 'is chosen more than once'],
    ];
    for (const [ids, path, code, message] of cases) {
      const res = await h.post<Refusal>(
        '/c2c/v3/ad/create',
        adBody(merchant, { userPaymentIds: ids }),
        { token: merchant.token },
      );
      expect([res.status, res.body.code]).toEqual([400, AD_CODES.paymentMethodUnavailable]);
      expect(res.body.data.errors).toEqual([
        { path, code, message: expect.stringContaining(message) },
      ]);
    }
  });

  it('needs the P2P balance to cover a sell ad', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const res = await h.post('/c2c/v3/ad/create', adBody(merchant, { quantity: '20000.01' }), {
      token: merchant.token,
    });
    expect([res.status, res.body.code, res.body.msg]).toEqual([
      400,
      AD_CODES.insufficientBalance,
      'Insufficient Balance',
    ]);
    await postAd(h, merchant, { quantity: '20000' });
  });

  it('applies the configured rules with the live context', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const refuse = async (changes: Record<string, unknown>) => {
      const res = await h.post<Refusal>('/c2c/v3/ad/create', adBody(merchant, changes), {
        token: merchant.token,
      });
      expect(res.status).toBe(400);
      return res.body;
    };
    expect((await refuse({ minLimit: '9' })).data.errors).toEqual([
      {
        path: 'minLimit',
        code: 'too_small',
        message: 'The minimum single limit cannot be below 10 GBP',
        rule: 'minBelowFloor',
        params: { min: '10', fiat: 'GBP' },
      },
    ]);
    expect((await refuse({ paymentTimeLimitMinutes: 20 })).data.errors).toEqual([
      {
        path: 'paymentTimeLimitMinutes',
        code: 'required',
        message: 'Please choose a payment time limit',
        rule: 'timeLimitRequired',
        params: {},
      },
    ]);
    expect((await refuse({ quantity: '1000.001' })).data.errors).toEqual([
      {
        path: 'quantity',
        code: 'scale',
        message: 'Too many decimal places (at most 2)',
        rule: 'scale',
        params: { max: '2' },
      },
    ]);
    // BTC is worth 76827.90 GBP (97250.50 USD × 0.79); its cap is 20.
    const btc = { coin: 'BTC', fixedPrice: '76800', quantity: '21' };
    expect((await refuse(btc)).data.errors).toEqual([
      {
        path: 'quantity',
        code: 'too_big',
        message: 'The total quantity cannot exceed 20 BTC',
        rule: 'quantityAboveCap',
        params: { max: '20', coin: 'BTC' },
      },
    ]);
    expect((await refuse({ quantity: '100', maxLimit: '90' })).data.errors).toEqual([
      {
        path: 'maxLimit',
        code: 'too_big',
        message: 'The maximum single limit cannot exceed the total quantity at this price',
        rule: 'maxAboveQuantity',
        params: {},
      },
    ]);
    // The rules follow the config table: a lower cap applies at once.
    exec(h, "UPDATE config SET value = ? WHERE key = 'p2p.coinMaxQuantity'", '{"USDT":"500"}');
    expect((await refuse({})).data.errors).toEqual([
      {
        path: 'quantity',
        code: 'too_big',
        message: 'The total quantity cannot exceed 500 USDT',
        rule: 'quantityAboveCap',
        params: { max: '500', coin: 'USDT' },
      },
    ]);
  });

  it('asks for the risk confirmation with its own code, and accepts it once given', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const risky = await h.post<Refusal>(
      '/c2c/v3/ad/create',
      adBody(merchant, { fixedPrice: '0.90' }),
      {
        token: merchant.token,
      },
    );
    const message =
      'Your price deviates from the market reference price by more than 10%. Please confirm the risk.';
    expect([risky.status, risky.body.code, risky.body.msg]).toEqual([
      400,
      AD_CODES.riskConfirmationRequired,
      message,
    ]);
    expect(risky.body.data.errors).toEqual([
      {
        path: 'riskConfirmed',
        code: 'required',
        message,
        rule: 'riskConfirm',
        params: { percent: '10' },
      },
    ]);
    // With another problem too, the field errors come first (plain 400).
    const both = await h.post<Refusal>(
      '/c2c/v3/ad/create',
      adBody(merchant, { fixedPrice: '0.90', minLimit: '5' }),
      { token: merchant.token },
    );
    expect(both.body.code).toBe(400);
    expect(both.body.data.errors?.map((e) => e.path)).toEqual(['minLimit', 'riskConfirmed']);

    const confirmed = await postAd(h, merchant, { fixedPrice: '0.90', riskConfirmed: true });
    expect(confirmed.price).toBe('0.90');
  });

  it('refuses malformed bodies before any rule', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const send = (body: unknown) =>
      h.post<Refusal>('/c2c/v3/ad/create', body, { token: merchant.token });

    const letters = await send(adBody(merchant, { quantity: '12abc', maxLimit: '5oo' }));
    expect(letters.status).toBe(400);
    expect(letters.body.data.errors).toEqual([
      {
        path: 'quantity',
        code: 'format',
        message: 'You must enter a number',
        rule: 'number',
        params: {},
      },
      {
        path: 'maxLimit',
        code: 'format',
        message: 'You must enter a number',
        rule: 'number',
        params: {},
      },
    ]);
    expect(letters.body.msg).toBe(
      'The field "quantity" is invalid: You must enter a number (and 1 more problem).',
    );

    const wrongType = await send(adBody(merchant, { quantity: 1000, riskConfirmed: 'yes' }));
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.data.errors?.map((e) => e.path)).toEqual(['quantity', 'riskConfirmed']);

    const unknown = await send(adBody(merchant, { status: 'listed' }));
    expect(unknown.body.msg).toBe('Unknown field "status" is not accepted.');

    const missing = await send({ type: 'sell' });
    expect(missing.status).toBe(400);
    expect((await send('{not json')).status).toBe(400);

    const ads = rows(h, 'SELECT COUNT(*) AS n FROM ads WHERE remarks = ?', 'Fast release');
    expect(ads[0]?.n).toBe(0);
  });

  it('lists every posted ad under the advertiser on the market', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const posted: MyAd[] = [];
    for (const quantity of ['50', '75.25'])
      posted.push(await postAd(h, merchant, { quantity, maxLimit: '40' }));
    const userId = personaId(h, 'merchant');
    const page = await market(h, { side: 'buy', coin: 'USDT', fiat: 'GBP', userId });
    expect(page.status).toBe(200);
    for (const ad of posted) expect(page.body.data.items.map((a) => a.id)).toContain(ad.id);
  });
});
