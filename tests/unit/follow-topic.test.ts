import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocketStatus } from '@/client/socket';

/** A socket the test drives: its status, and the handlers subscribed per topic. */
const fake = vi.hoisted(() => ({
  status: null as unknown as ReturnType<typeof atom<SocketStatus>>,
  handlers: new Map<string, Set<() => void>>(),
}));

vi.mock('@/client/socket-instance', () => ({
  getSocket: () => ({
    $socketStatus: fake.status,
    subscribe(topic: string, handler: () => void) {
      const set = fake.handlers.get(topic) ?? new Set();
      set.add(handler);
      fake.handlers.set(topic, set);
      return () => set.delete(handler);
    },
  }),
}));

const { followTopic, POLL_MS } = await import('@/client/follow-topic');

const emit = (topic: string) => fake.handlers.get(topic)?.forEach((h) => h());

beforeEach(() => {
  vi.useFakeTimers();
  fake.status = atom<SocketStatus>('connecting');
  fake.handlers.clear();
});
afterEach(() => vi.useRealTimers());

describe('followTopic', () => {
  it('refreshes on each event of its topic only, and once whenever the socket opens', () => {
    const refresh = vi.fn();
    const live: boolean[] = [];
    const stop = followTopic('order.1', refresh, (value) => live.push(value));
    // Connecting the first time is not an interruption: live, nothing fetched yet.
    expect(live).toEqual([true]);
    fake.status.set('open');
    expect(refresh).toHaveBeenCalledTimes(1);
    emit('order.1');
    emit('order.2');
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
    emit('order.1');
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('polls while the socket is down, says it is not live, and stops polling once it is back', () => {
    const refresh = vi.fn();
    const live: boolean[] = [];
    const stop = followTopic('order.1', refresh, (value) => live.push(value));
    fake.status.set('open');
    refresh.mockClear();
    fake.status.set('closed');
    expect(live.at(-1)).toBe(false);
    vi.advanceTimersByTime(POLL_MS * 3);
    expect(refresh).toHaveBeenCalledTimes(3);
    // Reconnecting after a drop is still not live, and keeps polling.
    fake.status.set('connecting');
    expect(live.at(-1)).toBe(false);
    vi.advanceTimersByTime(POLL_MS);
    expect(refresh).toHaveBeenCalledTimes(4);
    fake.status.set('open');
    expect(live.at(-1)).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(5);
    vi.advanceTimersByTime(POLL_MS * 3);
    expect(refresh).toHaveBeenCalledTimes(5);
    stop();
  });

  it('keeps polling on its own rhythm while a failing socket flips between connecting and closed', () => {
    const refresh = vi.fn();
    const stop = followTopic('order.1', refresh, () => {});
    // Reconnect attempts every second, each refused: the poll must not start over each time.
    for (let second = 0; second < POLL_MS * 3; second += 1000) {
      fake.status.set(fake.status.get() === 'closed' ? 'connecting' : 'closed');
      vi.advanceTimersByTime(1000);
    }
    expect(refresh).toHaveBeenCalledTimes(3);
    stop();
  });

  it('stops polling when stopped', () => {
    const refresh = vi.fn();
    fake.status.set('closed');
    const stop = followTopic('order.1', refresh, () => {});
    vi.advanceTimersByTime(POLL_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
    vi.advanceTimersByTime(POLL_MS * 5);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
