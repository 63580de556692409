import { describe, expect, it } from 'vitest';
import { buildPath, type EndpointDef } from '@/contract/define';
import { endpoints } from '@/contract/endpoints';
import { mountedRoutes } from '@/sandbox/http/mount';
import { startSandbox, type Harness } from './harness';

/** Every call of the endpoint table: the sandbox implements them all (no 501 is left). */
const all: [string, EndpointDef][] = Object.entries(endpoints);

const SPEC_CALLS = [
  'POST /user/logout',
  'GET /user/config/languages',
  'GET /user/config/rates',
  'GET /user/user/base',
  'GET /user/vip/level/config',
  'GET /user/internal-msgs/unread',
  'GET /user/internal-msgs',
  'POST /user/internal-msgs/:id',
  'GET /user/invite/domains',
  'GET /resource/contacts',
  'POST /user/validation/v2/behavior-verify',
  'POST /user/validation/sms',
  'POST /user/validation/email',
  'POST /user/validation/online/sms',
  'POST /user/validation/online/email',
  'GET /user/validation/limit/sms',
  'GET /user/validation/limit/email',
  'GET /user/validation/binding/sms',
  'GET /user/validation/binding/email',
  'GET /user/validation/binding/wallet-email',
  'POST /user/user/swap/open',
  'GET /broker/v3/broker/apply/status',
  'GET /resource/link',
  'GET /resource/college/video',
  'GET /c2c/v3/public/option/box',
  'GET /c2c/v3/public/option/classify-payment/single',
  'GET /c2c/v3/public/merchant/all/ad',
  'GET /c2c/v3/public/user/transaction-data',
  'GET /c2c/v3/public/config/basics-config',
  'GET /c2c/v3/user/info',
  'POST /c2c/v3/order/proceed',
  // Express buy and sell (issue 17, item 2): the best ad for an amount, and its placement.
  'GET /c2c/v3/order/express/quote',
  'POST /c2c/v3/order/express/place',
  // The best way to buy (issue 17, item 1): P2P ads and card quotes ranked together.
  'GET /c2c/v3/public/best-way',
  'GET /c2c/v3/order/list',
  'POST /c2c/v3/upload/img',
  'POST /c2c/v3/upload/video',
  // Designed here (the spec leaves order actions out): docs/sandbox.md "Orders".
  'GET /c2c/v3/order/detail',
  'POST /c2c/v3/order/paid',
  'POST /c2c/v3/order/release',
  'POST /c2c/v3/order/cancel',
  'POST /c2c/v3/order/extend',
  'POST /c2c/v3/order/appeal',
  'POST /c2c/v3/order/appeal/withdraw',
  'POST /c2c/v3/order/appeal/answer',
  'POST /c2c/v3/order/appeal/stance',
  'GET /c2c/v3/order/appeal/detail',
  // Designed here: the saved payment methods a seller picks when selling into a buy ad.
  'GET /c2c/v3/user-payment/list',
  // Payment methods, the merchant application and the nickname (spec section 7).
  'GET /c2c/v3/user-payment/requirement',
  'PUT /c2c/v3/user-payment/unbind/:id',
  'POST /c2c/v3/user-payment/save',
  'GET /c2c/v3/merchant/requirement',
  'GET /c2c/v3/merchant/detail',
  'POST /c2c/v3/merchant/apply',
  'PUT /c2c/v3/merchant/apply-refund',
  'POST /c2c/v3/user/nickname-change',
  // Designed here: locking the deposit after approval, the profile chart, ad management.
  'POST /c2c/v3/merchant/deposit',
  'GET /c2c/v3/public/user/activity',
  'GET /c2c/v3/public/user/markets',
  'GET /c2c/v3/public/ad/reference-price',
  'GET /c2c/v3/ad/my-list',
  'GET /c2c/v3/ad/detail',
  'POST /c2c/v3/ad/create',
  'POST /c2c/v3/ad/update',
  'POST /c2c/v3/ad/action',
  // Card purchase (spec section 7), and the card order's status (designed here).
  'GET /c2c/v3/public/third-party/fiat-list',
  'GET /c2c/v3/public/third-party/currency-list',
  'GET /c2c/v3/public/third-party/payment-list',
  'GET /c2c/v3/public/third-party/supplier-list',
  'POST /c2c/v3/third-party/order',
  'GET /c2c/v3/third-party/order/detail',
  // Wallet transfers and the spot balance (spec section 7).
  'GET /wallet/account-transfers/target',
  'GET /wallet/account-transfers/target-currency',
  'GET /wallet/account-transfers/balance',
  'POST /wallet/account-transfers',
  'GET /spot/spot/balance/available',
  // Designed here: the voice and authenticator second factors.
  'POST /user/validation/online/voice',
  'GET /user/validation/limit/voice',
  'GET /user/validation/binding/authenticator',
  // Designed here: the order chat (issue 12).
  'GET /c2c/v3/order/chat/list',
  'POST /c2c/v3/order/chat/send',
  'POST /c2c/v3/order/chat/read',
  // Designed here: the notification choices per kind of order event (issue 12).
  'GET /user/notification/settings',
  'PUT /user/notification/settings',
  // Web Push (issue 17, item 4): the VAPID key, one browser's status, subscribe, unsubscribe.
  'GET /user/push/key',
  'GET /user/push/device',
  'POST /user/push/subscribe',
  'POST /user/push/unsubscribe',
  // Designed here: feedback after a trade (issue 14, item 2).
  'GET /c2c/v3/order/feedback',
  'POST /c2c/v3/order/feedback/give',
  'GET /c2c/v3/public/user/feedback',
  // Designed here: saved searches and alerts (issue 17, item 3).
  'GET /c2c/v3/market/search/list',
  'POST /c2c/v3/market/search/save',
  'POST /c2c/v3/market/search/status',
  'POST /c2c/v3/market/search/delete',
  // Designed here: the block list (issue 14, item 5).
  'GET /c2c/v3/user/block/list',
  'GET /c2c/v3/user/block/status',
  'POST /c2c/v3/user/block',
  'POST /c2c/v3/user/unblock',
  // Designed here: the stand-in analytics collector (issue 15, item 8).
  'POST /analytics/collect',
];

