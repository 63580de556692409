import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { exposureWarning, isLoopbackAddress, type ControlsAccess } from '@/sandbox/http/loopback';
import { mountSandbox } from '@/server/sandbox-mount';
import { startSandbox, type Envelope } from './harness';

/**
 * The sandbox controls (`/api/sandbox/*`) answer loopback clients only, unless SANDBOX_CONTROLS
 * says otherwise (issue 15, item 5). The app reads the client's address from the Node socket
 * @hono/node-server hands over as `c.env.incoming`; these tests hand it a socket with the
 * address they need, as the Node server would.
 */

const REMOTE = '203.0.113.7';

function from(address: string) {
  return { incoming: { socket: { remoteAddress: address } } };
}

async function callFrom(
  h: ReturnType<typeof startSandbox>,
  address: string,
  method: string,
  path: string,
  init: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await h.sandbox.app.request(
    path,
    {
      method,
      headers: { 'content-type': 'application/json', ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    },
    from(address),
  );
  return { status: res.status, body: (await res.json()) as Envelope, headers: res.headers };
}

function sandboxWith(controls?: ControlsAccess) {
  return startSandbox(controls ? { controls } : {});
}

describe('sandbox controls from another machine', () => {
  it('answer 404 as if absent: no session, no reset, no codes', async () => {
    const h = sandboxWith();
    const session = await callFrom(h, REMOTE, 'POST', '/api/sandbox/session', {
      body: { persona: 'merchant' },
    });
    expect(session.status).toBe(404);
    expect(session.body).toEqual({
      code: 404,
      msg: 'There is no API endpoint at /api/sandbox/session.',
      data: null,
    });
    expect(session.headers.get('set-cookie')).toBeNull();

    const reset = await callFrom(h, REMOTE, 'POST', '/api/sandbox/reset');
    expect(reset.status).toBe(404);
    expect(h.logs.join('\n')).not.toContain('data reset');

    const clock = await callFrom(h, REMOTE, 'POST', '/api/sandbox/clock', {
      body: { advanceSeconds: 3600 },
    });
    expect(clock.status).toBe(404);
    const codes = await callFrom(h, REMOTE, 'GET', '/api/sandbox/codes?target=a%40example.com');
    expect(codes.status).toBe(404);
  });

  it('look exactly like a path with no endpoint (same answer as a made-up control)', async () => {
    const h = sandboxWith();
    const real = await callFrom(h, REMOTE, 'GET', '/api/sandbox/faults');
    const madeUp = await callFrom(h, '127.0.0.1', 'GET', '/api/sandbox/fault');
    expect(real.status).toBe(madeUp.status);
    expect(real.body.msg.replace('faults', 'fault')).toBe(madeUp.body.msg);
  });

  it('leave the exchange API itself open to everyone', async () => {
    const h = sandboxWith();
    const token = await h.login('verified');
    const res = await callFrom(h, REMOTE, 'GET', '/api/user/user/base', {
      headers: { token },
    });
    expect(res.status).toBe(200);
  });

  it('answer every loopback form: 127.0.0.1, ::1, IPv4-mapped ::ffff:127.0.0.1', async () => {
    const h = sandboxWith();
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await callFrom(h, address, 'POST', '/api/sandbox/session', {
        body: { persona: 'user' },
      });
      expect(res.status, address).toBe(200);
    }
  });

  it('refuse a loopback request relayed by a proxy for someone else', async () => {
    const h = sandboxWith();
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const res = await callFrom(h, '127.0.0.1', 'POST', '/api/sandbox/reset', {
        headers: { [header]: header === 'forwarded' ? `for=${REMOTE}` : REMOTE },
      });
      expect(res.status, header).toBe(404);
    }
    expect(h.logs.join('\n')).not.toContain('data reset');
  });

  it('answer everyone with SANDBOX_CONTROLS=on', async () => {
    const h = sandboxWith('on');
    const res = await callFrom(h, REMOTE, 'POST', '/api/sandbox/session', {
      body: { persona: 'merchant' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toContain('token=');
  });

  it('answer nobody with SANDBOX_CONTROLS=off, not even loopback', async () => {
    const h = sandboxWith('off');
    const res = await callFrom(h, '127.0.0.1', 'POST', '/api/sandbox/session', {
      body: { persona: 'merchant' },
    });
    expect(res.status).toBe(404);
    expect((await h.post('/sandbox/session', { persona: 'user' })).status).toBe(404);
  });
});

describe('sandbox controls through a real Node server', () => {
  let server: Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  async function serve(controls?: ControlsAccess) {
    const h = sandboxWith(controls);
    const mount = mountSandbox(h.sandbox);
    server = createServer((req, res) => void mount.listener(req, res));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  it('reads the client address from the socket: a loopback client gets the controls', async () => {
    const base = await serve();
    const res = await fetch(`${base}/api/sandbox/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ persona: 'user' }),
    });
    expect(res.status).toBe(200);
  });

  it('a proxy on this machine that says whom it relays does not', async () => {
    const base = await serve();
    const res = await fetch(`${base}/api/sandbox/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': REMOTE },
      body: JSON.stringify({ persona: 'user' }),
    });
    expect(res.status).toBe(404);
  });
});

describe('loopback addresses and the start-up warning', () => {
  it('knows loopback in every spelling and nothing else', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', '::ffff:127.0.0.1', 'localhost'])
      expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of ['0.0.0.0', '::', '10.0.0.5', '203.0.113.7', '::ffff:10.0.0.5', '', undefined])
      expect(isLoopbackAddress(a), String(a)).toBe(false);
  });

  it('warns when the sandbox listens where other machines reach it, and says about the controls', () => {
    expect(exposureWarning('127.0.0.1', 'loopback')).toBeNull();
    expect(exposureWarning('::1', 'on')).toBeNull();
    expect(exposureWarning('0.0.0.0', 'loopback')).toMatch(
      /^Warning: the demo exchange sandbox is reachable on 0\.0\.0\.0 .*answer only this machine/,
    );
    expect(exposureWarning('::', 'on')).toMatch(/SANDBOX_CONTROLS=on lets anyone use its controls/);
    expect(exposureWarning('192.168.1.20', 'off')).toMatch(
      /controls \(\/api\/sandbox\/\*\) are off/,
    );
  });
});
