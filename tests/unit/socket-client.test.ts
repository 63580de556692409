import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, createSocket, type SocketOptions } from '@/client/socket';
import { FakeWebSocket } from './support/fake-web-socket';

const HEARTBEAT = 1000;

function socket(options: Partial<SocketOptions> = {}) {
  return createSocket({
    url: 'wss://api.test/api/socket',
    WebSocketImpl: FakeWebSocket,
    heartbeatMs: HEARTBEAT,
    backoff: { baseMs: 100, maxMs: 800 },
    random: () => 0.5,
    ...options,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('socket client: subscriptions', () => {
  it('connects on the first subscription and sends it once open', () => {
    const s = socket();
    expect(s.$socketStatus.get()).toBe('idle');
    s.subscribe('user.messages', () => {});
    expect(s.$socketStatus.get()).toBe('connecting');
    FakeWebSocket.latest().serverOpen();
    expect(s.$socketStatus.get()).toBe('open');
    expect(FakeWebSocket.latest().frames()).toEqual([{ op: 'subscribe', topic: 'user.messages' }]);
  });

  it('re-sends every remembered subscription after a reconnect, but not the ones dropped', () => {
    const s = socket();
    s.subscribe('orders', () => {});
    const off = s.subscribe('market.usdt', () => {});
    FakeWebSocket.latest().serverOpen();
    off();
    FakeWebSocket.latest().serverClose();
    expect(s.$socketStatus.get()).toBe('closed');
    vi.advanceTimersByTime(50);
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.latest().serverOpen();
    expect(FakeWebSocket.latest().frames()).toEqual([{ op: 'subscribe', topic: 'orders' }]);
  });

  it('delivers events to the handlers of their topic and ignores malformed frames', () => {
    const s = socket();
    const orders = vi.fn();
    const other = vi.fn();
    s.subscribe('orders', orders);
    s.subscribe('other', other);
    const ws = FakeWebSocket.latest();
    ws.serverOpen();
    ws.serverSend('not json');
    ws.serverSend({ op: 'event', topic: 'not a valid topic!', data: 1 });
    ws.serverSend({ op: 'mystery' });
    ws.serverSend({ op: 'event', topic: 'orders', data: { id: 7 } });
    expect(orders).toHaveBeenCalledExactlyOnceWith({ id: 7 }, false);
    expect(other).not.toHaveBeenCalled();
  });

  it('hands a topic’s state sent with the subscription to its handlers as current', () => {
    const s = socket();
    const messages = vi.fn();
    s.subscribe('user.messages', messages);
    const ws = FakeWebSocket.latest();
    ws.serverOpen();
    ws.serverSend({ op: 'subscribed', topic: 'user.messages', data: { unread: 3 } });
    // A bare acknowledgement carries no state.
    ws.serverSend({ op: 'subscribed', topic: 'user.messages' });
    ws.serverSend({ op: 'event', topic: 'user.messages', data: { unread: 4 } });
    expect(messages.mock.calls).toEqual([
      [{ unread: 3 }, true],
      [{ unread: 4 }, false],
    ]);
  });

  it('sends an unsubscribe when the last handler of a topic leaves', () => {
    const s = socket();
    const a = s.subscribe('orders', () => {});
    const b = s.subscribe('orders', () => {});
    FakeWebSocket.latest().serverOpen();
    a();
    expect(FakeWebSocket.latest().frames()).toHaveLength(1);
    b();
    expect(FakeWebSocket.latest().frames().at(-1)).toEqual({ op: 'unsubscribe', topic: 'orders' });
  });
});

describe('socket client: sending', () => {
  it('drops actions sent while down and never replays them after reconnecting', () => {
    const s = socket();
    s.connect();
    expect(s.send({ op: 'unsubscribe', topic: 'orders' })).toBe(false);
    FakeWebSocket.latest().serverOpen();
    expect(s.send({ op: 'unsubscribe', topic: 'orders' })).toBe(true);
    FakeWebSocket.latest().serverClose();
    expect(s.send({ op: 'subscribe', topic: 'late' })).toBe(false);
    vi.advanceTimersByTime(50);
    FakeWebSocket.latest().serverOpen();
    expect(FakeWebSocket.latest().frames()).toEqual([]);
  });
});

describe('socket client: reconnecting', () => {
  it('computes full-jitter delays that double per attempt up to the cap', () => {
    const backoff = { baseMs: 100, maxMs: 800 };
    expect([0, 1, 2, 3, 4, 5].map((n) => backoffDelay(n, backoff, () => 0.999))).toEqual([
      99, 199, 399, 799, 799, 799,
    ]);
    expect(backoffDelay(3, backoff, () => 0)).toBe(0);
    expect(backoffDelay(3, backoff, () => 0.25)).toBe(200);
  });

  it('waits longer after each failed attempt, capped, and starts over after a successful open', () => {
    const s = socket({ random: () => 0.5 });
    s.connect();
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const before = FakeWebSocket.instances.length;
      FakeWebSocket.latest().serverClose();
      let waited = 0;
      while (FakeWebSocket.instances.length === before && waited < 10_000) {
        vi.advanceTimersByTime(1);
        waited += 1;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([50, 100, 200, 400, 400]);

    FakeWebSocket.latest().serverOpen();
    FakeWebSocket.latest().serverClose();
    vi.advanceTimersByTime(49);
    const count = FakeWebSocket.instances.length;
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances.length).toBe(count + 1);
    expect(s.$socketStatus.get()).toBe('connecting');
  });

  it('pings every interval and reconnects when a pong does not come back within one interval', () => {
    const s = socket();
    s.connect();
    const first = FakeWebSocket.latest();
    first.serverOpen();
    vi.advanceTimersByTime(HEARTBEAT);
    expect(first.frames()).toEqual([{ op: 'ping', ts: expect.any(Number) }]);
    first.serverSend({ op: 'pong', ts: 1 });
    vi.advanceTimersByTime(HEARTBEAT);
    expect(first.closedByClient).toBe(false);
    expect(first.frames()).toHaveLength(2);

    vi.advanceTimersByTime(HEARTBEAT);
    expect(first.closedByClient).toBe(true);
    expect(s.$socketStatus.get()).toBe('closed');
    vi.advanceTimersByTime(50);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('stops reconnecting and pinging after close()', () => {
    const s = socket();
    s.connect();
    const ws = FakeWebSocket.latest();
    ws.serverOpen();
    s.close();
    expect(ws.closedByClient).toBe(true);
    expect(s.$socketStatus.get()).toBe('closed');
    ws.serverClose();
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(ws.frames()).toEqual([]);
    s.reconnect();
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('reads a URL function again on every connect', () => {
    let n = 0;
    const s = socket({ url: () => `wss://api.test/socket?n=${++n}` });
    s.connect();
    FakeWebSocket.latest().serverClose();
    vi.advanceTimersByTime(50);
    expect(FakeWebSocket.instances.map((w) => w.url)).toEqual([
      'wss://api.test/socket?n=1',
      'wss://api.test/socket?n=2',
    ]);
  });
});
