import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { ActiveFault } from '@/contract/sandbox';
import type { ServerFrame } from '@/contract/socket';
import { startSandbox, type Harness } from './harness';

const UNAVAILABLE = { code: 503, msg: 'Service temporarily unavailable', data: null };

async function setFaults(h: Harness, faults: unknown[]) {
  return h.post<{ faults: ActiveFault[] }>('/sandbox/faults', { faults });
}

describe('fault injection', () => {
  it('fails a faulted GET with 503 and the envelope, and leaves other calls alone', async () => {
    const h = startSandbox();
    const set = await setFaults(h, [{ path: '/user/config/languages' }]);
    expect(set.status).toBe(200);
    expect(set.body.data.faults).toEqual([
      { path: '/user/config/languages', status: 503, code: 503, msg: UNAVAILABLE.msg },
    ]);

    const failed = await h.get('/user/config/languages');
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual(UNAVAILABLE);
    expect(failed.headers.get('cache-control')).toBe('no-store');
    expect((await h.get('/user/config/languages')).status).toBe(503);
    expect((await h.get('/user/config/rates')).status).toBe(200);
  });

  it('answers before the session check and the handler, even for unimplemented calls', async () => {
    const h = startSandbox();
    await setFaults(h, [
      { path: '/user/user/base', status: 502, code: 100502, msg: 'Upstream down' },
      { method: 'GET', path: '/c2c/v3/merchant/detail', status: 504 },
      { path: '/user/internal-msgs/:id' },
    ]);
    expect((await h.get('/user/user/base')).body).toEqual({
      code: 100502,
      msg: 'Upstream down',
      data: null,
    });
    const pending = await h.get('/c2c/v3/merchant/detail');
    expect(pending.status).toBe(504);
    expect(pending.body).toEqual({ code: 504, msg: UNAVAILABLE.msg, data: null });
    // A path template matches every concrete path, and the call never reaches its handler.
    const token = await h.login('user');
    expect((await h.post('/user/internal-msgs/3', undefined, { token })).status).toBe(503);
    await setFaults(h, []);
    expect((await h.get('/user/internal-msgs/unread', { token })).body.data).toEqual({ num: 2 });
  });

  it('applies to every method of a path unless one is named', async () => {
    const h = startSandbox();
    await setFaults(h, [{ method: 'POST', path: '/user/internal-msgs/:id' }]);
    const token = await h.login('user');
    expect((await h.post('/user/internal-msgs/3', undefined, { token })).status).toBe(503);
    expect((await h.get('/user/internal-msgs', { token })).status).toBe(200);
    // HEAD is GET without a body.
    await setFaults(h, [{ method: 'GET', path: '/user/config/rates' }]);
    expect((await h.sandbox.app.request('/api/user/config/rates', { method: 'HEAD' })).status).toBe(
      503,
    );
  });

  it('counts `times` down and then clears the fault itself', async () => {
    const h = startSandbox();
    await setFaults(h, [{ path: '/user/config/rates', times: 2 }]);
    expect((await h.get('/user/config/rates')).status).toBe(503);
    const listed = await h.get<{ faults: ActiveFault[] }>('/sandbox/faults');
    expect(listed.body.data.faults).toEqual([
      { path: '/user/config/rates', status: 503, code: 503, msg: UNAVAILABLE.msg, times: 1 },
    ]);
    expect((await h.get('/user/config/rates')).status).toBe(503);
    expect((await h.get('/user/config/rates')).status).toBe(200);
    expect((await h.get('/sandbox/faults')).body.data).toEqual({ faults: [] });
  });

  it('replaces the whole set on every POST and clears it with an empty list', async () => {
    const h = startSandbox();
    await setFaults(h, [{ path: '/user/config/rates' }]);
    await setFaults(h, [{ path: '/user/config/languages', status: 500 }]);
    expect((await h.get('/user/config/rates')).status).toBe(200);
    expect((await h.get('/user/config/languages')).status).toBe(500);
    expect((await setFaults(h, [])).body.data).toEqual({ faults: [] });
    expect((await h.get('/user/config/languages')).status).toBe(200);
    expect(h.logs).toContain('[sandbox] faults: none');
  });

  it('accepts back the set it lists, so a set can be saved and restored', async () => {
    const h = startSandbox();
    await setFaults(h, [{ method: 'GET', path: '/resource/link', times: 3, msg: 'Later' }]);
    const saved = (await h.get<{ faults: ActiveFault[] }>('/sandbox/faults')).body.data.faults;
    await setFaults(h, []);
    expect((await setFaults(h, saved)).body.data.faults).toEqual(saved);
  });

  it('is cleared by a sandbox reset and kept by nothing else', async () => {
    const h = startSandbox();
    await setFaults(h, [{ path: '/user/config/languages' }]);
    await h.post('/sandbox/clock', { advanceSeconds: 3600 });
    expect((await h.get('/user/config/languages')).status).toBe(503);
    expect((await h.post('/sandbox/reset')).status).toBe(200);
    expect((await h.get('/user/config/languages')).status).toBe(200);
    expect((await h.get('/sandbox/faults')).body.data).toEqual({ faults: [] });
  });

  it('keeps faults per sandbox instance', async () => {
    const a = startSandbox();
    const b = startSandbox();
    await setFaults(a, [{ path: '/user/config/languages' }]);
    expect((await b.get('/user/config/languages')).status).toBe(200);
  });
});