function pathOf(def: EndpointDef) {
  return `/api${buildPath(def.path, { id: 1 })}`;
}

/** Sends `body` in the endpoint's own body type. */
function encode(def: EndpointDef, fields: Record<string, string>): RequestInit {
  if (def.bodyType === 'multipart') {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    return { body: form };
  }
  if (def.bodyType === 'form') {
    return {
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  return { body: JSON.stringify(fields), headers: { 'content-type': 'application/json' } };
}

async function tokenFor(h: Harness, def: EndpointDef) {
  return def.auth === 'user' ? await h.login('verified') : undefined;
}

describe('endpoint coverage', () => {
  it('covers every call of the spec and every designed call exactly', () => {
    const contract = all
      .filter(([name]) => !name.startsWith('sandbox'))
      .map(([, d]) => `${d.method} ${d.path}`);
    expect(contract.sort()).toEqual([...SPEC_CALLS].sort());
  });

  it('names entries in camelCase and never repeats a method and path', () => {
    for (const [name] of all) expect(name).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    const keys = all.map(([, d]) => `${d.method} ${d.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('mounts every entry of the endpoint tables above', () => {
    const { sandbox } = startSandbox();
    const mounted = new Set(mountedRoutes(sandbox.app).map((r) => `${r.method} ${r.path}`));
    for (const [name, def] of all)
      expect(mounted.has(`${def.method} ${def.path}`), name).toBe(true);
  });

  it.each(all)('%s answers over HTTP (neither unknown path nor wrong method)', async (_, def) => {
    const h = startSandbox();
    const res = await h.call(def.method, pathOf(def), {}, { token: await tokenFor(h, def) });
    expect(res.status).not.toBe(405);
    expect(res.body.msg).not.toMatch(/^There is no API endpoint/);
    expect(res.status).toBeLessThan(500);
  });
});

describe('bad input on every endpoint', () => {
  const userOnly = all.filter(([, d]) => d.auth === 'user');
  it.each(userOnly)('%s asks to log in without a session', async (_, def) => {
    const h = startSandbox();
    const res = await h.call(def.method, pathOf(def));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 403, msg: 'Please log in first', data: null });
  });

  const withBody = all.filter(([, d]) => d.body);
  it.each(withBody)('%s refuses an unknown field', async (_, def) => {
    const h = startSandbox();
    const res = await h.call(def.method, pathOf(def), encode(def, { sneaky: 'x' }), {
      token: await tokenFor(h, def),
    });
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({
      errors: expect.arrayContaining([
        { path: 'sneaky', code: 'unknown_key', message: expect.any(String) },
      ]),
    });
  });

  it.each(withBody.filter(([, d]) => (d.bodyType ?? 'json') === 'json'))(
    '%s refuses malformed JSON',
    async (_, def) => {
      const h = startSandbox();
      const res = await h.call(
        def.method,
        pathOf(def),
        { body: '{"oops": ', headers: { 'content-type': 'application/json' } },
        { token: await tokenFor(h, def) },
      );
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('The request body is not valid JSON.');
    },
  );

  it.each(withBody)(
    '%s refuses a value of the wrong type or size in every field',
    async (_, def) => {
      const h = startSandbox();
      const token = await tokenFor(h, def);
      const shape = (def.body as unknown as { shape: Record<string, unknown> }).shape;
      for (const field of Object.keys(shape)) {
        const init =
          def.bodyType === 'multipart' || def.bodyType === 'form'
            ? encode(def, { [field]: 'x'.repeat(10_000) })
            : {
                body: JSON.stringify({ [field]: { nested: true } }),
                headers: { 'content-type': 'application/json' },
              };
        const res = await h.call(def.method, pathOf(def), init, { token });
        expect(res.status, field).toBe(400);
        // A nested object (e.g. `twoFactor`) reports its own bad or missing parts.
        const paths = (res.body.data as { errors: { path: string }[] }).errors.map((e) => e.path);
        expect(
          paths.some((path) => path === field || path.startsWith(`${field}.`)),
          `${field}: ${paths.join(', ')}`,
        ).toBe(true);
      }
    },
  );

  const withQuery = all.filter(([, d]) => d.query);
  it.each(withQuery)('%s refuses an unknown query parameter', async (_, def) => {
    const h = startSandbox();
    const res = await h.call(
      def.method,
      `${pathOf(def)}?sneaky=1`,
      {},
      { token: await tokenFor(h, def) },
    );
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({
      errors: expect.arrayContaining([
        { path: 'sneaky', code: 'unknown_key', message: expect.any(String) },
      ]),
    });
  });

  const bodiless = all.filter(([, d]) => !d.body && d.method !== 'GET');
  it.each(bodiless)('%s refuses a body it does not take', async (_, def) => {
    const h = startSandbox();
    const res = await h.call(
      def.method,
      pathOf(def),
      { body: '{"x":1}', headers: { 'content-type': 'application/json' } },
      { token: await tokenFor(h, def) },
    );
    expect(res.status).toBe(400);
  });
});
