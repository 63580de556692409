import { mkdtempSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { freePort, runServer as run } from './support/server';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';

test('a bad setting stops the server with one sentence and a non-zero exit', async () => {
  const server = run({ PORT: 'not-a-port' });
  expect(await server.exited).toBe(1);
  expect(server.output().trim()).toBe(
    'Invalid configuration: PORT must be a whole number between 0 and 65535 (got "not-a-port").',
  );
});

test('a port in use stops the server with one sentence and a non-zero exit', async () => {
  const port = await freePort();
  const blocker = createServer().listen(port, '127.0.0.1');
  try {
    const server = run({ PORT: String(port) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`Port ${port} is already in use`);
  } finally {
    blocker.close();
  }
});

test('SIGTERM lets an in-flight request finish, closes sockets and exits 0', async () => {
  const port = await freePort();
  const server = run({ PORT: String(port) });
  await server.ready();
  const base = `http://127.0.0.1:${port}`;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/socket`);
  await new Promise((resolve, reject) => ((socket.onopen = resolve), (socket.onerror = reject)));
  const socketClosed = new Promise((resolve) => (socket.onclose = resolve));

  // A request whose headers are still arriving when the signal comes must still be answered.
  const raw = connect(port, '127.0.0.1');
  await new Promise((resolve) => raw.once('connect', resolve));
  let answer = '';
  raw.on('data', (c: Buffer) => (answer += c.toString()));
  const answered = new Promise((resolve) => raw.once('end', resolve));
  raw.write('GET /buy_USDT HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  await expect.poll(() => fetch(`${base}/robots.txt`).then((r) => r.status)).toBe(200);
  server.child.kill('SIGTERM');
  await expect.poll(() => server.output()).toContain('SIGTERM received');
  raw.write('Connection: close\r\n\r\n');
  await answered;
  expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
  await socketClosed;
  expect(await server.exited).toBe(0);
});

test('the sandbox keeps its data across a restart', async () => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'p2p-keep-'));
  const base = `http://127.0.0.1:${port}`;
  const first = run({ PORT: String(port), DATA_DIR: dataDir });
  await first.ready();
  const session = await (
    await fetch(`${base}/api/sandbox/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ persona: 'verified' }),
    })
  ).json();
  const token = session.data.token as string;
  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);

  const second = run({ PORT: String(port), DATA_DIR: dataDir });
  await second.ready();
  const me = await (await fetch(`${base}/api/user/user/base`, { headers: { token } })).json();
  expect(me.data.email).toBe('verified@example.com');
  second.child.kill('SIGTERM');
  await second.exited;
});

test('on a non-loopback address the server warns; the controls answer this machine, not a relayed client', async () => {
  const port = await freePort();
  const server = run({ PORT: String(port), HOST: '0.0.0.0' });
  await server.ready();
  try {
    await expect
      .poll(() => server.output())
      .toContain('Warning: the demo exchange sandbox is reachable on 0.0.0.0');
    const control = (headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${port}/api/sandbox/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ persona: 'user' }),
      });
    expect((await control()).status).toBe(200);
    // What a proxy on this machine sends for someone elsewhere: hidden as if absent.
    const relayed = await control({ 'x-forwarded-for': '203.0.113.7' });
    expect(relayed.status).toBe(404);
    expect((await relayed.json()).msg).toBe('There is no API endpoint at /api/sandbox/session.');
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});

test('PUBLIC_SITE_URL is the origin of every canonical, sitemap and return address', async () => {
  const port = await freePort();
  const server = run({ PORT: String(port), PUBLIC_SITE_URL: 'https://p2p.example/' });
  await server.ready();
  try {
    const base = `http://127.0.0.1:${port}`;
    const market = await (await fetch(`${base}/fa/buy_USDT?page=2`)).text();
    expect(market).toContain(
      '<link rel="canonical" href="https://p2p.example/fa/buy_USDT?page=2">',
    );
    expect(market).toContain(
      '<meta property="og:image" content="https://p2p.example/og-image.png">',
    );
    expect(market).not.toContain(`127.0.0.1:${port}`);
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(sitemap).toContain('<loc>https://p2p.example/buy_USDT</loc>');
    expect(sitemap).not.toContain('127.0.0.1');
    expect(await (await fetch(`${base}/robots.txt`)).text()).toContain(
      'Sitemap: https://p2p.example/sitemap.xml',
    );
    const login = await fetch(`${base}/login?returnUrl=%2Fsell_BTC`, { redirect: 'manual' });
    expect(login.headers.get('location')).toBe(
      `/sandbox/login?isP2P=1&returnUrl=${encodeURIComponent('https://p2p.example/sell_BTC')}`,
    );
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});

test('a PUBLIC_SITE_URL with a path stops the server with one sentence', async () => {
  const server = run({ PUBLIC_SITE_URL: 'https://p2p.example/p2p' });
  expect(await server.exited).toBe(1);
  expect(server.output().trim()).toBe(
    'Invalid configuration: PUBLIC_SITE_URL must be an absolute http(s) URL without a path, query or fragment (got "https://p2p.example/p2p").',
  );
});
