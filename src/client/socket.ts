import { atom, readonlyType, type ReadableAtom } from 'nanostores';
import {
  HEARTBEAT_MS,
  parseServerFrame,
  type ClientFrame,
  type ServerFrame,
} from '@/contract/socket';

/**
 * WebSocket client for the protocol in `@/contract/socket`: subscriptions survive reconnects,
 * a heartbeat detects dead connections that never report a close (sleeping laptops, NAT drops),
 * and reconnects back off exponentially with full jitter so a server restart is not met by every
 * browser at the same instant. Actions sent while the socket is down are dropped, never replayed:
 * a stale "cancel order" arriving minutes later is worse than a visible failure.
 */

/** `idle` before the first connect, `closed` while down (waiting to reconnect, or stopped). */
export type SocketStatus = 'idle' | 'connecting' | 'open' | 'closed';

/** The part of the browser WebSocket this client uses, so tests can pass a fake. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: Event) => void) | null;
  onmessage: ((ev: MessageEvent) => void) | null;
  onclose: ((ev: CloseEvent) => void) | null;
  onerror: ((ev: Event) => void) | null;
}
type WebSocketConstructor = new (url: string) => WebSocketLike;

interface Backoff {
  baseMs: number;
  maxMs: number;
}

const DEFAULT_BACKOFF: Backoff = { baseMs: 1000, maxMs: 30_000 };
const READY_OPEN = 1;

export interface SocketOptions {
  /** A function is called on every (re)connect, so the URL can follow the current session. */
  url: string | (() => string);
  WebSocketImpl?: WebSocketConstructor;
  heartbeatMs?: number;
  backoff?: Backoff;
  /** Defaults to Math.random; injected in tests to pin the jitter. */
  random?: () => number;
  /** `error` frames from the server (e.g. a topic refused to an anonymous socket). */
  onServerError?: (frame: Extract<ServerFrame, { op: 'error' }>) => void;
}

/**
 * Gets a topic's events, and its current state (`current` true) when the server sends one with
 * the subscription (after every connect, for topics that have a state: see the contract).
 */
type EventHandler = (data: unknown, current: boolean) => void;

export interface P2PSocket {
  readonly $socketStatus: ReadableAtom<SocketStatus>;
  /** Opens the connection (no-op when already connecting or open). */
  connect(): void;
  /**
   * Drops the current connection and connects again now (e.g. after login or logout); does
   * nothing before the first connect or after close().
   */
  reconnect(): void;
  /**
   * Listens to a topic; the subscription is sent now if open and again after every reconnect.
   * Returns the unsubscribe function. Subscribing connects an idle socket.
   */
  subscribe(topic: string, handler: EventHandler): () => void;
  /** Sends a frame if the socket is open; otherwise drops it and returns false. */
  send(frame: ClientFrame): boolean;
  /** Closes the connection and stops reconnecting and heartbeats. */
  close(): void;
}

/** Full jitter: a random delay in [0, min(max, base × 2^attempt)). */
export function backoffDelay(attempt: number, backoff: Backoff, random: () => number): number {
  const cap = Math.min(backoff.maxMs, backoff.baseMs * 2 ** attempt);
  return Math.floor(random() * cap);
}

function parseFrame(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    return parseServerFrame(JSON.parse(data));
  } catch {
    return null;
  }
}

export function createSocket(options: SocketOptions): P2PSocket {
  const WebSocketImpl: WebSocketConstructor | undefined =
    options.WebSocketImpl ?? globalThis.WebSocket;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const random = options.random ?? Math.random;
  const $status = atom<SocketStatus>('idle');
  const topics = new Map<string, Set<EventHandler>>();

  let ws: WebSocketLike | null = null;
  let attempt = 0;
  let running = false;
  let awaitingPong = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  function write(frame: ClientFrame): boolean {
    if (!ws || ws.readyState !== READY_OPEN || $status.get() !== 'open') return false;
    ws.send(JSON.stringify(frame));
    return true;
  }

  function stopTimers() {
    clearInterval(heartbeat);
    clearTimeout(retry);
    heartbeat = undefined;
    retry = undefined;
  }

  /** Detaches and closes the current socket without waiting for its close event. */
  function drop() {
    stopTimers();
    const old = ws;
    ws = null;
    if (!old) return;
    old.onopen = old.onmessage = old.onclose = old.onerror = null;
    try {
      old.close();
    } catch {
      // Closing a socket that never opened may throw in some browsers; it is gone either way.
    }
  }

  function scheduleReconnect() {
    drop();
    $status.set('closed');
    if (!running) return;
    retry = setTimeout(open, backoffDelay(attempt, backoff, random));
    attempt += 1;
  }

  function beat() {
    if (awaitingPong) {
      // No pong within one interval: the connection is dead even if no close event came.
      scheduleReconnect();
      return;
    }
    awaitingPong = write({ op: 'ping', ts: Date.now() });
  }

  function onFrame(frame: ServerFrame) {
    if (frame.op === 'pong') awaitingPong = false;
    else if (frame.op === 'event') {
      for (const handler of [...(topics.get(frame.topic) ?? [])]) handler(frame.data, false);
    } else if (frame.op === 'subscribed' && frame.data !== undefined) {
      for (const handler of [...(topics.get(frame.topic) ?? [])]) handler(frame.data, true);
    } else if (frame.op === 'error') options.onServerError?.(frame);
  }

  function open() {
    retry = undefined;
    if (!running) return;
    if (!WebSocketImpl) throw new Error('WebSocket is not available in this environment');
    const url = typeof options.url === 'function' ? options.url() : options.url;
    $status.set('connecting');
    let socket: WebSocketLike;
    try {
      socket = new WebSocketImpl(url);
    } catch {
      scheduleReconnect();
      return;
    }
    ws = socket;
    socket.onopen = () => {
      attempt = 0;
      awaitingPong = false;
      $status.set('open');
      for (const topic of topics.keys()) write({ op: 'subscribe', topic });
      heartbeat = setInterval(beat, heartbeatMs);
    };
    socket.onmessage = (ev) => {
      const frame = parseFrame(ev.data);
      if (frame) onFrame(frame);
    };
    // An error event is always followed by a close event, which does the reconnecting.
    socket.onclose = scheduleReconnect;
  }

  function connect() {
    if (running && $status.get() !== 'idle') return;
    running = true;
    attempt = 0;
    open();
  }

  return {
    $socketStatus: readonlyType($status),
    connect,
    reconnect() {
      if (!running) return;
      drop();
      attempt = 0;
      open();
    },
    subscribe(topic, handler) {
      let handlers = topics.get(topic);
      if (!handlers) {
        handlers = new Set();
        topics.set(topic, handlers);
        write({ op: 'subscribe', topic });
      }
      handlers.add(handler);
      if ($status.get() === 'idle') connect();
      return () => {
        const current = topics.get(topic);
        if (!current?.delete(handler) || current.size > 0) return;
        topics.delete(topic);
        write({ op: 'unsubscribe', topic });
      };
    },
    send: write,
    close() {
      running = false;
      drop();
      $status.set('closed');
    },
  };
}
