import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { C2cOrder } from '@/contract/entities';
import { PUSH_CODES, type PushDevice, type PushPayload } from '@/contract/push';
import { ORDER_MESSAGE_EVENTS, type NotificationSettings } from '@/contract/user-notifications';
import { PUSH_TTL_SECONDS } from '@/sandbox/push/send';
import { startSandbox, type Harness } from './harness';
import { tradingSetup, type Party } from './support/order-http';
import { setConfig } from './support/trading-fixtures';
import {
  browserKeys,
  startPushService,
  verifyVapid,
  type BrowserKeys,
  type PushService,
} from '../shared/push-service';

/**
 * Web Push from the sandbox (issue 17, item 4): the VAPID key kept in the data folder, browsers
 * subscribing and unsubscribing, and the pushes an order's events send, checked where a push
 * service would receive them: the VAPID signature verified, the payload decrypted with the
 * browser's keys, in the language the browser subscribed in.
 */

let service: PushService | null = null;
afterEach(async () => {
  await service?.close();
  service = null;
});

async function setup() {
  service = await startPushService();
  const h = startSandbox({ push: { allowLoopback: true } });
  const s = tradingSetup(h);
  return { h, s, service };
}

const subscribe = (h: Harness, who: Party, endpoint: string, keys: BrowserKeys, lang = 'en') =>
  h.post<PushDevice>(
    '/user/push/subscribe',
    { endpoint, expirationTime: null, keys: keys.json },
    { token: who.token, headers: { lang } },
  );

async function place(h: Harness, s: ReturnType<typeof tradingSetup>) {
  const res = await h.post<C2cOrder>(
    '/c2c/v3/order/proceed',
    { adId: s.sellAd, price: '2.00', amount: '100' },
    { token: s.buyer.token },
  );
  if (res.status !== 200) throw new Error(`Placing failed: ${res.body.msg}`);
  return res.body.data.orderNo;
}

/** The payloads the service received for one browser, decrypted. */
function payloads(push: PushService, path: string, keys: BrowserKeys): PushPayload[] {
  return push.received
    .filter((r) => r.path === `/push/${path}`)
    .map((r) => JSON.parse(keys.decrypt(r.body)) as PushPayload);
}

