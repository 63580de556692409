import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { HEADER, SESSION_COOKIE } from '@/contract/headers';
import {
  parseClientFrame,
  SOCKET_PATH,
  type ClientFrame,
  type ServerFrame,
} from '@/contract/socket';
import type { SandboxContext } from '@/sandbox/context';
import { cookieFromHeader } from '@/sandbox/http/cookies';
import { API_PREFIX } from '@/sandbox/http/paths';
import { isCrossSite } from '@/sandbox/http/same-site';
import { resolveSession } from '@/sandbox/user/sessions';
import { socketClosed, socketOpened } from '@/sandbox/user/presence';
import { topicRefusal, topicSnapshot } from '@/sandbox/socket-topics';

/** Frames are tiny JSON commands; anything bigger is a mistake or an attack. */
const MAX_FRAME_BYTES = 4096;

interface Client {
  ws: WebSocket;
  userId: number | null;
  topics: Set<string>;
}

function send(ws: WebSocket, frame: ServerFrame) {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
}

type ParsedFrame = { ok: true; frame: ClientFrame } | { ok: false; error: string };

function parseFrame(raw: RawData, isBinary: boolean): ParsedFrame {
  if (isBinary) return { ok: false, error: 'Send JSON text frames' };
  let json: unknown;
  try {
    json = JSON.parse(raw.toString());
  } catch {
    return { ok: false, error: 'Frames must be JSON' };
  }
  const frame = parseClientFrame(json);
  return frame
    ? { ok: true, frame }
    : { ok: false, error: 'Unknown frame: expected subscribe, unsubscribe or ping' };
}

/** Answers an upgrade we refuse with a bare HTTP status and closes the connection. */
function refuseUpgrade(socket: Duplex, status: '403 Forbidden' | '404 Not Found'): void {
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * The socket side of the sandbox (protocol in `src/contract/socket.ts`). The connection is
 * authenticated once at upgrade time (session cookie or `token` header; never a query token,
 * which would end up in access logs), then services' events are forwarded to the sockets of
 * that user that subscribed to the topic. Browsers do not apply CORS to WebSockets, so an upgrade
 * from another site's page (it would carry the session cookie) is refused by its `Origin`.
 */
export function createSocketHub(ctx: SandboxContext) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const clients = new Set<Client>();

  const stopEvents = ctx.events.subscribe((event) => {
    for (const client of clients) {
      if (client.userId === event.userId && client.topics.has(event.topic)) {
        send(client.ws, { op: 'event', topic: event.topic, data: event.data });
      }
    }
  });

  function onFrame(client: Client, raw: RawData, isBinary: boolean) {
    const parsed = parseFrame(raw, isBinary);
    if (!parsed.ok) return send(client.ws, { op: 'error', msg: parsed.error });
    const { frame } = parsed;
    if (frame.op === 'ping') return send(client.ws, { op: 'pong', ts: frame.ts });
    if (frame.op === 'unsubscribe') {
      client.topics.delete(frame.topic);
      return send(client.ws, { op: 'unsubscribed', topic: frame.topic });
    }
    const refusal = topicRefusal(ctx, frame.topic, client.userId);
    if (refusal !== null) return send(client.ws, { op: 'error', msg: refusal, topic: frame.topic });
    client.topics.add(frame.topic);
    const data = topicSnapshot(ctx, frame.topic, client.userId);
    send(
      client.ws,
      data === undefined
        ? { op: 'subscribed', topic: frame.topic }
        : { op: 'subscribed', topic: frame.topic, data },
    );
  }

  /** Who is online is a side note of a socket: failing to record it never breaks the socket. */
  function notePresence(record: () => void): void {
    try {
      record();
    } catch (error) {
      ctx.log(`[sandbox] presence not recorded: ${(error as Error).message}`);
    }
  }

  /** A socket is gone: its user may have closed their last page. */
  function forget(client: Client): void {
    if (clients.delete(client)) notePresence(() => socketClosed(ctx, client.userId));
  }

  function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== `${API_PREFIX}${SOCKET_PATH}`)
      return refuseUpgrade(socket, '404 Not Found');
    if (isCrossSite(req.headers.origin, req.headers.host, { bareHost: true })) {
      return refuseUpgrade(socket, '403 Forbidden');
    }
    const headerToken = req.headers[HEADER.token];
    const token =
      (typeof headerToken === 'string' ? headerToken.trim() : undefined) ||
      cookieFromHeader(req.headers.cookie, SESSION_COOKIE);
    const userId = resolveSession(ctx, token)?.user.id ?? null;
    wss.handleUpgrade(req, socket, head, (ws) => {
      const client: Client = { ws, userId, topics: new Set() };
      clients.add(client);
      notePresence(() => socketOpened(ctx, userId));
      ws.on('message', (raw, isBinary) => onFrame(client, raw, isBinary));
      ws.on('close', () => forget(client));
      ws.on('error', (error) => ctx.log(`[sandbox] socket error: ${error.message}`));
    });
  }

  /** Drops every socket and stops listening for events. */
  function close(): Promise<void> {
    stopEvents();
    // Recorded now, while the database is still open (the close events come later).
    for (const client of [...clients]) {
      forget(client);
      client.ws.terminate();
    }
    return new Promise((resolve) => wss.close(() => resolve()));
  }

  return { handleUpgrade, close };
}
