import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import { WebSocket } from 'ws';
import type { ServerFrame } from '@/contract/socket';
import type { Harness } from '../harness';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A real HTTP server on a free port whose upgrades go to the sandbox; returns the socket URL. */
export async function listenSocket(h: Harness): Promise<string> {
  const server = createServer((_, res) => res.writeHead(404).end());
  server.on('upgrade', (req, socket, head) => h.sandbox.handleUpgrade(req, socket, head));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `ws://127.0.0.1:${(server.address() as AddressInfo).port}/api/socket`;
}

/** An open socket with a queue of received frames, so tests await the next one. */
export async function connectSocket(url: string, headers?: Record<string, string>) {
  const ws = new WebSocket(url, { headers });
  const frames: ServerFrame[] = [];
  const waiters: ((frame: ServerFrame) => void)[] = [];
  ws.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as ServerFrame;
    const waiter = waiters.shift();
    if (waiter) waiter(frame);
    else frames.push(frame);
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const next = () =>
    new Promise<ServerFrame>((resolve, reject) => {
      const queued = frames.shift();
      if (queued) return resolve(queued);
      const timer = setTimeout(() => reject(new Error('No frame within 2 s')), 2000);
      waiters.push((frame) => {
        clearTimeout(timer);
        resolve(frame);
      });
    });
  /** Sends a frame as JSON; a string is sent as it is (malformed-frame tests). */
  const send = (frame: unknown) =>
    ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  return { ws, next, send };
}
