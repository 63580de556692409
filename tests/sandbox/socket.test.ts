import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { connectSocket } from './support/ws';
import { startSandbox, type Harness } from './harness';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A real HTTP server on a free port whose upgrades go to the sandbox, as in production. */
async function listen(h: Harness): Promise<string> {
  const server = createServer((_, res) => res.writeHead(404).end());
  server.on('upgrade', (req, socket, head) => h.sandbox.handleUpgrade(req, socket, head));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const connect = connectSocket;

/** An anonymous socket asking for a user topic gets an error frame, then is closed by the test. */
async function expectUserTopicRefused(socket: Awaited<ReturnType<typeof connect>>) {
  socket.send({ op: 'subscribe', topic: 'user.messages' });
  expect(await socket.next()).toEqual({
    op: 'error',
    msg: 'Log in to subscribe to user.messages',
    topic: 'user.messages',
  });
  socket.ws.close();
}

describe('socket', () => {
  it('answers a ping with a pong carrying the same timestamp', async () => {
    const h = startSandbox();
    const socket = await connect(`${await listen(h)}/api/socket`);
    socket.send({ op: 'ping', ts: 42 });
    expect(await socket.next()).toEqual({ op: 'pong', ts: 42 });
    socket.ws.close();
  });

  it('pushes the unread count to a logged-in subscriber when a message arrives', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const socket = await connect(`${await listen(h)}/api/socket`, { token });
    socket.send({ op: 'subscribe', topic: 'user.messages' });
    // The subscription carries the count now, so a client catches up without an HTTP call.
    expect(await socket.next()).toEqual({
      op: 'subscribed',
      topic: 'user.messages',
      data: { unread: 1 },
    });

    await h.post('/sandbox/messages', { persona: 'verified', title: 'Hello', content: 'World' });
    expect(await socket.next()).toEqual({
      op: 'event',
      topic: 'user.messages',
      data: { unread: 2 },
    });
    socket.ws.close();
  });

  it('authenticates by the session cookie and tells other users nothing', async () => {
    const h = startSandbox();
    const url = `${await listen(h)}/api/socket`;
    const mine = await connect(url, { cookie: `token=${await h.login('user')}` });
    const theirs = await connect(url, { cookie: `token=${await h.login('agent')}` });
    mine.send({ op: 'subscribe', topic: 'user.messages' });
    theirs.send({ op: 'subscribe', topic: 'user.messages' });
    await mine.next();
    await theirs.next();

    await h.post('/sandbox/messages', {
      persona: 'agent',
      title: 'For the agent',
      content: 'only',
    });
    expect(await theirs.next()).toMatchObject({ op: 'event', data: { unread: 2 } });
    mine.send({ op: 'ping', ts: 1 });
    expect(await mine.next()).toEqual({ op: 'pong', ts: 1 });
    mine.ws.close();
    theirs.ws.close();
  });

  it('stops pushing after unsubscribe', async () => {
    const h = startSandbox();
    const socket = await connect(`${await listen(h)}/api/socket`, { token: await h.login('user') });
    socket.send({ op: 'subscribe', topic: 'user.messages' });
    await socket.next();
    socket.send({ op: 'unsubscribe', topic: 'user.messages' });
    expect(await socket.next()).toEqual({ op: 'unsubscribed', topic: 'user.messages' });
    await h.post('/sandbox/messages', { persona: 'user', title: 'Quiet', content: 'please' });
    socket.send({ op: 'ping', ts: 7 });
    expect(await socket.next()).toEqual({ op: 'pong', ts: 7 });
    socket.ws.close();
  });

  it('ignores a token in the query string (it would end up in access logs)', async () => {
    const h = startSandbox();
    const token = await h.login('user');
    const socket = await connect(`${await listen(h)}/api/socket?token=${token}`);
    await expectUserTopicRefused(socket);
  });

  it('refuses an upgrade from another site with 403, even with a valid cookie', async () => {
    const h = startSandbox();
    const url = `${await listen(h)}/api/socket`;
    const cookie = `token=${await h.login('user')}`;
    await expect(connect(url, { cookie, origin: 'https://evil.example' })).rejects.toThrow(/403/);
    await expect(connect(url, { cookie, origin: 'null' })).rejects.toThrow(/403/);
  });

  it('accepts an upgrade from this host, whatever the scheme', async () => {
    const h = startSandbox();
    const url = `${await listen(h)}/api/socket`;
    const host = new URL(url).host;
    for (const origin of [`http://${host}`, `https://${host}`]) {
      const socket = await connect(url, { origin });
      socket.send({ op: 'ping', ts: 5 });
      expect(await socket.next()).toEqual({ op: 'pong', ts: 5 });
      socket.ws.close();
    }
  });

  it('refuses user topics on an anonymous socket', async () => {
    const h = startSandbox();
    const socket = await connect(`${await listen(h)}/api/socket`);
    await expectUserTopicRefused(socket);
  });

  it('answers bad frames with an error frame and keeps the connection', async () => {
    const h = startSandbox();
    const socket = await connect(`${await listen(h)}/api/socket`);
    socket.send('not json');
    expect(await socket.next()).toEqual({ op: 'error', msg: 'Frames must be JSON' });
    socket.send({ op: 'subscribe', topic: 'user.messages', extra: 1 });
    expect(await socket.next()).toMatchObject({ op: 'error' });
    socket.send({ op: 'subscribe', topic: 'market.depth' });
    expect(await socket.next()).toMatchObject({ op: 'error', msg: 'Unknown topic "market.depth"' });
    socket.send({ op: 'subscribe', topic: 'x'.repeat(65) });
    expect(await socket.next()).toMatchObject({ op: 'error' });
    socket.send({ op: 'ping', ts: 'soon' });
    expect(await socket.next()).toMatchObject({ op: 'error' });
    socket.send([{ op: 'ping', ts: 1 }]);
    expect(await socket.next()).toMatchObject({ op: 'error' });
    socket.send({ op: 'ping', ts: 3 });
    expect(await socket.next()).toEqual({ op: 'pong', ts: 3 });
    socket.ws.close();
  });

  it('sends the current state only with the subscriptions of topics that have one', async () => {
    const h = startSandbox();
    const token = await h.login('user');
    const socket = await connect(`${await listen(h)}/api/socket`, { token });
    await h.post('/sandbox/messages', { persona: 'user', title: 'One', content: 'more' });
    const unread = await h.get<{ num: number }>('/user/internal-msgs/unread', { token });
    const num = unread.body.data.num;
    expect(num).toBeGreaterThan(0);
    socket.send({ op: 'subscribe', topic: 'user.messages' });
    expect(await socket.next()).toEqual({
      op: 'subscribed',
      topic: 'user.messages',
      data: { unread: num },
    });
    socket.send({ op: 'subscribe', topic: 'user.orders' });
    expect(await socket.next()).toEqual({ op: 'subscribed', topic: 'user.orders' });
    socket.ws.close();
  });

  it('refuses upgrades on other paths', async () => {
    const h = startSandbox();
    await expect(connect(`${await listen(h)}/api/other`)).rejects.toThrow(/404/);
  });

  it('drops open sockets when the sandbox closes', async () => {
    const h = startSandbox();
    const socket = await connect(`${await listen(h)}/api/socket`);
    const closed = new Promise((resolve) => socket.ws.once('close', resolve));
    await h.sandbox.close();
    await closed;
    expect(socket.ws.readyState).toBe(WebSocket.CLOSED);
  });
});