describe('the VAPID key', () => {
  it('is public, and the same on every call', async () => {
    const h = startSandbox();
    const first = await h.get<{ publicKey: string }>('/user/push/key');
    expect(first.status).toBe(200);
    expect(first.body.data.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect((await h.get<{ publicKey: string }>('/user/push/key')).body.data).toEqual(
      first.body.data,
    );
  });

  it('is generated on first start, kept in the data folder for its owner, and read back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'p2p-push-'));
    try {
      const dbPath = join(dir, 'sandbox.db');
      const first = startSandbox({ dbPath });
      const key = (await first.get<{ publicKey: string }>('/user/push/key')).body.data.publicKey;
      await first.sandbox.close();
      const file = join(dir, 'vapid-keys.json');
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ publicKey: key });
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const again = startSandbox({ dbPath });
      expect((await again.get<{ publicKey: string }>('/user/push/key')).body.data.publicKey).toBe(
        key,
      );
      await again.sandbox.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('subscribing a browser', () => {
  it('answers the device in the page’s language, and again idempotently', async () => {
    const { h, s, service } = await setup();
    const keys = browserKeys();
    const res = await subscribe(h, s.seller, service.endpoint('a'), keys, 'fa');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      endpoint: service.endpoint('a'),
      subscribed: true,
      lang: 'fa',
    });
    const again = await subscribe(h, s.seller, service.endpoint('a'), keys, 'ru');
    expect(again.body.data.lang).toBe('ru');
    expect(h.sandbox.db.prepare('SELECT COUNT(*) AS n FROM push_subscriptions').get()).toEqual({
      n: 1,
    });
  });

  it('tells a browser whether it gets this session’s pushes', async () => {
    const { h, s, service } = await setup();
    const endpoint = service.endpoint('a');
    const status = (who: Party) =>
      h.get<PushDevice>(`/user/push/device?endpoint=${encodeURIComponent(endpoint)}`, {
        token: who.token,
      });
    expect((await status(s.seller)).body.data).toEqual({ endpoint, subscribed: false, lang: null });
    await subscribe(h, s.seller, endpoint, browserKeys(), 'uk');
    expect((await status(s.seller)).body.data).toEqual({ endpoint, subscribed: true, lang: 'uk' });
    // Another user on the same browser is not subscribed by it.
    expect((await status(s.buyer)).body.data.subscribed).toBe(false);
    const bad = await h.get<{ errors: { path: string }[] }>('/user/push/device?endpoint=nope', {
      token: s.seller.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors.map((e) => e.path)).toEqual(['endpoint']);
  });

  it('needs a login', async () => {
    const { h, service } = await setup();
    const res = await h.post('/user/push/subscribe', {
      endpoint: service.endpoint('a'),
      keys: browserKeys().json,
    });
    expect(res.status).toBe(403);
  });

  it('refuses an endpoint that is no browser’s push service, with its code', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const keys = browserKeys();
    for (const endpoint of [
      'https://attacker.example/push/1',
      'https://fcm.googleapis.com.attacker.example/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'http://fcm.googleapis.com/fcm/send/x',
      // Loopback only where the setting allows it (here it does not).
      'http://127.0.0.1:9/push/a',
    ]) {
      const res = await subscribe(h, s.seller, endpoint, keys);
      expect(res.status, endpoint).toBe(400);
      expect(res.body.code, endpoint).toBe(PUSH_CODES.pushServiceUnknown);
    }
    const ok = await subscribe(h, s.seller, 'https://fcm.googleapis.com/fcm/send/abc', keys);
    expect(ok.status).toBe(200);
    const apple = await subscribe(h, s.seller, 'https://web.push.apple.com/QGx', keys);
    expect(apple.status).toBe(200);
  });

  it('refuses malformed keys and endpoints field by field', async () => {
    const h = startSandbox();
    const s = tradingSetup(h);
    const keys = browserKeys().json;
    const cases: [unknown, string][] = [
      [{ endpoint: 'not a url', keys }, 'endpoint'],
      [{ endpoint: 'ftp://fcm.googleapis.com/x', keys }, 'endpoint'],
      [
        { endpoint: 'https://fcm.googleapis.com/x', keys: { ...keys, p256dh: 'AAAA' } },
        'keys.p256dh',
      ],
      [{ endpoint: 'https://fcm.googleapis.com/x', keys: { ...keys, auth: '' } }, 'keys.auth'],
      [{ endpoint: 'https://fcm.googleapis.com/x' }, 'keys'],
      [{ endpoint: `https://fcm.googleapis.com/${'x'.repeat(2100)}`, keys }, 'endpoint'],
    ];
    for (const [body, path] of cases) {
      const res = await h.post<{ errors: { path: string }[] }>('/user/push/subscribe', body, {
        token: s.seller.token,
      });
      expect(res.status, path).toBe(400);
      expect(
        res.body.data.errors.map((e) => e.path),
        path,
      ).toContain(path);
    }
  });

  it('keeps at most push.devicesMax browsers per user, retiring the oldest', async () => {
    const { h, s, service } = await setup();
    setConfig(h.sandbox.db, 'push.devicesMax', '2');
    for (const path of ['a', 'b', 'c']) {
      await subscribe(h, s.seller, service.endpoint(path), browserKeys());
      h.clock.advance(1);
    }
    const rows = h.sandbox.db.prepare('SELECT endpoint FROM push_subscriptions ORDER BY id').all();
    expect(rows.map((r) => r.endpoint)).toEqual([service.endpoint('b'), service.endpoint('c')]);
  });
});

describe('pushes of order events', () => {
  it('the seller’s browser gets the new order, signed and encrypted, in its language', async () => {
    const { h, s, service } = await setup();
    const keys = browserKeys();
    await subscribe(h, s.seller, service.endpoint('seller'), keys, 'fa');
    const orderNo = await place(h, s);
    await h.sandbox.pushesSent();

    expect(service.received).toHaveLength(1);
    const [push] = service.received;
    expect(push?.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      ttl: String(PUSH_TTL_SECONDS),
      urgency: 'high',
      topic: orderNo,
    });
    const key = (await h.get<{ publicKey: string }>('/user/push/key')).body.data.publicKey;
    const vapid = verifyVapid(push?.headers.authorization);
    expect(vapid.publicKey).toBe(key);
    expect(vapid.aud).toBe(new URL(service.endpoint('seller')).origin);
    expect(vapid.sub).toMatch(/^mailto:/);

    const [payload] = payloads(service, 'seller', keys);
    expect(payload).toMatchObject({
      url: `/fa/order/detail/${orderNo}`,
      tag: `order-${orderNo}`,
      lang: 'fa',
      dir: 'rtl',
    });
    // Worded as the bell words it for a Persian reader, the order number isolated.
    const bell = await h.get<{ items: { title: string; content: string }[] }>(
      '/user/internal-msgs?page=1&pageSize=5',
      { token: s.seller.token, headers: { lang: 'fa' } },
    );
    expect(payload?.title).toBe(bell.body.data.items[0]?.title);
    expect(payload?.body).toBe(bell.body.data.items[0]?.content);
    expect(payload?.body).toContain(`\u2068${orderNo}\u2069`);
  });

  it('a chat message is pushed to the other party, each new one again', async () => {
    const { h, s, service } = await setup();
    const keys = browserKeys();
    await subscribe(h, s.buyer, service.endpoint('buyer'), keys);
    const orderNo = await place(h, s);
    for (const [i, text] of ['Hello', 'Are you there?'].entries()) {
      const sent = await h.post(
        '/c2c/v3/order/chat/send',
        { orderNo, clientId: `client-${i}-abcdef`, text },
        { token: s.seller.token },
      );
      expect(sent.status).toBe(200);
    }
    await h.sandbox.pushesSent();
    const pushed = payloads(service, 'buyer', keys);
    // One push per message (the auto-reply rings no bell), the second replacing the first.
    expect(pushed.map((p) => p.tag)).toEqual([`order-${orderNo}`, `order-${orderNo}`]);
    expect(pushed[1]?.body).not.toBe(pushed[0]?.body);
  });

  it('follows the user’s choice of a system notification per kind of event', async () => {
    const { h, s, service } = await setup();
    const settings = Object.fromEntries(
      ORDER_MESSAGE_EVENTS.map((event) => [
        event,
        { system: event !== 'order.placed', sound: false },
      ]),
    ) as NotificationSettings;
    const saved = await h.call(
      'PUT',
      '/api/user/notification/settings',
      { body: JSON.stringify(settings), headers: { 'content-type': 'application/json' } },
      { token: s.seller.token },
    );
    expect(saved.status).toBe(200);
    await subscribe(h, s.seller, service.endpoint('seller'), browserKeys());
    await place(h, s);
    await h.sandbox.pushesSent();
    expect(service.received).toEqual([]);
  });

  it('stops after unsubscribing (twice is harmless) and after signing out there', async () => {
    const { h, s, service } = await setup();
    const keys = browserKeys();
    await subscribe(h, s.seller, service.endpoint('seller'), keys);
    for (let i = 0; i < 2; i += 1) {
      const res = await h.post<PushDevice>(
        '/user/push/unsubscribe',
        { endpoint: service.endpoint('seller') },
        { token: s.seller.token },
      );
      expect(res.body.data).toEqual({
        endpoint: service.endpoint('seller'),
        subscribed: false,
        lang: null,
      });
    }
    await subscribe(h, s.buyer, service.endpoint('buyer'), keys);
    const orderNo = await place(h, s);
    expect((await h.post('/user/logout', undefined, { token: s.buyer.token })).status).toBe(200);
    const sent = await h.post(
      '/c2c/v3/order/chat/send',
      { orderNo, clientId: 'client-x-abcdef', text: 'Are you there?' },
      { token: s.seller.token },
    );
    expect(sent.status).toBe(200);
    await h.sandbox.pushesSent();
    expect(service.received).toEqual([]);
  });

  it('drops a browser its push service no longer knows (410)', async () => {
    const { h, s, service } = await setup();
    await subscribe(h, s.seller, service.endpoint('seller'), browserKeys());
    service.answer(410);
    await place(h, s);
    await h.sandbox.pushesSent();
    expect(service.received).toHaveLength(1);
    expect(h.sandbox.db.prepare('SELECT COUNT(*) AS n FROM push_subscriptions').get()).toEqual({
      n: 0,
    });
  });

  it('a push service that cannot be reached is logged, and the trade goes on', async () => {
    const { h, s, service } = await setup();
    const endpoint = service.endpoint('seller');
    await subscribe(h, s.seller, endpoint, browserKeys());
    await service.close();
    const orderNo = await place(h, s);
    await h.sandbox.pushesSent();
    expect(orderNo).toMatch(/^\d+$/);
    expect(h.logs.some((line) => line.startsWith('[push] 127.0.0.1'))).toBe(true);
    // Still subscribed: a service down for a while has not forgotten the browser.
    expect(h.sandbox.db.prepare('SELECT COUNT(*) AS n FROM push_subscriptions').get()).toEqual({
      n: 1,
    });
  });
});