describe('fault injection: bad input', () => {
  it.each([
    ['an unknown path', { path: '/user/nope' }, 'faults.0.path', /is not an API contract path/],
    [
      'a path with the API prefix',
      { path: '/api/user/config/languages' },
      'faults.0.path',
      /use "\/user\/config\/languages"/,
    ],
    [
      'a concrete path instead of its template',
      { path: '/user/internal-msgs/3' },
      'faults.0.path',
      /use the contract's path template "\/user\/internal-msgs\/:id"/i,
    ],
    [
      'a method the path does not have',
      { method: 'DELETE', path: '/user/config/languages' },
      'faults.0.method',
      /has no DELETE \/user\/config\/languages \(it has GET\)/,
    ],
    ['a sandbox control', { path: '/sandbox/faults' }, 'faults.0.path', /cannot be faulted/],
    ['another sandbox control', { path: '/sandbox/reset' }, 'faults.0.path', /cannot be faulted/],
    ['a status that is not an outage', { path: '/resource/link', status: 404 }, 'faults.0.status'],
    ['a success status', { path: '/resource/link', status: 200 }, 'faults.0.status'],
    ['the success code', { path: '/resource/link', code: 200 }, 'faults.0.code', /success/],
    ['zero times', { path: '/resource/link', times: 0 }, 'faults.0.times'],
    ['fractional times', { path: '/resource/link', times: 1.5 }, 'faults.0.times'],
    ['a blank message', { path: '/resource/link', msg: '  ' }, 'faults.0.msg'],
    ['an unknown method', { path: '/resource/link', method: 'PATCH' }, 'faults.0.method'],
    ['an unknown field', { path: '/resource/link', delay: 5 }, 'faults.0.delay'],
  ])('refuses %s with a 400 naming the field', async (_, fault, field, message?: RegExp) => {
    const h = startSandbox();
    const res = await setFaults(h, [fault]);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.data).toMatchObject({
      errors: expect.arrayContaining([expect.objectContaining({ path: field })]),
    });
    if (message) expect(res.body.msg).toMatch(message);
    expect((await h.get('/sandbox/faults')).body.data).toEqual({ faults: [] });
  });

  it('says clearly why a sandbox control cannot be faulted', async () => {
    const h = startSandbox();
    const res = await setFaults(h, [{ path: '/sandbox/session' }]);
    expect(res.body.msg).toBe(
      'The field "faults.0.path" is invalid: The sandbox\'s own controls (/sandbox/...) cannot be faulted.',
    );
  });

  it('refuses two faults for the same call, and keeps the set it had', async () => {
    const h = startSandbox();
    await setFaults(h, [{ path: '/resource/link' }]);
    const res = await setFaults(h, [
      { path: '/user/config/rates', method: 'GET' },
      { path: '/user/config/rates' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/"faults.1" is invalid: It overlaps fault 0/);
    expect((await h.get('/sandbox/faults')).body.data).toMatchObject({
      faults: [{ path: '/resource/link' }],
    });
  });

  it('refuses a missing or non-list set and too many faults', async () => {
    const h = startSandbox();
    expect((await h.post('/sandbox/faults', {})).status).toBe(400);
    expect((await h.post('/sandbox/faults', { faults: { path: '/resource/link' } })).status).toBe(
      400,
    );
    const many = Array.from({ length: 101 }, () => ({ path: '/resource/link' }));
    expect((await setFaults(h, many)).body.msg).toMatch(/at most 100 faults/);
  });

  it('takes no query on the listing', async () => {
    const h = startSandbox();
    expect((await h.get('/sandbox/faults?all=1')).status).toBe(400);
  });
});

describe('fault injection and the socket', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
  });

  async function openSocket(h: Harness, token: string) {
    const server = createServer((_, res) => res.writeHead(404).end());
    server.on('upgrade', (req, socket, head) => h.sandbox.handleUpgrade(req, socket, head));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/socket`, { headers: { token } });
    const frames: ServerFrame[] = [];
    const listeners: (() => void)[] = [];
    ws.on('message', (raw) => {
      frames.push(JSON.parse(raw.toString()) as ServerFrame);
      listeners.splice(0).forEach((notify) => notify());
    });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const next = async (): Promise<ServerFrame> => {
      const queued = frames.shift();
      if (queued) return queued;
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('No frame within 2 s')), 2000);
        listeners.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      return next();
    };
    return { ws, next, send: (frame: unknown) => ws.send(JSON.stringify(frame)) };
  }

  it('keeps pushing events while the HTTP calls fail', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    await setFaults(h, [
      { path: '/user/internal-msgs/unread' },
      { path: '/user/internal-msgs' },
      { path: '/user/user/base' },
    ]);
    const socket = await openSocket(h, token);
    socket.send({ op: 'subscribe', topic: 'user.messages' });
    expect(await socket.next()).toMatchObject({ op: 'subscribed', topic: 'user.messages' });
    await h.post('/sandbox/messages', { persona: 'verified', title: 'Hello', content: 'World' });
    expect(await socket.next()).toEqual({
      op: 'event',
      topic: 'user.messages',
      data: { unread: 2 },
    });
    expect((await h.get('/user/internal-msgs/unread', { token })).status).toBe(503);
    socket.send({ op: 'ping', ts: 5 });
    expect(await socket.next()).toEqual({ op: 'pong', ts: 5 });
    socket.ws.close();
  });

  it('cannot fault the socket path itself', async () => {
    const h = startSandbox();
    expect((await setFaults(h, [{ path: '/socket' }])).status).toBe(400);
  });
});
